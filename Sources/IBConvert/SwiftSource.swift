/// Swift source built line by line, indented by nesting.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Adds a line at the current indentation; an empty line stays empty.
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Adds `// text` lines, one per line of `text`.
    mutating func comment(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) { line("// " + part) }
    }

    /// Adds `opening`, the body one level in, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftSource) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// The source text, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
