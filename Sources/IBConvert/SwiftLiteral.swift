import Foundation

/// Swift spellings of the values a document holds: strings, numbers, identifiers.
enum SwiftLiteral {
    /// A string literal, escaped; multi-line text stays on one line with `\n`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A number as Swift source: whole numbers without a fraction, others in their shortest form;
    /// values that are not finite or out of any view's range become 0 (the document is hostile).
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        if value == value.rounded() { return String(Int64(value)) }
        return String(value)
    }

    /// A number written in the document (`17`, `0.5`), as Swift source; nil when it is not one.
    static func number(_ text: String?) -> String? {
        guard let text, let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        return number(value)
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self",
        "throw", "throws", "true", "try", "await", "async", "some", "any", "consume", "copy", "borrowing", "consuming",
    ]

    /// An identifier made from free text (`"Sign In Button"` → `signInButton`); nil when nothing is left.
    static func identifier(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") || !$0.isASCII }
        guard !words.isEmpty else { return nil }
        var name = words.enumerated().map { index, word in
            index == 0 ? lowerFirst(String(word)) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if let first = name.first, first.isNumber { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The text with its first letter in lower case, keeping an initial acronym whole (`URLField` → `urlField`).
    static func lowerFirst(_ word: String) -> String {
        let upper = word.prefix { $0.isUppercase }
        if upper.count <= 1 || upper.count == word.count { return upper.count == word.count ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst() }
        return upper.dropLast().lowercased() + word.dropFirst(upper.count - 1)
    }

    /// `.name` for a member the document names (`.center`, `.default`); nil when the text is no
    /// Swift name at all (a hostile or damaged document).
    static func member(_ name: String?) -> String? {
        guard let name, let first = name.unicodeScalars.first, first == "_" || (first.isASCII && CharacterSet.letters.contains(first)),
              name.unicodeScalars.allSatisfy({ $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) }) else { return nil }
        return "." + name
    }

    /// Whether `name` can be written as a Swift identifier as it is.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) } && !keywords.contains(name)
    }
}
