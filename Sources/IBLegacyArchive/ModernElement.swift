/// An element of the modern document being written: a name, attributes in order, children and text.
struct ModernElement {
    var name: String
    var attributes: [(String, String)] = []
    var children: [ModernElement] = []
    var text: String?

    init(_ name: String, _ attributes: [(String, String?)] = [], children: [ModernElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes.compactMap { key, value in value.map { (key, $0) } }
        self.children = children
        self.text = text
    }

    /// The element as XML, indented by `depth`.
    func write(into output: inout String, depth: Int = 0) {
        let indent = String(repeating: "    ", count: depth)
        output += indent + "<" + name
        for (key, value) in attributes { output += " \(key)=\"\(Self.escape(value, quotes: true))\"" }
        if children.isEmpty && text == nil {
            output += "/>\n"
            return
        }
        output += ">"
        if let text { output += Self.escape(text, quotes: false) }
        if !children.isEmpty {
            output += "\n"
            for child in children { child.write(into: &output, depth: depth + 1) }
            output += indent
        }
        output += "</\(name)>\n"
    }

    /// Text as XML holds it: markup escaped, and characters XML 1.0 cannot hold (C0 controls but
    /// tab and line ends, even as references) left out.
    static func escape(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n" where quotes: result += "&#10;"
            case "\t" where quotes: result += "&#9;"
            case "\r": result += "&#13;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { continue }
                if scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
