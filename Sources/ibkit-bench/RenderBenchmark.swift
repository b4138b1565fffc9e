import ArgumentParser
import Foundation
import IBDocument
import IBRender

/// `ibkit-bench render CORPUS`: every document drawn (its scenes, and a storyboard's map), timed
/// per document against parsing the same bytes in the same run.
struct RenderBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every document (scenes and maps): time per document (median, max) and in all, against parsing."
    )

    @Argument(help: "Folders or documents.")
    var paths: [String]
    @Option(help: "The frames drawn: stored (what ibkit render draws in a document's own configuration) or solved.")
    var frames = "stored"

    func run() throws {
        guard let drawn = DrawnFrames(rawValue: frames) else { throw ValidationError("--frames takes stored or solved") }
        let options = DrawingOptions(frames: drawn)
        let inputs = try BenchInputs.documents(under: paths)
        var parse = 0.0, times: [(ms: Double, path: String)] = [], drawings = 0, bytes = 0
        for input in inputs {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let document = try? Document.parse(input.bytes, path: input.path) else { continue }
            let parsed = DispatchTime.now().uptimeNanoseconds
            var svg = SceneRenderer.render(document, options: options).map(\.svg)
            if let map = StoryboardMap.drawing(of: document, options: options) { svg.append(map.svg) }
            let end = DispatchTime.now().uptimeNanoseconds
            parse += Double(parsed - start) / 1e6
            times.append((Double(end - parsed) / 1e6, input.path))
            drawings += svg.count
            bytes += svg.reduce(0) { $0 + $1.utf8.count }
        }
        guard !times.isEmpty else { throw ValidationError("no documents under \(paths)") }
        let sorted = times.sorted { $0.ms < $1.ms }
        let total = times.reduce(0) { $0 + $1.ms }
        print("render: \(times.count) documents, \(drawings) drawings, \(bytes / 1024) KiB of SVG")
        print(String(format: "per document: median %.2f ms, max %.1f ms (%@)", sorted[sorted.count / 2].ms, sorted.last!.ms, sorted.last!.path))
        print(String(format: "all documents: %.2f s rendering (layout included); parse baseline %.2f s; ratio %.1f×", total / 1000, parse / 1000, total / max(parse, 1e-9)))
    }
}
