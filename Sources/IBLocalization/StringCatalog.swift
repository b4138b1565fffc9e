import Foundation
import IBFoundation

/// A String Catalog (`.xcstrings`, written by Xcode 15 and later): every key of one strings table
/// with its value in each language, and the line each key is on.
///
/// The values are read with Foundation's JSON reader; a small scan of the text finds where each
/// key of `strings` is, and where the text stops being JSON, so that every finding has a line.
public struct StringCatalog: Sendable {
    /// The file's path.
    public let path: String
    /// The language the document is written in (`sourceLanguage`).
    public let sourceLanguage: String?
    /// Language → the table in that language, keys in file order. A key with plural or device
    /// variations counts with its `other` (or first) variation's value; a key a language has no
    /// value for is absent from that language.
    public let languages: [String: StringsFile]

    /// Reads and parses a file; throws a DocumentError at the place it breaks.
    public init(contentsOf path: String) throws(DocumentError) {
        try self.init(data: StringsFile.bytes(of: path), path: path)
    }

    /// Parses bytes read from `path`.
    public init(data: Data, path: String) throws(DocumentError) {
        self.path = path
        let locations = try Self.keyLocations(in: [UInt8](data), path: path)
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            // The scan found the text well formed; Foundation's reader may still refuse it (a
            // number out of range, say). Its message has no position worth more than line 1.
            throw DocumentError(location: SourceLocation(file: path, line: 1, column: 1), message: "not a String Catalog: \(error.localizedDescription)")
        }
        guard let object = root as? [String: Any], let strings = object["strings"] as? [String: Any] else {
            throw DocumentError(location: SourceLocation(file: path, line: 1, column: 1), message: "not a String Catalog: no \"strings\" object")
        }
        sourceLanguage = object["sourceLanguage"] as? String
        var entries: [String: [StringsFile.Entry]] = [:]
        for (key, location) in locations {
            guard let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let value = Self.value(of: localization) else { continue }
                entries[language, default: []].append(StringsFile.Entry(key: key, value: value, location: location))
            }
        }
        languages = entries.mapValues { StringsFile(path: path, entries: $0) }
    }

    /// A localization's text: its `stringUnit`, or its `other` (else first) plural or device variation's.
    static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            for name in ["other"] + cases.keys.sorted() {
                if let value = cases[name].flatMap(Self.value(of:)) { return value }
            }
        }
        return nil
    }

    /// The keys of the top-level `strings` object in file order, each with its line and column;
    /// throws at the first place the text is not JSON.
    static func keyLocations(in bytes: [UInt8], path: String) throws(DocumentError) -> [(String, SourceLocation)] {
        var scanner = JSONScan(bytes: bytes, path: path)
        return try scanner.stringsKeys()
    }
}

/// Walks JSON text keeping lines and columns: enough to place the keys of a catalog's `strings`
/// and to say where malformed text breaks.
private struct JSONScan {
    let bytes: [UInt8]
    let path: String
    var index = 0
    var line = 1
    var column = 1
    /// Object nesting, at most this deep (a hostile file cannot exhaust the stack).
    static let maximumDepth = 512

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        self.path = path
    }

    var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }

    func failure(_ message: String) -> DocumentError { DocumentError(location: location, message: message) }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1; column = 1 } else if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    mutating func expect(_ character: Character) throws(DocumentError) {
        skipSpace()
        guard index < bytes.count, bytes[index] == character.asciiValue else {
            throw failure(index < bytes.count ? "expected '\(character)'" : "the file ends early: expected '\(character)'")
        }
        advance()
    }

    /// The keys of the root object's `strings` object.
    mutating func stringsKeys() throws(DocumentError) -> [(String, SourceLocation)] {
        var keys: [(String, SourceLocation)] = []
        try object(depth: 0) { scan, key, depth throws(DocumentError) in
            if depth == 0, key == "strings" {
                scan.skipSpace()
                guard scan.index < scan.bytes.count, scan.bytes[scan.index] == UInt8(ascii: "{") else { try scan.value(depth: 1); return }
                try scan.object(depth: 1) { inner, name, _ throws(DocumentError) in
                    keys.append((name, inner.lastKeyLocation))
                    try inner.value(depth: 2)
                }
            } else {
                try scan.value(depth: depth + 1)
            }
        }
        skipSpace()
        guard index == bytes.count else { throw failure("text after the end of the catalog") }
        return keys
    }

    /// Where the last key read starts.
    var lastKeyLocation = SourceLocation(file: "", line: 1, column: 1)

    /// An object, calling `member` after each key (the scanner then at the key's value).
    mutating func object(depth: Int, _ member: (inout JSONScan, String, Int) throws(DocumentError) -> Void) throws(DocumentError) {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        try expect("{")
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { advance(); return }
        while true {
            skipSpace()
            lastKeyLocation = location
            let key = try string()
            try expect(":")
            try member(&self, key, depth)
            skipSpace()
            guard index < bytes.count else { throw failure("the file ends early: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "}") { advance(); return }
            throw failure("expected ',' or '}'")
        }
    }

    /// Any value, skipped.
    mutating func value(depth: Int) throws(DocumentError) {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        skipSpace()
        guard index < bytes.count else { throw failure("the file ends early: expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try object(depth: depth) { scan, _, depth throws(DocumentError) in try scan.value(depth: depth + 1) }
        case UInt8(ascii: "["):
            advance()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { advance(); return }
            while true {
                try value(depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw failure("the file ends early: expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                if bytes[index] == UInt8(ascii: "]") { advance(); return }
                throw failure("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            _ = try string()
        default:
            // true, false, null or a number: letters, digits, sign, point and exponent.
            let start = index
            while index < bytes.count, bytes[index] < 0x80, Character(UnicodeScalar(bytes[index])).isLetter || Character(UnicodeScalar(bytes[index])).isNumber
                    || "+-.".utf8.contains(bytes[index]) { advance() }
            guard index > start else { throw failure("expected a value") }
        }
    }

    /// A string, its escapes decoded.
    mutating func string() throws(DocumentError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string") }
        let start = location
        advance()
        var raw: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                advance()
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "n"): raw.append(0x0A)
                case UInt8(ascii: "t"): raw.append(0x09)
                case UInt8(ascii: "r"): raw.append(0x0D)
                case UInt8(ascii: "b"): raw.append(0x08)
                case UInt8(ascii: "f"): raw.append(0x0C)
                case UInt8(ascii: "u"):
                    var hex = ""
                    for _ in 0..<4 {
                        advance()
                        guard index < bytes.count else { throw DocumentError(location: start, message: "string is not closed") }
                        hex.append(Character(UnicodeScalar(bytes[index])))
                    }
                    guard let code = UInt32(hex, radix: 16) else { throw failure("bad \\u escape") }
                    // Surrogate halves are decoded by Foundation's reader; the scan only needs keys to match.
                    raw += Array(String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: raw.append(bytes[index])
                }
                advance()
                continue
            }
            raw.append(bytes[index])
            advance()
        }
        guard index < bytes.count else { throw DocumentError(location: start, message: "string is not closed") }
        advance()
        return String(decoding: raw, as: UTF8.self)
    }
}
