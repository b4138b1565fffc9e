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
        /// The base strings laid out right to left (Xcode's right-to-left pseudolanguage).
        case rightToLeft

        /// `pseudo` (or Xcode's `double-length` scheme name) for the pseudo-language, `rtl` (or
        /// `right-to-left`) for the mirrored one, else a language code.
        public init(_ name: String) {
            switch name.lowercased() {
            case "pseudo", "pseudo-language", "double-length": self = .pseudo
            case "rtl", "right-to-left": self = .rightToLeft
            default: self = .named(name)
            }
        }

        /// The name the command line and JSON findings use (`de`, `pseudo`, `rtl`).
        public var name: String {
            switch self {
            case .named(let name): name
            case .pseudo: "pseudo"
            case .rightToLeft: "rtl"
            }
        }

        /// Whether the language is written right to left, so that UIKit and AppKit mirror its layouts.
        public var isRightToLeft: Bool {
            switch self {
            case .rightToLeft: return true
            case .pseudo: return false
            case .named(let name):
                let code = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
                return Self.rightToLeftCodes.contains(code)
            }
        }

        /// ISO 639 codes of the languages written right to left that Apple's platforms offer.
        static let rightToLeftCodes: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "ckb", "dv", "ug", "sd"]
    }

    /// The document with the strings of `language`; throws when the document has no translation
    /// in it, naming the ones it has.
    /// `translations` are the document's, when the caller has read them already (one read for
    /// many languages); nil reads them.
    public static func localized(_ document: Document, in language: Language,
                                 translations: [StringsCheck.Translation]? = nil) throws(DocumentError) -> Document {
        let copy = try Document.parse(LosslessWriter.bytes(of: document.tree), path: document.path)
        let strings = LocalizableString.all(in: copy)
        let values: [String: String]
        switch language {
        case .pseudo:
            values = Dictionary(strings.map { ($0.key, pseudo($0.value)) }, uniquingKeysWith: { first, _ in first })
        case .rightToLeft:
            values = [:]
        case .named(let name):
            let check = translations == nil ? StringsCheck(document: document) : nil
            let known = translations ?? check?.translations ?? []
            guard let translation = known.first(where: { $0.language == name }) else {
                if let failure = check?.unreadable.first { throw failure }
                let known = known.map(\.language)
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
        let result = Document(tree: tree)
        if language.isRightToLeft { mirror(result) }
        return result
    }

    /// Lays the document's views out right to left, as the system does for a right-to-left
    /// language: each root view that does not force a direction itself takes the right-to-left
    /// one (UIKit's `semanticContentAttribute`, AppKit's `userInterfaceLayoutDirection`), and its
    /// subviews inherit it.
    static func mirror(_ document: Document) {
        let tree = document.tree
        let attribute = document.platform == .macOS ? "userInterfaceLayoutDirection" : "semanticContentAttribute"
        let value = document.platform == .macOS ? "rightToLeft" : "forceRightToLeft"
        for object in document.allObjects where object.asView != nil {
            guard let parent = tree.parent(of: object.node), !tree.isElement(parent, named: "subviews"),
                  object.attribute("semanticContentAttribute") == nil, object.attribute("userInterfaceLayoutDirection") == nil else { continue }
            try? tree.setAttribute(attribute, to: value, of: object.node)
        }
    }

    /// Whether a translator would translate the string: it has a letter, and it is not one word
    /// that reads as a URL, a path, an address, a file or domain name or an identifier
    /// (`github.com/openemu`, `VER_STR`, `+`).
    public static func isTranslatable(_ value: String) -> Bool {
        guard value.contains(where: \.isLetter) else { return false }
        if value.contains(where: \.isWhitespace) { return true }
        if ["://", "@", "_", "/"].contains(where: { value.contains($0) }) { return false }
        let characters = Array(value)
        for index in characters.indices.dropFirst().dropLast() where characters[index] == "." {
            if characters[index - 1].isLetter && characters[index + 1].isLetter { return false }
        }
        return true
    }

    /// The pseudo-language's version of a string: 40% longer, rounded up, by repeating its start,
    /// so that the added width is that of the string's own letters.
    /// A string no translator would translate (see `isTranslatable`) stays as it is.
    public static func pseudo(_ value: String) -> String {
        let characters = Array(value)
        guard !characters.isEmpty, isTranslatable(value) else { return value }
        let extra = Int((Double(characters.count) * 0.4).rounded(.up))
        return value + String((0..<extra).map { characters[$0 % characters.count] })
    }
}
