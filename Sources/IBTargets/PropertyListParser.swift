import Foundation

/// Why a property list could not be read, and where.
public struct PropertyListError: Error, Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// One sentence.
    public var message: String
}

/// Reads the old-style (OpenStep) property lists Xcode writes `project.pbxproj` in, keeping every
/// value's position; XML and binary lists go through Foundation.
///
/// Foundation reads the old-style format too, but it reports damage by line only and logs to
/// standard error on the most common kind (a missing `;`, what a merge leaves behind), so the
/// project reader would not own its output.
public struct PropertyListParser {
    /// Nesting deeper than this is refused, so a hostile file cannot exhaust the stack.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole file: one value, then only white space and comments.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        if bytes.isEmpty { throw PropertyListError(line: 1, column: 1, message: "the file is empty") }
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8)) { return try foundationList(bytes) }
        var parser = PropertyListParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3; parser.lineStart = 3 }
        try parser.skipTrivia()
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        if parser.offset < bytes.count { throw parser.error("unexpected text after the property list") }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard offset < bytes.count else { throw error("unexpected end of file: a value is missing") }
        let (startLine, startColumn) = (line, offset - lineStart + 1)
        let value: PropertyList.Value
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = try dictionary(depth: depth)
        case UInt8(ascii: "("): value = try array(depth: depth)
        case UInt8(ascii: "<"): value = try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): value = .string(try quoted())
        default:
            guard Self.isUnquoted(bytes[offset]) else { throw unexpected() }
            value = .string(unquoted())
        }
        return PropertyList(value, line: startLine, column: startColumn)
    }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyList.Value {
        offset += 1
        var keys: [String] = []
        var values: [String: PropertyList] = [:]
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw error("unexpected end of file: a dictionary is not closed with '}'") }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(keys: keys, values: values) }
            let key: String
            switch bytes[offset] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quoted()
            case let byte where Self.isUnquoted(byte): key = unquoted()
            default: throw unexpected()
            }
            try skipTrivia()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw expected("'=' after the key '\(key)'") }
            offset += 1
            try skipTrivia()
            let entry = try value(depth: depth + 1)
            try skipTrivia()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else { throw expected("';' after the value of '\(key)'") }
            offset += 1
            if values.updateValue(entry, forKey: key) == nil { keys.append(key) }
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> PropertyList.Value {
        offset += 1
        var elements: [PropertyList] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw error("unexpected end of file: an array is not closed with ')'") }
            if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(elements) }
            elements.append(try value(depth: depth + 1))
            try skipTrivia()
            guard offset < bytes.count else { continue }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1 } else if bytes[offset] != UInt8(ascii: ")") { throw expected("',' or ')' in an array") }
        }
    }

    private mutating func data() throws(PropertyListError) -> PropertyList.Value {
        offset += 1
        var result: [UInt8] = []
        var high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("odd number of hexadecimal digits in data") }
                offset += 1
                return .data(result)
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { advance(over: byte); continue }
            guard let digit = Self.hexValue(byte) else { throw unexpected() }
            if let first = high { result.append(first << 4 | digit); high = nil } else { high = digit }
            offset += 1
        }
        throw error("unexpected end of file: data is not closed with '>'")
    }

    private mutating func quoted() throws(PropertyListError) -> String {
        let quote = bytes[offset]
        let (startLine, startColumn) = (line, offset - lineStart + 1)
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote { offset += 1; return String(decoding: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                offset += 1
                guard offset < bytes.count else { break }
                try escape(into: &text)
                continue
            }
            advance(over: byte)
            text.append(byte)
        }
        throw PropertyListError(line: startLine, column: startColumn, message: "unterminated string: no closing quote before the end of the file")
    }

    /// One escape after a backslash: `\n`, `\t`, `\"`, `\\`, `\Uxxxx` or up to three octal digits.
    private mutating func escape(into text: inout [UInt8]) throws(PropertyListError) {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                scalar = scalar << 4 | UInt32(digit)
                offset += 1
                digits += 1
            }
            guard digits > 0 else { throw error("'\\U' is not followed by hexadecimal digits") }
            text.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var code = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                code = code << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            text.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
        case 0x0A:
            advance(over: byte, at: offset - 1)
            text.append(byte)
        default:
            text.append(byte)
        }
    }

    private mutating func unquoted() -> String {
        let start = offset
        while offset < bytes.count, Self.isUnquoted(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    // MARK: Trivia and positions

    /// Skips white space and comments; a merge's conflict marker is named as such.
    private mutating func skipTrivia() throws(PropertyListError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0A, 0x0B, 0x0C:
                advance(over: byte)
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count && bytes[offset] != 0x0A { offset += 1 }
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                let (startLine, startColumn) = (line, offset - lineStart + 1)
                offset += 2
                while offset + 1 < bytes.count && !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { advance(over: bytes[offset]) }
                guard offset + 1 < bytes.count else {
                    throw PropertyListError(line: startLine, column: startColumn, message: "unterminated comment: no '*/' before the end of the file")
                }
                offset += 2
            default:
                if isConflictMarker { throw error("merge conflict marker: resolve the conflict in this file first") }
                return
            }
        }
    }

    /// Whether a line starts here with `<<<<<<<`, `=======` or `>>>>>>>`.
    private var isConflictMarker: Bool {
        guard offset == lineStart || bytes[lineStart..<offset].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return false }
        for marker in [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|")] {
            if offset + 7 <= bytes.count && bytes[offset..<(offset + 7)].allSatisfy({ $0 == marker }) { return true }
        }
        return false
    }

    private mutating func advance(over byte: UInt8, at position: Int? = nil) {
        if byte == 0x0A { line += 1; lineStart = (position ?? offset) + 1 }
        if position == nil { offset += 1 }
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(line: line, column: offset - lineStart + 1, message: message)
    }

    private func expected(_ what: String) -> PropertyListError {
        guard offset < bytes.count else { return error("unexpected end of file: expected \(what)") }
        if isConflictMarker { return error("merge conflict marker: resolve the conflict in this file first") }
        return error("expected \(what), found \(Self.describe(bytes[offset]))")
    }

    private func unexpected() -> PropertyListError {
        if isConflictMarker { return error("merge conflict marker: resolve the conflict in this file first") }
        return error("unexpected \(Self.describe(bytes[offset]))")
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte == 0 { return "NUL byte: this is not a text property list" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    // MARK: Characters

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: XML and binary lists

    /// An XML or binary list read by Foundation; its values carry line 1.
    private static func foundationList(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PropertyListError(line: 1, column: 1, message: "not a readable property list (\((error as NSError).userInfo["NSDebugDescription"] as? String ?? "damaged"))")
        }
        return convert(object, depth: 0)
    }

    private static func convert(_ object: Any, depth: Int) -> PropertyList {
        guard depth < maximumDepth else { return PropertyList(.string("")) }
        switch object {
        case let text as String: return PropertyList(.string(text))
        case let data as Data: return PropertyList(.data(Array(data)))
        case let list as [Any]: return PropertyList(.array(list.map { convert($0, depth: depth + 1) }))
        case let dictionary as [String: Any]:
            let keys = dictionary.keys.sorted()
            return PropertyList(.dictionary(keys: keys, values: dictionary.mapValues { convert($0, depth: depth + 1) }))
        case let number as NSNumber: return PropertyList(.string(number.stringValue))
        default: return PropertyList(.string("\(object)"))
        }
    }
}
