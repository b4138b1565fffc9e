import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit refactor extract` on a copy of the bundled example app, as a user runs it.
@Suite struct RefactorCommandTests {
    /// A fresh copy of `Examples/SeedApp`.
    static func copyOfExample() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-refactor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("SeedApp")
        try FileManager.default.copyItem(at: Corpus.examples.appendingPathComponent("SeedApp"), to: copy)
        return copy.path
    }

    static func extract(_ app: String, scenes: [String], into: String = "Base.lproj/Journey.storyboard") -> (status: Int32, out: String, err: String) {
        var options = RefactorAction.Options()
        options.document = app + "/Base.lproj/Main.storyboard"
        options.scenes = scenes
        options.into = app + "/" + into
        let captured = CommandLineTests.Captured()
        let status = RefactorAction.run(options, console: captured.console)
        return (status, captured.stdout, captured.stderr)
    }

    static func check(_ app: String) -> (status: Int32, err: String) {
        var options = CheckAction.Options()
        options.paths = [app]
        let captured = CommandLineTests.Captured()
        return (CheckAction.run(options, console: captured.console), captured.stderr)
    }

    static func flows(_ app: String) -> String {
        let captured = CommandLineTests.Captured()
        _ = FlowsAction.run(document: app + "/Base.lproj/Main.storyboard", projectPath: app, dot: false, console: captured.console)
        return captured.stdout
    }

    /// The controllers a flow tree reaches, without the storyboard a reference names.
    static func controllers(_ tree: String) -> [String] {
        tree.components(separatedBy: "\n").compactMap { line in
            guard let arrow = line.range(of: "→ ") else { return nil }
            let target = line[arrow.upperBound...]
            return String(target.hasPrefix("[") ? target.drop { $0 != "]" }.dropFirst(2) : target)
        }
    }

    @Test func movedScenesKeepTheAppsFlowsAndCheckAndJoinTheProject() throws {
        let app = try Self.copyOfExample()
        let before = (check: Self.check(app), flows: Self.flows(app))
        let result = Self.extract(app, scenes: ["BViewController", "CViewController"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("moved 2 scenes"))
        #expect(FileManager.default.fileExists(atPath: app + "/Base.lproj/Journey.storyboard"))
        let project = try String(contentsOfFile: app + "/SeedApp.xcodeproj/project.pbxproj", encoding: .utf8)
        #expect(project.contains("path = Base.lproj/Journey.storyboard;"))
        let after = (check: Self.check(app), flows: Self.flows(app))
        #expect(after.check.status == before.check.status)
        #expect(after.check.err.components(separatedBy: "error:").count == before.check.err.components(separatedBy: "error:").count, "\(after.check.err)")
        #expect(Self.controllers(after.flows) == Self.controllers(before.flows))
        #expect(after.flows.contains("[Journey.storyboard"))
    }

    @Test func codeThatInstantiatesAMovedSceneFromTheOldStoryboardIsNamed() throws {
        let app = try Self.copyOfExample()
        let source = app + "/Sources/AViewController.swift"
        let code = try String(contentsOfFile: source, encoding: .utf8)
        let line = code.components(separatedBy: "\n").count
        try (code + "func openB() { _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"BViewController\") }\n")
            .write(toFile: source, atomically: true, encoding: .utf8)
        let result = Self.extract(app, scenes: ["BViewController"])
        #expect(result.status == 0)
        #expect(result.err.contains("AViewController.swift:\(line):"))
        #expect(result.err.contains("instantiates 'BViewController' from storyboard 'Main', but it now lives in 'Journey'"))
    }

    @Test func aRefusalWritesNothing() throws {
        let app = try Self.copyOfExample()
        let main = try Data(contentsOf: URL(fileURLWithPath: app + "/Base.lproj/Main.storyboard"))
        let result = Self.extract(app, scenes: ["NoSuchScene"])
        #expect(result.status == 1)
        #expect(result.err.contains("Main.storyboard:1:1: error: no scene has the scene ID, controller id, storyboard ID or custom class 'NoSuchScene'"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: app + "/Base.lproj/Main.storyboard")) == main)
        #expect(!FileManager.default.fileExists(atPath: app + "/Base.lproj/Journey.storyboard"))
        let existing = Self.extract(app, scenes: ["BViewController"], into: "Base.lproj/Settings.storyboard")
        #expect(existing.status == 1)
        #expect(existing.err.contains("already exists"))
    }
}
