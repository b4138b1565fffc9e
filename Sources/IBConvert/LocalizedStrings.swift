import Foundation
import IBDocument
import IBLocalization

/// The keys `ibkit strings` exports for a document, so converted text keeps its translations.
struct LocalizedStrings {
    /// The strings table: the document's name (`Main` for `Main.storyboard`).
    let table: String
    private let keys: Set<String>

    init(document: Document) {
        table = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
        keys = Set(LocalizableString.all(in: document).map(\.key))
    }

    /// The text as Swift: `NSLocalizedString` under its exported key, with the document's text as
    /// the value shown when no translation has it; a literal when the text is not exported.
    func expression(_ text: String, object: IBObject, keyPath: String?, style: ConvertOptions.StringStyle) -> String {
        guard style == .localized, let keyPath, let id = object.id, keys.contains(id + "." + keyPath) else {
            return SwiftLiteral.string(text)
        }
        return "NSLocalizedString(\(SwiftLiteral.string(id + "." + keyPath)), tableName: \(SwiftLiteral.string(table)), value: \(SwiftLiteral.string(text)), comment: \"\")"
    }
}
