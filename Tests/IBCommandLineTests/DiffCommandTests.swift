import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit diff OLD NEW --html FILE`: the text diff as before, and the page of changed scenes.
@Suite struct DiffCommandTests {
    typealias Captured = CommandLineTests.Captured

    @Test func htmlWritesThePageBesideTheTextDiff() throws {
        let settings = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        let changed = try CommandLineTests.temporaryFile("Settings.storyboard", Array(text.replacingOccurrences(of: #"on="YES""#, with: #"on="NO""#).utf8))
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-diff-\(UUID().uuidString).html").path
        let captured = Captured()
        #expect(DiffAction.run(old: settings, new: changed, displayPath: nil, json: false, html: page, console: captured.console) == 1)
        #expect(captured.stdout.contains("on"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"<section data-scene="set-vc-001">"#) && html.contains(#"class="diff-changed" data-id="set-sw-001""#))
    }

    @Test func anAddedDocumentHasNoOldDrawing() throws {
        let settings = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-diff-\(UUID().uuidString).html").path
        #expect(DiffAction.run(old: "/dev/null", new: settings, displayPath: nil, json: false, html: page, console: Captured().console) == 1)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h1>ibkit diff /dev/null"))
    }

    @Test func anAddedDocumentIsListedSceneByScene() throws {
        let settings = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path
        let captured = Captured()
        #expect(DiffAction.run(old: "/dev/null", new: settings, displayPath: nil, json: false, console: captured.console) == 1)
        let lines = captured.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("+ Document (iOS storyboard, 1 scene)") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("+ ") && $0.contains("Scene") }, "\(lines)")
    }

    @Test func aCommitThatOnlyReformatsSaysSo() throws {
        let settings = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        let bumped = try CommandLineTests.temporaryFile("Settings.storyboard", Array(text.replacingOccurrences(of: "toolsVersion=\"", with: "toolsVersion=\"9").replacingOccurrences(of: "    ", with: "  ").utf8))
        let captured = Captured()
        #expect(DiffAction.run(old: settings, new: bumped, displayPath: nil, json: false, console: captured.console) == 0)
        #expect(captured.stdout.hasPrefix("formatting only"), "\(captured.stdout)")
    }

    @Test func colourIsForTerminalsAndPagersAndNeverWithNoColor() throws {
        #expect(!DiffColors.wanted(git: true, environment: ["GIT_PAGER_IN_USE": "true", "NO_COLOR": "1"]))
        #expect(!DiffColors.wanted(git: true, environment: ["GIT_PAGER_IN_USE": "true", "TERM": "dumb"]))
        #expect(DiffColors.wanted(git: true, environment: ["GIT_PAGER_IN_USE": "true"]))
        let settings = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        let changed = try CommandLineTests.temporaryFile("Settings.storyboard", Array(text.replacingOccurrences(of: #"on="YES""#, with: #"on="NO""#).utf8))
        let captured = Captured()
        _ = DiffAction.run(old: settings, new: changed, displayPath: nil, json: false, colored: true, console: captured.console)
        #expect(captured.stdout.hasPrefix("\u{1B}[33m~ "), "a change is yellow: \(captured.stdout)")
    }
}
