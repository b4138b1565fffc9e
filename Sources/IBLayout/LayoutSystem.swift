import Cassowary
import IBDocument
import IBXML

/// A root view's hierarchy as unknowns and constraints: the document's constraints, and those UIKit
/// adds itself — autoresizing masks, intrinsic sizes, stack views, safe areas and guides.
final class LayoutSystem {
    let environment: LayoutEnvironment
    let platform: Platform?
    private(set) var items: [LayoutItem] = []
    private(set) var rules: [LayoutRule] = []
    /// Items by element id (views and guides; a `frameLayoutGuide` names its scroll view).
    private(set) var byID: [String: LayoutItem] = [:]
    /// Natural sizes of views that use Auto Layout.
    private(set) var intrinsicSizes: [XMLNodeID: IntrinsicContentSize] = [:]
    /// Safe-area insets of views other than the root, from the frames of the last solution.
    let subviewInsets: (LayoutItem) -> EdgeInsets
    /// The frames of the last solution (root coordinates); empty before the first.
    let frames: [XMLNodeID: Rect]
    /// The widths wrapping labels were measured at, by view.
    private(set) var wrapWidths: [XMLNodeID: Double] = [:]
    private var excluded: Set<String> = []
    /// Each view's `<constraints>`, read once.
    private var documentConstraints: [(item: LayoutItem, constraints: [IBDocument.Constraint])] = []
    /// The ids of the views some document constraint names.
    private var constrained: Set<String> = []
    /// Points added to every size that comes from text: a second solve with padding tells which
    /// frames depend on text metrics.
    private let textPadding: Double
    private let estimatePadding: Double
    /// Whether some size stands in for one ibkit cannot compute beyond the intrinsic sizes'
    /// estimates (a proportional stack's view without an intrinsic length, counted at its stored
    /// length): the estimate pass must run for it too.
    private(set) var standsInForLengths = false
    /// The views of hidden grid rows and columns, which AppKit hides with them: nothing places
    /// them and nothing needs to (set by `GridViewArrangement`).
    var hiddenByGrids: Set<XMLNodeID> = []
    /// Whether some view of the hierarchy lays out right to left (most never do: then no
    /// constraint needs its direction looked up).
    private var mirrors = false
    var root: LayoutItem { items[0] }

    /// Builds the system; `insets` gives a non-root view's safe-area insets (it depends on frames,
    /// so the engine solves again when the frames it was given were not the solution's).
    init(root: View, environment: LayoutEnvironment, frames: [XMLNodeID: Rect] = [:], insets: @escaping (LayoutItem) -> EdgeInsets, textPadding: Double = 0,
         estimatePadding: Double = 0) {
        self.environment = environment
        self.frames = frames
        self.textPadding = textPadding
        self.estimatePadding = estimatePadding
        platform = root.object.document.platform
        subviewInsets = insets
        let rootItem = addView(root, owner: nil, storedOrigin: (0, 0))
        mirrors = LayoutDirection.isRightToLeft(root.object) || items.contains { item in item.object.flatMap(LayoutDirection.declared) == true }
        documentConstraints = items.compactMap { item in item.kind == .view ? item.object?.asView.map { (item, $0.constraints) } : nil }
        // Placeholders count: a view they name is not one Interface Builder holds by itself.
        constrained = Set(documentConstraints.flatMap { $0.constraints.flatMap { [$0.firstItemID, $0.secondItemID].compactMap { $0 } } })
        addRootFrame(rootItem)
        for item in items where item.kind == .view && item !== rootItem { addOwnConstraints(item) }
        for item in items { addGuideConstraints(item) }
        for (item, constraints) in documentConstraints {
            // Xcode removes placeholder constraints at build time: the app never has them.
            for constraint in constraints where !excluded.contains(constraint.id ?? "") && !(environment.atRunTime && constraint.isPlaceholder) {
                if let compiled = compile(constraint, owner: item) { add(compiled, .document(constraint)) }
            }
        }
        for item in items where item.object?.elementName == "stackView" { StackViewArrangement(stack: item, system: self).add() }
        for item in items where item.object?.elementName == "gridView" { GridViewArrangement(grid: item, system: self).add() }
    }

    func add(_ constraint: Cassowary.Constraint, _ origin: LayoutRule.Origin) {
        rules.append(LayoutRule(constraint: constraint, origin: origin))
    }

    /// Whether a grid hides the item or a view that holds it.
    func isHiddenByGrid(_ item: LayoutItem) -> Bool {
        guard !hiddenByGrids.isEmpty else { return false }
        return sequence(first: item, next: \.owner).contains { $0.object.map { hiddenByGrids.contains($0.node) } ?? false }
    }

    /// The arranged subviews' items of a stack view (its `<subviews>`), installed ones only.
    func subviewItems(of item: LayoutItem) -> [LayoutItem] {
        items.filter { $0.owner === item && $0.kind == .view }
    }

    // MARK: Items

    @discardableResult
    private func addView(_ view: View, owner: LayoutItem?, storedOrigin: (x: Double, y: Double)) -> LayoutItem {
        let object = view.object
        let item = LayoutItem(object: object, kind: .view, owner: owner, name: object.id ?? object.elementName)
        items.append(item)
        if let id = object.id { byID[id] = item }
        for variation in view.variations where variation.key == "default" || variation.applies(to: environment.sizeClasses) {
            for entry in variation.excluded { excluded.insert(entry.reference) }
        }
        for variation in view.variations where variation.key != "default" && variation.applies(to: environment.sizeClasses) {
            for entry in variation.included { excluded.remove(entry.reference) }
        }
        var frame = view.frame ?? ImpliedCellFrame.of(object) ?? Self.unstoredContentFrame(of: object, in: owner?.stored)
        if let owner = owner?.stored, Self.storesContentOverSeparator(object, cellHeight: owner.height) { frame.height -= 1 / environment.scale }
        var y = frame.y
        // AppKit stores frames with y up unless the superview is flipped, from the bottom of the
        // superview's frame, not of its alignment rectangle (a box's content view sits a point
        // above the frame's bottom, 4 below its bezel's).
        if platform == .macOS, let owner, let superview = owner.stored, !(owner.object.map(AppKitFlipping.isFlipped) ?? false) {
            let frameHeight = superview.height + owner.alignmentInsets.top + owner.alignmentInsets.bottom
            y = frameHeight - frame.y - frame.height
        }
        let insets = owner == nil ? .zero : AlignmentInsets.of(object)
        item.alignmentInsets = insets
        item.stored = Rect(x: storedOrigin.x + frame.x + insets.left, y: storedOrigin.y + y + insets.top,
                           width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        if view.isPlacedByAutoLayout || owner == nil {
            // A wrapping label's height follows its width in the frames the system is built from.
            var wrapWidth: Double?
            if IntrinsicContentSize.wraps(view) {
                // The first pass wraps at the stored width, which Interface Builder measured with
                // the real font: a text that the estimate makes a few percent wider still fits it.
                wrapWidth = frames[object.node]?.width ?? item.stored.map { $0.width * (1 + TextWrapping.storedWidthSlack) }
                if let wrapWidth { wrapWidths[object.node] = wrapWidth }
            }
            var natural = IntrinsicContentSize.of(view, images: environment.images, scale: environment.scale, wrapWidth: wrapWidth, text: environment.text)
            if environment.text.storedTextSizes, natural.dependsOnText, let stored = item.stored {
                natural.width = natural.width.map { _ in stored.width }
                natural.height = natural.height.map { _ in stored.height }
            }
            intrinsicSizes[object.node] = natural
            item.baselines = natural.baselines
        }
        addGuides(of: view, to: item)
        item.subviewOffset = Self.headerReach(of: view)
        for subview in Self.layoutChildren(of: view) where !excluded.contains(subview.object.id ?? "") {
            addView(subview, owner: item, storedOrigin: ((item.stored?.x ?? 0) - insets.left, (item.stored?.y ?? 0) - insets.top + item.subviewOffset))
        }
        item.margins = margins(of: item, view)
        return item
    }

    private func addGuides(of view: View, to item: LayoutItem) {
        if Self.scrollViews.contains(view.object.elementName) {
            let content = LayoutItem(object: nil, kind: .scrollContent, owner: item, name: "\(view.object.id ?? "scroll").content")
            item.content = content
            items.append(content)
        }
        for guide in view.layoutGuides {
            switch guide.key {
            case "frameLayoutGuide": if let id = guide.id { byID[id] = item }
            case "contentLayoutGuide": if let id = guide.id, let content = item.content { byID[id] = content }
            default: addGuide(guide, kind: guide.key == "safeArea" ? .safeArea : .guide, owner: item)
            }
        }
        // A controller's top and bottom layout guides sit beside its view.
        guard item.owner == nil, view.object.key == "view", let controller = view.object.parent else { return }
        let tree = controller.document.tree
        for list in tree.childElements(of: controller.node) where tree.isElement(list, named: "layoutGuides") {
            for guide in tree.childElements(of: list) where tree.isElement(guide, named: "viewControllerLayoutGuide") {
                let object = IBObject(document: controller.document, node: guide)
                addGuide(object, kind: object.attribute("type") == "bottom" ? .bottomLayoutGuide : .topLayoutGuide, owner: item)
            }
        }
    }

    private func addGuide(_ object: IBObject, kind: LayoutItem.Kind, owner: LayoutItem) {
        let item = LayoutItem(object: object, kind: kind, owner: owner, name: object.id ?? "guide")
        items.append(item)
        if let id = object.id { byID[id] = item }
    }

    /// Layout margins: the document's, a controller view's system minimum (from its safe area),
    /// a cell content view's, else UIKit's 8; plus the safe area when the view insets from it.
    private func margins(of item: LayoutItem, _ view: View) -> EdgeInsets {
        let tree = view.object.document.tree
        let node = view.object.node
        var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if item.owner == nil {
            margins = environment.rootMargins + (environment.marginsFromSafeArea ? environment.safeArea : .zero)
        }
        // iOS 11 gave a cell's content view the system's margins; documents of Xcode 8 and older
        // lay it out with UIKit's plain 8 points.
        if view.object.elementName == "tableViewCellContentView" && view.object.document.header.toolsBuild >= 13000 {
            // The system margin of the cell's own width (its table's), not the screen's: a
            // 320-point cell of a xib is drawn with 16 points on a 414-point screen
            // (pocket-casts-ios's TimeStepperCell, Xcode 13).
            let cellWidth = view.object.parent?.asView?.frame?.width
            let side = environment.device.map {
                $0.systemMargin(environment.orientation, viewWidth: cellWidth, toolsBuild: view.object.document.header.toolsBuild)
            } ?? 16
            // Beside an accessory the content view keeps UIKit's plain 8 points.
            let accessory = view.object.parent.map { ($0.attribute("accessoryType") ?? "none") != "none" } ?? false
            margins = EdgeInsets(top: 11, left: side, bottom: 11, right: accessory ? 8 : side)
        }
        for child in tree.childElements(of: node) {
            let key = tree.attribute("key", of: child)
            if tree.isElement(child, named: "edgeInsets"), key == "layoutMargins" {
                margins = EdgeInsets(tree, child)
            } else if tree.isElement(child, named: "directionalEdgeInsets"), key == "directionalLayoutMargins" {
                margins = EdgeInsets(tree, child, names: ("top", "leading", "bottom", "trailing"))
            }
        }
        if item.owner != nil, view.object.attribute("insetsLayoutMarginsFromSafeArea") != "NO" { margins = margins + subviewInsets(item) }
        return margins
    }

    // MARK: Constraints UIKit adds

    private func addOwnConstraints(_ item: LayoutItem) {
        guard let object = item.object, let view = object.asView, let superview = item.owner else { return }
        let prototyped = isPrototyped(item)
        // NSScrollView tiles its clip view itself, whatever the clip view's mask or flag says.
        if !view.isPlacedByAutoLayout || prototyped || Self.isClipView(object) {
            let mask = Self.isCellContentView(object) ? [.widthSizable, .heightSizable] : prototyped ? [] : view.autoresizingMask ?? []
            for constraint in AutoresizingConstraints.make(item, in: superview, mask: mask, flippedY: platform == .macOS) {
                add(constraint, .autoresizing(object))
            }
            return
        }
        guard let natural = paddedIntrinsicSize(of: object) else { return }
        // An estimate (from text metrics, or for a custom class that may override
        // intrinsicContentSize) is never required: an estimate must not make a conflict. Its
        // 1000 still beats 999 (habipyesilyurt's labels, hugging at 1000, keep their widths in a
        // stack that fills proportionally at 999). Nor, in UIKit, is a known size at priority
        // 1000: an explicit required constraint wins over required hugging or compression
        // resistance without a conflict (rdar://15106765; VLC's 24-point chevron buttons held at
        // 28 by a width and an aspect ratio are stored 28 tall), yet the size still beats every
        // lower priority. AppKit keeps a known size required: there a window grows to fit what
        // must not clip (an NSStackView's views resist clipping at 1000), and a root's fixed
        // frame must not clip a translated check box instead.
        let estimated = ((natural.dependsOnText || natural.isEstimate) && !environment.atRunTime) || object.customClass != nil
        let cap = platform == .macOS && !estimated ? 1000 : Self.requiredContentSize
        func priority(_ name: String, _ fallback: Double) -> Strength { Strength(min(cap, object.document.tree.number(name, of: object.node) ?? fallback)) }
        if let width = natural.width {
            add((Expression(item.width) <= Expression(constant: width)).with(strength: priority("horizontalHuggingPriority", 250)), .intrinsic(object))
            add((Expression(item.width) >= Expression(constant: width)).with(strength: priority("horizontalCompressionResistancePriority", 750)), .intrinsic(object))
        }
        if let height = natural.height {
            add((Expression(item.height) <= Expression(constant: height)).with(strength: priority("verticalHuggingPriority", 250)), .intrinsic(object))
            add((Expression(item.height) >= Expression(constant: height)).with(strength: priority("verticalCompressionResistancePriority", 750)), .intrinsic(object))
        }
    }

    /// A view's intrinsic size as this solve takes it: with the padding that tells which frames
    /// depend on text or on an estimate.
    func paddedIntrinsicSize(of object: IBObject) -> IntrinsicContentSize? {
        guard var natural = intrinsicSizes[object.node] else { return nil }
        let padding = natural.isEstimate ? estimatePadding : natural.dependsOnText ? textPadding : 0
        if padding != 0 {
            natural.width = natural.width.map { $0 + padding }
            natural.height = natural.height.map { $0 + padding }
        }
        return natural
    }

    /// A stored length that stands in for a natural one ibkit cannot compute, as this solve takes
    /// it: padded like an estimate.
    func standIn(forLength stored: Double) -> Double {
        standsInForLengths = true
        return stored + estimatePadding
    }

    /// Where UIKit's content hugging and compression resistance of 1000 act: above every
    /// optional priority, below the constraints that must hold.
    static let requiredContentSize = 999.5

    /// Whether Interface Builder fixes the view's frame itself: it does not translate its mask, yet
    /// no constraint names it (and no stack or grid view arranges it), so Xcode builds it with
    /// constraints that hold its frame (old documents carry such views; Xcode neither sizes them nor
    /// flags them).
    private func isPrototyped(_ item: LayoutItem) -> Bool {
        guard let object = item.object, item.owner != nil, item.kind == .view, object.asView?.isPlacedByAutoLayout == true,
              item.owner?.object?.elementName != "stackView", !Self.isCellContentView(object), !Self.isGridContentView(object) else { return false }
        return !constrained.contains(object.id ?? "")
    }

    private func addGuideConstraints(_ item: LayoutItem) {
        guard let owner = item.owner else { return }
        let origin = LayoutRule.Origin.guide(item.object)
        switch item.kind {
        case .view, .guide: return
        case .scrollContent:
            add(Expression(item.x) == Expression(owner.x), origin)
            add(Expression(item.y) == Expression(owner.y), origin)
        case .safeArea:
            let insets = owner.owner == nil ? environment.safeArea : subviewInsets(owner)
            add(Expression(item.x) == owner.x + insets.left, origin)
            add(Expression(item.y) == owner.y + insets.top, origin)
            add(item.x + item.width == owner.x + owner.width - insets.right, origin)
            add(item.y + item.height == owner.y + owner.height - insets.bottom, origin)
        case .topLayoutGuide, .bottomLayoutGuide:
            let top = item.kind == .topLayoutGuide
            let length = top ? environment.guideLengths.top : environment.guideLengths.bottom
            add(Expression(item.x) == Expression(owner.x), origin)
            add(Expression(item.width) == Expression(owner.width), origin)
            add(Expression(item.height) == Expression(constant: length), origin)
            add(top ? Expression(item.y) == Expression(owner.y) : item.y + item.height == owner.y + owner.height, origin)
        }
    }

    // MARK: The document's constraints

    /// The document constraint over the items' unknowns; nil when it names an item outside this
    /// hierarchy or an attribute ibkit does not know.
    func compile(_ constraint: IBDocument.Constraint, owner: LayoutItem) -> Cassowary.Constraint? {
        // Each attribute is read once: a read looks the name up in the tree.
        guard let firstID = constraint.firstItemID, var first = byID[firstID] else { return nil }
        let secondID = constraint.secondItemID
        var second = secondID.flatMap { byID[$0] }
        if secondID != nil && second == nil { return nil }
        var firstAttribute = constraint.firstAttribute, secondAttribute = constraint.secondAttribute
        // Between a scroll view and its content, the scroll view's edges are its content's.
        if let other = second { (first, second) = (contentSide(first, facing: other, firstAttribute), contentSide(other, facing: first, secondAttribute)) }
        // Right to left, leading is the right edge and x positions count from the right.
        var firstSign = 1.0, secondSign = 1.0
        if mirrors, LayoutDirection.isDirectional(firstAttribute) || LayoutDirection.isDirectional(secondAttribute),
           LayoutDirection.isRightToLeft(first.kind == .view ? first.object : first.owner?.object) {
            if let mirrored = LayoutDirection.mirrored(firstAttribute) { (firstAttribute, firstSign) = mirrored }
            if let mirrored = LayoutDirection.mirrored(secondAttribute) { (secondAttribute, secondSign) = mirrored }
        }
        guard var expression = first.expression(firstAttribute) else { return nil }
        if firstSign < 0 { expression.add(expression, times: -2) }
        var constant = constraint.constant(for: environment.sizeClasses)
        // The standard spacing to a controller's top or bottom layout guide, told here by the
        // items' kinds, already looked up.
        if constraint.isSymbolic, [first.kind, second?.kind].contains(where: { $0 == .topLayoutGuide || $0 == .bottomLayoutGuide }) {
            constant = Constraint.standardSpacingToLayoutGuide(constant)
        }
        if let second {
            guard let term = second.expression(secondAttribute) else { return nil }
            expression.add(term, times: -constraint.multiplier * secondSign)
        }
        expression.constant -= constant
        let relation: Cassowary.Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        return Cassowary.Constraint(expression, relation, strength: Strength(constraint.priority))
    }

    private func contentSide(_ item: LayoutItem, facing other: LayoutItem, _ attribute: LayoutAttribute) -> LayoutItem {
        // Only edges attach to the content: sizes and centers are the scroll view's frame's (a
        // view pinned to a scroll view's centre sits at the middle of what is visible).
        guard let content = item.content, ![.width, .height, .centerX, .centerY].contains(attribute) else { return item }
        var ancestor = other.owner
        while let current = ancestor {
            if current === item { return content }
            ancestor = current.owner
        }
        return item
    }

    // MARK: Data

    static let scrollViews: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
}
