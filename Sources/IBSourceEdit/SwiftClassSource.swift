import SwiftParser
import SwiftSyntax

/// Edits of a Swift file by its syntax: a member added to a class, a type renamed. Only the
/// inserted or renamed text changes; every other byte of the file stays.
public enum SwiftClassSource {
    /// Where a new member goes in the class body.
    public enum Placement: Sendable {
        /// After the last `@IBOutlet` (at the body's top when there is none), where Xcode puts outlets.
        case withOutlets
        /// At the body's end, where Xcode puts actions.
        case atEnd
    }

    /// `text` with `member` (lines without indentation) added to the class `className`, or nil
    /// when the file declares no such class.
    public static func adding(_ member: [String], toClass className: String, placement: Placement, in text: String) -> String? {
        let file = Parser.parse(source: text)
        guard let decl = ClassFinder.first(named: className, in: file) else { return nil }
        let bytes = Array(text.utf8)
        let members = decl.memberBlock.members
        let bodyIndent = members.first.map { indentation(before: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes) }
            ?? indentation(before: decl.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes) + "    "
        let lines = member.map { $0.isEmpty ? "" : bodyIndent + $0 }
        let offset: Int
        var insert: String
        switch placement {
        case .withOutlets:
            let lastOutlet = members.last { item in
                item.decl.as(VariableDeclSyntax.self)?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" } == true
            }
            if let lastOutlet {
                offset = lastOutlet.endPositionBeforeTrailingTrivia.utf8Offset
                insert = "\n" + lines.joined(separator: "\n")
            } else {
                offset = decl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                insert = "\n" + lines.joined(separator: "\n") + (members.isEmpty ? "" : "\n")
            }
        case .atEnd:
            if let last = members.last {
                offset = last.endPositionBeforeTrailingTrivia.utf8Offset
                insert = "\n\n" + lines.joined(separator: "\n")
            } else {
                offset = decl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                insert = "\n" + lines.joined(separator: "\n")
            }
        }
        // An empty body `{}` on one line needs its closing brace on a line of its own.
        if members.isEmpty, decl.memberBlock.rightBrace.leadingTrivia.allSatisfy({ !$0.isNewline }) {
            insert += "\n" + indentation(before: decl.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes)
        }
        return String(decoding: bytes[..<offset] + Array(insert.utf8) + bytes[offset...], as: UTF8.self)
    }

    /// `text` with every identifier token spelled `old` spelled `new` (declarations, extensions,
    /// type annotations, calls; not strings or comments), or nil when none is.
    public static func renaming(_ old: String, to new: String, in text: String) -> String? {
        let file = Parser.parse(source: text)
        var offsets: [Int] = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, name == old { offsets.append(token.positionAfterSkippingLeadingTrivia.utf8Offset) }
        }
        guard !offsets.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        for offset in offsets.reversed() { bytes.replaceSubrange(offset..<(offset + old.utf8.count), with: Array(new.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The spaces and tabs that start the line holding `offset`.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Finds a class declaration by name, at any depth (nested classes included).
private final class ClassFinder: SyntaxVisitor {
    let name: String
    var found: ClassDeclSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func first(named name: String, in file: SourceFileSyntax) -> ClassDeclSyntax? {
        let finder = ClassFinder(name: name)
        finder.walk(file)
        return finder.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if found == nil && node.name.text == name { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
}
