import IBFoundation
@testable import IBEdit
import IBXML
import Testing

/// What a person resolving a merge reads: conflicts placed at their markers in the merged file,
/// the sides called by their branch names, and what each side's edit was.
@Suite struct ConflictExplanationTests {
    static let base = MergeFixture.base

    static func merge(_ ours: String, _ theirs: String) throws -> MergeResult {
        try DocumentMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8),
                                paths: (base: "base", ours: "Main.storyboard", theirs: ".merge_file_AbC123"),
                                labels: (ours: "main", base: "base", theirs: "feature"))
    }

    @Test func eachConflictPointsAtItsMarkersInTheMergedFile() throws {
        let ours = MergeFixture.edited([("title=\"Settings\"", "title=\"Options\""), ("text=\"Title\"", "text=\"Name\"")])
        let theirs = MergeFixture.edited([("title=\"Settings\"", "title=\"Preferences\"")])
            .replacingOccurrences(of: "<label opaque=\"NO\" text=\"Title\" id=\"lb1-aa-bbb\">\n                                <rect key=\"frame\" x=\"20\" y=\"60\" width=\"100\" height=\"21\"/>\n                            </label>\n", with: "")
        let result = try Self.merge(ours, theirs)
        let lines = MergeFixture.text(result).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.conflicts.count == 2)
        for conflict in result.conflicts {
            let location = try #require(conflict.location)
            #expect(location.file == "Main.storyboard", "named by --path, never git's temporary file")
            #expect(lines[location.line - 1].hasPrefix("<<<<<<< main"), "line \(location.line) holds the markers")
        }
    }

    @Test func messagesNameTheBranchesAndSayWhatEachSideDid() throws {
        let ours = MergeFixture.removing(["lb1-aa-bbb", "cn1-aa-bbb", "ot1-aa-bbb"])
        let theirs = MergeFixture.edited([("text=\"Title\"", "text=\"Heading\"")])
        let result = try Self.merge(ours, theirs)
        let message = try #require(result.conflicts.first?.message)
        #expect(message == "main deleted it (with its 1 constraint, 1 outlet); feature set text to \"Heading\"")
        #expect(MergeFixture.text(result).contains(">>>>>>> feature"))
    }

    @Test func attributeClashesNameTheBranches() throws {
        let result = try Self.merge(MergeFixture.edited([("title=\"Settings\"", "title=\"Options\"")]),
                                    MergeFixture.edited([("title=\"Settings\"", "title=\"Preferences\"")]))
        #expect(result.conflicts.map(\.message) == ["main set title to \"Options\", feature to \"Preferences\" (base: \"Settings\")"])
    }

    @Test func namedColorsBothSidesAddEndInXcodesOrder() throws {
        let withResources = { (colors: [String]) in
            MergeFixture.base.replacingOccurrences(of: "    </scenes>\n", with: "    </scenes>\n    <resources>\n" + colors.map {
                "        <namedColor name=\"\($0)\">\n            <color red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n        </namedColor>\n"
            }.joined() + "    </resources>\n")
        }
        let base = withResources(["Accent"])
        let ours = withResources(["Accent", "Warning"]), theirs = withResources(["Accent", "Background"])
        let result = try DocumentMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        #expect(result.isClean)
        let names = MergeFixture.text(result).components(separatedBy: "<namedColor name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(names == ["Accent", "Background", "Warning"])
        #expect(try DocumentFormatter.format(result.bytes, path: "merged") == .unchanged, "format --check has nothing to say")
    }

    @Test func formatPutsResourcesInXcodesOrderAndCheckFlagsThem() throws {
        let unsorted = MergeFixture.base.replacingOccurrences(of: "    </scenes>\n", with: """
            </scenes>
            <resources>
                <namedColor name="Warning">
                    <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <image name="logo" width="10" height="10"/>
                <namedColor name="Accent">
                    <color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>

        """)
        guard case .formatted(let bytes) = try DocumentFormatter.format(Array(unsorted.utf8), path: "Main.storyboard") else {
            Issue.record("unsorted resources are not in Xcode's format")
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let order = ["<image name=\"logo\"", "<namedColor name=\"Accent\"", "<namedColor name=\"Warning\""].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "image, then named colours by name")
        #expect(try DocumentFormatter.format(bytes, path: "Main.storyboard") == .unchanged, "and formatting again changes nothing")
    }

    @Test func aCRLFDocumentIsWrittenWithLineFeedsEvenInsideMultiLineText() throws {
        let crlf = MergeFixture.edited([("text=\"Title\"", "text=\"Title\"")]).replacingOccurrences(of: "<label opaque=\"NO\" text=\"Title\" id=\"lb1-aa-bbb\">", with: "<label opaque=\"NO\" id=\"lb1-aa-bbb\">\n<string key=\"text\">one\ntwo</string>")
            .replacingOccurrences(of: "\n", with: "\r\n")
        guard case .formatted(let bytes) = try DocumentFormatter.format(Array(crlf.utf8), path: "Main.storyboard") else {
            Issue.record("a CR LF document is not in Xcode's format")
            return
        }
        #expect(!bytes.contains(0x0D), "no carriage return left, not even in the label's two lines")
        #expect(String(decoding: bytes, as: UTF8.self).contains(">one\ntwo</string>"))
    }
}
