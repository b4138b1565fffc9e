/// A 256-entry table of what each byte can be in XML markup.
enum ByteClass {
    static let whitespace: UInt8 = 1
    static let nameStart: UInt8 = 2
    static let nameChar: UInt8 = 4
    /// Bytes that end a run of plain attribute-value characters: quotes, `&`, `<`, and the tab and
    /// line breaks that XML reads as spaces in attribute values.
    static let valueStop: UInt8 = 8
    /// Bytes that end a run of plain text: `<`, `&`, `>`.
    static let textStop: UInt8 = 16

    /// Non-ASCII bytes count as name characters; UTF-8 validation has already vouched for them.
    static let table: [UInt8] = (0..<256).map { value -> UInt8 in
        let byte = UInt8(value)
        var bits: UInt8 = 0
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { bits |= whitespace }
        let letter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        if letter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80 {
            bits |= nameStart | nameChar
        }
        if (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
            bits |= nameChar
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            bits |= valueStop
        }
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ">") { bits |= textStop }
        return bits
    }
}
