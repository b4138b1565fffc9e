import IBXML
import Testing

/// Edits change only what they touch, and both writers show them the way Xcode would.
@Suite struct EditingTests {
    let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
        <objects>
            <label text="Old" id="a1"/>
            <view id="v1">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
        </objects>
    </document>

    """

    func element(_ tree: XMLTree, _ name: String) throws -> XMLNodeID {
        try #require(tree.descendants(of: tree.document).first { tree.isElement($0, named: name) })
    }

    @Test func changingAnAttributeRewritesOnlyThatLine() throws {
        let tree = try XMLTree.parse(source)
        try tree.setAttribute("text", to: "New \"quoted\" <text>", of: try element(tree, "label"))
        let expected = source.replacingOccurrences(of: "text=\"Old\"", with: "text=\"New &quot;quoted&quot; &lt;text&gt;\"")
        #expect(String(decoding: LosslessWriter.bytes(of: tree), as: UTF8.self) == expected)
        #expect(String(decoding: CanonicalWriter.bytes(of: tree), as: UTF8.self) == expected)
    }

    @Test func addedAttributesGoLastAndRemovedOnesDisappear() throws {
        let tree = try XMLTree.parse(source)
        let label = try element(tree, "label")
        try tree.setAttribute("textAlignment", to: "natural", of: label)
        try tree.removeAttribute("text", of: label)
        let expected = source.replacingOccurrences(of: "<label text=\"Old\" id=\"a1\"/>", with: "<label id=\"a1\" textAlignment=\"natural\"/>")
        #expect(String(decoding: LosslessWriter.bytes(of: tree), as: UTF8.self) == expected)
        #expect(String(decoding: CanonicalWriter.bytes(of: tree), as: UTF8.self) == expected)
    }

    @Test func namesAnEditAddsAreFoundByLaterReads() throws {
        let tree = try XMLTree.parse(source)
        let label = try element(tree, "label")
        #expect(tree.attribute("textAlignment", of: label) == nil)
        try tree.setAttribute("textAlignment", to: "natural", of: label)
        let color = try tree.insertElement("color", attributes: [("key", "textColor")], into: label)
        #expect(tree.attribute("textAlignment", of: label) == "natural")
        #expect(tree.isElement(color, named: "color"))
        #expect(tree.firstChildElement(of: label, named: "color") == color)
    }

    @Test func insertedElementsAreIndentedAsXcodeIndentsThem() throws {
        let tree = try XMLTree.parse(source)
        let view = try element(tree, "view")
        let color = try tree.insertElement("color", attributes: [("key", "backgroundColor"), ("white", "1"), ("alpha", "1"), ("colorSpace", "calibratedWhite")], into: view)
        let label = try element(tree, "label")
        try tree.insertElement("connections", into: label)
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
            <objects>
                <label text="Old" id="a1">
                    <connections/>
                </label>
                <view id="v1">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </view>
            </objects>
        </document>

        """
        #expect(String(decoding: LosslessWriter.bytes(of: tree), as: UTF8.self) == expected)
        #expect(String(decoding: CanonicalWriter.bytes(of: tree), as: UTF8.self) == expected)
        #expect(tree.parent(of: color) == view)
    }

    @Test func removingAnElementTakesItsLineWithIt() throws {
        let tree = try XMLTree.parse(source)
        try tree.remove(try element(tree, "label"))
        let expected = source.replacingOccurrences(of: "        <label text=\"Old\" id=\"a1\"/>\n", with: "")
        #expect(String(decoding: LosslessWriter.bytes(of: tree), as: UTF8.self) == expected)
        #expect(String(decoding: CanonicalWriter.bytes(of: tree), as: UTF8.self) == expected)
    }

    @Test func invalidEditsAreRefusedAndChangeNothing() throws {
        let tree = try XMLTree.parse(source)
        #expect(throws: XMLTree.EditError.invalidName("1bad")) { try tree.setAttribute("1bad", to: "x", of: try element(tree, "label")) }
        #expect(throws: XMLTree.EditError.notRemovable) { try tree.remove(tree.document) }
        #expect(LosslessWriter.bytes(of: tree) == Array(source.utf8))
    }
}
