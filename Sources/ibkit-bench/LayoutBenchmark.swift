import ArgumentParser
import Foundation
import IBDocument
import IBLayout

/// `ibkit-bench layout PATH...`: the fidelity table (solved frames against the frames Xcode
/// stored) and the time to lay out every document, against parsing them in the same run.
struct LayoutBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solved frames against stored frames over every Auto Layout document, and the time it takes."
    )

    @Argument(help: "Folders or documents.")
    var paths: [String]

    @Option(help: "How many of the worst documents to list.")
    var worst = 15

    @Option(help: "Views in the generated hierarchy timed on its own.")
    var views = 1000

    @Option(help: "Rounds of the generated hierarchy; the best counts.")
    var rounds = 5

    func run() throws {
        let inputs = try BenchInputs.documents(under: paths)
        let parseStart = Date()
        let documents = inputs.compactMap { try? Document.parse($0.bytes, path: $0.path) }
        let parse = Date().timeIntervalSince(parseStart)
        let layoutStart = Date()
        let fidelity = LayoutFidelity.measure(documents)
        let layout = Date().timeIntervalSince(layoutStart)

        print("documents: \(documents.count) parsed; \(fidelity.documents) Auto Layout documents compared, \(fidelity.flaggedDocuments) skipped (Xcode flagged misplaced or ambiguous views)")
        print("tolerance: \(LayoutFidelity.tolerance) pt on x, y, width and height, in the superview")
        print("| views | compared | within tolerance | share |")
        print("| --- | ---: | ---: | ---: |")
        for (name, tally) in [("Auto Layout, frame independent of text", fidelity.nonText), ("Auto Layout, frame depends on text metrics", fidelity.text), ("autoresizing masks", fidelity.autoresizing)] {
            print(String(format: "| %@ | %d | %d | %.1f%% |", name, tally.views, tally.matched, tally.share * 100))
        }
        for (platform, split) in fidelity.byPlatform.sorted(by: { $0.key < $1.key }) {
            print(String(format: "| %@: independent of text | %d | %d | %.1f%% |", platform, split.nonText.views, split.nonText.matched, split.nonText.share * 100))
            print(String(format: "| %@: depends on text | %d | %d | %.1f%% |", platform, split.text.views, split.text.matched, split.text.share * 100))
        }
        print("misses by cause: " + fidelity.causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        print("worst documents:")
        for misses in fidelity.worst.prefix(worst) {
            let causes = misses.causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print("  \(misses.missed)/\(misses.views)  \(misses.path)  (\(causes))")
        }
        print(String(format: "layout of every document (incl. ambiguity and the text pass): %.3f s; parse baseline: %.3f s; ratio %.1f×", layout, parse, layout / max(parse, 1e-9)))
        try timeSynthetic()
    }

    /// A generated hierarchy: solving alone, and the whole of `ibkit layout` for it.
    func timeSynthetic() throws {
        let document = try Document.parse(SyntheticHierarchy.xib(views: views))
        guard let root = LayoutEngine.roots(of: document).first else { return }
        var solve = Double.infinity, whole = Double.infinity, parse = Double.infinity
        for _ in 0..<rounds {
            var start = Date()
            _ = try Document.parse(SyntheticHierarchy.xib(views: views))
            parse = min(parse, Date().timeIntervalSince(start))
            start = Date()
            let solved = LayoutEngine.solve(root: root)
            solve = min(solve, Date().timeIntervalSince(start))
            precondition(solved.views.count == views)
            start = Date()
            _ = LayoutEngine.layout(root: root)
            whole = min(whole, Date().timeIntervalSince(start))
        }
        print(String(format: "%d-view hierarchy (%d constraints), best of %d: solve %.1f ms; with ambiguity and text passes %.1f ms; parsing it %.1f ms (ratio solve/parse %.1f×)",
                     views, views * 4, rounds, solve * 1000, whole * 1000, parse * 1000, solve / max(parse, 1e-9)))
    }
}
