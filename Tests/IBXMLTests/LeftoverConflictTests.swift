import IBFoundation
import IBXML
import Testing

/// Documents a merge left with markers, and line ends as XML reads them.
@Suite struct LeftoverConflictTests {
    static let conflicted = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
    <<<<<<< main
            <scene sceneID="a"/>
    ||||||| base
    =======
            <scene sceneID="b"/>
    >>>>>>> feature
        </scenes>
    </document>
    """

    @Test func markersLeftByAMergeAreReportedAsAnUnresolvedConflictAtTheirLine() {
        #expect(throws: DocumentError.self) { try XMLTree.parse(Self.conflicted, path: "Main.storyboard") }
        do {
            _ = try XMLTree.parse(Self.conflicted, path: "Main.storyboard")
        } catch {
            #expect(error.location == SourceLocation(file: "Main.storyboard", line: 4, column: 1))
            #expect(error.message.hasPrefix("unresolved merge conflict at line 4"))
        }
    }

    @Test func aTagThatMerelyStartsWithAngleBracketsIsStillAnXMLError() {
        do {
            _ = try XMLTree.parse("<document>\n  <<a/>\n</document>", path: "x.xib")
            Issue.record("must not parse")
        } catch {
            #expect(!error.message.contains("merge conflict"))
        }
    }

    @Test func carriageReturnsInTextReadAsXMLReadsThemAndOnlyAReferenceKeepsOne() throws {
        let tree = try XMLTree.parse("<document><string key=\"text\">one\r\ntwo\rthree&#13;four</string></document>", path: "x.xib")
        let string = try #require(tree.rootElement.flatMap { tree.firstChildElement(of: $0, named: "string") })
        #expect(tree.text(of: string) == "one\ntwo\nthree\rfour")
        let written = String(decoding: CanonicalWriter.bytes(of: tree), as: UTF8.self)
        #expect(written.contains("one\ntwo\nthree&#13;four"), "the reference survives a rewrite; the line ends do not come back")
    }
}
