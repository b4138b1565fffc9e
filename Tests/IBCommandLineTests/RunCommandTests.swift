import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit run` and `ibkit flows` on the example app, as a user runs them.
@Suite struct RunCommandTests {
    typealias Captured = CommandLineTests.Captured
    var main: String { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard").path }

    @Test func runLaunchesTapsAndPrintsEachStep() {
        let captured = Captured()
        var options = RunAction.Options()
        options.document = main
        options.taps = ["goToB", "goToC", "backToA"]
        #expect(RunAction.run(options, console: captured.console) == 0)
        #expect(captured.stderr.isEmpty)
        let out = captured.stdout
        for step in ["== launch Main.storyboard", "== tap goToB", "== tap goToC", "== tap backToA"] { #expect(out.contains(step)) }
        #expect(out.contains("  AViewController.unwindToA:(UIStoryboardSegue)"))
        // Routine decoding calls of framework objects are left out unless asked for.
        #expect(!out.contains("UIButton(aaa-bt-001).init(coder:)"))
        // The hierarchy after the last step: back to A alone.
        #expect(out.hasSuffix("window\n└─ UINavigationController(nav-vc-001)  [appeared]\n   └─ AViewController  [top, appeared]"))
    }

    @Test func runReportsWhatCannotBeTapped() {
        let captured = Captured()
        var options = RunAction.Options()
        options.document = main
        options.taps = ["goToC"]
        #expect(RunAction.run(options, console: captured.console) == 1)
        #expect(captured.stderr.contains("error: nothing on screen matches 'goToC' (tappable: "))
        #expect(captured.stderr.contains("goToB"))
    }

    @Test func runLoadsAXibWithANilOwnerAndReportsTheCrashAtItsLine() {
        let captured = Captured()
        var options = RunAction.Options()
        options.document = Corpus.examples.appendingPathComponent("SeedApp/Views/ProfileCardView.xib").path
        options.ownerClass = "nil"
        #expect(RunAction.run(options, console: captured.console) == 1)
        #expect(captured.stderr.contains("ProfileCardView.xib:15:17: error: NSUnknownKeyException: [<NSObject 0x"))
        #expect(captured.stderr.contains("this class is not key value coding-compliant for the key avatarView."))
    }

    @Test func runRefusesABrokenDocumentWithOneError() throws {
        let path = try CommandLineTests.temporaryFile("Broken.storyboard", Array("<document><scenes>".utf8))
        let captured = Captured()
        var options = RunAction.Options()
        options.document = path
        #expect(RunAction.run(options, console: captured.console) == 1)
        #expect(captured.err.withLock { $0.count } == 1)
        #expect(captured.stderr.contains("Broken.storyboard:1:"))
        #expect(captured.stderr.contains(": error: "))
    }

    @Test func flowsListsWhatTheEntryPointReaches() {
        let captured = Captured()
        #expect(FlowsAction.run(document: main, projectPath: nil, dot: false, console: captured.console) == 0)
        #expect(captured.stdout == """
        UINavigationController(nav-vc-001)  (entry point, Main.storyboard)
        └─ relationship 'rootViewController' → AViewController
           ├─ show 'showB' (button "Go to B" #goToB) → BViewController
           │  ├─ embed 'embedChild' (containerView) → ChildViewController
           │  └─ show 'showC' (button "Go to C" #goToC) → CViewController
           │     ⤺ unwinds: unwindToBWithSegue:, unwindToA:
           └─ presentation 'showSettings' (button "Settings" #openSettings) → [Settings.storyboard] SettingsViewController
        6 controllers reachable
        """)
    }

    @Test func flowsPrintsGraphviz() {
        let captured = Captured()
        #expect(FlowsAction.run(document: main, projectPath: nil, dot: true, console: captured.console) == 0)
        let out = captured.stdout
        #expect(out.hasPrefix("digraph flows {"))
        #expect(out.contains("\"Main.storyboard#aaa-vc-001\" -> \"Main.storyboard#bbb-vc-001\" [label=\"show 'showB'\"];"))
        #expect(out.contains("\"Main.storyboard#ccc-vc-001\""))
        #expect(out.contains("via Settings.storyboard"))
        #expect(out.hasSuffix("}"))
    }
}
