import ArgumentParser
import Foundation
import IBGen
import IBLocalization
import IBProject

/// `ibkit-bench gen PATH...`: wall time of `ibkit gen` over everything under the paths as one
/// project (context, both frameworks' templates rendered), against a one-core parse in the same
/// run; and how many keys of the `.strings` translations found there `ibkit strings` reproduces.
struct GenBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Wall time of generating code for every document, against a one-core parse in the same run; .strings agreement."
    )

    @Argument(help: "Folders to generate for.")
    var paths: [String]

    @Option(help: "Interleaved rounds; the best of each counts.")
    var rounds = 3

    func run() throws {
        let generator = try Generator()
        let measured = ProjectTiming.measure(paths: paths, rounds: rounds) { project -> (GenContext, Int, Int) in
            let context = GenContext(project: project)
            var lines = 0
            var files = 0
            for framework in UIFramework.allCases {
                var options = GenOptions()
                options.framework = framework
                let rendered = (try? generator.render(TemplateContext(context: context, options: options))) ?? []
                files += rendered.count
                lines += rendered.reduce(0) { $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count }
            }
            return (context, files, lines)
        }
        guard let measured else { return }
        let (context, files, lines) = measured.result
        print("storyboards: \(context.storyboards.count), xibs: \(context.xibs.count) (by name), scenes with an ID: \(context.storyboards.map(\.scenes.count).reduce(0, +)), identified segues: \(context.storyboards.flatMap(\.segues).map(\.segues.count).reduce(0, +)), files rendered: \(files), lines: \(lines)")
        print(String(format: "gen, whole run incl. scan and parse (best of %d): %.3f s", rounds, measured.best))
        print(String(format: "baseline, parse only on one core: %.3f s", measured.parseBest))
        print(String(format: "ratio gen / parse-only: %.2f×", measured.ratio))
        for path in paths {
            let agreement = StringsAgreement.measure(root: path)
            print(String(format: "strings agreement under %@: %d of %d keys in %d .strings files (%.1f%%), %d exported keys no translation has, %d files without a document",
                         path, agreement.reproduced, agreement.keys, agreement.files, agreement.share * 100, agreement.extra, agreement.orphans.count))
        }
    }
}
