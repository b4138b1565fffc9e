import IBTestSupport
import IBXML
import Testing

/// What the tree keeps and where it says things are.
@Suite struct TreeTests {
    let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="x" version="3.0">
        <!--Login-->
        <objects>
            <label text="Hi &amp; bye" id="a1"/>
            <string key="text"> </string>
            <string key="note">line one
    line two</string>
            <data><![CDATA[<raw>]]></data>
        </objects>
    </document>

    """

    @Test func writingAnUnmodifiedTreeReproducesTheInput() throws {
        let tree = try XMLTree.parse(source)
        #expect(LosslessWriter.bytes(of: tree) == Array(source.utf8))
    }

    @Test func attributesKeepTheirOrderAndDecodeEntities() throws {
        let tree = try XMLTree.parse(source)
        let label = try #require(tree.descendants(of: tree.document).first { tree.isElement($0, named: "label") })
        #expect(tree.attributes(of: label).map { tree.name(of: $0) } == ["text", "id"])
        #expect(tree.attribute("text", of: label) == "Hi & bye")
    }

    @Test func everyNodeKnowsItsLineAndColumn() throws {
        let tree = try XMLTree.parse(source)
        let label = try #require(tree.descendants(of: tree.document).first { tree.isElement($0, named: "label") })
        #expect(tree.location(of: label).line == 5)
        #expect(tree.location(of: label).column == 9)
        let id = try #require(tree.attributeID("id", of: label))
        #expect(tree.location(of: id).line == 5)
        #expect(tree.location(of: id).column == 40)
        let range = try #require(tree.byteRange(of: label))
        #expect(String(decoding: tree.bytes[range], as: UTF8.self) == "<label text=\"Hi &amp; bye\" id=\"a1\"/>")
    }

    @Test func whitespaceThatIsAnElementsWholeContentIsText() throws {
        let tree = try XMLTree.parse(source)
        let strings = tree.descendants(of: tree.document).filter { tree.isElement($0, named: "string") }
        #expect(tree.text(of: strings[0]) == " ")
        #expect(tree.text(of: strings[1]) == "line one\nline two")
    }

    @Test func commentsCDATAAndProcessingInstructionsAreNodes() throws {
        let tree = try XMLTree.parse(source)
        let all = tree.descendants(of: tree.document)
        #expect(all.contains { tree.kind(of: $0) == .comment && tree.text(of: $0) == "Login" })
        #expect(all.contains { tree.kind(of: $0) == .cdata && tree.text(of: $0) == "<raw>" })
        let declaration = try #require(tree.firstChild(of: tree.document))
        #expect(tree.kind(of: declaration) == .processingInstruction)
        #expect(tree.name(of: declaration) == "xml")
    }

    @Test func whitespaceBetweenMarkupIsTriviaNotNodes() throws {
        let tree = try XMLTree.parse("<a>\n    <b/>\n</a>")
        let root = try #require(tree.rootElement)
        #expect(Array(tree.children(of: root)).count == 1)
    }

    @Test func attributeValuesAreNormalizedAsXMLRequires() throws {
        let tree = try XMLTree.parse("<a title=\"one\ntwo&#10;three\tfour\"/>")
        #expect(tree.attribute("title", of: try #require(tree.rootElement)) == "one two\nthree four")
    }

    @Test func aByteOrderMarkIsKept() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a/>\n".utf8)
        let tree = try XMLTree.parse(bytes, path: "bom.xib")
        #expect(LosslessWriter.bytes(of: tree) == bytes)
        #expect(CanonicalWriter.bytes(of: tree) == bytes)
    }
}

/// The bundled examples are written exactly as Xcode writes documents.
@Suite struct ExampleFormattingTests {
    @Test(arguments: ["SeedApp/Base.lproj/Main.storyboard", "SeedApp/Base.lproj/Settings.storyboard", "SeedApp/Views/ProfileCardView.xib"])
    func examplesAreInXcodesFormat(_ path: String) throws {
        let bytes = Corpus.bytes(Corpus.examples.appendingPathComponent(path))
        let tree = try XMLTree.parse(bytes, path: path)
        #expect(CanonicalWriter.bytes(of: tree) == bytes)
    }
}
