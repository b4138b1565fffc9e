import IBDocument
import IBFoundation
import IBLayout
import IBXML

/// One configuration's solution beside the base one: what it breaks that the base does not.
struct Comparison {
    let base: Solution
    let variant: Solution
    let configuration: LayoutConfiguration

    typealias Report = (VariantFinding.Kind, IBObject, SourceLocation, VariantFinding.Occurrence) -> Void

    func report(_ add: Report) {
        texts(add)
        guard !configuration.isBase else { return }
        overlaps(add)
        conflicts(add)
    }

    /// Texts cut in this configuration. In the base one, only those the stored frames cut too; in
    /// the others, only views whose base layout agrees with the canvas.
    func texts(_ add: Report) {
        for (node, fit) in variant.fits where fit.cut != nil {
            guard let baseView = base.frames[node], let baseFit = base.fits[node], base.isJudged(node), variant.isJudged(node),
                  Self.isOnScreen(baseView, in: base.layout) else { continue }
            // A wrapping text that needs more height grows a self-sizing cell or a scroll view's
            // content at run time: only the lines past its limit are cut there.
            if fit.cut != .wrappedPastLimit && fit.lineLimit != 1 && Self.canGrow(baseView.object, root: base.layout.root) { continue }
            // Mirrored, a text keeps its width: only what the mirror changes is new there.
            if configuration.language == .rightToLeft && fit.size == baseFit.size && fit.text == baseFit.text { continue }
            if configuration.isBase || baseFit.cut != nil {
                guard base.storedFit(node, slack: Self.measureSlack)?.cut != nil else { continue }
            } else if !Self.agreesInSize(baseView) {
                continue
            }
            var occurrence = VariantFinding.Occurrence(configuration: configuration, fit: fit)
            if let estimate = variant.estimate(node) {
                occurrence.estimate = estimate.words
                occurrence.estimateDecides = !Self.cutBeyond(estimate.share, fit)
            }
            add(.textTruncated, baseView.object, baseView.object.location, occurrence)
        }
    }

    /// Siblings that overlap here and nowhere in the base layout or the stored frames, both
    /// placed in the base layout where the canvas has them.
    func overlaps(_ add: Report) {
        for (parent, nodes) in variant.siblings where nodes.count > 1 {
            let shownInBase = Set(base.siblings[parent] ?? [])
            for (index, first) in nodes.enumerated() where shownInBase.contains(first) && base.isJudged(first) && variant.isJudged(first) {
                for second in nodes[(index + 1)...] where shownInBase.contains(second) && base.isJudged(second) && variant.isJudged(second) {
                    guard let overlap = variant.overlap(first, second), base.overlap(first, second) == nil,
                          let a = base.frames[first], let b = base.frames[second],
                          a.matchesStored(tolerance: 4), b.matchesStored(tolerance: 4),
                          // Autoresizing masks are left and right: whether the system mirrors such
                          // frames at load time is not the constraints' to say.
                          configuration.language?.isRightToLeft != true || (a.usesAutoLayout && b.usesAutoLayout),
                          a.stored.flatMap({ s in b.stored.flatMap { Solution.overlap(s, $0) } }) == nil else { continue }
                    var occurrence = VariantFinding.Occurrence(configuration: configuration, overlap: (a.object, overlap.width, overlap.height))
                    occurrence.estimate = (variant.estimate(first) ?? variant.estimate(second))?.words
                    occurrence.estimateDecides = occurrence.estimate != nil
                    add(.viewsOverlap, b.object, b.object.location, occurrence)
                }
            }
        }
    }

    /// Conflicts none of whose constraints is in a conflict of the base layout.
    func conflicts(_ add: Report) {
        let inBase = Set(base.layout.conflicts.flatMap { $0.set.map(Self.key) })
        for conflict in variant.layout.conflicts where !conflict.set.contains(where: { inBase.contains(Self.key($0)) }) {
            let location = conflict.broken.location ?? conflict.set.lazy.compactMap(\.location).first ?? base.layout.root.location
            add(.constraintsUnsatisfiable, base.layout.root, location, VariantFinding.Occurrence(configuration: configuration, conflict: conflict))
        }
    }

    /// A rule's identity across variants: its place in the document, else its name.
    static func key(_ rule: LayoutRule) -> String {
        rule.location.map { "\($0.line):\($0.column)" } ?? rule.name
    }

    /// Whether any of the view lies inside its root: a view placed beyond the edge (a dummy button
    /// that only holds a key equivalent) is never seen, cut or not.
    static func isOnScreen(_ view: ViewLayout, in layout: RootLayout) -> Bool {
        let frame = view.frameInRoot, root = layout.rootSize
        return frame.x < root.width && frame.x + frame.width > 0 && frame.y < root.height && frame.y + frame.height > 0
    }

    /// How far an estimate can be off: a font nobody provides measured with the system font's
    /// metrics, or a script outside SF Pro's data at a typical advance, is within 20% of the
    /// real width (CJK's one em per character is exact, so this is generous there).
    static let estimateError = 0.2

    /// Whether a text is cut by more than the estimated part of its measure can be off by
    /// (`share` of it estimated): such a cut is real whatever the estimate.
    static func cutBeyond(_ share: Double, _ fit: TextFit) -> Bool {
        let margin = estimateError * share
        switch fit.cut {
        case .wrappedPastLimit?: return fit.neededLines > fit.lineLimit + Int((Double(fit.lineLimit) * margin).rounded(.up))
        case _? where fit.lineLimit == 1: return fit.neededWidth > fit.size.width + max(4, fit.neededWidth * margin)
        case _?: return fit.neededHeight > fit.size.height + max(4, fit.neededHeight * margin)
        case nil: return false
        }
    }

    /// How much larger than its stored frame a text may need to be before the designer's own
    /// configuration counts it as cut: Xcode measured that text exactly and showed it, and ibkit's
    /// measure is within 2 points of the canvas for 93% of texts, but older documents were drawn
    /// with older system fonts (SF UI, Helvetica Neue) several percent wider or narrower. Only a
    /// text cut in a frame 10% (and 4 points) larger is one the canvas surely cut too.
    static let measureSlack = 0.1

    /// Whether the view sits in a cell or a scroll view, whose height follows its content, or in
    /// a xib's free-standing view (a header, a cell, a view added in code), whose container sets
    /// its size at run time: only a controller's view and a window's content are as tall as drawn.
    static func canGrow(_ object: IBObject, root: IBObject) -> Bool {
        let isScreen = (root.key == "view" && root.parent?.role == .controller) || (root.key == "contentView" && root.parent?.elementName == "window")
            || LayoutEnvironment.isOwnersView(root)
        if !isScreen { return true }
        var current: IBObject? = object.parent
        while let ancestor = current {
            if growing.contains(ancestor.elementName) { return true }
            current = ancestor.parent
        }
        return false
    }

    static let growing: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
                                       "scrollView", "tableView", "collectionView", "tableViewSection", "tableHeaderFooterView"]

    /// Whether the base layout gives the view the stored size (within 2 points or 5%): where it
    /// does not, its text's width or the constraints around it are not the canvas's.
    static func agreesInSize(_ view: ViewLayout) -> Bool {
        guard let stored = view.stored else { return true }
        return abs(view.frame.width - stored.width) <= max(2, stored.width * 0.05)
            && abs(view.frame.height - stored.height) <= max(2, stored.height * 0.05)
    }
}
