import Foundation
import IBCommandLine
import IBFoundation
import IBTestSupport
import Testing

/// `ibkit edit` as a script or an agent runs it: the document rewritten atomically, or left
/// untouched with one error naming the edit that could not apply.
@Suite struct EditActionTests {
    static func example() throws -> (document: String, bytes: [UInt8]) {
        let bytes = try [UInt8](Data(contentsOf: Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard")))
        return (try CommandLineTests.temporaryFile("Main.storyboard", bytes), bytes)
    }

    @Test func aScriptFromStandardInputRewritesTheDocument() throws {
        let (document, before) = try Self.example()
        let captured = CommandLineTests.Captured()
        var options = EditAction.Options()
        options.document = document
        let script = #"{"edits": [{"op": "set", "id": "aaa-bt-001", "properties": {"title": "Next"}}]}"#
        let status = EditAction.run(options, console: captured.console, standardInput: { Array(script.utf8) })
        #expect(status == 0)
        #expect(captured.stdout.contains("title=Go to B → title=Next"))
        let after = try [UInt8](Data(contentsOf: URL(fileURLWithPath: document)))
        #expect(after != before && String(decoding: after, as: UTF8.self).contains(#"<state key="normal" title="Next"/>"#))
    }

    @Test func aRefusedEditWritesNothingAndSaysWhich() throws {
        let (document, before) = try Self.example()
        let script = try CommandLineTests.temporaryFile("edits.json", Array("""
            {"edits": [{"op": "connectOutlet", "source": "aaa-vc-001", "property": "next", "destination": "aaa-bt-001"},
                       {"op": "remove", "id": "no-such-id"}]}
            """.utf8))
        let captured = CommandLineTests.Captured()
        var options = EditAction.Options()
        options.document = document
        options.script = script
        #expect(EditAction.run(options, console: captured.console) == 1)
        #expect(captured.stderr == "\(document):1:1: error: edit 2 (remove): no element has the id \"no-such-id\"")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: document))) == before)
    }

    @Test func aDryRunReportsTheNewIdsAsJSONAndWritesNothing() throws {
        let (document, before) = try Self.example()
        let captured = CommandLineTests.Captured()
        var options = EditAction.Options()
        options.document = document
        options.dryRun = true
        options.json = true
        let script = #"{"edits": [{"op": "connectAction", "source": "aaa-bt-001", "target": "aaa-vc-001", "selector": "next:"}]}"#
        #expect(EditAction.run(options, console: captured.console, standardInput: { Array(script.utf8) }) == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
        #expect((report["created"] as? [String])?.count == 1 && report["written"] == nil)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: document))) == before)
    }

    /// A copy of the example app, to edit with its code.
    static func exampleApp() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-edit-app-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Corpus.examples.appendingPathComponent("SeedApp"), to: folder)
        return folder.path
    }

    @Test func theFindingsAnEditAddsAreListedAgainstTheProjectsCode() throws {
        let app = try Self.exampleApp()
        let captured = CommandLineTests.Captured()
        var options = EditAction.Options()
        options.document = app + "/Base.lproj/Main.storyboard"
        options.project = app
        let script = #"{"edits": [{"op": "connectOutlet", "source": "aaa-vc-001", "property": "nextButton", "destination": "aaa-bt-001"}]}"#
        #expect(EditAction.run(options, console: captured.console, standardInput: { Array(script.utf8) }) == 0)
        #expect(captured.stdout.contains("error: outlet 'nextButton' is not a property of AViewController"))
    }

    @Test func aDeclaredOutletAddsItsPropertyToTheClassAndNoFinding() throws {
        let app = try Self.exampleApp()
        let captured = CommandLineTests.Captured()
        var options = EditAction.Options()
        options.document = app + "/Base.lproj/Main.storyboard"
        options.project = app
        let script = #"{"edits": [{"op": "connectOutlet", "source": "aaa-vc-001", "property": "nextButton", "destination": "aaa-bt-001", "declare": true}]}"#
        #expect(EditAction.run(options, console: captured.console, standardInput: { Array(script.utf8) }) == 0)
        #expect(!captured.stdout.contains("error:"))
        let code = try String(contentsOfFile: app + "/Sources/AViewController.swift", encoding: .utf8)
        #expect(code.contains("final class AViewController: UIViewController {\n    @IBOutlet weak var nextButton: UIButton!\n"))
    }

    @Test func anEmbedSegueThatWouldEmbedItsOwnControllerIsRefusedAsACycle() throws {
        let (document, before) = try Self.example()
        let captured = CommandLineTests.Captured()
        var options = EditAction.Options()
        options.document = document
        // B's container already embeds Child; Child embedding B back would never end loading.
        let script = #"{"edits": [{"op": "addSegue", "source": "bbb-cv-001", "destination": "bbb-vc-001", "kind": "embed"}]}"#
        #expect(EditAction.run(options, console: captured.console, standardInput: { Array(script.utf8) }) == 1)
        #expect(captured.stderr.contains(#"edit 1 (addSegue): a cycle: the viewController (BViewController) "bbb-vc-001" embeds the viewController (BViewController) "bbb-vc-001""#))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: document))) == before)
    }

    @Test func aFindingTheDocumentHadIsNotBlamedOnTheEditWhenItsLinesMoved() {
        func duplicate(at line: Int) -> Diagnostic {
            Diagnostic(ruleID: "duplicate-id", severity: .error, message: "id 'aEU-56-OK8' is already declared at line \(line)",
                       location: SourceLocation(file: "DuplicateID.xib", line: line + 13, column: 9))
        }
        let outlet = Diagnostic(ruleID: "outlet-missing", severity: .error, message: "outlet 'next' is not a property of A",
                                location: SourceLocation(file: "DuplicateID.xib", line: 60, column: 9))
        #expect(EditFindings.subtract([duplicate(at: 24)], from: [duplicate(at: 37), outlet]) == [outlet])
    }
}
