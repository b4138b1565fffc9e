import IBDocument
import IBLayout
import IBLocalization
import IBXML

/// Which root views a translation can change the layout of, and whether the pseudo-language
/// already stands for it there.
///
/// A root none of whose strings a language changes lays out as the base does: nothing to solve.
/// And the pseudo-language makes every string 40% longer: where each string a language changes
/// in a root measures no wider than its pseudo-language version (in the view's own font, with no
/// more lines), and the pseudo-language finds nothing wrong with that root, the language finds
/// nothing either, so it is not solved there. What is left is what only that language can show.
struct TranslationReach {
    /// The root views (by node) each changed string sits in, with the string's key.
    private let rootOfKey: [String: XMLNodeID]
    /// Each string's base value and the object that shows it, by key.
    private let strings: [String: (value: String, object: IBObject)]

    /// The reach of translations over `document`, whose roots are `roots`.
    init(document: Document, roots: [View]) {
        let rootNodes = Set(roots.map(\.object.node))
        var rootOfKey: [String: XMLNodeID] = [:]
        var strings: [String: (String, IBObject)] = [:]
        for string in LocalizableString.all(in: document) {
            guard let object = document.object(withID: string.objectID) else { continue }
            strings[string.key] = (string.value, object)
            // The nearest root that holds the object (a cell's view inside a table is its own root).
            if let root = sequence(first: object, next: { $0.parent }).first(where: { rootNodes.contains($0.node) }) {
                rootOfKey[string.key] = root.node
            }
        }
        self.rootOfKey = rootOfKey
        self.strings = strings
    }

    /// The roots whose strings `translation` changes, each with whether the pseudo-language's
    /// longer strings cover every change there (`covered`).
    func roots(changedBy translation: StringsCheck.Translation, scale: Double) -> [XMLNodeID: Bool] {
        var result: [XMLNodeID: Bool] = [:]
        for entry in translation.table.entries {
            guard let base = strings[entry.key], base.value != entry.value, let root = rootOfKey[entry.key] else { continue }
            let covered = Self.fitsInPseudo(entry.value, base: base.value, object: base.object, scale: scale)
            result[root] = (result[root] ?? true) && covered
        }
        return result
    }

    /// Whether a translation is no wider than the pseudo-language's version of the base string,
    /// and has no more lines.
    static func fitsInPseudo(_ translated: String, base: String, object: IBObject, scale: Double) -> Bool {
        let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false) }
        let pseudo = LocalizedDocument.pseudo(base)
        guard lines(translated).count <= lines(base).count else { return false }
        let document = object.document
        let metrics = TextMetrics(font: TextFace.font(of: object), scale: TextMetrics.measuringScale(platform: document.platform, screen: scale),
                                  platform: document.platform, tools: document.header.toolsBuild)
        // Characters no data measures could be of any width: such a string is always solved.
        guard metrics.estimatedCharacters(in: translated) == 0 else { return false }
        let width = { (text: String) in lines(text).map { metrics.width(of: String($0)) }.max() ?? 0 }
        return width(translated) <= width(pseudo)
    }
}
