import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit render`: one SVG per scene in the output folder, a scene by id, bad input.
@Suite struct RenderCommandTests {
    typealias Captured = CommandLineTests.Captured
    var main: String { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard").path }
    var settings: String { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path }

    func outputFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-render-\(UUID().uuidString)").path
    }

    @Test func eachSceneIsOneSVGFileNamedAfterItsControllerBesideTheMap() throws {
        let output = outputFolder()
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: output, device: nil, scene: nil, format: "svg", dark: false, console: captured.console) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        // One drawing per scene, and the storyboard's map.
        #expect(files == ["Settings-map.svg", "Settings-set-vc-001.svg"])
        let svg = try String(contentsOfFile: output + "/Settings-set-vc-001.svg", encoding: .utf8)
        #expect(svg.contains(#"data-id="set-sw-001""#))
        #expect(captured.stdout.contains("Settings-set-vc-001.svg"))
    }

    @Test func aLanguageIsDrawnWithItsTranslationOrThePseudoLanguage() throws {
        let folder = outputFolder(), output = outputFolder()
        defer { for path in [folder, output] { try? FileManager.default.removeItem(atPath: path) } }
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="Settings" id="title"><rect key="frame" x="20" y="20" width="200" height="21"/></label>
                    </subviews>
                </view>
            </objects>
        </document>
        """#
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try xib.write(toFile: folder + "/Base.lproj/Card.xib", atomically: true, encoding: .utf8)
        try "\"title.text\" = \"Einstellungen\";\n".write(toFile: folder + "/de.lproj/Card.strings", atomically: true, encoding: .utf8)
        for (language, drawn) in [("de", ">Einstellungen<"), ("pseudo", ">SettingsSett<")] {
            let captured = Captured()
            #expect(RenderAction.run(paths: [folder + "/Base.lproj/Card.xib"], output: output, device: nil, scene: nil, format: "svg", dark: false,
                                     language: language, console: captured.console) == 0)
            #expect(try String(contentsOfFile: output + "/Card-root.svg", encoding: .utf8).contains(drawn), "\(language)")
        }
        let captured = Captured()
        #expect(RenderAction.run(paths: [folder + "/Base.lproj/Card.xib"], output: output, device: nil, scene: nil, format: "svg", dark: false,
                                 language: "fr", console: captured.console) == 1)
        #expect(captured.stderr.contains("Card.xib:1:1: error: no translation in 'fr' beside the document (it has: de)"))
    }

    @Test func picturesComeFromTheDocumentsProjectAndFromFoldersGiven() throws {
        let project = outputFolder(), extra = outputFolder()
        defer { for folder in [project, extra] { try? FileManager.default.removeItem(atPath: folder) } }
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFit" image="logo" id="a"><rect key="frame" x="0" y="0" width="50" height="50"/></imageView>
                        <imageView contentMode="scaleAspectFit" image="shared" id="b"><rect key="frame" x="50" y="0" width="50" height="50"/></imageView>
                    </subviews>
                </view>
            </objects>
        </document>
        """#
        let png = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAD0lEQVR4nGNgaGAAIQgFAA4OAgFhGn2EAAAAAElFTkSuQmCC")!)
        let files = ["\(project)/App.xcodeproj/project.pbxproj": Array("// !$*UTF8*$!".utf8), "\(project)/App/Views/Card.xib": Array(xib.utf8),
                     "\(project)/App/Assets.xcassets/logo.imageset/Contents.json": Array(#"{"images":[{"idiom":"universal","filename":"logo.png"}]}"#.utf8),
                     "\(project)/App/Assets.xcassets/logo.imageset/logo.png": png, "\(extra)/shared@2x.png": png]
        for (path, bytes) in files {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let output = outputFolder()
        #expect(RenderAction.run(paths: ["\(project)/App/Views/Card.xib"], output: output, device: nil, scene: nil, format: "svg", dark: false,
                                 console: Captured().console) == 0)
        let alone = try String(contentsOfFile: output + "/Card-root.svg", encoding: .utf8)
        // The catalog two folders up, in the Xcode project's folder, is found; the other picture is not.
        #expect(alone.contains(#"data-image="logo""#) && !alone.contains(#"data-image="shared""#) && alone.contains(">shared</text>"))
        #expect(RenderAction.run(paths: ["\(project)/App/Views/Card.xib"], output: output, device: nil, scene: nil, format: "svg", dark: false,
                                 imageFolders: [extra], console: Captured().console) == 0)
        let both = try String(contentsOfFile: output + "/Card-root.svg", encoding: .utf8)
        #expect(both.contains(#"data-image="logo""#) && both.contains(#"data-image="shared""#))
    }

    @Test func documentsDrawnInParallelAreListedInTheirOrder() throws {
        let output = outputFolder()
        let captured = Captured()
        let folder = Corpus.examples.appendingPathComponent("SeedApp").path
        #expect(RenderAction.run(paths: [folder], output: output, device: nil, scene: nil, format: "svg", dark: false, console: captured.console) == 0)
        // Each document's files together, the documents in the order they were found.
        let stems = captured.stdout.split(separator: "\n").map { line in
            String((line.split(separator: "/").last ?? "").split(separator: "-").first ?? "")
        }
        var order: [String] = []
        for stem in stems where order.last != stem { order.append(stem) }
        #expect(order == ["Dashboard", "Main", "Settings", "BadgeView", "ProfileCardView"], "\(captured.stdout)")
    }

    @Test func sceneChoosesOneDrawingAndAnUnknownOneIsAnError() throws {
        let output = outputFolder()
        #expect(RenderAction.run(paths: [main], output: output, device: nil, scene: "aaa-vc-001", format: "svg", dark: false, console: Captured().console) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Main-aaa-vc-001.svg"])
        let captured = Captured()
        #expect(RenderAction.run(paths: [main], output: outputFolder(), device: nil, scene: "nope", format: "svg", dark: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("no scene or root view 'nope'"))
    }

    @Test func pngIsTheDrawingRasterisedAtItsSize() throws {
        let output = outputFolder()
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: output, device: nil, scene: "set-vc-001", format: "png", dark: false, console: captured.console) == 0,
                "\(captured.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: output + "/Settings-set-vc-001.png"))
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        // The IHDR chunk's width and height: the 393 × 852 screen.
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(16) == 393 && word(20) == 852)
        #expect(captured.stderr.hasPrefix("rendered with "), "the program used is named")
    }

    @Test func htmlIsOneSelfContainedPagePerDocument() throws {
        let output = outputFolder()
        #expect(RenderAction.run(paths: [main, settings], output: output, device: nil, scene: nil, format: "html", dark: false, console: Captured().console) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["Main.html", "Settings.html"])
        let page = try String(contentsOfFile: output + "/Main.html", encoding: .utf8)
        #expect(page.contains(#"class="segue""#) && page.contains(#"<script id="info" type="application/json">"#))
        // Self-contained: nothing is fetched from elsewhere.
        #expect(!page.contains("src=") && !page.contains("<link"))
        let captured = Captured()
        #expect(RenderAction.run(paths: [main], output: output, device: nil, scene: "aaa-vc-001", format: "html", dark: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("an html page shows the whole document"))
    }

    @Test func twoDocumentsOfOneNameDoNotOverwriteEachOther() throws {
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        let other = try CommandLineTests.temporaryFile("Settings.storyboard", Array(text.utf8))
        let output = outputFolder()
        #expect(RenderAction.run(paths: [settings, other], output: output, device: nil, scene: "set-vc-001", format: "svg", dark: false, console: Captured().console) == 0)
        let folder = URL(fileURLWithPath: other).deletingLastPathComponent().lastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["Settings-set-vc-001.svg", "\(folder)-Settings-set-vc-001.svg"].sorted())
    }

    /// On macOS's case-insensitive disks `Settings-map.svg` and `settings-map.svg` are one file.
    @Test func twoDocumentsWhoseNamesDifferOnlyInCaseDoNotOverwriteEachOther() throws {
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        let other = try CommandLineTests.temporaryFile("settings.storyboard", Array(text.utf8))
        let output = outputFolder()
        #expect(RenderAction.run(paths: [settings, other], output: output, device: nil, scene: "set-vc-001", format: "svg", dark: false, console: Captured().console) == 0)
        let folder = URL(fileURLWithPath: other).deletingLastPathComponent().lastPathComponent
        let files = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(files.sorted() == ["Settings-set-vc-001.svg", "\(folder)-settings-set-vc-001.svg"].sorted())
        #expect(Set(files.map { $0.lowercased() }).count == 2)
    }

    @Test func anUnknownFormatNamesTheOnesWritten() {
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: outputFolder(), device: nil, scene: nil, format: "gif", dark: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("unknown format 'gif'; this version writes: svg, png, html"))
    }

    @Test func aBrokenFileIsReportedAndTheOthersStillRender() throws {
        let broken = try CommandLineTests.temporaryFile("Broken.storyboard", Array("<document><scenes><scene".utf8))
        let output = outputFolder()
        let captured = Captured()
        #expect(RenderAction.run(paths: [broken, settings], output: output, device: nil, scene: nil, format: "svg", dark: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("Broken.storyboard:1:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["Settings-map.svg", "Settings-set-vc-001.svg"])
    }

    @Test func theFramesAreTheStoredOnesInTheDocumentsOwnConfigurationAndSolvedOnRequest() throws {
        // The card's constraints put it 40 points below where the document stores it.
        let document = try CommandLineTests.temporaryFile("Misplaced.xib", Array(StoredFramesFixture.document.utf8))
        let stored = outputFolder(), solved = outputFolder()
        defer { for path in [stored, solved] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(RenderAction.run(paths: [document], output: stored, device: nil, scene: nil, format: "svg", dark: false, console: Captured().console) == 0)
        #expect(RenderAction.run(paths: [document], output: solved, device: nil, scene: nil, format: "svg", dark: false, frames: "solved",
                                 console: Captured().console) == 0)
        let canvas = try String(contentsOfFile: stored + "/Misplaced-root.svg", encoding: .utf8)
        let solution = try String(contentsOfFile: solved + "/Misplaced-root.svg", encoding: .utf8)
        #expect(canvas.contains(#"data-id="card" data-class="UIView" data-line="7" x="20" y="20""#) && !canvas.contains(#"class="misplaced""#))
        #expect(solution.contains(#"data-id="card" data-class="UIView" data-line="7" x="20" y="60""#) && solution.contains(#"class="misplaced" data-id="card""#))
    }

    @Test func storedFramesBelongToTheDocumentsOwnConfigurationOnly() throws {
        let captured = Captured()
        #expect(RenderAction.run(paths: [settings], output: outputFolder(), device: "retina6_12", scene: nil, format: "svg", dark: false, frames: "stored",
                                 console: captured.console) == 1)
        #expect(captured.stderr.contains("--frames stored draws the document's own configuration"))
        let unknown = Captured()
        #expect(RenderAction.run(paths: [settings], output: outputFolder(), device: nil, scene: nil, format: "svg", dark: false, frames: "canvas",
                                 console: unknown.console) == 1)
        #expect(unknown.stderr.contains("unknown --frames 'canvas'; use stored or solved"))
    }

    @Test func aLegacyArchiveIsDrawnFromItsObjects() throws {
        let url = Corpus.root.appendingPathComponent("owncloud__ios/Owncloud iOs Client/Tabs/RecentTab/RecentViewController.xib")
        let output = outputFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let captured = Captured()
        #expect(RenderAction.run(paths: [url.path], output: output, device: nil, scene: nil, format: "svg", dark: false, console: captured.console) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(files == ["RecentViewController-1.svg"])
        // The table view the archive holds, under its archive objectID.
        #expect(try String(contentsOfFile: output + "/" + files[0], encoding: .utf8).contains(#"data-id="5" data-class="UITableView""#))
    }

    @Test func aDocumentWithNothingToDrawSaysWhyAndFails() throws {
        let empty = try CommandLineTests.temporaryFile("Empty.storyboard", Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13142" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <scenes/>
        </document>
        """.utf8))
        let output = outputFolder()
        let captured = Captured()
        #expect(RenderAction.run(paths: [empty, settings], output: output, device: nil, scene: nil, format: "svg", dark: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("Empty.storyboard:1:1: error: nothing to draw: the storyboard holds no scene"))
        // The other document is still drawn.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["Settings-map.svg", "Settings-set-vc-001.svg"])
    }
}
