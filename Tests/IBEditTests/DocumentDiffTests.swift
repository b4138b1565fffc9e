@testable import IBEdit
import Testing

/// What `diff` reports for the edits people make, and what it costs when there are none.
@Suite struct DocumentDiffTests {
    static func changes(_ old: String, _ new: String) throws -> [DiffChange] {
        try DocumentDiff.changes(old: Array(old.utf8), oldPath: "old.storyboard", new: Array(new.utf8), newPath: "new.storyboard")
    }

    @Test func aDocumentEqualsItself() throws {
        #expect(try Self.changes(MergeFixture.base, MergeFixture.base).isEmpty)
    }

    /// An id holding a `/` makes an element's key look like another's owner; naming the change
    /// still ends (it once walked between the two forever).
    @Test func anIdWithASlashEndsTheNamingWalk() throws {
        let old = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="p/z">
                                <subviews>
                                    <view contentMode="scaleToFill" alpha="1" id="p"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        let changes = try Self.changes(old, old.replacingOccurrences(of: "alpha=\"1\"", with: "alpha=\"0.5\""))
        #expect(!changes.isEmpty)
    }

    @Test func swappingTwoSubviewsMovesOneOfThemByPosition() throws {
        let label = MergeFixture.base.range(of: "<label")!.lowerBound
        let button = MergeFixture.base.range(of: "<button")!.lowerBound
        let end = MergeFixture.base.range(of: "</subviews>")!.lowerBound
        let labelText = String(MergeFixture.base[label..<button]), buttonText = String(MergeFixture.base[button..<end])
        let swapped = MergeFixture.base.replacingCharacters(in: label..<end, with: buttonText.trimmingSuffixSpaces + "\n" + labelText)
        let moves = try Self.changes(MergeFixture.base, swapped).filter { $0.kind == .moved }
        #expect(moves.count == 1)
        #expect(moves.first.map { ["position 1", "position 2"].contains($0.old ?? "") && $0.old != $0.new } == true)
    }

    @Test func theMembersThatKeptTheirOrderAreTheLongestSuchRun() {
        #expect(KeptOrder.longest(from: ["a", "b", "c", "d", "e"], to: ["e", "a", "b", "c", "d"]) == ["a", "b", "c", "d"])
        #expect(KeptOrder.longest(from: ["a", "b", "c"], to: ["a", "b", "c"]) == ["a", "b", "c"])
        #expect(KeptOrder.longest(from: ["a", "b", "c", "d"], to: ["d", "c", "b", "a"]).count == 1)
        #expect(KeptOrder.longest(from: [String](), to: []).isEmpty)
    }

    @Test func aLongListReorderedIsDiffedWithoutAQuadraticTable() {
        let before = (0..<200_000).map(String.init)
        var after = before
        after.swapAt(10, 150_000)
        let kept = KeptOrder.longest(from: before, to: after)
        #expect(kept.count == 199_998)
    }
}

private extension String {
    var trimmingSuffixSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// The text diff in the words a reviewer uses.
@Suite struct DiffWordingTests {
    static func changes(_ old: String, _ new: String) throws -> [String] {
        try DocumentDiff.changes(old: Array(old.utf8), oldPath: "old", new: Array(new.utf8), newPath: "new").map(\.description)
    }

    @Test func aViewsOwnHeightConstraintIsWrittenAsTheDumpWritesIt() throws {
        let new = MergeFixture.edited([("<rect key=\"frame\" x=\"20\" y=\"100\" width=\"100\" height=\"30\"/>",
                                        "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"100\" height=\"30\"/>\n<constraints><constraint firstAttribute=\"height\" constant=\"34\" id=\"hc1-aa-bbb\"/></constraints>")])
        let lines = try Self.changes(MergeFixture.base, new)
        #expect(lines.count == 1, "the list that holds it is not a second change: \(lines)")
        #expect(lines.first?.contains("› Button 'Go' › Constraint Button 'Go'.height = 34") == true, "\(lines)")
    }

    @Test func aChangedConstantSaysWhichConstraint() throws {
        let lines = try Self.changes(MergeFixture.base, MergeFixture.edited([("constant=\"20\"", "constant=\"24\"")]))
        #expect(lines.first?.contains("Constraint (Label 'Title'.leading = View.leading): constant 20 → 24") == true, "\(lines)")
    }

    @Test func coloursReadAsHexAndNamedColoursAsResources() throws {
        let old = MergeFixture.base.replacingOccurrences(of: "    </scenes>\n", with: "    </scenes>\n    <resources>\n        <namedColor name=\"Accent\">\n            <color red=\"0.2\" green=\"0.4\" blue=\"0.8\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n        </namedColor>\n    </resources>\n")
        let new = old.replacingOccurrences(of: "green=\"0.4\"", with: "green=\"0.6\"").replacingOccurrences(of: "alpha=\"1\"", with: "alpha=\"0.5\"")
        let lines = try Self.changes(old, new)
        #expect(lines.count == 1 && lines[0].hasPrefix("~ Named Color 'Accent': value #3366CC → #3399CC at 50% ["), "\(lines)")
    }

    @Test func twoColoursWithOneHexAreToldApartByTheirComponents() throws {
        let old = MergeFixture.edited([("<rect key=\"frame\" x=\"20\" y=\"60\" width=\"100\" height=\"21\"/>",
                                        "<rect key=\"frame\" x=\"20\" y=\"60\" width=\"100\" height=\"21\"/>\n<color key=\"textColor\" red=\"0.2\" green=\"0.2\" blue=\"0.2\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")])
        let new = old.replacingOccurrences(of: "red=\"0.2\"", with: "red=\"0.2001\"")
        let lines = try Self.changes(old, new)
        #expect(lines.count == 1 && lines[0].contains("red=0.2 ") && lines[0].contains("red=0.2001"), "\(lines)")
    }
}
