import IBSource

/// Edits of an Objective-C header or implementation by its tokens: a line added before a class's
/// `@end`, a class renamed. Comments, strings and `#import` lines are left alone.
public enum ObjCClassSource {
    /// Which block of the class a line goes in.
    public enum Block: Sendable {
        /// `@interface Name` (not a category), the header's declaration.
        case interface
        /// `@implementation Name`.
        case implementation
    }

    /// `text` with `lines` added just before the `@end` of the class's block, or nil when the
    /// file has no such block.
    public static func adding(_ lines: [String], to block: Block, of className: String, in text: String) -> String? {
        let bytes = Array(text.utf8)
        let tokens = ObjCTokenizer.tokens(bytes).tokens
        guard let (start, end) = find(block, of: className, in: tokens) else { return nil }
        var lineStart = end.offset
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let insert = lines.map { $0 + "\n" }.joined()
        // A blank line between what the block held and what is added, none in a block that held nothing.
        var openingLineEnd = tokens[start].offset
        while openingLineEnd < lineStart && bytes[openingLineEnd] != 0x0A { openingLineEnd += 1 }
        let held = bytes[min(openingLineEnd, lineStart)..<lineStart].contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        let previousLineBlank = lineStart < 2 || bytes[lineStart - 2] == 0x0A
        let text = (held && !previousLineBlank ? "\n" : "") + insert + "\n"
        return String(decoding: bytes[..<lineStart] + Array(text.utf8) + bytes[lineStart...], as: UTF8.self)
    }

    /// Whether `text` has the class's block (`@implementation Name … @end`, say).
    public static func has(_ block: Block, of className: String, in text: String) -> Bool {
        find(block, of: className, in: ObjCTokenizer.tokens(Array(text.utf8)).tokens) != nil
    }

    /// The block's opening directive's index among the tokens, and its `@end`.
    private static func find(_ block: Block, of className: String, in tokens: [ObjCToken]) -> (start: Int, end: ObjCToken)? {
        let opening = block == .interface ? "@interface" : "@implementation"
        guard let start = tokens.indices.first(where: { i in
            tokens[i].kind == .directive && tokens[i].text == opening && i + 1 < tokens.count && tokens[i + 1].text == className
                && !(i + 2 < tokens.count && tokens[i + 2].text == "(")
        }), let end = tokens[start...].first(where: { $0.kind == .directive && $0.text == "@end" }) else { return nil }
        return (start, end)
    }

    /// `text` with every identifier token `old` spelled `new`, or nil when none is.
    public static func renaming(_ old: String, to new: String, in text: String) -> String? {
        var bytes = Array(text.utf8)
        let offsets = ObjCTokenizer.tokens(bytes).tokens.filter { $0.kind == .identifier && $0.text == old }.map(\.offset)
        guard !offsets.isEmpty else { return nil }
        for offset in offsets.reversed() { bytes.replaceSubrange(offset..<(offset + old.utf8.count), with: Array(new.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
