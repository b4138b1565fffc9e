import IBFoundation

/// Swift identifiers made from document strings (storyboard names, storyboard IDs, segue and reuse
/// identifiers), which may hold spaces, dashes, dots, leading digits or keywords.
public enum SwiftName {
    /// An UpperCamelCase type name: `show-detail` → `ShowDetail`, `1st` → `_1st`.
    public static func type(_ text: String) -> String {
        escape(words(text).map(capitalizingFirst).joined(), backticks: false)
    }

    /// A lowerCamelCase member name: `ShowDetail` → `showDetail`, `URLList` → `urlList`, `default` → `` `default` ``.
    public static func member(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "_" }
        return escape(lowercasingLeadingCapitals(first) + parts.dropFirst().map(capitalizingFirst).joined(), backticks: true)
    }

    /// Whether `text` can stand as a type name as written (a custom class such as `BViewController`).
    public static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) } && !keywords.contains(text)
    }

    /// The text as the body of a Swift string literal.
    public static func stringLiteral(_ text: String) -> String {
        QuotedString.escape(text) { "\\u{\(String($0.value, radix: 16))}" }
    }

    /// The runs of letters, digits and underscores; the rest separates words.
    static func words(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                parts.append(current)
                current = ""
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    private static func capitalizingFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URLList` → `urlList`, `ID` → `id`, `Main` → `main`: an acronym in front is lowered as a whole.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        switch upper {
        case 0: return word
        case 1, characters.count: return String(characters[..<upper]).lowercased() + String(characters[upper...])
        default:
            // Keep the capital that starts the next word: `URLList` is `URL` + `List`.
            return String(characters[..<(upper - 1)]).lowercased() + String(characters[(upper - 1)...])
        }
    }

    private static func escape(_ name: String, backticks: Bool) -> String {
        if name.isEmpty { return "_" }
        if let first = name.first, first.isNumber { return "_" + name }
        if keywords.contains(name) { return backticks ? "`\(name)`" : name + "_" }
        return name
    }

    /// Keywords that cannot be a declaration's name without backticks, and `Type`/`Self`, which cannot be nested names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]
}
