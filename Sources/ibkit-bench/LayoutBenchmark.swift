import ArgumentParser
import Foundation
import IBDocument
import IBLayout
import IBText

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

    @Option(help: "Views in the generated hierarchies timed on their own.")
    var views = 1000

    @Option(help: "Rounds of the timed hierarchies; the best counts.")
    var rounds = 5

    @Option(help: "Time this document's largest root view instead of the generated hierarchies.")
    var hierarchy: String?

    @Option(help: "Print a generated hierarchy (views, labels or chain) as a xib and stop.")
    var printGenerated: String?

    func run() throws {
        if let printGenerated {
            guard let kind = SyntheticHierarchy.Kind(rawValue: printGenerated) else { throw ValidationError("--print-generated takes views, labels or chain") }
            print(SyntheticHierarchy.xib(views: views, kind: kind), terminator: "")
            return
        }
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
        try timeSystemFontMetrics()
        if let hierarchy {
            try time(bytes: BenchInputs.documents(under: [hierarchy])[0].bytes, name: hierarchy)
        } else {
            for kind in SyntheticHierarchy.Kind.allCases {
                try time(bytes: Array(SyntheticHierarchy.xib(views: views, kind: kind).utf8), name: "generated \(kind.rawValue)")
            }
        }
    }

    /// A hierarchy's largest root: solving alone, and the whole of `ibkit layout` for it, against
    /// parsing it.
    func time(bytes: [UInt8], name: String) throws {
        let document = try Document.parse(bytes, path: name)
        guard let root = LayoutEngine.roots(of: document).max(by: { Self.count($0) < Self.count($1) }) else { return }
        var solve = Double.infinity, whole = Double.infinity, parse = Double.infinity
        var solved: RootLayout?
        for _ in 0..<rounds {
            var start = Date()
            _ = try Document.parse(bytes, path: name)
            parse = min(parse, Date().timeIntervalSince(start))
            start = Date()
            solved = LayoutEngine.solve(root: root)
            solve = min(solve, Date().timeIntervalSince(start))
            start = Date()
            _ = LayoutEngine.layout(root: root)
            whole = min(whole, Date().timeIntervalSince(start))
        }
        let constraints = solved.map { _ in Self.constraints(root) } ?? 0
        print(String(format: "%@: %d views, %d document constraints, best of %d: solve %.1f ms; with ambiguity and text passes %.1f ms; parsing it %.1f ms (ratio solve/parse %.1f×)",
                     name, solved?.views.count ?? 0, constraints, rounds, solve * 1000, whole * 1000, parse * 1000, solve / max(parse, 1e-9)))
    }

    /// What a process that measures text pays once: reading and decoding SF Pro's bundled metrics,
    /// against parsing the seed example's largest document in the same run.
    func timeSystemFontMetrics() throws {
        guard let url = SystemFontMetricsFile.resource else { throw ValidationError("SF Pro's metrics are not bundled") }
        var load = Double.infinity, parse = Double.infinity, size = 0
        let example = SyntheticHierarchy.xib(views: 100, kind: .labels)
        for _ in 0..<rounds {
            var start = Date()
            let bytes = try [UInt8](Data(contentsOf: url))
            _ = try SystemFontMetricsFile.decode(bytes)
            load = min(load, Date().timeIntervalSince(start))
            size = bytes.count
            start = Date()
            _ = try Document.parse(Array(example.utf8), path: "labels.xib")
            parse = min(parse, Date().timeIntervalSince(start))
        }
        print(String(format: "SF Pro's metrics (%d bytes): read and decoded in %.1f ms, once per process; parsing a 100-label document %.1f ms",
                     size, load * 1000, parse * 1000))
    }

    static func count(_ view: View) -> Int { view.subviews.reduce(1) { $0 + count($1) } }
    static func constraints(_ view: View) -> Int { view.subviews.reduce(view.constraints.count) { $0 + constraints($1) } }
}
