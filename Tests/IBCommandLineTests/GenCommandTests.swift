import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit gen` as a build step runs it: files written once, then left alone until a document changes.
@Suite struct GenCommandTests {
    typealias Captured = CommandLineTests.Captured

    static func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-gen-cli-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func outputIsWrittenOnlyWhenItsContentChanges() throws {
        let output = try Self.scratch("write").appendingPathComponent("Generated")
        var options = GenAction.Options()
        options.paths = [Corpus.examples.path]
        options.output = output.path
        let first = Captured()
        #expect(GenAction.run(options, console: first.console) == 0)
        #expect(first.stderr.components(separatedBy: "created ").count - 1 == 4)
        let scenes = output.appendingPathComponent("StoryboardScenes.swift")
        let written = try FileManager.default.attributesOfItem(atPath: scenes.path)[.modificationDate] as? Date
        #expect(try String(contentsOf: scenes, encoding: .utf8).contains("static let bViewController = Scene<BViewController>"))

        Thread.sleep(forTimeInterval: 0.05)
        let second = Captured()
        #expect(GenAction.run(options, console: second.console) == 0)
        #expect(second.stderr.components(separatedBy: "unchanged ").count - 1 == 4)
        #expect(try FileManager.default.attributesOfItem(atPath: scenes.path)[.modificationDate] as? Date == written)

        try "stale".write(to: scenes, atomically: true, encoding: .utf8)
        let third = Captured()
        #expect(GenAction.run(options, console: third.console) == 0)
        #expect(third.stderr.contains("updated \(scenes.path)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            == ["NibFiles.swift", "ReusableCells.swift", "StoryboardScenes.swift", "StoryboardSegues.swift"])
    }

    @Test func aBrokenDocumentIsReportedAndTheOthersAreStillGenerated() throws {
        let folder = try Self.scratch("broken")
        try FileManager.default.copyItem(at: Corpus.examples.appendingPathComponent("SeedApp/Views/BadgeView.xib"), to: folder.appendingPathComponent("BadgeView.xib"))
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>".write(
            to: folder.appendingPathComponent("Broken.xib"), atomically: true, encoding: .utf8)
        var options = GenAction.Options()
        options.paths = [folder.path]
        let captured = Captured()
        #expect(GenAction.run(options, console: captured.console) == 1)
        #expect(captured.stderr.contains("Broken.xib:1:"))
        #expect(captured.stderr.contains(": error: "))
        #expect(captured.stdout.contains("static let badgeView = Nib<AnyObject, BadgeView>(name: \"BadgeView\")"))
    }

    @Test func contextPrintsTheTemplateInputAsJSON() throws {
        var options = GenAction.Options()
        options.paths = [Corpus.examples.path]
        options.printsContext = true
        let captured = Captured()
        #expect(GenAction.run(options, console: captured.console) == 0)
        let json = try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any]
        #expect((json?["storyboards"] as? [Any])?.count == 3)
        #expect((json?["xibs"] as? [Any])?.count == 2)
    }

    @Test func templateContextPrintsWhatTheTemplatesRead() throws {
        var options = GenAction.Options()
        options.paths = [Corpus.examples.path]
        options.printsTemplateModel = true
        let captured = Captured()
        #expect(GenAction.run(options, console: captured.console) == 0)
        let json = try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any]
        #expect(json?["scenesEnum"] as? String == "StoryboardScene")
        let segues = json?["segueStoryboards"] as? [[String: Any]]
        let main = segues?.first { $0["name"] as? String == "Main" }
        #expect((main?["scenes"] as? [[String: Any]])?.map { $0["swiftName"] as? String } == ["AViewController", "BViewControllerScene"])
    }

    @Test func aBundledTemplateCanBePrintedToStartAReplacement() {
        var options = GenAction.Options()
        options.printTemplate = "segues"
        let captured = Captured()
        #expect(GenAction.run(options, console: captured.console) == 0)
        #expect(captured.stdout.contains("struct TypedSegue<Destination>"))
        options.printTemplate = "nonsense"
        let failing = Captured()
        #expect(GenAction.run(options, console: failing.console) == 1)
        #expect(failing.stderr.contains("the names are header.stencil, scenes.stencil"))
    }
}
