/// Decodes the five predefined entities and numeric character references — nothing else.
///
/// The parser has already refused every other reference, so decoding never meets an unknown one;
/// a document cannot declare entities because DOCTYPE is refused outright.
enum EntityDecoding {
    static func decode(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "&")) else { return raw }
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                result += rest[amp...]
                return result
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            result += replacement(for: name) ?? String(rest[amp...semicolon])
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return result
    }

    /// The text a reference stands for; nil when it is not one ibkit decodes.
    static func replacement(for name: Substring) -> String? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard let scalar = characterReference(name) else { return nil }
            return String(Character(scalar))
        }
    }

    /// The scalar of `#123` or `#x7B`; nil when malformed or not an XML character.
    static func characterReference(_ name: Substring) -> Unicode.Scalar? {
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.first == "x" {
            let hex = digits.dropFirst()
            value = hex.isEmpty || hex.count > 8 ? nil : UInt32(hex, radix: 16)
        } else {
            value = digits.isEmpty || digits.count > 10 ? nil : UInt32(digits, radix: 10)
        }
        guard let value, isXMLCharacter(value) else { return nil }
        return Unicode.Scalar(value)
    }

    /// XML 1.0's Char production.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
