/// Escapes text and attribute values the way Xcode writes them.
///
/// Xcode escapes `&`, `<` and `>` in element content and `&`, `<` and `"` in attribute values —
/// plus `>` there from Xcode 8 on (``XcodeFormat``). Tabs and line breaks in text are written as
/// they are; in attribute values, where XML would read them as spaces, as character references.
public enum XMLEscaping {
    /// Appends `text` escaped for element content.
    public static func appendText(_ text: String, to out: inout [UInt8]) {
        append(text, to: &out, quotes: false)
    }

    /// Appends `value` escaped for a double-quoted attribute value.
    public static func appendAttributeValue(_ value: String, to out: inout [UInt8], format: XcodeFormat = .current) {
        append(value, to: &out, quotes: true, greaterThan: format.escapesGreaterThanInAttributes)
    }

    private static func append(_ string: String, to out: inout [UInt8], quotes: Bool, greaterThan: Bool = true) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">") where greaterThan: out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: out.append(contentsOf: "&quot;".utf8)
            // A literal tab or line break in an attribute would read back as a space.
            case 0x0A where quotes: out.append(contentsOf: "&#10;".utf8)
            // In text too: a raw one would read back as a line feed.
            case 0x0D: out.append(contentsOf: "&#13;".utf8)
            case 0x09 where quotes: out.append(contentsOf: "&#9;".utf8)
            default: out.append(byte)
            }
        }
    }
}
