/// Recognises input that is not a UTF-8 XML document before any parsing starts.
///
/// Each refusal names what the bytes most likely are, because "not well-formed" at 1:1 does not
/// tell a user that they pointed ibkit at a compiled nib or a UTF-16 file.
enum InputCheck {
    /// The length of a UTF-8 byte order mark at the start, 0 if none.
    static func byteOrderMarkLength(_ b: UnsafeBufferPointer<UInt8>) -> Int {
        b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
    }

    /// A message when the bytes are recognisably not a UTF-8 text document.
    static func sniff(_ b: UnsafeBufferPointer<UInt8>) -> String? {
        if b.isEmpty { return "empty file: expected an Interface Builder XML document" }
        if b.count >= 4, b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return utf32 }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0 { return utf32 }
        if b.count >= 2, (b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) {
            return "UTF-16 encoded file (byte order mark); ibkit reads UTF-8 documents, as Xcode writes them (convert with iconv -f UTF-16 -t UTF-8)"
        }
        if starts(b, with: "bplist") {
            return "binary property list, not an Interface Builder document (a compiled nib? ibkit reads the source .xib or .storyboard)"
        }
        if starts(b, with: "NIBArchive") {
            return "compiled nib archive, not an Interface Builder document (ibkit reads the source .xib or .storyboard)"
        }
        return nil
    }

    private static let utf32 = "UTF-32 encoded file; ibkit reads UTF-8 documents"

    private static func starts(_ b: UnsafeBufferPointer<UInt8>, with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        guard b.count >= p.count else { return false }
        for i in 0..<p.count where b[i] != p[i] { return false }
        return true
    }

    /// The offset and message of the first byte that is not valid UTF-8 or not an XML character.
    static func firstInvalidByte(_ b: UnsafeBufferPointer<UInt8>) -> (Int, String)? {
        guard let base = b.baseAddress else { return nil }
        let n = b.count
        var i = 0
        while i < n {
            // Eight ASCII bytes, none of them a control character, pass at once.
            if i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let high = word & 0x8080_8080_8080_8080
                let below20 = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if high == 0 && below20 == 0 {
                    i += 8
                    continue
                }
            }
            let byte = base[i]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                    let hex = String(byte, radix: 16, uppercase: true)
                    let what = byte == 0 ? "NUL byte: binary data, not an XML document" : "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) is not allowed in XML"
                    return (i, what)
                }
                i += 1
                continue
            }
            let length = sequenceLength(base, i, n)
            if length == 0 {
                return (i, "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); ibkit reads UTF-8 documents")
            }
            i += length
        }
        return nil
    }

    /// The length of the valid UTF-8 sequence at `i`, or 0 when it is malformed.
    private static func sequenceLength(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        let b0 = p[i]
        func continuation(_ k: Int) -> Bool { i + k < n && p[i + k] & 0xC0 == 0x80 }
        switch b0 {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0...0xEF:
            guard continuation(1), continuation(2) else { return 0 }
            let b1 = p[i + 1]
            if b0 == 0xE0 && b1 < 0xA0 { return 0 }
            if b0 == 0xED && b1 >= 0xA0 { return 0 }
            if b0 == 0xEF && b1 == 0xBF && p[i + 2] >= 0xBE { return 0 }
            return 3
        case 0xF0...0xF4:
            guard continuation(1), continuation(2), continuation(3) else { return 0 }
            let b1 = p[i + 1]
            if b0 == 0xF0 && b1 < 0x90 { return 0 }
            if b0 == 0xF4 && b1 >= 0x90 { return 0 }
            return 4
        default:
            return 0
        }
    }
}
