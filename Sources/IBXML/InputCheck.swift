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

    /// What one pass over the bytes found: the first invalid byte, and the count that sizes the tree.
    struct Survey {
        var invalid: (offset: Int, message: String)?
        /// How many `<` bytes: an upper bound for markup nodes.
        var tags = 0
    }

    /// Validates UTF-8 and XML characters while counting `<` and `=`, eight bytes at a time.
    static func survey(_ b: UnsafeBufferPointer<UInt8>) -> Survey {
        var survey = Survey()
        guard let base = b.baseAddress else { return survey }
        let n = b.count
        var i = 0
        // Per-byte match counters, folded into the totals before any lane can pass 255.
        var lessThans: UInt64 = 0
        var words = 0
        defer { survey.tags += horizontalSum(lessThans) }
        while i < n {
            if i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let high = word & 0x8080_8080_8080_8080
                let below20 = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if high == 0 {
                    // Line breaks put a control byte in most words: check just those words bytewise.
                    if below20 != 0 {
                        for k in 0..<8 {
                            let byte = base[i + k]
                            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                                survey.invalid = (i + k, controlCharacterMessage(byte))
                                return survey
                            }
                        }
                    }
                    lessThans &+= matches(word, 0x3C3C_3C3C_3C3C_3C3C)
                    words += 1
                    if words == 255 {
                        survey.tags += horizontalSum(lessThans)
                        lessThans = 0
                        words = 0
                    }
                    i += 8
                    continue
                }
            }
            let byte = base[i]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                    survey.invalid = (i, controlCharacterMessage(byte))
                    return survey
                }
                if byte == 0x3C { survey.tags += 1 }
                i += 1
                continue
            }
            let length = sequenceLength(base, i, n)
            if length == 0 {
                survey.invalid = (i, "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); ibkit reads UTF-8 documents")
                return survey
            }
            i += length
        }
        return survey
    }

    private static func controlCharacterMessage(_ byte: UInt8) -> String {
        if byte == 0 { return "NUL byte: binary data, not an XML document" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) is not allowed in XML"
    }

    /// 0x01 in every byte of an all-ASCII `word` that equals the byte repeated in `pattern`.
    @inline(__always)
    private static func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let x = word ^ pattern
        let zeroes = ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x | 0x7F7F_7F7F_7F7F_7F7F)
        return zeroes >> 7
    }

    /// The sum of the eight byte lanes (each at most 255).
    @inline(__always)
    private static func horizontalSum(_ lanes: UInt64) -> Int {
        let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
        return Int((pairs &* 0x0001_0001_0001_0001) >> 48)
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
