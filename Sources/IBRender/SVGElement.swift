import IBLayout

/// One element of an SVG document: a name, attributes in the order given, and children or text.
///
/// A writer of our own rather than a library: the listed HTML/XML generators (Plot) have no SVG
/// vocabulary, and the render needs only elements, attributes and escaped text.
public struct SVGElement: Sendable {
    /// The element's name (`rect`, `text`, `g`).
    public var name: String
    /// Attributes, written in this order.
    public var attributes: [(String, String)]
    /// Child elements.
    public var children: [SVGElement]
    /// Text content (for `text`, `title`, `style`), written escaped after the children.
    public var text: String?

    /// An element.
    public init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The same element with its `fill` replaced.
    func filled(_ fill: String) -> SVGElement {
        var copy = self
        copy.attributes = attributes.map { $0.0 == "fill" ? ("fill", fill) : $0 }
        return copy
    }

    /// The element as XML, indented by `depth`.
    public func xml(depth: Int = 0) -> String {
        var out = ""
        write(to: &out, depth: depth)
        return out
    }

    func write(to out: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        out += indent + "<" + name
        for (key, value) in attributes { out += " \(key)=\"\(Self.escape(value, quotes: true))\"" }
        if children.isEmpty && text == nil {
            out += "/>\n"
            return
        }
        out += ">"
        if children.isEmpty, let text {
            out += Self.escape(text, quotes: false) + "</\(name)>\n"
            return
        }
        out += "\n"
        for child in children { child.write(to: &out, depth: depth + 1) }
        if let text { out += indent + "  " + Self.escape(text, quotes: false) + "\n" }
        out += indent + "</\(name)>\n"
    }

    /// Escapes markup, and characters XML 1.0 does not allow (control characters a document's
    /// text may hold), so that every file written parses.
    static func escape(_ text: String, quotes: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\n" where quotes: out += "&#10;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A number as SVG writes it: as `ibkit layout` prints frames (two decimals at most), and
    /// finite.
    static func number(_ value: Double) -> String {
        value.isFinite ? LayoutFormat.number(value) : "0"
    }
}
