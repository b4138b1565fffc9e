import IBFoundation
import IBXML
import Testing

/// Bad input gets one clear error at the offending position — never a crash, never a hang.
@Suite struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, Array(text.utf8), line, column, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case("empty file", "", 1, 1, "empty file"),
        Case("only whitespace", "  \n ", 2, 2, "no root element"),
        Case("truncated inside an element", "<document>\n  <scenes>\n", 3, 1, "<scenes> opened at 2:3 is not closed"),
        Case("truncated inside a tag", "<document>\n  <view id=\"a", 2, 12, "unterminated value of attribute 'id'"),
        Case("truncated after <", "<document><", 1, 11, "unexpected end of file after '<'"),
        Case("mismatched end tag", "<a>\n <b></a>", 2, 5, "end tag </a> does not match <b> opened at 2:2"),
        Case("end tag without start", "<a/></b>", 1, 5, "end tag </b> has no matching start tag"),
        Case("DOCTYPE refused", "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<x/>", 2, 1, "DOCTYPE declarations are refused"),
        Case("billion laughs refused at the DOCTYPE",
             "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]><lolz>&lol2;</lolz>", 1, 1, "DOCTYPE declarations are refused"),
        Case("external entity refused", "<!DOCTYPE x SYSTEM \"http://example.com/x.dtd\"><x/>", 1, 1, "DOCTYPE declarations are refused"),
        Case("ENTITY outside DOCTYPE", "<x><!ENTITY a \"b\"></x>", 1, 4, "ENTITY declarations are refused"),
        Case("undefined entity", "<x title=\"&nbsp;\"/>", 1, 11, "undefined entity '&nbsp;'"),
        Case("bare ampersand", "<x>a & b</x>", 1, 6, "'&' must start an entity reference"),
        Case("invalid character reference", "<x>&#0;</x>", 1, 4, "invalid character reference '&#0;'"),
        Case("UTF-16 file", [0xFF, 0xFE, 0x3C, 0x00, 0x78, 0x00], 1, 1, "UTF-16 encoded file"),
        Case("binary plist", Array("bplist00".utf8) + [0, 1, 2], 1, 1, "binary property list"),
        Case("compiled nib archive", Array("NIBArchive".utf8) + [1, 0, 0, 0], 1, 1, "compiled nib archive"),
        Case("NUL byte", [0x3C, 0x78, 0x3E, 0x00, 0x3C, 0x2F, 0x78, 0x3E], 1, 4, "NUL byte"),
        Case("invalid UTF-8", [0x3C, 0x78, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x78, 0x3E], 1, 4, "invalid UTF-8 byte 0xC3"),
        Case("declared non-UTF-8 encoding", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><x/>", 1, 7, "declares encoding 'iso-8859-1'"),
        Case("unquoted attribute", "<x a=b/>", 1, 6, "expected a quoted value for attribute 'a'"),
        Case("duplicate attribute", "<x a=\"1\" a=\"2\"/>", 1, 10, "attribute 'a' appears twice"),
        Case("< in attribute", "<x a=\"<\"/>", 1, 7, "'<' is not allowed in an attribute value"),
        Case("missing space between attributes", "<x a=\"1\"b=\"2\"/>", 1, 9, "expected white space before the attribute"),
        Case("text after the root", "<x/>\nhello", 2, 1, "text after the root element"),
        Case("two roots", "<x/><y/>", 1, 5, "a second root element"),
        Case("unterminated comment", "<x><!-- no end</x>", 1, 4, "unterminated comment"),
        Case("double dash in comment", "<x><!-- a -- b --></x>", 1, 11, "'--' is not allowed inside a comment"),
        Case("XML declaration not first", "\n<?xml version=\"1.0\"?><x/>", 2, 1, "the XML declaration is allowed only at the very start"),
        Case("element name expected", "<x>< y/></x>", 1, 5, "expected element name"),
        Case("control character", "<x>\u{01}</x>", 1, 4, "control character U+0001"),
    ]

    @Test(arguments: cases)
    func reportsOneErrorAtThePosition(_ input: Case) {
        #expect {
            _ = try XMLTree.parse(input.bytes, path: "bad.xib")
        } throws: { error in
            guard let error = error as? DocumentError else { return false }
            #expect(error.location.file == "bad.xib")
            #expect(error.location.line == input.line, "\(error)")
            #expect(error.location.column == input.column, "\(error)")
            #expect(error.message.contains(input.message), "\(error)")
            #expect(error.description.hasPrefix("bad.xib:\(input.line):\(input.column): error: "))
            return true
        }
    }

    @Test func nestingBeyondTheLimitIsAnErrorNotAStackOverflow() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(throws: DocumentError.self) { try XMLTree.parse(text, path: "deep.xib") }
        let limited = XMLParseOptions(maxDepth: 10, maxFileSize: 1 << 20)
        #expect(throws: DocumentError.self) { try XMLTree.parse(String(repeating: "<a>", count: 11) + String(repeating: "</a>", count: 11), options: limited) }
        #expect(throws: Never.self) { try XMLTree.parse(String(repeating: "<a>", count: 10) + String(repeating: "</a>", count: 10), options: limited) }
    }

    @Test func filesOverTheSizeLimitAreRefusedBeforeParsing() throws {
        let options = XMLParseOptions(maxDepth: 256, maxFileSize: 16)
        let error = try #require(throws: DocumentError.self) { try XMLTree.parse(String(repeating: " ", count: 17) + "<x/>", options: options) }
        #expect(error.message.contains("over the 16-byte limit"))
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let pieces = Array("<x a=\"1\"></x><!-- --><![CDATA[ ]]>&amp;&#10;<?pi?>\n \"'=/>".utf8)
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<length).map { _ in Bool.random(using: &generator) ? pieces.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator) }
            _ = try? XMLTree.parse(bytes, path: "random")
        }
    }
}

/// Inputs shaped to make a parser slow stay linear.
@Suite struct HostileShapeTests {
    @Test func anElementWithSixtyThousandAttributesParses() throws {
        let attributes = (0..<60_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let tree = try XMLTree.parse("<x \(attributes)/>")
        #expect(tree.attributes(of: try #require(tree.rootElement)).count == 60_000)
    }

    @Test func aDuplicateFarDownALongAttributeListIsFound() {
        let attributes = (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        #expect(throws: DocumentError.self) { try XMLTree.parse("<x \(attributes) a3=\"again\"/>") }
    }
}

extension HostileShapeTests {
    @Test func moreDistinctNamesThanTheTableHoldsIsAnError() throws {
        let attributes = (0..<70_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let error = try #require(throws: DocumentError.self) { try XMLTree.parse("<x \(attributes)/>") }
        #expect(error.message.contains("distinct names"))
    }
}
