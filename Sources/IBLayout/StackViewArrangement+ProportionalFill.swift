import Cassowary

/// A stack view's proportional fill, UIKit's and AppKit's.
extension StackViewArrangement {
    /// UIStackView's "UISV-fill-proportionally" constraints: each view is its share of the
    /// stack's length, its natural length over the sum of the naturals and the spacing, at 999
    /// for the first view, 998 for the second and so on (rdar://34595752 and the analysis it
    /// cites, StackOverflow 46368061). With spacing the shares leave room over, and the last
    /// view, the weakest, takes it (VLC's video filter panel, spacing 5: its labels and sliders
    /// stand where these shares put them, not in the ratio of their sizes). A view without an
    /// intrinsic length counts with the length it has when the stack lays out, its stored one
    /// (isradeleon's two plain views, 379.67 and 379.33 points of a 759-point stack).
    func fillProportionally(_ shown: [LayoutItem], length stackLength: Expression, spacing: Double, axes: StackAxes, origin: LayoutRule.Origin) {
        // As padded as the views' own sizes, so that the frames the shares decide count as
        // decided by text, or by an estimate, where the naturals are.
        let naturals = shown.map { item -> Double? in
            item.object.flatMap { system.paddedIntrinsicSize(of: $0) }.flatMap(axes.along)
                ?? item.stored.map { system.standIn(forLength: axes.along($0)) }
        }
        let total = naturals.reduce(0) { $0 + ($1 ?? 0) } + spacing * Double(shown.count - 1)
        guard total > 0 else { return }
        for (index, (item, natural)) in zip(shown, naturals).enumerated() {
            guard let natural else { continue }
            let share = natural / total
            system.add((axes.length(item) == share * stackLength).with(strength: Strength(Double(max(1, 999 - index)))), origin)
        }
    }

    /// NSStackView's proportional fill: each view's length against the first's, in the ratio of
    /// their natural lengths.
    func fillAppKitProportionally(_ arranged: [LayoutItem], axes: StackAxes, origin: LayoutRule.Origin) {
        let naturals = arranged.map { naturalLength(of: $0, axes: axes) }
        guard let first = arranged.first, let base = naturals[0], base > 0 else { return }
        for (item, natural) in zip(arranged, naturals).dropFirst() {
            guard let natural else { continue }
            system.add((base * axes.length(item) == natural * axes.length(first)).with(strength: Strength(999)), origin)
        }
    }

    /// An arranged view's intrinsic length along the stack, when it has one.
    func naturalLength(of item: LayoutItem, axes: StackAxes) -> Double? {
        item.object.flatMap { system.intrinsicSizes[$0.node] }.flatMap(axes.along)
    }
}
