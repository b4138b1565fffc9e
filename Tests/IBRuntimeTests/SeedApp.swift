import IBProject
import IBRuntime
import IBTestSupport

/// The example app under Examples/SeedApp, loaded once per test into a fresh runtime.
enum SeedApp {
    static let project = Project(files: ProjectScanner.files(in: [Corpus.examples.appendingPathComponent("SeedApp").path]).files)

    /// A runtime over the example app with UIKit's behaviour.
    static func runtime() -> Runtime { Runtime(project: project) }

    /// A runtime with the Main storyboard launched and its launch calls cleared.
    static func launched() throws -> Runtime {
        let runtime = runtime()
        try runtime.launch(runtime.storyboard(named: "Main"))
        runtime.clearTrace()
        return runtime
    }
}

extension Runtime {
    /// The trace as `Receiver.call` lines, framework objects' routine calls left out.
    var lines: [String] { trace.filter { !$0.isRoutine }.map(\.description) }

    /// The labels of the window root's navigation stack.
    var stack: [String] { (rootViewController?.children ?? []).map(\.label) }

    /// The index of the first event matching `text`, for order assertions.
    func position(of text: String) -> Int? { trace.firstIndex { $0.description == text } }
}
