import Cassowary
import IBDocument

/// The constraints a stack view (UIStackView, NSStackView) makes for its arranged subviews: a
/// chain along the axis with spacing and the distribution's sizes, and the alignment across it.
/// Hidden views leave the arrangement (they get no length and no spacing) where the canvas does.
struct StackViewArrangement {
    let stack: LayoutItem
    let system: LayoutSystem

    /// The first tools build whose canvas takes hidden views out of a UIStackView's arrangement as
    /// UIKit does: documents saved by Xcode 8 to 13.0 store the space of hidden arranged views
    /// (their neighbours leave room for them: owncloud's, RxSwift's API wrappers at 18122), those
    /// of Xcode 16 close it up (VLC's), and so does sendbird's reaction cell at 20037, whose two
    /// hidden margin views stand 0 wide at its edges. The cut is between 18122 and 20037.
    static let collapsingTools = 20000

    /// Whether a UIStackView arranges its views within its layout margins: when it says so, or
    /// when it declares margins of its own. No document of the corpus writes the flag, yet every
    /// stack in it that declares margins (10, in three projects; Simplenote's notice view by
    /// `directionalLayoutMargins`) stores its views inset by them.
    static func arrangesInMargins(_ object: IBObject) -> Bool {
        if let flag = object.attribute("layoutMarginsRelativeArrangement") { return flag == "YES" }
        let tree = object.document.tree
        return tree.firstChildElement(of: object.node, named: "edgeInsets", where: "key", is: "layoutMargins") != nil
            || tree.firstChildElement(of: object.node, named: "directionalEdgeInsets", where: "key", is: "directionalLayoutMargins") != nil
    }

    enum Distribution: String { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering, gravityAreas }

    func add() {
        guard let object = stack.object else { return }
        let isAppKit = system.platform == .macOS
        let vertical = (object.attribute("axis") ?? object.attribute("orientation")) == "vertical"
        let distribution = Distribution(rawValue: object.attribute("distribution") ?? "") ?? (isAppKit ? .gravityAreas : .fill)
        var alignment = object.attribute("alignment") ?? (isAppKit ? (vertical ? "centerX" : "centerY") : "fill")
        if vertical, LayoutDirection.isRightToLeft(object), let mirrored = ["leading": "trailing", "trailing": "leading"][alignment] { alignment = mirrored }
        // `spacingType="standard"` is UIStackView.spacingUseSystem: 8 points between standard views.
        let spacing = object.attribute("spacingType") == "standard" ? 8 : object.document.tree.number("spacing", of: object.node) ?? (isAppKit ? 8 : 0)
        let insets = isAppKit ? appKitInsets(object) : (Self.arrangesInMargins(object) ? stack.margins : .zero)
        let origin = LayoutRule.Origin.arrangement(object)
        let subviews = system.subviewItems(of: stack)
        let hiddenPolicy = isAppKit ? Self.detachesHiddenViews(object) : object.document.header.toolsBuild >= Self.collapsingTools
        // Right to left, a horizontal stack starts at its right edge: the same chain, reversed.
        let rightToLeft = LayoutDirection.isRightToLeft(object)
        let shown = subviews.filter { !(hiddenPolicy && ($0.object?.asView?.isHidden ?? false)) }
        let arranged = rightToLeft && !vertical ? shown.reversed() : shown
        let axes = StackAxes(vertical: vertical)
        let start = axes.start, length = axes.length, end = axes.end
        let shownIDs = Set(shown.map(ObjectIdentifier.init))
        for hidden in subviews where !shownIDs.contains(ObjectIdentifier(hidden)) {
            system.add(length(hidden) == Expression(constant: 0), origin)
        }
        if !isAppKit, shown.count < subviews.count {
            placeCollapsed(among: subviews, shown: shownIDs, axes: axes, rightToLeft: rightToLeft && !vertical, origin: origin)
        }
        guard let first = arranged.first, let last = arranged.last else { return }

        // Along the axis.
        let leading = start(first) == start(stack) + (vertical ? insets.top : insets.left)
        let trailing = end(last) == end(stack) - (vertical ? insets.bottom : insets.right)
        // Views reach past the stack's end only as far as its clipping resistance lets them.
        let clipsAlong = Self.clippingResistance(object, vertical: vertical)
        if isAppKit, distribution == .equalCentering, arranged.count == 1 {
            centreLoneView(leading: leading, trailing: trailing, clipping: clipsAlong, origin: origin)
        } else {
            system.add(leading, origin)
            if distribution == .gravityAreas || !clipsAlong.isRequired {
                system.add(Cassowary.Constraint(trailing.expression, .lessOrEqual, strength: clipsAlong), origin)
            }
            if distribution != .gravityAreas {
                system.add(clipsAlong.isRequired ? trailing : Cassowary.Constraint(trailing.expression, .greaterOrEqual), origin)
            }
        }
        // NSStackView keeps its equal distributions "as much as possible" (Apple's words for fill
        // equally): each size, gap or distance between centres is pulled towards one shared ideal
        // length, so a view that cannot shrink to its share stays wider and the others share the
        // rest equally. UIStackView's are required.
        let ideal = Expression(Variable("\(object.id ?? "stack").ideal"))
        func tie(_ measure: Expression, to previous: Expression?) {
            if isAppKit {
                system.add((measure == ideal).with(strength: Self.appKitDistributionStrength), origin)
            } else if let previous {
                system.add(measure == previous, origin)
            }
        }
        var previousGap: Expression?
        for (before, after) in zip(arranged, arranged.dropFirst()) {
            let gap = start(after) - end(before)
            switch distribution {
            case .equalSpacing, .equalCentering:
                system.add(gap >= Expression(constant: spacing), origin)
                let measure = distribution == .equalSpacing ? gap : (start(after) + 0.5 * length(after)) - (start(before) + 0.5 * length(before))
                tie(measure, to: previousGap)
                previousGap = measure
            default:
                system.add(gap == Expression(constant: spacing), origin)
            }
        }
        if isAppKit, distribution == .fill {
            // AppKit gives the room that no view's hugging settles to the first view: three views
            // of equal hugging filling a row leave the two after the first at their own sizes
            // (frames measured on macOS for GNUstep's NSStackView tests; pock's pane, whose first
            // column takes its row's last 12 points). A whisper of extra hugging on the later
            // views says so.
            for item in arranged.dropFirst() {
                guard let natural = naturalLength(of: item, axes: axes) else { continue }
                system.add((length(item) <= Expression(constant: natural)).with(strength: Strength(1)), origin)
            }
        }
        // The length the arranged views share: the stack's, less its insets along the axis.
        let innerLength = length(stack) - (vertical ? insets.top + insets.bottom : insets.left + insets.right)
        if distribution == .fillEqually {
            for (index, item) in arranged.enumerated() { tie(length(item), to: index == 0 ? nil : length(first)) }
        } else if distribution != .fillProportionally, !isAppKit, !vertical {
            disambiguateTextWidths(arranged, stackLength: innerLength, spacing: spacing, origin: origin)
        }
        if distribution == .fillProportionally {
            if isAppKit {
                fillAppKitProportionally(arranged, axes: axes, origin: origin)
            } else {
                fillProportionally(shown, length: innerLength, spacing: spacing, axes: axes, origin: origin)
            }
        }

        addAcross(arranged, first: first, object: object, vertical: vertical, alignment: alignment, insets: insets, origin: origin)
        // Gaps that only have a minimum close up when nothing stretches the stack view.
        if distribution == .equalSpacing || distribution == .equalCentering {
            system.add((length(stack) == Expression(constant: 0)).with(strength: Strength(49)), origin)
        }
    }

    /// UIKit keeps a hidden arranged view in the stack, 0 long, where it stands in the order
    /// (sendbird's reaction cell, tools 20037: its hidden margin views stored 0 wide at its two
    /// ends), so nothing about it is left undecided. Its place is held only as strongly as a
    /// whisper: it must not move what is shown, and frames of hidden views are not compared.
    private func placeCollapsed(among subviews: [LayoutItem], shown: Set<ObjectIdentifier>, axes: StackAxes, rightToLeft: Bool, origin: LayoutRule.Origin) {
        let whisper = Strength(1)
        let start = axes.start, end = axes.end, crossStart = axes.crossStart, crossEnd = axes.crossEnd
        let isShown = { (item: LayoutItem) in shown.contains(ObjectIdentifier(item)) }
        // The nearest shown view after each position, found in one pass from the end.
        var after = [LayoutItem?](repeating: nil, count: subviews.count)
        var upcoming: LayoutItem?
        for index in subviews.indices.reversed() {
            after[index] = upcoming
            if isShown(subviews[index]) { upcoming = subviews[index] }
        }
        var before: LayoutItem?
        for (index, item) in subviews.enumerated() {
            if isShown(item) { before = item; continue }
            // Right to left, the view before it in the order stands to its right.
            let place: Cassowary.Constraint
            if let before {
                place = rightToLeft ? end(item) == start(before) : start(item) == end(before)
            } else if let next = after[index] {
                place = rightToLeft ? start(item) == end(next) : end(item) == start(next)
            } else {
                place = start(item) == start(stack)
            }
            system.add(place.with(strength: whisper), origin)
            system.add((crossStart(item) == crossStart(stack)).with(strength: whisper), origin)
            system.add((crossEnd(item) == crossEnd(stack)).with(strength: whisper), origin)
        }
    }

    /// An NSStackView that centres its views equally, holding one, centres it at its own size
    /// rather than stretching it from edge to edge: Rectangle's three preference panes, a stack of
    /// 500, 674 and 733 points in a window 850 wide, are stored centred. Only when nothing else
    /// sizes the view does it fill the stack, as a view pinned to both edges would.
    private func centreLoneView(leading: Cassowary.Constraint, trailing: Cassowary.Constraint, clipping: Strength, origin: LayoutRule.Origin) {
        system.add(Cassowary.Constraint(leading.expression, .greaterOrEqual, strength: clipping), origin)
        system.add(Cassowary.Constraint(trailing.expression, .lessOrEqual, strength: clipping), origin)
        system.add(Cassowary.Constraint(leading.expression + trailing.expression, .equal), origin)
        system.add(trailing.with(strength: Strength(25)), origin)
    }

    /// The alignment of the arranged views across the axis, and the stack hugging the largest.
    private func addAcross(_ arranged: [LayoutItem], first: LayoutItem, object: IBObject, vertical: Bool, alignment: String, insets: EdgeInsets, origin: LayoutRule.Origin) {
        let isAppKit = system.platform == .macOS
        let axes = StackAxes(vertical: vertical)
        let crossStart = axes.crossStart, crossLength = axes.crossLength, crossEnd = axes.crossEnd
        let stackStart = crossStart(stack) + (vertical ? insets.left : insets.top)
        let stackEnd = crossEnd(stack) - (vertical ? insets.right : insets.bottom)
        let clipsAcross = Self.clippingResistance(object, vertical: !vertical)
        func within(_ constraint: Cassowary.Constraint) -> Cassowary.Constraint { constraint.with(strength: clipsAcross) }
        // An NSStackView's alignment yields to the document's own constraints across its axis: the
        // views it holds stay inside it, but an explicit inset or edge moves them off the aligned
        // line (Rectangle's preference panes, a centred stack 20 points from the top and 26 from the
        // bottom; pock's widget header, leading-aligned yet 16 points in). A UIStackView's alignment
        // is required, and UIKit breaks the document's constraint instead.
        func aligned(_ constraint: Cassowary.Constraint) -> Cassowary.Constraint {
            isAppKit ? constraint.with(strength: Self.appKitAlignmentStrength) : constraint
        }
        for item in arranged {
            // UIKit's "UISV-ambiguity-suppression": a view that nothing sizes across a stack that
            // does not fill shrinks to nothing rather than stay undecided (Simplenote's empty
            // progress view, stored 0 wide in its centred stack).
            if !isAppKit, alignment != "fill" {
                system.add((crossLength(item) == Expression(constant: 0)).with(strength: Strength(25)), origin)
            }
            switch alignment {
            case "fill":
                system.add(crossStart(item) == stackStart, origin)
                system.add(crossEnd(item) == stackEnd, origin)
            case "leading", "top":
                system.add(aligned(crossStart(item) == stackStart), origin)
                if isAppKit { system.add(within(crossStart(item) >= stackStart), origin) }
                system.add(within(crossEnd(item) <= stackEnd), origin)
            case "trailing", "bottom":
                system.add(aligned(crossEnd(item) == stackEnd), origin)
                if isAppKit { system.add(within(crossEnd(item) <= stackEnd), origin) }
                system.add(within(crossStart(item) >= stackStart), origin)
            case "firstBaseline", "lastBaseline", "baseline":
                let attribute: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if item !== first, let mine = item.expression(attribute), let theirs = first.expression(attribute) { system.add(mine == theirs, origin) }
                system.add(within(crossStart(item) >= stackStart), origin)
                system.add(within(crossEnd(item) <= stackEnd), origin)
            default:
                system.add(aligned(crossStart(item) + 0.5 * crossLength(item) == stackStart + 0.5 * (stackEnd - stackStart)), origin)
                system.add(within(crossStart(item) >= stackStart), origin)
                if isAppKit { system.add(within(crossEnd(item) <= stackEnd), origin) }
            }
        }
        if isAppKit, alignment != "fill" {
            // NSStackView's "Edge.Min" constraints: each view's edges pulled to the stack's at the
            // stack's hugging priority across its axis, which both shrinks the stack around its
            // views and, in a stack sized from outside, stretches a view that hugs less. Where the
            // two pulls leave a view anywhere between the edges, it stands at the top (leading)
            // one: NetNewsWire's baseline-aligned "Name:" row, 27 points tall between its
            // neighbours, keeps its 22-point field at the top and 5 points free below.
            let hugging = Strength(object.document.tree.number(vertical ? "horizontalStackHuggingPriority" : "verticalStackHuggingPriority", of: object.node) ?? Self.appKitStackHugging)
            let toStart = Strength(hugging.priority - 0.001)
            for item in arranged {
                system.add((crossStart(item) == stackStart).with(strength: hugging), origin)
                system.add((crossEnd(item) == stackEnd).with(strength: hugging), origin)
                system.add((crossStart(item) == stackStart).with(strength: toStart), origin)
            }
        } else if alignment != "fill" {
            // A stack view hugs its largest arranged subview across the axis when nothing else sizes it.
            system.add((crossLength(stack) == Expression(constant: 0)).with(strength: Strength(49)), origin)
        }
    }

    /// The hugging priority Interface Builder gives an NSStackView in both directions, just below
    /// a view's own default hugging.
    static let appKitStackHugging = 249.99998474121094

    /// How strongly an NSStackView holds its views on its alignment: just below required, so that
    /// only the document's required constraints move them off it.
    static let appKitAlignmentStrength = Strength(999)

    /// How strongly an NSStackView keeps its views' sizes, gaps or centres equal.
    static let appKitDistributionStrength = Strength(260)

    /// UIKit's "UISV-text-width-disambiguation": in a horizontal UIStackView that does not fill
    /// proportionally or equally, each label that may wrap is pulled towards an equal share of the
    /// stack's width (its width less the spacing, over the views), a little above its own hugging
    /// and compression resistance (rdar://39275811: `label.width = 0.5 * stackView.width @759`
    /// for a label resisting at 749). Without it two wrapping views of equal priorities split the
    /// width in any share; with it Simplenote's notice view stores its label and button 102
    /// points each.
    private func disambiguateTextWidths(_ arranged: [LayoutItem], stackLength: Expression, spacing: Double, origin: LayoutRule.Origin) {
        let count = Double(arranged.count)
        guard count > 1 else { return }
        for item in arranged {
            guard let object = item.object, object.elementName == "label", (object.attribute("numberOfLines") ?? "1") != "1" else { continue }
            let tree = object.document.tree
            let resistance = tree.number("horizontalCompressionResistancePriority", of: object.node) ?? 750
            let hugging = tree.number("horizontalHuggingPriority", of: object.node) ?? 250
            let share = (1 / count) * stackLength - spacing * (count - 1) / count
            system.add((Expression(item.width) == share).with(strength: Strength(min(max(resistance, hugging) + 10, 999))), origin)
        }
    }

    /// How hard an NSStackView resists being smaller than its views along `vertical` or across:
    /// required unless the document lowers it (`setClippingResistancePriority(_:for:)`), when the
    /// stack may clip them (Rectangle's to-do settings, a stack stored 0 tall with its rows below
    /// it). A UIStackView always holds its views.
    static func clippingResistance(_ object: IBObject, vertical: Bool) -> Strength {
        guard object.document.platform == .macOS,
              let priority = object.attribute(vertical ? "verticalClippingResistancePriority" : "horizontalClippingResistancePriority").flatMap(Double.init),
              priority < 1000 else { return .required }
        return Strength(priority)
    }

    private func appKitInsets(_ object: IBObject) -> EdgeInsets {
        let tree = object.document.tree
        guard let node = tree.childElements(of: object.node).first(where: { tree.isElement($0, named: "edgeInsets") }) else { return .zero }
        return EdgeInsets(tree, node)
    }
}

extension StackViewArrangement {
    /// Whether the item is out of the layout: a hidden view an NSStackView detaches
    /// (`detachesHiddenViews`), or a view inside one. AppKit removes it from the view hierarchy,
    /// so nothing places it and nothing needs to (WWDC's hidden download spinner, Rectangle's
    /// hidden stack).
    static func isDetached(_ item: LayoutItem) -> Bool {
        var current: LayoutItem? = item
        while let view = current, let owner = view.owner {
            if let stack = owner.object, detachesHiddenViews(stack), view.object?.asView?.isHidden == true { return true }
            current = owner
        }
        return false
    }

    /// Whether `object` is an NSStackView that takes its hidden views out of the hierarchy.
    static func detachesHiddenViews(_ object: IBObject) -> Bool {
        object.document.platform == .macOS && object.elementName == "stackView" && object.attribute("detachesHiddenViews") == "YES"
    }
}
