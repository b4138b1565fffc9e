import IBDocument
import IBXML

extension IntrinsicContentSize {
    /// AppKit controls: widths from the title, heights of the standard bezels at each control size,
    /// as the corpus's unconstrained controls show them (most common stored height per control).
    /// A wrapping label's lines are measured at `wrapWidth`; `tools` is the saving Xcode's build.
    static func appKit(_ view: View, images: [String: Size] = [:], scale: Double, wrapWidth: Double? = nil, tools: Int, text: TextMeasure = .standard) -> IntrinsicContentSize {
        let object = view.object
        let tree = object.document.tree
        let cell = appKitCell(of: object)
        func cellAttribute(_ name: String) -> String? { cell.flatMap { tree.attribute(name, of: $0) } }
        // The cell's image: its `image` attribute, or (symbols since Xcode 12) an `<imageReference>`'s.
        func cellImage() -> (name: String, isSymbol: Bool)? {
            if let name = cellAttribute("image") { return (name, false) }
            let reference = cell.flatMap { imageReference(of: $0, in: tree) }
            return reference.flatMap { tree.attribute("image", of: $0) }.map { ($0, true) }
        }
        let title = appKitTitle(of: object) ?? ""
        let font = cell.flatMap { cell in tree.childElements(of: cell).first { tree.isElement($0, named: "font") } }
        let metrics = TextMetrics(font: font.map { Font(tree, $0) } ?? nil, scale: TextMetrics.measuringScale(platform: .macOS, screen: scale),
                                  platform: .macOS, text: text)
        let small = AlignmentInsets.isSmall(object)
        switch object.elementName {
        case "textField", "secureTextField":
            // Sizes of alignment rectangles: a label's frame adds 2 points of inset on each side.
            let bordered = cellAttribute("borderStyle") != nil || cellAttribute("bezelStyle") != nil
            if bordered {
                // The text sits 2 points below the bezel's top (3 in the small size). A regular field
                // in the control's own font (`usesAppearanceFont`) draws it a point lower: the 13-point
                // labels on its baseline stand 3 points below its top, not 2 as beside a field in the
                // system font (OpenEmu's alert test window and shader preset sheet, by constraints and
                // in a grid; iTerm2's session logging, placed by hand; 30 fields in the system font
                // in CotEditor, shadowsocks, HexFiend and Vienna at 2).
                let appearanceFont = font.map { tree.attribute("usesAppearanceFont", of: $0) == "YES" } ?? false
                // Before Xcode 11 (`XcodeBuilds.xcode11`, its betas) the regular bezel is a point
                // taller, as the text line in it is (`appKitLine`): every regular field of twelve
                // projects' documents of Xcode 4 to 9 that nothing else sizes is stored 22 tall
                // (Sequel Pro's 43, Clipy's, Tunnelblick's, Flashlight's), and so are those of
                // Xcode 10 (tools 14313 to 14490: CotEditor's, NetNewsWire's, Gifski's,
                // iina-plus's); 57 of the 58 since are stored 21 (CotEditor's, ShadowsocksX-NG's).
                // That point stands above the text, as the line's does: NetNewsWire's label tied to
                // a field's first baseline stands 2 points below the field's top, as labels beside
                // 21-point fields do.
                let taller = !small && tools < XcodeBuilds.xcode11
                let height: Double = small ? 19 : taller ? 22 : 21
                let baseline = metrics.ascent + (small ? 3 : appearanceFont ? 3 : 2) + (taller ? 1 : 0)
                // An editable field has no width of its own, only a height: what it holds is typed
                // later (HexFiend's and Sequel-Ace's fields beside labels at the same hugging,
                // stored at whatever width their row leaves them).
                let editable = cellAttribute("editable") == "YES"
                // macOS 26 centres the line in the bezel, however tall: Sequel-Ace's font field and
                // Rectangle's width fields, stretched to 24 points, share the baseline of the 13-point
                // labels centred beside them.
                let tahoe = AppKitControlEra.of(object) == .tahoe
                return IntrinsicContentSize(width: editable ? nil : metrics.width(of: title) + 4, height: height, dependsOnText: true,
                                            baselines: tahoe ? .centered(metrics.ascent - metrics.lineHeight.rounded(.up) / 2)
                                                : .edges(first: baseline, last: height - baseline))
            }
            // An empty label is as large as its placeholder (pock's widget name, author and version
            // fields, stored at their placeholders' widths).
            var lines = TextWrapping.paragraphs(of: title.isEmpty ? cellAttribute("placeholderString") ?? "" : title)
            let preferred = object.document.tree.number("preferredMaxLayoutWidth", of: object.node)
            if wrapsAppKitText(object), let width = preferred ?? wrapWidth, width > 0 {
                lines = lines.flatMap { TextWrapping.lines(of: $0, width: width, metrics: metrics) }
            }
            // Each line as tall as `appKitLine` says (a point more before Xcode 11).
            let (line, above) = appKitLine(metrics, tools: tools)
            let height = line * Double(lines.count)
            return IntrinsicContentSize(width: lines.map { metrics.width(of: $0) }.max() ?? 0, height: height, dependsOnText: true,
                                        baselines: .edges(first: metrics.ascent + above, last: line - above - metrics.ascent))
        case "comboBox":
            // Alignment rectangles of the 23- and 22-point frames (see `AlignmentInsets`); the text
            // 3 points below the top, as in a bordered field.
            let height: Double = small ? 17 : 19, baseline = metrics.ascent + 3
            return IntrinsicContentSize(width: nil, height: height, baselines: .edges(first: baseline, last: height - baseline))
        case "searchField":
            return IntrinsicContentSize(width: nil, height: small ? 19 : 22)
        case "pathControl":
            // The standard bar is 22 points tall, 20 in the small size (OpenEmu's library location,
            // held by its grid row; Sequel-Ace's and Sequel Pro's migration dialogs). Its line sits a
            // point above the middle: OpenEmu's 13-point label beside it, on its baseline, stands 2
            // points below its top. Its width follows the path it shows, whose icons and separators
            // ibkit does not draw: the width Interface Builder stored stands for it, an estimate
            // (a width left open would call every path control's layout ambiguous).
            let height: Double = small ? 20 : 22
            let (line, above) = appKitLine(metrics, tools: tools)
            let first = (height - line) / 2 - 1 + metrics.ascent + above
            let stored = view.frame.map { max(0, $0.width) }
            return IntrinsicContentSize(width: stored, height: height, dependsOnText: stored != nil, baselines: .edges(first: first, last: height - first))
        case "button":
            switch cellAttribute("type") {
            case "check", "radio":
                // The frame's size, less what reaches beyond the alignment rectangle.
                let outset = AlignmentInsets.checkBox(object)
                let era = AppKitControlEra.of(object)
                // The frame: 18 points tall (16 in macOS 11's small size and in macOS 26, whose
                // frame is its alignment rectangle: Rectangle's and Sequel-Ace's), the box and 4
                // points before the title (8 since macOS 11: Vienna's and macvim's natural widths).
                // macOS 11's small box is 14 points wide, its title 21 after the frame's start
                // (CotEditor's find options and untitled replacement check boxes, HandBrake's
                // "Range:", all at their natural widths).
                let frameHeight: Double = (small && era != .classic) || era == .tahoe ? 16 : 18
                let smallBigSur = small && era == .bigSur
                let beforeTitle: Double = smallBigSur ? 21 : era == .bigSur ? 26 : 22
                // The title's baseline a point below the font's ascent from the frame's top.
                let height = frameHeight - outset.top - outset.bottom, baseline = metrics.ascent + 1 - outset.top
                return IntrinsicContentSize(width: (title.isEmpty ? (smallBigSur ? 14 : 18) : beforeTitle + metrics.width(of: title)) - outset.left - outset.right,
                                            height: height, dependsOnText: !title.isEmpty, baselines: .edges(first: baseline, last: height - baseline))
            case "help":
                // The frame less its insets: 21 × 21 (20 tall from macOS 11); 18 × 18 small.
                let outset = AlignmentInsets.appKit(object)
                return small ? IntrinsicContentSize(width: 18, height: 18) : IntrinsicContentSize(width: 21, height: 25 - outset.top - outset.bottom)
            case "push", nil:
                // The frame's 32 points (27 small) less the insets (see `AlignmentInsets.pushButton`).
                let outset = AlignmentInsets.pushButton(object)
                let size = AlignmentInsets.controlSize(of: object), era = AppKitControlEra.of(object)
                // macOS 26's regular bezel is 24 points tall, its frame (Sequel-Ace's, Rectangle's and
                // iTerm2's unconstrained buttons); its small one 20 (Vienna's "Show All Feeds", centred
                // in its bar, and iTerm2's small buttons).
                let tahoe = era == .tahoe && (size == "regular" || size == "small")
                let frameHeight: Double = size == "mini" ? 16 : size == "small" ? (tahoe ? 20 : 27) : size == "large" ? 40 : tahoe ? 24 : 32
                // The title's baseline 6 points below the font's ascent from the frame's top (12 in
                // the large size, its title centred in the 28-point bezel).
                let height = frameHeight - outset.top - outset.bottom
                // macOS 26's title line is centred in its 24-point frame: a 13-point label tied to it
                // baseline to baseline shares its centre (Sequel-Ace's font preferences), an 11-point
                // one stands 6 points below its top (CotEditor's replace pane).
                let baseline = tahoe ? (height - metrics.lineHeight.rounded(.up)) / 2 + metrics.ascent
                    : metrics.ascent + (size == "large" ? 12 : 6) - outset.top
                // The frame is 40 points wider than its title, 34 in the documents of Xcode 13 to 16
                // (tools 18000 to 23999: the 14 push buttons at their natural width, in OpenEmu, iTerm2
                // and Vienna, are 34 or 35 points wider than their titles, against 40 before and mostly
                // after); small ones 38, and 28 since macOS 11 (CotEditor, Vienna, OpenEmu).
                // A large one's frame is 32 points wider than its title (pock's, at their natural widths).
                // macOS 26's regular one is 24 points wider than its title (Sequel-Ace's "Add Files…"
                // 90, Rectangle's 266 around a 242-point title), and Xcode 26 on macOS 15 draws the
                // Xcode 13 to 16 bezel, 34 wider (Vienna's "Select…" and "Notification Settings…"); its
                // small one 20 (Vienna's "Show All Feeds", 100 around an 80-point title).
                let frameEnds: Double = size == "small" ? (tahoe ? 20 : era == .classic ? 38 : 28) : size == "large" ? 32 : tahoe ? 24
                    : tools >= 18000 && era == .bigSur ? 34 : 40
                // An image beside the title widens the button by itself and 2 points (Rectangle's
                // buttons with symbols and its status icon, sized in the document's resources).
                let beside = ["left", "right", "leading", "trailing"].contains(cellAttribute("imagePosition") ?? "") && !title.isEmpty
                let image = beside ? cellAttribute("image").flatMap { images[$0] }.map { $0.width + 2 } ?? 0 : 0
                let ends = frameEnds - outset.left - outset.right + image
                // A button stored at another height was drawn with another macOS's bezel, whose title
                // sits elsewhere: its baseline is left unknown.
                let sameBezel = abs((object.asView?.frame?.height ?? frameHeight) - frameHeight) <= 1
                return IntrinsicContentSize(width: metrics.width(of: title) + ends, height: height, dependsOnText: !title.isEmpty,
                                            baselines: sameBezel ? .edges(first: baseline, last: height - baseline) : nil)
            case let type? where ["bevel", "square", "smallSquare"].contains(type):
                let bordered = cellAttribute("borderStyle") != nil
                guard let image = cellImage()?.name else {
                    return bordered && !title.isEmpty ? storedEstimate(of: view) : borderlessTitle(title, bordered: bordered, metrics: metrics, tools: tools)
                }
                // A borderless bevel or square image button is its image; with `imagePosition="only"`
                // its title (a tooltip's or accessibility's) is never drawn (pock's console buttons,
                // iTerm2's and WWDC's image buttons at their images' sizes).
                guard type != "smallSquare", title.isEmpty || cellAttribute("imagePosition") == "only", !bordered,
                      let size = images[image] else { return storedEstimate(of: view) }
                return IntrinsicContentSize(width: size.width, height: size.height)
            default:
                // Its title is a line centred in the bezel, as a push button's is on macOS 26.
                return storedEstimate(of: view, baselines: title.isEmpty ? nil : .centered(metrics.ascent - metrics.lineHeight.rounded(.up) / 2))
            }
        case "popUpButton":
            // A bezel other than the push button's (bevel, round-rect, recessed, borderless square),
            // or one showing only its image, is not drawn by ibkit: its stored size stands in.
            if !AlignmentInsets.drawsPushBezel(object) || cellAttribute("imagePosition") == "only" {
                return storedEstimate(of: view, baselines: title.isEmpty ? nil : .centered(metrics.ascent - metrics.lineHeight.rounded(.up) / 2))
            }
            let outset = AlignmentInsets.popUp(object)
            // A pull-down shows its first item as its title, whichever item is chosen.
            let pullsDown = cellAttribute("pullsDown") == "YES"
            let titles = cell.map { menuItemTitles(under: $0, in: tree) } ?? []
            let items = pullsDown ? Array(titles.prefix(1)).filter { !$0.isEmpty } : titles + [title].filter { !$0.isEmpty }
            let widest = items.map { metrics.width(of: $0) }.max()
            // Before Xcode 10 (tools 14000) the regular frame is 26 points tall, a point more above
            // the same bezel (all 57 in five projects). The title's baseline sits where the bezel
            // puts it, whatever its size: 15.4 points below the 25-point frame's top (13.4 in the
            // small size), 14.4 since macOS 11 (the labels beside OpenEmu's and Vienna's pop-ups).
            // macOS 26's regular frame is its 24-point bezel, its title 4 points below the top (a
            // 13-point line centred): Rectangle's eleven pop-ups are 24 tall, and Sequel-Ace's
            // 13-point label tied to one by its first baseline stands 4 points below its top.
            let tall = !small && tools < 14000, era = AppKitControlEra.of(object)
            var fromTop = small ? 13.4 : tall ? 16.4 : 15.4
            if !small && era == .bigSur { fromTop = 14.4 }
            let tahoe = !small && era == .tahoe
            if tahoe { fromTop = 4 + metrics.ascent }
            let height = (small ? 22 : tall ? 26 : tahoe ? 24 : 25) - outset.top - outset.bottom, baseline = fromTop - outset.top
            // Its frame is the widest item's width and 39 points of bezel ends and arrows (32 in the
            // small size), before and since macOS 11: Vienna's, CotEditor's, iTerm2's and Apple's
            // AVScreenShack's pop-ups left at their own width are their widest item at 13 points
            // plus 39.5 ± 0.7 (the `menu` font a pop-up names draws at the control's size, 13 points,
            // not the menu bar's 14), HexFiend's small ones their 11-point items plus 32.5. macOS
            // 26's frames, their alignment rectangles, keep macOS 11's alignment width (none of the
            // corpus's stands at its own width to say otherwise).
            // One with no titles yet (its items come from code) is its bezel and arrows alone: a
            // frame of those 39 points (32 small). WWDC's empty preferences pop-up stands 32 points
            // wide inside its frame; HandBrake's small range pop-up is stored 32 wide.
            let reach = tahoe ? AlignmentInsets.bigSurPopUp : outset
            let ends = (small ? 32 : 39) - reach.left - reach.right
            return IntrinsicContentSize(width: widest.map { $0 + ends } ?? ends, height: height, dependsOnText: widest != nil,
                                        baselines: .edges(first: baseline, last: height - baseline))
        case "segmentedControl":
            // Segments of fixed widths, a point between and around them and 4 more at the ends
            // (8 points past the widths of three, 7 past two, in the corpus's stored frames). A
            // segment sized to its content is its label and 21 points, an estimate from the few
            // such controls in the corpus (within 5 points of them); an image's size is unknown.
            let segments = cell.map { tree.descendants(of: $0).filter { tree.isElement($0, named: "segment") } } ?? []
            let outset = AlignmentInsets.appKit(object), height = 24 - outset.top - outset.bottom
            guard !segments.isEmpty else { return IntrinsicContentSize(width: nil, height: height) }
            // A segment showing an image leaves the width to an estimate, the padding around an
            // image being unknown: WWDC's 19-point image takes about 21 points more, like a label,
            // CotEditor's symbols about 6.
            guard let widths = segmentWidths(segments, in: tree, title: "label", metrics: metrics, padding: 21, images: [:]) else {
                return storedEstimate(of: view)
            }
            // Segments sized to their labels make the width text's.
            let labelled = segments.contains { (tree.number("width", of: $0) ?? 0) <= 0 }
            return IntrinsicContentSize(width: widths.reduce(0, +) + Double(widths.count) + 5 - outset.left - outset.right, height: height,
                                        dependsOnText: labelled)
        case "switch":
            // NSSwitch: a 38 × 22 track (see `AlignmentInsets`), its baseline where a 13-point
            // label beside it puts its own (WWDC's preferences); the mini one is 36 × 16, its frame
            // (CotEditor's print panel, Xcode 26). macOS 26's regular one and the small size are in
            // neither the corpus nor the apps.
            let size = AlignmentInsets.controlSize(of: object)
            if size == "mini" { return IntrinsicContentSize(width: 36, height: 16) }
            guard size == "regular", AppKitControlEra.of(object) != .tahoe else { return .none }
            return IntrinsicContentSize(width: 38, height: 22, baselines: .edges(first: 12.4, last: 9.6))
        case "stepper":
            // The corpus's unconstrained steppers: 19 × 28 and, small, 15 × 22, less the arrows'
            // reach past their alignment rectangle. Before Xcode 11's release (tools 15000: its
            // betas' documents too) the regular one is 27 tall: CotEditor's two in documents of an
            // Xcode 11 beta (28 in its later ones, as in OpenEmu's and Vienna's), iTerm2's and
            // Sequel Pro's placed by hand in Xcode 6.
            let outset = AlignmentInsets.appKit(object)
            return IntrinsicContentSize(width: (small ? 15 : 19) - outset.left - outset.right, height: small ? 22 : tools < 15000 ? 27 : 28)
        case "box" where object.attribute("boxType") == "separator":
            // A 1-point line in a 5-point frame, horizontal when drawn wider than tall (as AppKit
            // decides), that keeps the length it was drawn at: pock's and Rectangle's separators,
            // in stacks that pull their views to both edges at a hugging of 249.99, are stored
            // shorter than their stacks (305 of 472 points, 450 of 500, 96 of 674) and Xcode flags
            // none of them as ambiguous or misplaced.
            let horizontal = AlignmentInsets.isHorizontalSeparator(object)
            let length = view.frame.map { horizontal ? $0.width : $0.height }.flatMap { $0.isFinite ? $0 : nil }
            return horizontal ? IntrinsicContentSize(width: length, height: 1) : IntrinsicContentSize(width: 1, height: length)
        case "slider" where cellAttribute("sliderType") != "circular" && cellAttribute("vertical") != "YES" && cellAttribute("numberOfTickMarks") == nil && !small
            && AppKitControlEra.of(object) != .tahoe:
            // A horizontal bar slider has a height of its own and no width: 28-point frames on
            // macOS 11 to 15 (9 unconstrained sliders in iTerm2 and OpenEmu), 19 from OS X 10.10's
            // flatter controls (Xcode 6, RxSwift's and CotEditor's), 21 before (Xcode 5: Apple's
            // AVMediaSelectionDemo and EZAudio). macOS 26's are not known (Rectangle's are stored 16
            // tall in their stacks); ticks, small sizes and circular sliders differ too: none of
            // these gets one.
            let frame: Double = AppKitControlEra.of(object) == .bigSur ? 28 : tools < 6000 ? 21 : 19
            let outset = AlignmentInsets.appKit(object)
            return IntrinsicContentSize(width: nil, height: frame - outset.top - outset.bottom)
        case "slider":
            // Any other slider has a size of its own across its track as well (across both, a
            // circular one), which ibkit does not know: the stored one stands as an estimate.
            // Left open, it would leave the slider and what hangs from it ambiguous where Xcode
            // placed them exactly (keycastr's mini fade slider, centred on its label, with the
            // "Instant" and "Fast-ish" captions below it). One with tick marks is left without:
            // how far its frame reaches past its track is not known (CotEditor's opacity slider,
            // tied to its neighbours above and below, has a frame a point shorter than the 2-point
            // insets give), and a stored size read through the wrong insets would pull against them.
            guard cellAttribute("numberOfTickMarks") == nil else { return .none }
            let estimate = storedEstimate(of: view)
            if cellAttribute("sliderType") == "circular" { return estimate }
            return cellAttribute("vertical") == "YES"
                ? IntrinsicContentSize(width: estimate.width, height: nil, isEstimate: true)
                : IntrinsicContentSize(width: nil, height: estimate.height, isEstimate: true)
        case "progressIndicator" where object.attribute("style") == "spinning":
            return small ? IntrinsicContentSize(width: 16, height: 16) : IntrinsicContentSize(width: 32, height: 32)
        case "progressIndicator":
            // A bar: every unconstrained one in the corpus is 20 points tall (12 small); a regular
            // bar's frame reaches a point past its 18-point track (see `AlignmentInsets`).
            return IntrinsicContentSize(width: nil, height: small ? 12 : 18)
        case "imageView":
            // The image's size, which the document's `<resources>` list. A symbol named by an
            // `<imageReference>` is listed at its alignment rectangle, which its frame outgrows
            // (Vienna's 17 × 15 warning triangle stands 17.5 × 22, yet the button beside it in
            // its stack starts 17 + 4 points after it).
            guard let image = cellImage(), let size = images[image.name] else { return .none }
            // How far a symbol's frame outgrows it is not known: the view's own frame is an estimate.
            return IntrinsicContentSize(width: size.width, height: size.height, isEstimate: image.isSymbol)
        case "levelIndicator":
            return storedEstimate(of: view)
        case "matrix":
            return matrixSize(object)
        default:
            return .none
        }
    }

    /// An NSMatrix is its grid of cells: columns and rows of `cellSize` with `intercellSpacing`
    /// between them. Every matrix of the corpus that nothing else sizes is stored at exactly that
    /// (iTerm2's six, Sequel-Ace's export options, MacVim's three), and Übersicht's hotkey
    /// radios, their width set by a constraint, stand that tall.
    static func matrixSize(_ object: IBObject) -> IntrinsicContentSize {
        let tree = object.document.tree
        guard let cell = Size.element("cellSize", of: object.node, in: tree),
              let cells = tree.firstChildElement(of: object.node, named: "cells") else { return .none }
        let columns = tree.childElements(of: cells).filter { tree.isElement($0, named: "column") }
        let rows = columns.map { tree.childElements(of: $0).count }.max() ?? 0
        guard !columns.isEmpty, rows > 0 else { return .none }
        let spacing = Size.element("intercellSpacing", of: object.node, in: tree) ?? Size(width: 0, height: 0)
        return IntrinsicContentSize(width: Double(columns.count) * cell.width + Double(columns.count - 1) * spacing.width,
                                    height: Double(rows) * cell.height + Double(rows - 1) * spacing.height)
    }

    /// An AppKit text line's height and the point above the text that Xcode before 11
    /// (`XcodeBuilds.xcode11`) added: its ascent and descent were each rounded up to whole points (17 at 13 pt, not
    /// 16; 14 at 11 pt), as the 40 labels their text sizes in six projects' documents of Xcode 7
    /// to 9, and SwiftGen's, CotEditor's and shadowsocks' of Xcode 10 (to 14490) show. That point
    /// stands above the text: the last baseline keeps today's distance from the bottom (WWDC's
    /// preference labels, tied baseline to baseline across 13 and 11 points, and CotEditor's
    /// tab-width field beside its 13-point label are stored so).
    static func appKitLine(_ metrics: TextMetrics, tools: Int) -> (height: Double, above: Double) {
        let today = metrics.lineHeight.rounded(.up)
        if tools < XcodeBuilds.xcode11 {
            let line = metrics.ascent.rounded(.up) + metrics.descent.rounded(.up)
            return (line, line - today)
        }
        guard metrics.face.family == .appKitSystem, metrics.fontFile == nil else { return (today, 0) }
        return ((metrics.pointSize * TextMetrics.appKitSystemLine(at: metrics.pointSize) - 1e-6).rounded(.up), 0)
    }

    /// A button without a bezel or an image that shows a title draws it as a label does: one line,
    /// 2 points of inset each side (OpenEmu's "DEVELOPER NAME" and sidebar "Edit" are 4 points
    /// wider than their titles; its, iTerm2's and Rectangle's are a line tall). A title with
    /// characters no data measures (symbols drawn from another font) leaves the width open.
    static func borderlessTitle(_ title: String, bordered: Bool, metrics: TextMetrics, tools: Int) -> IntrinsicContentSize {
        guard !title.isEmpty, !bordered else { return .none }
        let (line, above) = appKitLine(metrics, tools: tools)
        let width = metrics.estimatedCharacters(in: title) == 0 ? metrics.width(of: title) + 4 : nil
        return IntrinsicContentSize(width: width, height: line, dependsOnText: true,
                                    baselines: .edges(first: metrics.ascent + above, last: line - above - metrics.ascent))
    }

    /// The titles of the items of the menu under `cell`, separators left out.
    static func menuItemTitles(under cell: XMLNodeID, in tree: XMLTree) -> [String] {
        tree.descendants(of: cell).filter { tree.isElement($0, named: "menuItem") && tree.attribute("isSeparatorItem", of: $0) != "YES" }
            .compactMap { tree.attribute("title", of: $0) }
    }

    /// The cell an AppKit control keeps its title, font and control size in.
    static func appKitCell(of object: IBObject) -> XMLNodeID? {
        let tree = object.document.tree
        return tree.childElements(of: object.node).first { tree.name(of: $0).hasSuffix("Cell") }
    }

    /// The title of an AppKit control: its cell's attribute, or a `<string key="title">` child
    /// (where Interface Builder puts long titles).
    static func appKitTitle(of object: IBObject) -> String? {
        let tree = object.document.tree
        guard let cell = appKitCell(of: object) else { return object.asView?.title }
        if let title = tree.attribute("title", of: cell) { return title }
        let element = tree.childElements(of: cell).first { tree.isElement($0, named: "string") && tree.attribute("key", of: $0) == "title" }
        return element.map { tree.text(of: $0) } ?? object.asView?.title
    }

    /// Whether an AppKit label wraps: a borderless text field whose cell breaks lines by word (the
    /// default, which Interface Builder leaves unwritten) and is not limited to one line.
    static func wrapsAppKitText(_ object: IBObject) -> Bool {
        let tree = object.document.tree
        guard object.elementName == "textField", let cell = appKitCell(of: object),
              tree.attribute("borderStyle", of: cell) == nil, tree.attribute("bezelStyle", of: cell) == nil,
              tree.attribute("usesSingleLineMode", of: cell) != "YES" else { return false }
        return ["wordWrapping", "charWrapping", nil].contains(tree.attribute("lineBreakMode", of: cell))
    }
}
