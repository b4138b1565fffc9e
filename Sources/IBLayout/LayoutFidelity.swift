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

    /// Documents compared, and those skipped because Xcode flagged them.
    public var documents = 0, flaggedDocuments = 0
    /// Views whose frame does not depend on text metrics, over every platform.
    public var nonText: Tally { byPlatform.values.reduce(Tally()) { $0 + $1.nonText } }
    /// Views whose frame depends on text metrics, over every platform.
    public var text: Tally { byPlatform.values.reduce(Tally()) { $0 + $1.text } }
    /// Views placed by autoresizing masks (not counted above).
    public var autoresizing = Tally()
    /// The two Auto Layout tallies by platform (`iOS`, `macOS`, `tvOS`).
    public var byPlatform: [String: (nonText: Tally, text: Tally)] = [:]
    /// The two Auto Layout tallies by the era of the Xcode that saved the document (``era(ofTools:)``).
    public var byEra: [String: (nonText: Tally, text: Tally)] = [:]
    /// The two Auto Layout tallies by element (`label`, `button`, `view`, …).
    public var byKind: [String: (nonText: Tally, text: Tally)] = [:]
    /// Per-document misses, worst first.
    public var worst: [DocumentMisses] = []
    /// Misses by cause over all documents.
    public var causes: [String: Int] = [:]

    /// The tolerance, in points, on each of x, y, width and height.
    public static let tolerance = 0.5
    /// The looser tolerance also reported: off by less than this is a rounding or metrics
    /// difference, not a wrong rule.
    public static let looseTolerance = 2.0

    /// An empty measurement, to add parts to.
    public init() {}

    /// Adds another measurement's counts to this one (documents measured in parts).
    public mutating func add(_ other: LayoutFidelity) {
        documents += other.documents
        flaggedDocuments += other.flaggedDocuments
        autoresizing = autoresizing + other.autoresizing
        for (key, split) in other.byPlatform {
            let mine = byPlatform[key] ?? (Tally(), Tally())
            byPlatform[key] = (mine.nonText + split.nonText, mine.text + split.text)
        }
        for (key, split) in other.byEra {
            let mine = byEra[key] ?? (Tally(), Tally())
            byEra[key] = (mine.nonText + split.nonText, mine.text + split.text)
        }
        for (key, split) in other.byKind {
            let mine = byKind[key] ?? (Tally(), Tally())
            byKind[key] = (mine.nonText + split.nonText, mine.text + split.text)
        }
        worst = (worst + other.worst).sorted { ($0.missed, $1.path) > ($1.missed, $0.path) }
        causes.merge(other.causes, uniquingKeysWith: +)
    }

    /// Compares solved and stored frames for every Auto Layout document, text measured with `text`.
    public static func measure(_ documents: [Document], text: TextMeasure = .standard) -> LayoutFidelity {
        var fidelity = LayoutFidelity()
        for document in documents where document.usesAutoLayout {
            if document.isFlaggedByXcode {
                fidelity.flaggedDocuments += 1
                continue
            }
            fidelity.documents += 1
            var misses = DocumentMisses(path: document.path, views: 0, missed: 0, causes: [:])
            for layout in LayoutEngine.layout(document, text: text) {
                let ambiguous = Set(layout.ambiguities.map(\.object))
                for view in layout.views where !view.isHidden && view.stored != nil {
                    // An ambiguous view sits where its tie-breakers put it, at the stored frame: that
                    // echoes the document, so it never counts as a match.
                    let matched = view.matchesStored(tolerance: tolerance) && !ambiguous.contains(view.object)
                    let near = view.matchesStored(tolerance: looseTolerance) && !ambiguous.contains(view.object)
                    if !view.usesAutoLayout {
                        fidelity.autoresizing.count(matched, near: near)
                        continue
                    }
                    misses.views += 1
                    let platform = document.platform.map { "\($0)" } ?? "unknown"
                    var split = fidelity.byPlatform[platform] ?? (Tally(), Tally())
                    var kind = fidelity.byKind[view.object.elementName] ?? (Tally(), Tally())
                    let eraKey = era(ofTools: document.header.toolsBuild)
                    var era = fidelity.byEra[eraKey] ?? (Tally(), Tally())
                    if view.dependsOnText {
                        split.text.count(matched, near: near)
                        kind.text.count(matched, near: near)
                        era.text.count(matched, near: near)
                    } else {
                        split.nonText.count(matched, near: near)
                        kind.nonText.count(matched, near: near)
                        era.nonText.count(matched, near: near)
                    }
                    fidelity.byPlatform[platform] = split
                    fidelity.byKind[view.object.elementName] = kind
                    fidelity.byEra[eraKey] = era
                    guard !matched else { continue }
                    misses.missed += 1
                    let cause = ambiguous.contains(view.object) ? "ambiguous" : view.dependsOnText ? "text" : !layout.conflicts.isEmpty ? "conflict"
                        : view.object.parent?.elementName == "stackView" ? "stack view" : view.object.elementName
                    misses.causes[cause, default: 0] += 1
                    fidelity.causes[cause, default: 0] += 1
                }
            }
            if misses.missed > 0 { fidelity.worst.append(misses) }
        }
        fidelity.worst.sort { ($0.missed, $1.path) > ($1.missed, $0.path) }
        return fidelity
    }
}

extension LayoutFidelity {
    /// The Xcodes whose canvases differ in what ibkit models, by tools build: the sorted key names
    /// the range, the Xcodes it spans and their controls (before AppKit's and UIKit's changes of
    /// macOS 11 and iOS 14, Xcode 12; Xcode 13 to 16; Xcode 26).
    public static func era(ofTools tools: Int) -> String {
        switch tools {
        case ..<9000: return "1 tools < 9000 (Xcode 6 and older)"
        case ..<14000: return "2 tools 9000–13999 (Xcode 7 to 9)"
        case ..<17000: return "3 tools 14000–16999 (Xcode 10 and 11)"
        case ..<18000: return "4 tools 17000–17999 (Xcode 12)"
        case ..<24000: return "5 tools 18000–23999 (Xcode 13 to 16)"
        default: return "6 tools ≥ 24000 (Xcode 26)"
        }
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
