import Foundation
import IBDocument
import IBLayout

/// The text-dependent views `layout-folds` compares, by what measured their text (``TextBasis``),
/// and of their misses, those that match once every text has its stored size: misses of the
/// text's measure, as against the layout's (or a frame Xcode left stale). It says how far better
/// metrics for each font could carry the text column.
struct TextMissesByBasis {
    /// One basis's counts.
    struct Row {
        /// Text-dependent views compared.
        var views = 0
        /// Those within the tolerance.
        var matched = 0
        /// Misses that match with every text at its stored size.
        var measureMisses = 0
    }

    private(set) var rows: [TextBasis: Row] = [:]

    /// Adds one document's layouts, solved with the text measured (`measured`) and with every
    /// text at its stored size (`storedSizes`); views are counted as ``LayoutFidelity`` counts them.
    mutating func add(measured: [RootLayout], storedSizes: [RootLayout]) {
        var matchedAtStoredSizes: Set<IBObject> = []
        for layout in storedSizes {
            let ambiguous = Set(layout.ambiguities.map(\.object))
            for view in layout.views where LayoutFidelity.matches(view, ambiguous: ambiguous) {
                matchedAtStoredSizes.insert(view.object)
            }
        }
        for layout in measured {
            let ambiguous = Set(layout.ambiguities.map(\.object))
            for view in layout.views where view.dependsOnText && view.usesAutoLayout && !view.isHidden && view.stored != nil {
                let basis = TextBasis.of(view.object)
                var row = rows[basis] ?? Row()
                row.views += 1
                if LayoutFidelity.matches(view, ambiguous: ambiguous) {
                    row.matched += 1
                } else if matchedAtStoredSizes.contains(view.object) {
                    row.measureMisses += 1
                }
                rows[basis] = row
            }
        }
    }

    /// The table, then the share the text column would reach if every measure miss of the fonts
    /// ibkit has metrics for matched: whether those metrics alone can reach a target.
    func print() {
        Swift.print("\nby what measured the text (all folds; a view that only holds text counts under its document's system font)")
        Swift.print("| text measured with | views | ≤ \(LayoutFidelity.tolerance) pt | misses | of them the text's measure (they match at stored text sizes) |")
        Swift.print("|---|---:|---:|---:|---:|")
        for basis in TextBasis.allCases {
            guard let row = rows[basis] else { continue }
            Swift.print(String(format: "| %@ | %d | %.1f%% | %d | %d |", basis.rawValue, row.views,
                               Double(row.matched) / Double(max(1, row.views)) * 100, row.views - row.matched, row.measureMisses))
        }
        let views = rows.values.reduce(0) { $0 + $1.views }, matched = rows.values.reduce(0) { $0 + $1.matched }
        guard views > 0 else { return }
        let measuredFonts = rows.filter { $0.key.isMeasured }.values.reduce(0) { $0 + $1.measureMisses }
        Swift.print(String(format: "every measure miss of the fonts measured from their own metrics fixed: text %.1f%% (%d/%d); the rest is approximated fonts' and layout's",
                           Double(matched + measuredFonts) / Double(views) * 100, matched + measuredFonts, views))
    }
}
