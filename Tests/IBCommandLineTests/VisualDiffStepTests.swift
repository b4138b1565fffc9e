import Foundation
import IBTestSupport
import Testing

/// The GitHub Actions step Docs/Render.md documents, run as written: its `run:` block in a
/// scratch repository whose pull request modifies, adds and deletes a document, with the ibkit
/// built beside the tests on the PATH, as the workflow would have it.
@Suite struct VisualDiffStepTests {
    /// The shell of the step's `run: |` block, unindented.
    static func documentedScript() throws -> String {
        let markdown = try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Docs/Render.md"), encoding: .utf8)
        let lines = markdown.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasSuffix("- name: Visual diff of changed documents") })
        let run = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let body = lines[(run + 1)...].prefix { $0.hasPrefix("    ") }
        return body.map { String($0.dropFirst(4)) }.joined(separator: "\n")
    }

    @Test func theDocumentedStepWritesAPagePerChangedDocument() throws {
        let ibkit = GitMergeDriverTests.ibkit
        #expect(FileManager.default.fileExists(atPath: ibkit), "the ibkit executable is built beside the tests")
        let (folder, git) = try GitMergeDriverTests.scratchRepository(named: "ibkit-visual-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["add", "-A"])
        try git(["commit", "-qm", "base"])
        let base = try git(["rev-parse", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)

        // The pull request: the switch turned off, a xib deleted, a storyboard added.
        try GitMergeDriverTests.edit(folder.appendingPathComponent("Base.lproj/Settings.storyboard"), [
            (#"on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="set-sw-001""#, #"on="NO" translatesAutoresizingMaskIntoConstraints="NO" id="set-sw-001""#),
        ])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Views/BadgeView.xib"))
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Base.lproj/Dashboard.storyboard"), to: folder.appendingPathComponent("Base.lproj/Copy.storyboard"))
        try git(["add", "-A"])
        try git(["commit", "-qm", "pull request"])

        let script = try Self.documentedScript().replacingOccurrences(of: "${{ github.event.pull_request.base.sha }}", with: base)
        #expect(script.contains("ibkit diff") && !script.contains("${{"))
        let path = (ibkit as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try GitMergeDriverTests.run(["PATH=\(path)", "bash", "-eo", "pipefail", "-c", script], in: folder)
        #expect(result.status == 0, "\(result.output)")

        let pages = folder.appendingPathComponent("visual-diff")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted()
            == ["Base.lproj_Copy.storyboard.html", "Base.lproj_Settings.storyboard.html", "Views_BadgeView.xib.html"])
        let settings = try String(contentsOf: pages.appendingPathComponent("Base.lproj_Settings.storyboard.html"), encoding: .utf8)
        #expect(settings.contains(#"class="diff-changed" data-id="set-sw-001""#))
        let added = try String(contentsOf: pages.appendingPathComponent("Base.lproj_Copy.storyboard.html"), encoding: .utf8)
        #expect(added.contains(#"class="diff-added""#) && added.contains("not in the old version"))
        let deleted = try String(contentsOf: pages.appendingPathComponent("Views_BadgeView.xib.html"), encoding: .utf8)
        #expect(deleted.contains(#"class="diff-removed""#) && deleted.contains("not in the new version"))
    }
}
