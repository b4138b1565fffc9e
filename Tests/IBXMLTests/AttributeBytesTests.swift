import IBXML
import Testing

/// Attributes read straight from the bytes give exactly what the decoded strings give: numbers
/// as `Double(String)` reads them, values compared as strings compare.
@Suite struct AttributeBytesTests {
    /// The number the tree reads from `<rect x="…"/>`.
    static func read(_ text: String) throws -> Double? {
        let tree = try XMLTree.parse(#"<rect x="\#(text)"/>"#)
        return tree.number("x", of: try #require(tree.rootElement))
    }

    @Test(arguments: ["20", "0.0", "-6", "20.5", "375", "0.33333333333333331", "0.10000000149011612", "1e-3",
                      ".5", "5.", "-0", "+5", "007", "123456789012345", "1234567890123456", "0.000000000000000000000012"])
    func aNumberReadsAsDoubleReadsIt(text: String) throws {
        let expected = try #require(Double(text))
        let read = try #require(try Self.read(text))
        #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) against \(expected)")
    }

    @Test(arguments: ["", "-", "abc", "1.2.3", "12px", "YES"])
    func textThatIsNoNumberReadsAsNone(text: String) throws {
        #expect(try Self.read(text) == nil)
    }

    @Test func anEntityInTheValueIsDecodedFirst() throws {
        let tree = try XMLTree.parse(#"<rect x="&#52;2.5"/>"#)
        #expect(tree.number("x", of: try #require(tree.rootElement)) == 42.5)
    }

    @Test func manyDecimalsReadExactly() throws {
        // Seeded, so a failure names a reproducible value: up to 15 digits, up to 22 decimals.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        for _ in 0..<2_000 {
            let digits = String(next() % 1_000_000_000_000_000)
            let point = Int(next() % UInt64(digits.count + 1))
            let text = (next() % 2 == 0 ? "-" : "") + String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            let expected = try #require(Double(text))
            let read = try #require(try Self.read(text))
            #expect(read.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func aValueComparesByteForByteOrDecodedWhenItHoldsAnEntity() throws {
        let tree = try XMLTree.parse(#"<objects><rect key="frame" x="1"/><rect key="bounds"/><string key="a&amp;b"/></objects>"#)
        let root = try #require(tree.rootElement)
        let frame = try #require(tree.firstChildElement(of: root, named: "rect", where: "key", is: "frame"))
        #expect(tree.attribute("x", of: frame) == "1")
        #expect(tree.firstChildElement(of: root, named: "rect", where: "key", is: "fram") == nil)
        #expect(tree.firstChildElement(of: root, named: "string", where: "key", is: "a&b") != nil)
        #expect(!tree.attribute("key", of: frame, is: "frames") && !tree.attribute("missing", of: frame, is: ""))
    }
}
