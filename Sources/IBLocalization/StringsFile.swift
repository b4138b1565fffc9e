import Foundation
import IBFoundation

/// A `.strings` file's entries, with the line each key is on. Reads UTF-8 and UTF-16 (with a byte
/// order mark), `/* */` and `//` comments, and the escapes Xcode writes.
public struct StringsFile: Sendable {
    /// One `"key" = "value";`.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: String
        /// Where the key is.
        public var location: SourceLocation

        /// An entry read elsewhere, or made.
        public init(key: String, value: String, location: SourceLocation) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    /// The file's path.
    public let path: String
    /// The entries in file order.
    public let entries: [Entry]

    /// A table whose entries were read elsewhere (one language of a String Catalog).
    public init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// Reads and parses a file; throws a DocumentError at the place the syntax breaks.
    public init(contentsOf path: String) throws(DocumentError) {
        try self.init(data: Self.bytes(of: path), path: path)
    }

    /// A translation file's bytes, or the error that it cannot be read.
    static func bytes(of path: String) throws(DocumentError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DocumentError(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the file")
        }
        return data
    }

    /// Parses bytes read from `path`.
    public init(data: Data, path: String) throws(DocumentError) {
        self.path = path
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(bytes: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, encoding: .utf8)
        }
        guard let text else {
            throw DocumentError(location: SourceLocation(file: path, line: 1, column: 1), message: "not UTF-8 or UTF-16 text")
        }
        var scanner = Scanner(characters: Array(text.unicodeScalars), path: path)
        entries = try scanner.entries()
    }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        let path: String
        var index = 0
        var line = 1
        var column = 1

        init(characters: [Unicode.Scalar], path: String) {
            self.characters = characters
            self.path = path
        }

        var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }

        func failure(_ message: String) -> DocumentError { DocumentError(location: location, message: message) }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        mutating func skipTrivia() throws(DocumentError) {
            while index < characters.count {
                let scalar = characters[index]
                if scalar.properties.isWhitespace { advance(); continue }
                guard scalar == "/", index + 1 < characters.count else { return }
                if characters[index + 1] == "/" {
                    while index < characters.count, characters[index] != "\n" { advance() }
                } else if characters[index + 1] == "*" {
                    let start = location
                    advance(); advance()
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { advance() }
                    guard index + 1 < characters.count else { throw DocumentError(location: start, message: "comment is not closed") }
                    advance(); advance()
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(DocumentError) {
            try skipTrivia()
            guard index < characters.count, characters[index] == scalar else { throw failure("expected '\(scalar)'") }
            advance()
        }

        /// A quoted string, or a bare word (old files write keys without quotes).
        mutating func string() throws(DocumentError) -> String {
            try skipTrivia()
            guard index < characters.count else { throw failure("expected a string") }
            guard characters[index] == "\"" else {
                var word = ""
                while index < characters.count, characters[index].properties.isAlphabetic || ("0"..."9").contains(characters[index])
                        || "_.-:$/".unicodeScalars.contains(characters[index]) {
                    word.unicodeScalars.append(characters[index])
                    advance()
                }
                guard !word.isEmpty else { throw failure("expected a string") }
                return word
            }
            let start = location
            advance()
            var result = ""
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count {
                    advance()
                    switch characters[index] {
                    case "n": result += "\n"
                    case "t": result += "\t"
                    case "r": result += "\r"
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, index + 1 < characters.count, characters[index + 1].properties.isASCIIHexDigit {
                            advance()
                            hex.unicodeScalars.append(characters[index])
                        }
                        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
                    default: result.unicodeScalars.append(characters[index])
                    }
                } else {
                    result.unicodeScalars.append(characters[index])
                }
                advance()
            }
            guard index < characters.count else { throw DocumentError(location: start, message: "string is not closed") }
            advance()
            return result
        }

        mutating func entries() throws(DocumentError) -> [Entry] {
            var entries: [Entry] = []
            while true {
                try skipTrivia()
                guard index < characters.count else { return entries }
                let start = location
                let key = try string()
                try expect("=")
                let value = try string()
                try expect(";")
                entries.append(Entry(key: key, value: value, location: start))
            }
        }
    }
}
