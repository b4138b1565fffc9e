import IBDocument
import IBFoundation
import IBLayout
import IBLocalization
import IBXML

/// Which translations can show something in which root views, so that a document with dozens of
/// languages costs a few layouts more than one with none.
///
/// The translations share one layout first: each string at its widest translation (in the view's
/// own font), which stresses every view as much as any language does. A root that layout finds
/// nothing wrong with, no language finds anything wrong with. Where it does, a language is solved
/// only if its text would not fit where the widest layout put a cut view (its text plus the cut
/// is wider than the widest text), or if it widens a view that overlaps there, or any view of a
/// root with a conflict. A translation no wider than the base string never needs solving: it fits
/// wherever the base string fits.
struct TranslationReach {
    /// One string of the document: the view that shows it, the root that holds the view, and
    /// how its text is measured.
    struct Shown {
        let view: XMLNodeID
        let root: XMLNodeID
        let value: String
        let measure: Measure
    }

    /// The language (never a real one) of the layout that takes each string's widest translation.
    static let widestLanguage = "ibkit-widest-translation"

    /// The document's strings by key.
    private let strings: [String: Shown]
    /// The keys of the strings each root shows.
    private let keysByRoot: [XMLNodeID: [String]]

    /// The reach of translations over `document`, whose roots are `roots`, measured at `scale`.
    init(document: Document, roots: [View], scale: Double) {
        let rootNodes = Set(roots.map(\.object.node))
        var strings: [String: Shown] = [:]
        for string in LocalizableString.all(in: document) {
            guard let object = document.object(withID: string.objectID) else { continue }
            // An AppKit control's title belongs to its cell: the view is the cell's holder.
            let view: IBObject = object.asView?.object ?? object.parent?.asView?.object ?? object
            guard let root = sequence(first: view, next: { $0.parent }).first(where: { rootNodes.contains($0.node) }) else { continue }
            strings[string.key] = Shown(view: view.node, root: root.node, value: string.value, measure: Measure(object: object, scale: scale))
        }
        self.strings = strings
        keysByRoot = Dictionary(grouping: strings.keys.sorted(), by: { strings[$0]!.root })
    }

    /// Each string at its widest translation among `translations` (base strings no translation
    /// widens stay as they are).
    func widest(of translations: [StringsCheck.Translation]) -> StringsCheck.Translation {
        var chosen: [String: (entry: StringsFile.Entry, width: Double)] = [:]
        for translation in translations {
            for entry in translation.table.entries {
                guard let shown = strings[entry.key], entry.value != shown.value else { continue }
                let width = shown.measure.width(entry.value)
                if width > chosen[entry.key]?.width ?? shown.measure.width(shown.value) { chosen[entry.key] = (entry, width) }
            }
        }
        let entries = chosen.keys.sorted().compactMap { chosen[$0]?.entry }
        return StringsCheck.Translation(language: Self.widestLanguage, table: StringsFile(path: Self.widestLanguage, entries: entries))
    }

    /// The roots where `translation` widens a string beyond the base one.
    func roots(widenedBy translation: StringsCheck.Translation) -> Set<XMLNodeID> {
        Set(translation.table.entries.compactMap { entry in
            guard let shown = strings[entry.key], entry.value != shown.value, !shown.measure.fits(entry.value, within: shown.value) else { return nil }
            return shown.root
        })
    }

    /// What the widest layout found in one root: views cut (with how many points the text ran
    /// over, nil when it ran out of lines), views that overlap, and whether a conflict appeared.
    struct Stress {
        var cut: [XMLNodeID: Double?] = [:]
        var overlapping: Set<XMLNodeID> = []
        var conflict = false
        var isEmpty: Bool { cut.isEmpty && overlapping.isEmpty && !conflict }
    }

    /// A translation's values by key, as `mayShow` reads them.
    static func values(of translation: StringsCheck.Translation) -> [String: String] {
        Dictionary(translation.table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a translation (its `values`) can show in `root` something of what the widest
    /// layout found there (`stress`), whose strings were `widest`.
    func mayShow(_ own: [String: String], in root: XMLNodeID, stress: Stress, widest widestValues: [String: String]) -> Bool {
        guard !stress.isEmpty else { return false }
        for key in keysByRoot[root] ?? [] {
            guard let shown = strings[key] else { continue }
            let text = own[key] ?? shown.value
            let widens = text != shown.value && !shown.measure.fits(text, within: shown.value)
            if stress.conflict && widens { return true }
            if stress.overlapping.contains(shown.view) && widens { return true }
            guard let overrun = stress.cut[shown.view] else { continue }
            // Ran out of lines there: any widening may too. Else it fits where the widest text
            // was cut if it is narrower by at least the cut.
            guard let overrun else { if widens { return true }; continue }
            let widestText = widestValues[key] ?? shown.value
            if shown.measure.width(text) + overrun > shown.measure.width(widestText) { return true }
        }
        return false
    }

    /// A text measured in a view's own font.
    struct Measure {
        let metrics: TextMetrics

        init(object: IBObject, scale: Double) {
            metrics = TextMetrics(of: object, screen: scale)
        }

        /// The widest line of `text`.
        func width(_ text: String) -> Double {
            TextWrapping.paragraphs(of: text).map { metrics.width(of: $0) }.max() ?? 0
        }

        /// Whether `text` is no wider than `other` and has no more lines; characters no data
        /// measures could be of any width, so such a text never fits.
        func fits(_ text: String, within other: String) -> Bool {
            let lines = { (text: String) in TextWrapping.paragraphs(of: text).count }
            guard lines(text) <= lines(other), metrics.estimatedCharacters(in: text) == 0 else { return false }
            return width(text) <= width(other)
        }
    }
}
