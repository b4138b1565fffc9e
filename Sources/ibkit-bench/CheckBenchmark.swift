import IBProject
import ArgumentParser
import Foundation
import IBCheck
import IBDocument

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
        var checkBest = Double.infinity
        var parseBest = Double.infinity
        var findings = 0
        var documents = 0
        for _ in 0..<rounds {
            let start = Date()
            let files = ProjectScanner.files(in: paths).files
            let project = Project(files: files)
            findings = Checker().run(project).count
            documents = project.documents.count
            checkBest = min(checkBest, Date().timeIntervalSince(start))

            let parseStart = Date()
            for file in files where file.kind == .document { _ = try? Document.load(contentsOf: file.path) }
            parseBest = min(parseBest, Date().timeIntervalSince(parseStart))
        }
        print("documents: \(documents), findings: \(findings), cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        print(String(format: "check, whole run (best of %d): %.3f s", rounds, checkBest))
        print(String(format: "baseline, parse only on one core: %.3f s", parseBest))
        print(String(format: "ratio check / parse-only: %.2f×", checkBest / parseBest))
    }
}
