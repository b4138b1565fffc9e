import IBXML

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
    func write(into output: inout [UInt8], depth: Int = 0) {
        let indent = Array(String(repeating: "    ", count: depth).utf8)
        output += indent + Array("<\(name)".utf8)
        for (key, value) in attributes {
            output += Array(" \(key)=\"".utf8)
            XMLEscaping.appendAttributeValue(Self.legal(value), to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if children.isEmpty && text == nil {
            output += Array("/>\n".utf8)
            return
        }
        output.append(UInt8(ascii: ">"))
        if let text { XMLEscaping.appendText(Self.legal(text), to: &output) }
        if !children.isEmpty {
            output.append(UInt8(ascii: "\n"))
            for child in children { child.write(into: &output, depth: depth + 1) }
            output += indent
        }
        output += Array("</\(name)>\n".utf8)
    }

    /// The text without the characters XML 1.0 cannot hold, even as references (C0 controls but
    /// tab and line ends, U+FFFE and U+FFFF): the rest is escaped as Xcode escapes it.
    static func legal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isIllegal) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter { !isIllegal($0) })
        return String(result)
    }

    static func isIllegal(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
