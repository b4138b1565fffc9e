import Foundation
import IBDocument
import IBFoundation
import IBLocalization
import Testing

/// `ibkit strings`: what ibtool exports for translation, and the translations checked against it.
@Suite struct StringsExportTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="sc1">
                <objects>
                    <viewController title="Welcome" id="vc1" sceneMemberID="viewController">
                        <view key="view" id="vw1">
                            <subviews>
                                <label text="Hello &quot;you&quot;" id="lb1"/>
                                <button id="bt1">
                                    <state key="normal" title="Sign in"/>
                                    <state key="highlighted" title="Signing in"/>
                                </button>
                                <segmentedControl id="sg1">
                                    <segments>
                                        <segment title="Day"/>
                                        <segment title="Week"/>
                                    </segments>
                                </segmentedControl>
                                <textField placeholder="Email" id="tf1">
                                    <accessibility key="accessibilityConfiguration" label="Email address"/>
                                </textField>
                                <label id="lb2">
                                    <string key="text">Two
    lines</string>
                                </label>
                                <label text="" id="lb3"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-strings-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try storyboard.write(to: folder.appendingPathComponent("Base.lproj/Login.storyboard"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func everyLocalizablePropertyIsExportedSortedByKeyWithItsClassInTheComment() throws {
        let document = try Document.load(contentsOf: Self.folder().appendingPathComponent("Base.lproj/Login.storyboard").path)
        let keys = LocalizableString.all(in: document).map(\.key)
        #expect(keys == ["bt1.highlightedTitle", "bt1.normalTitle", "lb1.text", "lb2.text", "sg1.segmentTitles[0]", "sg1.segmentTitles[1]",
                         "tf1.accessibilityLabel", "tf1.placeholder", "vc1.title"])
        let text = StringsExport.text(for: document)
        #expect(text.hasPrefix("\n/* Class = \"UIButton\"; highlightedTitle = \"Signing in\"; ObjectID = \"bt1\"; */\n\"bt1.highlightedTitle\" = \"Signing in\";\n"))
        #expect(text.contains("\"lb1.text\" = \"Hello \\\"you\\\"\";"))
        #expect(text.contains("\"lb2.text\" = \"Two\\nlines\";"))
        #expect(!text.contains("lb3"), "an empty text is not exported")
    }

    @Test func theExportParsesBackToTheSameKeysAndValues() throws {
        let document = try Document.load(contentsOf: Self.folder().appendingPathComponent("Base.lproj/Login.storyboard").path)
        let parsed = try StringsFile(data: Data(StringsExport.text(for: document).utf8), path: "Login.strings")
        #expect(parsed.entries.map(\.key) == LocalizableString.all(in: document).map(\.key))
        #expect(parsed.entries.map(\.value) == LocalizableString.all(in: document).map(\.value))
    }

    @Test func stringsFilesInUTF16WithCommentsAndEscapesAreRead() throws {
        let text = "/* c */\n// line\n\"a.text\" = \"x\\\"y\\n\";\nbare = \"z\";\n"
        var data = Data([0xFF, 0xFE])
        data.append(text.data(using: .utf16LittleEndian) ?? Data())
        let file = try StringsFile(data: data, path: "de.lproj/X.strings")
        #expect(file.entries.map(\.key) == ["a.text", "bare"])
        #expect(file.entries.first?.value == "x\"y\n")
        #expect(file.entries.first?.location.line == 3)
    }

    @Test func aBrokenStringsFileIsAnErrorAtTheBreak() {
        #expect {
            try StringsFile(data: Data("\"a\" = \"b\"\n\"c\" = ".utf8), path: "X.strings")
        } throws: { error in
            (error as? DocumentError)?.description == "X.strings:2:1: error: expected ';'"
        }
    }

    @Test func missingKeysAreReportedAtTheDocumentAndStaleOnesAtTheirLine() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let german = LocalizableStringsFixture.german
        try german.write(to: folder.appendingPathComponent("de.lproj/Login.strings"), atomically: true, encoding: .utf8)
        let document = try Document.load(contentsOf: folder.appendingPathComponent("Base.lproj/Login.storyboard").path)
        let check = StringsCheck(document: document)
        #expect(check.translations.count == 1)
        let findings = check.diagnostics(for: document)
        let missing = findings.filter { $0.ruleID == "strings-missing" }
        #expect(missing.map(\.location.line) == [12, 21, 20], "highlightedTitle, the accessibility label and the placeholder")
        #expect(missing.first?.message == "UIButton highlightedTitle \"Signing in\" (bt1.highlightedTitle) has no translation in de")
        let stale = findings.filter { $0.ruleID == "strings-stale" }
        #expect(stale.map(\.location.line) == [8])
        #expect(stale.first?.location.file.hasSuffix("de.lproj/Login.strings") == true)
    }
}

/// A German translation that lacks three keys and keeps one for a deleted label.
enum LocalizableStringsFixture {
    static let german = """
    "bt1.normalTitle" = "Anmelden";
    "lb1.text" = "Hallo";
    "lb2.text" = "Zwei\\nZeilen";
    "sg1.segmentTitles[0]" = "Tag";
    "sg1.segmentTitles[1]" = "Woche";
    "vc1.title" = "Willkommen";
    /* a label that was deleted */
    "old-lb.text" = "Alt";

    """
}
