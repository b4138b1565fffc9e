import IBTargets
import Testing

/// The old-style property lists Xcode writes `project.pbxproj` in, and the damage merges leave.
@Suite struct PropertyListParserTests {
    static func parse(_ text: String) throws(PropertyListError) -> PropertyList { try PropertyListParser.parse(Array(text.utf8)) }

    static func failure(_ text: String) -> PropertyListError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func readsDictionariesArraysStringsAndDataWithTheirPositions() throws {
        let list = try Self.parse("""
        // !$*UTF8*$!
        {
        \tname = "My App"; /* a comment */
        \tfiles = (a.swift, "b c.swift", );
        \tbytes = <0fbd 77>;
        \tnested = { path = Sources/App; };
        }
        """)
        #expect(list["name"]?.string == "My App")
        #expect(list["files"]?.strings == ["a.swift", "b c.swift"])
        #expect(list["bytes"]?.value == .data([0x0F, 0xBD, 0x77]))
        #expect(list["nested"]?["path"]?.string == "Sources/App")
        #expect(list["nested"]?.line == 6)
        #expect(list["files"]?.array?.last?.column == 20)
        #expect(list.keys == ["name", "files", "bytes", "nested"])
    }

    @Test func decodesEscapesAsXcodeWritesThem() throws {
        let list = try Self.parse(#"{ a = "line\nnext \"quoted\" back\\slash \U00e9 \101"; }"#)
        #expect(list["a"]?.string == "line\nnext \"quoted\" back\\slash é A")
    }

    @Test(arguments: [
        ("{\n\ta = b\n\tc = d;\n}", 3, 2, "expected ';' after the value of 'a', found 'c'"),
        ("{\n\ta = b;\n<<<<<<< HEAD\n\tc = d;\n=======\n}", 3, 1, "merge conflict marker: resolve the conflict in this file first"),
        ("{\n\ta = \"open;\n}", 2, 6, "unterminated string: no closing quote before the end of the file"),
        ("{ a = (b, c; }", 1, 12, "expected ',' or ')' in an array, found ';'"),
        ("{ a = b; ", 1, 10, "unexpected end of file: a dictionary is not closed with '}'"),
        ("{ a = b; } extra", 1, 12, "unexpected text after the property list"),
        ("{ a = \u{0}; }", 1, 7, "unexpected NUL byte: this is not a text property list"),
        ("", 1, 1, "the file is empty"),
        ("{ a = b; } /* open", 1, 12, "unterminated comment: no '*/' before the end of the file"),
    ])
    func damageIsOneErrorAtItsLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let error = Self.failure(text)
        #expect(error?.message == message)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    @Test func nestingPastTheLimitIsRefusedNotOverflowed() {
        let deep = String(repeating: "(", count: 10_000)
        #expect(Self.failure(deep)?.message == "nesting deeper than \(PropertyListParser.maximumDepth) levels")
    }

    @Test func xmlListsAreReadThroughFoundation() throws {
        let list = try Self.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>objects</key><dict/><key>rootObject</key><string>R</string></dict></plist>
        """)
        #expect(list["rootObject"]?.string == "R")
    }
}
