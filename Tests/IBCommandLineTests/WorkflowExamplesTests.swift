import Foundation
import IBTestSupport
import Testing

/// The CI examples users copy, run here as written with the ibkit built beside the tests: the
/// GitHub Actions workflow's steps, the pre-commit hooks and the Xcode Run Script phase.
@Suite struct WorkflowExamplesTests {
    typealias Git = GitMergeDriverTests

    /// The unindented shell of the `run: |` block under the step named `step` in a YAML file.
    static func runBlock(named step: String, in file: String) throws -> String {
        let lines = try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasSuffix("- name: \(step)") })
        let run = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = String(repeating: " ", count: lines[run].prefix { $0 == " " }.count + 2)
        return lines[(run + 1)...].prefix { $0.hasPrefix(indent) }.map { String($0.dropFirst(indent.count)) }.joined(separator: "\n")
    }

    /// Runs a shell script in `folder` with ibkit first on the PATH.
    static func shell(_ script: String, in folder: URL, environment: [String] = []) throws -> (status: Int32, output: String) {
        let path = (Git.ibkit as NSString).deletingLastPathComponent + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try Git.run(["PATH=\(path)"] + environment + ["bash", "-eo", "pipefail", "-c", script], in: folder)
    }

    /// The seed app as `App/` of a git repository with its generated code committed.
    static func appRepository() throws -> (folder: URL, git: ([String]) throws -> (status: Int32, output: String)) {
        let (seed, _) = try Git.scratchRepository(named: "ibkit-workflow-seed")
        let folder = seed.deletingLastPathComponent().appendingPathComponent("ibkit-workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: seed, to: folder.appendingPathComponent("App"))
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("App/.git"))
        let git = { (arguments: [String]) throws -> (status: Int32, output: String) in try Git.run(["git"] + arguments, in: folder) }
        for arguments in [["init", "-q", "-b", "main"], ["config", "user.email", "test@example.com"], ["config", "user.name", "Test"]] { try git(arguments) }
        #expect(try Self.shell("ibkit gen App --output App/Generated", in: folder).status == 0)
        try git(["add", "-A"])
        try git(["commit", "-qm", "app"])
        return (folder, git)
    }

    @Test func theWorkflowsCheckStepWritesSARIFAndPassesOnTheExample() throws {
        let (folder, _) = try Self.appRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.shell(try Self.runBlock(named: "Check documents", in: "Examples/CI/github-actions.yml"), in: folder)
        #expect(result.status == 0, "\(result.output)")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("ibkit.sarif"))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        #expect((sarif?["runs"] as? [Any])?.count == 1)
    }

    @Test func theWorkflowsGenStepFailsWhenTheCommittedCodeIsStale() throws {
        let (folder, _) = try Self.appRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let step = try Self.runBlock(named: "Generated code is up to date", in: "Examples/CI/github-actions.yml")
        #expect(try Self.shell(step, in: folder).status == 0)
        // A new storyboard ID changes the scenes the documents generate.
        try Git.edit(folder.appendingPathComponent("App/Base.lproj/Settings.storyboard"), [
            (#"storyboardIdentifier="SettingsViewController""#, #"storyboardIdentifier="PreferencesViewController""#),
        ])
        let stale = try Self.shell(step, in: folder)
        #expect(stale.status == 1)
        #expect(stale.output.contains("App/Generated/StoryboardScenes.swift: out of date"), "\(stale.output)")
    }

    @Test func theWorkflowsVisualDiffStepIsTheDocumentedOne() throws {
        let workflow = try Self.runBlock(named: "Visual diff of changed documents", in: "Examples/CI/github-actions.yml")
        #expect(workflow == (try VisualDiffStepTests.documentedScript()))
    }

    @Test func thePreCommitHooksCheckAndFormat() throws {
        let hooks = try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        func entry(_ id: String) throws -> String {
            let block = try #require(hooks.components(separatedBy: "\n- id: ").first { $0.hasPrefix(id + "\n") })
            let line = try #require(block.components(separatedBy: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry:") })
            return line.trimmingCharacters(in: .whitespaces).dropFirst("entry:".count).trimmingCharacters(in: .whitespaces)
        }
        let (folder, _) = try Self.appRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try Self.shell(try entry("ibkit-check"), in: folder)
        #expect(check.status == 0, "\(check.output)")
        // pre-commit passes the staged files; a document not in Xcode's format is rewritten.
        let settings = folder.appendingPathComponent("App/Base.lproj/Settings.storyboard")
        let original = try String(contentsOf: settings, encoding: .utf8)
        try original.replacingOccurrences(of: "    <scenes>", with: "<scenes>").write(to: settings, atomically: true, encoding: .utf8)
        let format = try Self.shell(try entry("ibkit-format") + " App/Base.lproj/Settings.storyboard", in: folder)
        #expect(format.status == 0, "\(format.output)")
        #expect(try String(contentsOf: settings, encoding: .utf8) == original)
    }

    @Test func theXcodeRunScriptPhaseReportsInXcodesFormat() throws {
        let (folder, _) = try Self.appRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Examples/CI/xcode-run-script.sh"), encoding: .utf8)
        // An outlet the code does not declare: the phase must name it at its line, as Xcode shows issues.
        try Git.edit(folder.appendingPathComponent("App/Base.lproj/Settings.storyboard"), [
            (#"<outlet property="notificationsSwitch""#, #"<outlet property="notificationSwitch""#),
        ])
        let result = try Self.shell(script, in: folder, environment: ["SRCROOT=\(folder.appendingPathComponent("App").path)"])
        #expect(result.status != 0)
        #expect(result.output.contains("Settings.storyboard:") && result.output.contains(": error: ") && result.output.contains("notificationSwitch"), "\(result.output)")
    }
}
