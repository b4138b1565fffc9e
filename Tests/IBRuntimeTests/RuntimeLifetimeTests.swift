import IBDocument
import IBProject
import IBTestSupport
@testable import IBRuntime
import Testing

/// What a runtime creates is freed with it: a flow tested many times in one process, or a tool
/// built on the library, must not keep every launched storyboard alive.
@Suite struct RuntimeLifetimeTests {
    @Test func aLaunchedStoryboardIsFreedWithItsRuntime() throws {
        weak var root: SimViewController?
        weak var runtimeLeft: Runtime?
        do {
            let runtime = try SeedApp.launched()
            root = runtime.rootViewController
            runtimeLeft = runtime
            #expect(root != nil)
        }
        #expect(runtimeLeft == nil, "the runtime is freed")
        #expect(root == nil, "the controllers it made are freed with it")
    }
    /// Table views' `dataSource` and `delegate` outlets point back at their controller.
    @Test(arguments: ["hackiftekhar__IQKeyboardManager/Demo/Swift_Demo/Storyboard/Settings.storyboard",
                      "mattneub__Programming-iOS-Book-Examples/bk2ch01p039stackViewTest/StackViewTest/Base.lproj/Main.storyboard"])
    func controllersThatTheirViewsPointBackAtAreFreedWithTheRuntime(_ file: String) throws {
        let path = Corpus.root.appendingPathComponent(file).path
        weak var root: SimViewController?
        weak var documentLeft: Document?
        do {
            let document = try Document.load(contentsOf: path)
            let runtime = Runtime(project: Project(files: [ProjectFile(path: path, kind: .document, contents: document.tree.bytes)],
                                                   followsTargetSources: false))
            root = try runtime.launch(runtime.storyboard(for: document))
            documentLeft = document
        }
        #expect(root == nil)
        #expect(documentLeft == nil)
    }

    /// `check` exercises every scene, not only the entry point's.
    @Test func everySceneExercisedIsFreedAfterwards() throws {
        let path = Corpus.root.appendingPathComponent("hackiftekhar__IQKeyboardManager/Demo/Swift_Demo/Storyboard/Settings.storyboard").path
        weak var documentLeft: Document?
        do {
            let document = try Document.load(contentsOf: path)
            let project = Project(files: [ProjectFile(path: path, kind: .document, contents: document.tree.bytes)], followsTargetSources: false)
            let report = Exerciser.exercise(project.documents[0], in: project)
            #expect(report.scenesLoaded >= 1)
            documentLeft = project.documents[0]
        }
        #expect(documentLeft == nil)
    }
}
