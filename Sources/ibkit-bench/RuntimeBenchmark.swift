import ArgumentParser
import Foundation
import IBProject
import IBRuntime

/// `ibkit-bench runtime PATH...`: wall time of loading every storyboard scene and xib and walking
/// every segue once, next to parsing the same documents alone on one core in the same run.
struct RuntimeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runtime",
        abstract: "Wall time of exercising every scene, segue and xib, against a one-core parse of the documents in the same run."
    )

    @Argument(help: "Folders to exercise.")
    var paths: [String]

    @Option(help: "Interleaved rounds; the best of each counts.")
    var rounds = 3

    func run() throws {
        guard let measured = ProjectTiming.measure(paths: paths, rounds: rounds, { Exerciser.run($0) }) else { return }
        let report = measured.result
        print("documents: \(report.documents) (\(report.storyboards) storyboards), entry and identified scenes loaded: \(report.scenesLoaded) of \(report.scenesTried), xibs loaded: \(report.nibsLoaded) of \(report.documents - report.storyboards), cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        let inDocuments = report.seguesInDocuments
        print("segues performed / in the documents: \(report.totalSegues) / \(inDocuments.values.reduce(0, +)) — "
              + inDocuments.keys.sorted().map { "\($0) \(report.seguesPerformed[$0] ?? 0)/\(inDocuments[$0] ?? 0)" }.joined(separator: ", "))
        for failure in report.failures { print("  \(failure.description)") }
        let byKind = Dictionary(grouping: report.failures) { (failure: RuntimeFailure) in failure.kind }.mapValues { $0.count }
        print("failures: \(report.failures.count) — " + byKind.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        print(String(format: "exercise, whole run incl. scan and parse (best of %d): %.3f s", rounds, measured.best))
        print(String(format: "baseline, parse only on one core: %.3f s", measured.parseBest))
        print(String(format: "ratio exercise / parse-only: %.2f×", measured.ratio))
    }
}
