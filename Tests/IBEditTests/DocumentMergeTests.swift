@testable import IBEdit
import IBXML
import Testing

/// How the merge decides, one behaviour per test, on a one-scene storyboard.
@Suite struct DocumentMergeTests {
    let base = MergeFixture.base

    @Test func keepsALabelChangeOnOneSideAndAConstraintAddedOnTheOther() throws {
        let ours = MergeFixture.edited([("text=\"Title\"", "text=\"Settings\"")])
        let theirs = MergeFixture.edited([("</constraints>", """
            <constraint firstItem="bt1-aa-bbb" firstAttribute="leading" secondItem="vw1-aa-bbb" secondAttribute="leading" constant="20" id="cn2-aa-bbb"/></constraints>
            """)])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(text.contains("text=\"Settings\""))
        #expect(text.contains("id=\"cn2-aa-bbb\""))
        #expect(text.contains("<!--Settings-->"), "Xcode's scene comments stay")
    }

    @Test func anIdlessElementBothSidesDeletedStaysDeleted() throws {
        let attributes = """
            <state key="normal" title="Go"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
            """
        let withAttributes = MergeFixture.edited([("<state key=\"normal\" title=\"Go\"/>", attributes)])
        // Both remove the attribute (and with it the list Xcode no longer writes); each edits elsewhere.
        let ours = MergeFixture.edited([("text=\"Title\"", "text=\"Settings\"")])
        let theirs = MergeFixture.edited([("constant=\"20\"", "constant=\"24\"")])
        let result = try MergeFixture.merge(withAttributes, ours, theirs)
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(!text.contains("userDefinedRuntimeAttribute"))
        #expect(text.contains("text=\"Settings\"") && text.contains("constant=\"24\""))
    }

    @Test func mergingTheSameEditOnBothSidesGivesThatEdit() throws {
        let edited = MergeFixture.edited([("text=\"Title\"", "text=\"Settings\"")])
        #expect(MergeFixture.text(try MergeFixture.merge(base, edited, edited)) == edited)
        #expect(MergeFixture.text(try MergeFixture.merge(base, base, edited)) == edited)
        #expect(MergeFixture.text(try MergeFixture.merge(base, edited, base)) == edited)
    }

    @Test func bothSidesSettingOneAttributeLeaveMarkersAroundTheStartTag() throws {
        let ours = MergeFixture.edited([("text=\"Title\"", "text=\"Ours\"")])
        let theirs = MergeFixture.edited([("text=\"Title\"", "text=\"Theirs\"")])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.bothChanged])
        #expect(result.conflicts.first?.element == "#lb1-aa-bbb")
        let indent = String(repeating: " ", count: 28)
        let expected = ["<<<<<<< ours", indent + "<label opaque=\"NO\" text=\"Ours\" id=\"lb1-aa-bbb\">", "||||||| base",
                        indent + "<label opaque=\"NO\" text=\"Title\" id=\"lb1-aa-bbb\">", "=======",
                        indent + "<label opaque=\"NO\" text=\"Theirs\" id=\"lb1-aa-bbb\">", ">>>>>>> theirs",
                        indent + "    <rect key=\"frame\" x=\"20\" y=\"60\" width=\"100\" height=\"21\"/>"]
        #expect(MergeFixture.text(result).contains(expected.joined(separator: "\n")), "only the start tag is in conflict")
    }

    @Test func aStrategyTakesThatSideInsteadOfMarkers() throws {
        let ours = MergeFixture.edited([("text=\"Title\"", "text=\"Ours\"")])
        let theirs = MergeFixture.edited([("text=\"Title\"", "text=\"Theirs\"")])
        #expect(MergeFixture.text(try MergeFixture.merge(base, ours, theirs, strategy: .theirs)).contains("text=\"Theirs\""))
        #expect(try MergeFixture.merge(base, ours, theirs, strategy: .ours).isClean)
    }

    @Test func framesBothSidesRecomputedTakeOursWithoutAsking() throws {
        let ours = MergeFixture.edited([("x=\"20\" y=\"60\"", "x=\"24\" y=\"60\"")])
        let theirs = MergeFixture.edited([("x=\"20\" y=\"60\"", "x=\"30\" y=\"60\"")])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(MergeFixture.text(result).contains("x=\"24\" y=\"60\""))
    }

    @Test func deletingWhatTheOtherSideEditedIsAConflict() throws {
        let ours = MergeFixture.edited([("text=\"Title\"", "text=\"Edited\"")])
        let theirs = MergeFixture.removing(["lb1-aa-bbb", "cn1-aa-bbb", "ot1-aa-bbb"])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.deletedAndEdited])
    }

    @Test func deletingWhatTheOtherSideLeftAloneDeletesIt() throws {
        let theirs = MergeFixture.removing(["ot1-aa-bbb"])
        let ours = MergeFixture.edited([("title=\"Go\"", "title=\"Start\"")])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(!MergeFixture.text(result).contains("ot1-aa-bbb"))
        #expect(MergeFixture.text(result).contains("title=\"Start\""))
        #expect(!MergeFixture.text(result).contains("<connections>"), "a list left empty goes with its last member")
    }

    @Test func aReferenceToWhatTheOtherSideDeletedIsAConflict() throws {
        let ours = MergeFixture.removing(["bt1-aa-bbb"])
        let theirs = MergeFixture.edited([("</connections>", "<outlet property=\"goButton\" destination=\"bt1-aa-bbb\" id=\"ot2-aa-bbb\"/></connections>")])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.danglingReference])
    }

    @Test func theHeaderTakesTheNewerToolStamps() throws {
        let ours = MergeFixture.edited([("toolsVersion=\"21701\"", "toolsVersion=\"22155\""), ("version=\"21679\"", "version=\"22131\"")])
        let theirs = MergeFixture.edited([("toolsVersion=\"21701\"", "toolsVersion=\"21754\""), ("version=\"21679\"", "version=\"21700\"")])
        let result = try MergeFixture.merge(base, ours, theirs)
        #expect(result.isClean)
        #expect(MergeFixture.text(result).contains("toolsVersion=\"22155\""))
        #expect(MergeFixture.text(result).contains("version=\"22131\""))
    }

    @Test func sequentialIdsBothSidesHandedOutForDifferentObjectsAreSeparated() throws {
        let added = { (text: String) in
            MergeFixture.edited([("</subviews>", "<label opaque=\"NO\" text=\"\(text)\" id=\"42\"/></subviews>")])
        }
        let result = try MergeFixture.merge(base, added("Ours"), added("Theirs"))
        #expect(result.isClean)
        let text = MergeFixture.text(result)
        #expect(text.contains("<label opaque=\"NO\" text=\"Ours\" id=\"42\"/>"))
        #expect(text.contains("text=\"Theirs\"") && result.notes.count == 1)
    }

    @Test func aSideThatIsNotADocumentIsRefused() {
        #expect(throws: (any Error).self) { try MergeFixture.merge(base, "<plist/>", base) }
        #expect(throws: (any Error).self) { try MergeFixture.merge(base, "<document", base) }
    }
}
