import Foundation
import IBDocument
import IBProject

/// A whole-project run timed against a one-core parse of the same documents, in interleaved
/// rounds of one process, so that both figures see the same machine load.
enum ProjectTiming {
    /// What one measurement found: the last run's result, the best run time, the best parse time.
    struct Measurement<Result> {
        var result: Result
        var best: Double
        var parseBest: Double
        var ratio: Double { best / parseBest }
    }

    /// Runs `body` over the project under `paths` (scanning and loading included) `rounds` times.
    static func measure<Result>(paths: [String], rounds: Int, _ body: (Project) -> Result) -> Measurement<Result>? {
        var measurement: Measurement<Result>?
        for _ in 0..<max(rounds, 1) {
            let start = Date()
            let files = ProjectScanner.files(in: paths).files
            let result = body(Project(files: files))
            let elapsed = Date().timeIntervalSince(start)

            let parseStart = Date()
            for file in files where file.kind == .document { _ = try? Document.load(contentsOf: file.path) }
            let parse = Date().timeIntervalSince(parseStart)
            measurement = Measurement(result: result, best: min(measurement?.best ?? .infinity, elapsed),
                                      parseBest: min(measurement?.parseBest ?? .infinity, parse))
        }
        return measurement
    }
}
