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
}
