import IBFoundation

/// A token of Objective-C source: enough of the language to find declarations and message sends.
public struct ObjCToken: Sendable {
    /// What a token is (a character literal counts as a number).
    public enum Kind: Sendable { case identifier, string, punctuation, number, directive }
    /// What it is.
    public var kind: Kind
    /// Its text (a string literal's without the quotes).
    public var text: String
    /// Where it starts, in bytes.
    public var offset: Int
}

/// Splits Objective-C into tokens, dropping comments and preprocessor lines; never fails.
public enum ObjCTokenizer {
    /// The tokens, and the frameworks the skipped `#import <Framework/…>` and `#include <…>`
    /// lines name.
    public static func tokens(_ bytes: [UInt8]) -> (tokens: [ObjCToken], frameworks: Set<String>) {
        var frameworks: Set<String> = []
        var tokens: [ObjCToken] = []
        var i = 0
        let n = bytes.count
        var atLineStart = true
        func isIdentifier(_ b: UInt8) -> Bool { b == 0x5F || b == 0x24 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b >= 0x80 }
        while i < n {
            let b = bytes[i]
            if b == 0x0A { atLineStart = true; i += 1; continue }
            if b == 0x20 || b == 0x09 || b == 0x0D { i += 1; continue }
            if atLineStart && b == 0x23 { // `#` directive: skip the line, with backslash continuations
                let start = i
                while i < n && bytes[i] != 0x0A { if bytes[i] == 0x5C && i + 1 < n { i += 1 }; i += 1 }
                if let framework = framework(importedBy: bytes[start..<i]) { frameworks.insert(framework) }
                continue
            }
            atLineStart = false
            if b == 0x2F && i + 1 < n && bytes[i + 1] == 0x2F { while i < n && bytes[i] != 0x0A { i += 1 }; continue }
            if b == 0x2F && i + 1 < n && bytes[i + 1] == 0x2A {
                i += 2
                while i + 1 < n && !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                i = min(n, i + 2)
                continue
            }
            let start = i
            if b == 0x22 || (b == 0x40 && i + 1 < n && bytes[i + 1] == 0x22) || b == 0x27 {
                let quote: UInt8 = b == 0x27 ? 0x27 : 0x22
                if b == 0x40 { i += 1 }
                i += 1
                var text: [UInt8] = []
                while i < n && bytes[i] != quote && bytes[i] != 0x0A {
                    if bytes[i] == 0x5C && i + 1 < n { text.append(bytes[i]); i += 1 }
                    text.append(bytes[i]); i += 1
                }
                i = min(n, i + 1)
                tokens.append(ObjCToken(kind: quote == 0x22 ? .string : .number, text: String(decoding: text, as: UTF8.self), offset: start))
                continue
            }
            if b == 0x40 && i + 1 < n && isIdentifier(bytes[i + 1]) {
                i += 1
                while i < n && isIdentifier(bytes[i]) { i += 1 }
                tokens.append(ObjCToken(kind: .directive, text: String(decoding: bytes[start..<i], as: UTF8.self), offset: start))
                continue
            }
            if isIdentifier(b) {
                while i < n && isIdentifier(bytes[i]) { i += 1 }
                let isNumber = b >= 0x30 && b <= 0x39
                tokens.append(ObjCToken(kind: isNumber ? .number : .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self), offset: start))
                continue
            }
            tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(b)), offset: start))
            i += 1
        }
        return (tokens, frameworks)
    }

    /// `Framework` of `#import <Framework/Header.h>` or `#include <Framework/Header.h>`.
    static func framework(importedBy line: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: line.prefix(200), as: UTF8.self)
        guard text.hasPrefix("#import") || text.hasPrefix("#include"), let open = text.firstIndex(of: "<"),
              let slash = text[open...].firstIndex(of: "/") else { return nil }
        return String(text[text.index(after: open)..<slash])
    }
}
