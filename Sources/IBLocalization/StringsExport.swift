import Foundation
import IBDocument
import IBFoundation

/// What `ibtool --generate-strings-file` writes: each localizable string as a comment naming its
/// class, property, text and object id, then its `"ObjectID.property" = "text";` line.
public enum StringsExport {
    /// The `.strings` text for a document; empty when it has no localizable strings.
    public static func text(for document: Document) -> String {
        LocalizableString.all(in: document).map { entry in
            "\n/* Class = \"\(entry.className)\"; \(entry.keyPath) = \"\(comment(entry.value))\"; ObjectID = \"\(entry.objectID)\"; */\n"
                + "\"\(escape(entry.key))\" = \"\(escape(entry.value))\";\n"
        }.joined()
    }

    /// A value as a `.strings` literal: quotes, backslashes and line breaks escaped.
    static func escape(_ text: String) -> String {
        QuotedString.escape(text) { "\\U" + String(repeating: "0", count: 4 - String($0.value, radix: 16).count) + String($0.value, radix: 16) }
    }

    /// A value inside the comment, where only a closing `*/` could do harm.
    static func comment(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "*/", with: "* /")
    }
}
