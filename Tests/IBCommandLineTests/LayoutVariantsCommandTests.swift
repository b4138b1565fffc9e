import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `check --layout`, `layout: true`, and `render --layout` / `--content-size` as a user runs them:
/// a German translation that cuts a label, found once, in JSON with its configurations, and
/// drawn in the configuration it is cut in.
@Suite struct LayoutVariantsCommandTests {
    typealias Captured = CommandLineTests.Captured

    /// A folder with `Base.lproj/Card.xib` (a 100-point label "Settings") and a German translation
    /// that does not fit; returns its path.
    static func cardFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-variants-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label text="Settings" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="20" width="100" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            <constraints><constraint firstAttribute="width" constant="100" id="w1"/></constraints></label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """#
        try xib.write(toFile: folder + "/Base.lproj/Card.xib", atomically: true, encoding: .utf8)
        try "\"title.text\" = \"Einstellungen speichern\";\n".write(toFile: folder + "/de.lproj/Card.strings", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func checkLayoutFindsTheGermanCutOnceWithItsConfigurationsInJSON() throws {
        let folder = try Self.cardFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = CheckAction.Options()
        options.paths = [folder]
        options.reporter = .json
        options.allDocuments = true
        let plain = Captured()
        _ = CheckAction.run(options, console: plain.console)
        #expect(!plain.stdout.contains("text-truncated"), "the layout rules are opt-in")
        options.layout = true
        let captured = Captured()
        _ = CheckAction.run(options, console: captured.console)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [[String: Any]])
        let cut = findings.filter { $0["ruleID"] as? String == "text-truncated" }
        #expect(cut.count == 1)
        let finding = try #require(cut.first)
        #expect(finding["severity"] as? String == "warning", "a real translation is a warning; the pseudo-language alone would be a note")
        #expect((finding["message"] as? String)?.contains("'Settings' is truncated") == true)
        #expect((finding["message"] as? String)?.contains("in German (de) as 'Einstellungen speichern'") == true)
        let configurations = try #require(finding["configurations"] as? [[String: String]])
        #expect(configurations.first == ["device": "document", "language": "de", "contentSizeCategory": "large"])
        #expect(!configurations.contains { $0["language"] == "base" }, "the canvas shows \"Settings\" whole")
    }

    @Test func layoutTrueInTheConfigurationTurnsTheRulesOn() throws {
        let folder = try Self.cardFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "layout: true\nall_documents: true\n".write(toFile: folder + "/.ibkit.yml", atomically: true, encoding: .utf8)
        var options = CheckAction.Options()
        options.paths = [folder]
        options.configurationPath = folder + "/.ibkit.yml"
        let captured = Captured()
        _ = CheckAction.run(options, console: captured.console)
        #expect(captured.stdout.contains("Card.xib:7:"), Comment(rawValue: captured.stdout))
        #expect(captured.stdout.contains("[text-truncated]"))
    }

    @Test func renderDrawsAConfigurationAndThePageLinksEachFindingToItsDrawing() throws {
        let folder = try Self.cardFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/out"
        let drawn = Captured()
        #expect(RenderAction.run(paths: [folder + "/Base.lproj/Card.xib"], output: output, device: nil, scene: nil, format: "svg", dark: false,
                                 language: "de", contentSize: "AX5", console: drawn.console) == 0)
        let svg = try String(contentsOfFile: output + "/Card-root.svg", encoding: .utf8)
        #expect(svg.contains("Einstellu"), "drawn in German, cut as UILabel cuts it")
        #expect(!svg.contains("font-size=\"53\""), "Body is 53 points at AX5, but this label does not adjust its font")
        let page = Captured()
        #expect(RenderAction.run(paths: [folder + "/Base.lproj/Card.xib"], output: output, device: nil, scene: nil, format: "html", dark: false,
                                 layout: true, console: page.console) == 0)
        let html = try String(contentsOfFile: output + "/Card.html", encoding: .utf8)
        #expect(html.contains("<a href=\"Card@de-document-large-root.svg\">line 7:"))
        #expect(FileManager.default.fileExists(atPath: output + "/Card@de-document-large-root.svg"))
    }

    @Test func anUnknownTextSizeIsAnErrorThatListsTheKnownOnes() {
        let captured = Captured()
        #expect(LayoutAction.run(paths: [Corpus.examples.path], device: nil, contentSize: "huge", json: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("unknown content size 'huge'; known: extra-small"))
        let render = Captured()
        #expect(RenderAction.run(paths: [Corpus.examples.path], output: "/tmp/unused", device: nil, scene: nil, format: "svg", dark: false,
                                 layout: true, console: render.console) == 1)
        #expect(render.stderr.contains("--layout lists its findings on the html page"))
        let mixed = Captured()
        #expect(RenderAction.run(paths: [Corpus.examples.path], output: "/tmp/unused", device: nil, scene: nil, format: "html", dark: false,
                                 language: "pseudo", layout: true, console: mixed.console) == 1)
        #expect(mixed.stderr.contains("leave out --device, --language and --content-size"))
    }
}
