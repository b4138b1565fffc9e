import IBDocument

/// How often the solved frames equal the frames Interface Builder stored, over Auto Layout
/// documents that Xcode did not flag as misplaced or ambiguous (their stored frames are Xcode's
/// own solution for the document's device, so they are an oracle).
public struct LayoutFidelity: Sendable {
    /// Views counted and matched, in one group.
    public struct Tally: Sendable {
        /// Views compared.
        public var views = 0
        /// Views within the tolerance.
        public var matched = 0
        /// Views within the looser tolerance (``LayoutFidelity/looseTolerance``).
        public var near = 0
        mutating func count(_ isMatched: Bool, near isNear: Bool) {
            views += 1
            matched += isMatched ? 1 : 0
            near += isNear ? 1 : 0
        }

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(views: lhs.views + rhs.views, matched: lhs.matched + rhs.matched, near: lhs.near + rhs.near)
        }

        /// matched ÷ views (1 when empty).
        public var share: Double { views == 0 ? 1 : Double(matched) / Double(views) }
        /// near ÷ views (1 when empty).
        public var nearShare: Double { views == 0 ? 1 : Double(near) / Double(views) }
    }

    /// One document's misses.
    public struct DocumentMisses: Sendable {
        /// The document's path.
        public var path: String
        /// Views compared.
        public var views: Int
        /// Views not within the tolerance.
        public var missed: Int
        /// The misses by likely cause (`text`, `ambiguous`, `conflict`, `stack view`, the element name).
        public var causes: [String: Int]
    }

    /// The two tallies of one group of views: frames independent of text, and frames that depend on it.
    public typealias Split = (nonText: Tally, text: Tally)

    /// Documents compared, and those skipped because Xcode flagged them.
    public var documents = 0, flaggedDocuments = 0
    /// Views whose frame does not depend on text metrics, over every platform.
    public var nonText: Tally { byPlatform.values.reduce(Tally()) { $0 + $1.nonText } }
    /// Views whose frame depends on text metrics, over every platform.
    public var text: Tally { byPlatform.values.reduce(Tally()) { $0 + $1.text } }
    /// Views placed by autoresizing masks (not counted above).
    public var autoresizing = Tally()
    /// The two Auto Layout tallies by platform (`iOS`, `macOS`, `tvOS`).
    public var byPlatform: [String: Split] = [:]
    /// The two Auto Layout tallies by the era of the Xcode that saved the document (``eras``).
    public var byEra: [String: Split] = [:]
    /// The two Auto Layout tallies by element (`label`, `button`, `view`, …).
    public var byKind: [String: Split] = [:]
    /// Per-document misses, worst first.
    public var worst: [DocumentMisses] = []
    /// Misses by cause over all documents.
    public var causes: [String: Int] = [:]

    /// The tolerance, in points, on each of x, y, width and height.
    public static let tolerance = 0.5
    /// The looser tolerance also reported: off by less than this is a rounding or metrics
    /// difference, not a wrong rule.
    public static let looseTolerance = 2.0

    /// The Xcodes whose canvases differ in what ibkit models, oldest first, each with the tools
    /// build it ends below: AppKit's and UIKit's controls changed with macOS 11 and iOS 14 (Xcode
    /// 12), again in Xcode 13 and with Xcode 26. Xcode 7.0 and its betas saved 8xxx, so the first
    /// row holds them too (kept so, for figures to compare across rounds).
    public static let eras: [(below: Int, name: String)] = [
        (9000, "tools < 9000 (Xcode 7.0 and older)"), (14000, "tools 9000–13999 (Xcode 7.1 to 9)"),
        (17000, "tools 14000–16999 (Xcode 10 and 11)"), (18000, "tools 17000–17999 (Xcode 12)"),
        (24000, "tools 18000–23999 (Xcode 13 to 16)"), (Int.max, "tools ≥ 24000 (Xcode 26)"),
    ]

    /// The era (``eras``) of a document saved by the Xcode of `tools`.
    public static func era(ofTools tools: Int) -> String {
        (eras.first { tools < $0.below } ?? eras[eras.count - 1]).name
    }

    /// An empty measurement, to add parts to.
    public init() {}

    /// Adds another measurement's counts to this one (documents measured in parts).
    public mutating func add(_ other: LayoutFidelity) {
        documents += other.documents
        flaggedDocuments += other.flaggedDocuments
        autoresizing = autoresizing + other.autoresizing
        Self.merge(other.byPlatform, into: &byPlatform)
        Self.merge(other.byEra, into: &byEra)
        Self.merge(other.byKind, into: &byKind)
        worst = (worst + other.worst).sorted { ($0.missed, $1.path) > ($1.missed, $0.path) }
        causes.merge(other.causes, uniquingKeysWith: +)
    }

    private static func merge(_ other: [String: Split], into mine: inout [String: Split]) {
        for (key, split) in other {
            let own = mine[key] ?? (Tally(), Tally())
            mine[key] = (own.nonText + split.nonText, own.text + split.text)
        }
    }

    /// Compares solved and stored frames for every Auto Layout document, text measured with `text`.
    public static func measure(_ documents: [Document], text: TextMeasure = .standard) -> LayoutFidelity {
        var fidelity = LayoutFidelity()
        for document in documents { fidelity.add(document, text: text) }
        return fidelity
    }

    /// Lays out one document and compares its frames, if it uses Auto Layout and Xcode flagged
    /// nothing in it; returns the layouts compared (none otherwise), for a caller that reads them too.
    @discardableResult
    public mutating func add(_ document: Document, text: TextMeasure = .standard) -> [RootLayout] {
        guard document.usesAutoLayout else { return [] }
        guard !document.isFlaggedByXcode else {
            flaggedDocuments += 1
            return []
        }
        documents += 1
        let layouts = LayoutEngine.layout(document, text: text)
        let platform = document.platform.map { "\($0)" } ?? "unknown", era = Self.era(ofTools: document.header.toolsBuild)
        var misses = DocumentMisses(path: document.path, views: 0, missed: 0, causes: [:])
        for layout in layouts {
            let ambiguous = Set(layout.ambiguities.map(\.object))
            for view in layout.views where !view.isHidden && view.stored != nil {
                let matched = Self.matches(view, ambiguous: ambiguous)
                let near = Self.matches(view, within: Self.looseTolerance, ambiguous: ambiguous)
                if !view.usesAutoLayout {
                    autoresizing.count(matched, near: near)
                    continue
                }
                misses.views += 1
                Self.count(in: &byPlatform, platform, text: view.dependsOnText, matched: matched, near: near)
                Self.count(in: &byEra, era, text: view.dependsOnText, matched: matched, near: near)
                Self.count(in: &byKind, view.object.elementName, text: view.dependsOnText, matched: matched, near: near)
                guard !matched else { continue }
                misses.missed += 1
                let cause = Self.cause(of: view, in: layout, ambiguous: ambiguous.contains(view.object))
                misses.causes[cause, default: 0] += 1
                causes[cause, default: 0] += 1
            }
        }
        if misses.missed > 0 {
            worst.append(misses)
            worst.sort { ($0.missed, $1.path) > ($1.missed, $0.path) }
        }
        return layouts
    }

    /// Whether a view counts as matching its stored frame within `tolerance`. An ambiguous view
    /// (`ambiguous` holds its layout's) never does: it sits where its tie-breakers put it, at the
    /// stored frame, which echoes the document.
    public static func matches(_ view: ViewLayout, within tolerance: Double = LayoutFidelity.tolerance, ambiguous: Set<IBObject>) -> Bool {
        view.matchesStored(tolerance: tolerance) && !ambiguous.contains(view.object)
    }

    private static func count(in table: inout [String: Split], _ key: String, text: Bool, matched: Bool, near: Bool) {
        var split = table[key] ?? (Tally(), Tally())
        if text { split.text.count(matched, near: near) } else { split.nonText.count(matched, near: near) }
        table[key] = split
    }

    /// The likely cause of a missed view: `ambiguous`, `text`, `conflict`, `stack view`, or its element.
    public static func cause(of view: ViewLayout, in layout: RootLayout, ambiguous: Bool) -> String {
        ambiguous ? "ambiguous" : view.dependsOnText ? "text" : !layout.conflicts.isEmpty ? "conflict"
            : view.object.parent?.elementName == "stackView" ? "stack view" : view.object.elementName
    }
}

extension Document {
    /// Whether the document uses Auto Layout (it says so, or holds constraints).
    public var usesAutoLayout: Bool {
        header.useAutolayout == true || allObjects.contains { $0.asView.map { !$0.constraints.isEmpty } ?? false }
    }

    /// Whether Xcode flagged a view as misplaced or ambiguous, which makes its stored frames no oracle.
    public var isFlaggedByXcode: Bool {
        allObjects.contains { $0.attribute("misplaced") == "YES" || $0.attribute("ambiguous") == "YES" }
    }
}
