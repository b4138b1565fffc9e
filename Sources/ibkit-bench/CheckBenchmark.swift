import IBProject
import ArgumentParser
import Foundation
import IBCheck

/// `ibkit-bench check PATH...`: wall time of a whole `check` (scan, parse, rules on all cores),
/// next to parsing the same documents alone on one core, measured in the same run.
struct CheckBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Wall time of checking a project, against a one-core parse of its documents in the same run."
    )

    @Argument(help: "Folders to check.")
    var paths: [String]

    @Option(help: "Interleaved rounds; the best of each counts.")
    var rounds = 5

    func run() throws {
        guard let measured = ProjectTiming.measure(paths: paths, rounds: rounds, { project in
            (findings: Checker().run(project).count, documents: project.documents.count)
        }) else { return }
        print("documents: \(measured.result.documents), findings: \(measured.result.findings), cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        print(String(format: "check, whole run (best of %d): %.3f s", rounds, measured.best))
        print(String(format: "baseline, parse only on one core: %.3f s", measured.parseBest))
        print(String(format: "ratio check / parse-only: %.2f×", measured.ratio))
    }
}
