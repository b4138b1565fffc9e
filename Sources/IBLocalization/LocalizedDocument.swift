import Foundation
import IBDocument
import IBFoundation
import IBXML

/// A document as it reads in another language: each localizable string that a translation table
/// has replaced by its translation, as UIKit and AppKit do when they load the nib of a `.lproj`
/// folder's strings. What to lay out and draw for that language.
public enum LocalizedDocument {
    /// A language a document can be shown in: a translation found beside it, or the pseudo-language.
    public enum Language: Sendable, Hashable {
        /// A language of the document's `.strings` files or String Catalog (`de`, `pt-BR`).
        case named(String)
        /// Every string 40% longer (its own first characters appended): the room a longer
        /// language such as German or Finnish needs, without a translation.
        case pseudo

        /// `pseudo` (or Xcode's `double-length` scheme name) for the pseudo-language, else a language code.
        public init(_ name: String) {
            self = ["pseudo", "pseudo-language", "double-length"].contains(name.lowercased()) ? .pseudo : .named(name)
        }
    }

    /// The document with the strings of `language`; throws when the document has no translation
    /// in it, naming the ones it has.
    public static func localized(_ document: Document, in language: Language) throws(DocumentError) -> Document {
        let copy = try Document.parse(LosslessWriter.bytes(of: document.tree), path: document.path)
        let strings = LocalizableString.all(in: copy)
        let values: [String: String]
        switch language {
        case .pseudo:
            values = Dictionary(strings.map { ($0.key, pseudo($0.value)) }, uniquingKeysWith: { first, _ in first })
        case .named(let name):
            let check = StringsCheck(document: document)
            guard let translation = check.translations.first(where: { $0.language == name }) else {
                if let failure = check.unreadable.first { throw failure }
                let known = check.translations.map(\.language)
                throw DocumentError(location: SourceLocation(file: document.path, line: 1, column: 1),
                                    message: "no translation in '\(name)' beside the document" + (known.isEmpty ? "" : " (it has: \(known.joined(separator: ", ")))"))
            }
            values = Dictionary(translation.table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let tree = copy.tree
        for string in strings {
            guard let value = values[string.key] else { continue }
            switch string.holder {
            case .attribute(let node, let name): try? tree.setAttribute(name, to: value, of: node)
            case .text(let node): tree.setText(value, of: node)
            }
        }
        return Document(tree: tree)
    }

    /// The pseudo-language's version of a string: 40% longer, rounded up, by repeating its start,
    /// so that the added width is that of the string's own letters.
    public static func pseudo(_ value: String) -> String {
        let characters = Array(value)
        guard !characters.isEmpty else { return value }
        let extra = Int((Double(characters.count) * 0.4).rounded(.up))
        return value + String((0..<extra).map { characters[$0 % characters.count] })
    }
}
