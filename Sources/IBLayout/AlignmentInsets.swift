import IBDocument

/// How far a control's frame reaches beyond the alignment rectangle its constraints act on:
/// Interface Builder stores frames, Auto Layout solves alignment rectangles.
enum AlignmentInsets {
    /// The frame's reach beyond the alignment rectangle: a slider's thumb (2 points each side, 1 below,
    /// until iOS 26: stacked sliders stand 1 point closer than their frames; iOS 26's frame is its
    /// alignment rectangle, VLC's sliders as wide as their stack), a switch's, a
    /// segmented control's point below (iOS 7 on: RxSwift's, GoMap's and VLC's controls of Xcode 11
    /// to 26 are stored 32 tall with the next view 31 below; VLC's tvOS rows too).
    static func of(_ object: IBObject) -> EdgeInsets {
        if object.document.platform == .macOS { return appKit(object) }
        if object.elementName == "segmentedControl" { return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }
        guard object.document.platform == .iOS else { return .zero }
        switch object.elementName {
        case "slider": return object.document.header.toolsBuild >= 24000 ? .zero : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        default: return .zero
        }
    }

    /// AppKit's standard controls draw outside their alignment rectangle: a push button's bezel
    /// shadow, a label's text inset (top, left, bottom, right with y down).
    static func appKit(_ object: IBObject) -> EdgeInsets {
        let tree = object.document.tree
        let cell = IntrinsicContentSize.appKitCell(of: object)
        func cellAttribute(_ name: String) -> String? { cell.flatMap { tree.attribute(name, of: $0) } }
        // Only buttons and pop-ups ask: the cell's attributes are read for them alone.
        func isBorderedSquare() -> Bool { cellAttribute("bezelStyle") == "smallSquare" && cellAttribute("borderStyle") != nil }
        switch object.elementName {
        case "button" where isBorderedSquare(), "popUpButton" where isBorderedSquare():
            // The bordered square's edge lines sit a point outside its alignment rectangle, above and
            // below: its stored frames are its height constraints plus 2 in every Xcode of the corpus.
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case "button" where cellAttribute("bezelStyle") == "texturedRounded" && !isSmall(object) && AppKitControlEra.of(object) == .classic
            && object.asView?.frame.map({ abs($0.height - 25) < 0.5 }) == true:
            // An older textured bezel's shadow: its 25-point frame reaches a point above its
            // 22-point bezel and 2 below (MacPass's welcome window and date picker, Xcode 6: the
            // buttons 20 points from the bottom are stored 18, the pop-up 8 points above them 47).
            // One stored 23 points tall is its bezel (Gifski's completion buttons, Xcode 10, at
            // the top of their top-aligned row).
            return EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        case "button" where cellAttribute("bezelStyle") == "rounded" && [nil, "push"].contains(cellAttribute("type")):
            // A bevel-type cell keeps its frame as its alignment rectangle, whatever bezel it names.
            return pushButton(object)
        case "popUpButton" where drawsPushBezel(object):
            return popUp(object)
        case "segmentedControl" where cellAttribute("style") == "rounded" && !isSmall(object) && AppKitControlEra.of(object) == .classic:
            // Before macOS 11 the rounded bezel's shadow: the frame reaches a point above, 2 to the
            // sides and below (the edge constraints of EZAudio's Xcode 5 and CotEditor's Xcode 10
            // and 11 controls; none of a later Mac's are tied to an edge).
            return EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
        case "stepper" where AppKitControlEra.of(object) != .tahoe:
            // The arrows' bezel reaches 3 points to each side (2 in the small size): CotEditor's
            // steppers tied to their fields, OpenEmu's in a stack.
            return isSmall(object) ? EdgeInsets(top: 0, left: 2, bottom: 0, right: 2) : EdgeInsets(top: 0, left: 3, bottom: 0, right: 3)
        case "switch" where controlSize(of: object) == "regular" && AppKitControlEra.of(object) != .tahoe:
            // NSSwitch's 38 × 22 track in a 42 × 25 frame: 2 points to the sides and below, 1 above
            // (WWDC's preference switches beside their labels, in stacks 22 points tall).
            return EdgeInsets(top: 1, left: 2, bottom: 2, right: 2)
        case "colorWell" where AppKitControlEra.of(object) == .tahoe:
            // macOS 26's well is stored 50 × 26 around the 44 × 22 its constraints give it
            // (keycastr's visualizer preferences, Xcode 26); before, the frame is the well.
            return EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        case "slider":
            // The knob's shadow and the track's ends: 2 points around the alignment rectangle in the
            // sliders constrained to their neighbours in four projects.
            return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case "progressIndicator" where object.attribute("style") != "spinning" && !isSmall(object):
            // A bar in a top-aligned 18-point stack stands a point above and below it.
            return EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        case "comboBox":
            // The bezel and its arrow button reach below and to the right of the text box.
            return isSmall(object) ? EdgeInsets(top: 1, left: 0, bottom: 4, right: 3) : EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
        case "button" where cellAttribute("type") == "help":
            // A 25-point frame around a 21-point circle, its shadow below; the small size's 18 × 19
            // frame is its 18-point circle and a point of shadow (CotEditor's edge constraints).
            // From macOS 11 the regular circle is 20 points tall, a point below the frame's top:
            // Vienna's advanced preferences, a chain of constraints from top to bottom through
            // one, add up to their stored frames only so (CotEditor's, before macOS 11, tied by
            // their tops, stand at 0).
            if isSmall(object) { return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }
            return EdgeInsets(top: AppKitControlEra.of(object) == .bigSur ? 1 : 0, left: 2, bottom: 4, right: 2)
        case "button" where ["check", "radio"].contains(cellAttribute("type") ?? ""):
            return checkBox(object)
        case "textField" where cellAttribute("borderStyle") == nil && cellAttribute("bezelStyle") == nil:
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "box" where [nil, "primary"].contains(object.attribute("boxType")) && object.attribute("titlePosition") == "noTitle":
            // An untitled box's bezel and shadow: 3 points at the sides, 2 above and 4 below.
            return EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
        case "box" where [nil, "primary"].contains(object.attribute("boxType")) && object.attribute("titlePosition") == nil:
            // A box titled at the top (Interface Builder writes no position for it): its frame's top
            // is the title's, the bezel as an untitled box's at the sides and below. MacDown's
            // Markdown preferences (Xcode 6): the box 20 points in is stored at 17, 3 wider each
            // side, its top where its neighbour's 8-point gap ends; the check boxes pinned 16 points
            // inside it stand 16 from its bezel.
            return EdgeInsets(top: 0, left: 3, bottom: 4, right: 3)
        case "box" where object.attribute("boxType") == "separator":
            return isHorizontalSeparator(object) ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        default:
            return .zero
        }
    }

    /// A check box's or radio button's. Before macOS 11's controls the 18-point frame holds a
    /// 14-point alignment rectangle (12 in the small size, 2 points from its right), as the
    /// distances of stacked check boxes show. macOS 11 to 15's box reaches 2 points left of the
    /// rectangle and a point above and below (1 left in the small size), and nothing right: the
    /// constraints to the superview and siblings of four projects' check boxes agree. macOS 26's
    /// frames are their alignment rectangles.
    static func checkBox(_ object: IBObject) -> EdgeInsets {
        let small = isSmall(object)
        switch AppKitControlEra.of(object) {
        case .classic where small: return EdgeInsets(top: 3, left: 3, bottom: 3, right: 2)
        case .classic:
            // A radio button's 16-point circle reaches closer to its frame than a check box's
            // 14-point box: CotEditor's radios stand a point apart from their frames above and to the
            // left, and their gaps in rows and columns leave 3 points across and 2 down.
            let radio = IntrinsicContentSize.appKitCell(of: object).flatMap { object.document.tree.attribute("type", of: $0) } == "radio"
            return radio ? EdgeInsets(top: 1, left: 1, bottom: 1, right: 2) : EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .bigSur: return small ? EdgeInsets(top: 1, left: 1, bottom: 1, right: 0) : EdgeInsets(top: 1, left: 2, bottom: 1, right: 0)
        case .tahoe: return .zero
        }
    }

    /// A rounded push button's: its shadow reaches 7 points below, the bezel 6 to each side and 4
    /// above. macOS 11's 20-point bezel (Xcode 12 on, tools 17000) sits 5 below the top of the same
    /// 32-point frame: its height constraints store frames 12 points taller (2 documents), and the
    /// views stacked on such buttons in 3 projects line up only with the 5-point top. macOS 11 to
    /// 15 draw its sides 7 points from the rectangle: the width and edge constraints of 11
    /// projects' buttons say so, in Xcode 12 (Sequel-Ace's, Dozer's, KnockKnock's, WhatsYourSign's),
    /// 13 to 16 (Vienna's, OpenEmu's, MacVim's, IINA's, AppAuth's, HandBrake's, LuLu's) and 26 on
    /// macOS 15 (Vienna's preferences); only OpenEmu's game scanner (Xcode 12.2) says 6, perhaps
    /// saved on macOS 10.15, which its document cannot tell. The small size's 27-point frame holds
    /// an 18-point bezel, 16 since macOS 11; macOS 26's frames are their alignment rectangles.
    static func pushButton(_ object: IBObject) -> EdgeInsets {
        let era = AppKitControlEra.of(object)
        switch (controlSize(of: object), era) {
        case (_, .tahoe), ("mini", _): return .zero
        case ("small", .classic): return EdgeInsets(top: 3, left: 5, bottom: 6, right: 5)
        case ("small", _): return EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
        // The large size's 40-point frame holds a 28-point bezel 6 points in on every side (pock's
        // onboarding and widget manager, Xcode 13).
        case ("large", _): return EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        case (_, .classic): return EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
        default: return EdgeInsets(top: 5, left: 7, bottom: 7, right: 7)
        }
    }

    /// A pop-up button's. Before macOS 11 its bezel reaches a point above the alignment rectangle
    /// (two before Xcode 10, tools 14000, in a 26-point frame), two to the left and three to the
    /// right and below: the 23 pop-ups tied to labels and edges in WWDC's and CotEditor's Xcode 7
    /// to 11 documents stand 2 points left of their rectangles, and WWDC's width constraints store
    /// frames 5 wider. Since, a point above, three to the left and four to the right and below.
    /// The small size's 22-point frame holds a 16-point bezel. macOS 26's frames are their
    /// alignment rectangles.
    static func popUp(_ object: IBObject) -> EdgeInsets {
        let era = AppKitControlEra.of(object)
        if era == .tahoe { return .zero }
        if isSmall(object) { return era == .classic ? EdgeInsets(top: 1, left: 3, bottom: 3, right: 3) : EdgeInsets(top: 2, left: 4, bottom: 4, right: 4) }
        if era == .classic { return EdgeInsets(top: object.document.header.toolsBuild < 14000 ? 2 : 1, left: 2, bottom: 3, right: 3) }
        return bigSurPopUp
    }

    /// A regular pop-up's frame around its bezel on macOS 11 to 15.
    static let bigSurPopUp = EdgeInsets(top: 1, left: 3, bottom: 4, right: 4)

    /// Whether a pop-up button draws a bezel of the push pop-up's geometry, which ibkit models:
    /// the push bezel itself, the textured rounded one and the bordered small square (the
    /// corpus's match as such). A bevel, round-rect, recessed or borderless square pop-up is
    /// another drawing, its frame its alignment rectangle (Vienna's small round-rect filter
    /// pop-up, stored 118 × 17; CotEditor's bevel pop-ups and borderless pull-downs).
    static func drawsPushBezel(_ popUp: IBObject) -> Bool {
        let tree = popUp.document.tree
        guard let cell = IntrinsicContentSize.appKitCell(of: popUp) else { return true }
        switch tree.attribute("type", of: cell) {
        case nil, "push", "roundTextured": return true
        case "smallSquare": return tree.attribute("borderStyle", of: cell) != nil
        default: return false
        }
    }

    /// An AppKit control's size: `regular`, `small`, `mini` or `large`, on the control or its cell.
    static func controlSize(of object: IBObject) -> String {
        let cell = IntrinsicContentSize.appKitCell(of: object)
        return object.attribute("controlSize") ?? cell.flatMap { object.document.tree.attribute("controlSize", of: $0) } ?? "regular"
    }

    /// Whether an AppKit control is of the small (or mini) control size.
    static func isSmall(_ object: IBObject) -> Bool {
        ["small", "mini"].contains(controlSize(of: object))
    }

    /// Whether an AppKit separator box is horizontal: drawn wider than tall.
    static func isHorizontalSeparator(_ object: IBObject) -> Bool {
        let frame = object.asView?.frame
        return (frame?.width ?? 0) >= (frame?.height ?? 0)
    }
}
