import ArgumentParser
import Foundation
import IBDocument
import IBLayout

/// `ibkit-bench fit-text CORPUS`: measures the texts whose stored width is their own with SF Pro's
/// metrics, fits what the corpus supplies (SF Pro's space, Helvetica Neue's advances:
/// `TextAdvancesFit`), judges every candidate regularisation (at the optical sizing asked for) on
/// repositories held out of the fit, and with `--write` writes the values fitted on the whole
/// corpus as Swift.
struct FitTextBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit-text",
        abstract: "Fit SF Pro's space and Helvetica Neue's advances on the corpus, validated by folds of repositories; write the Swift table."
    )

    @Argument(help: "The corpus folder: one folder per repository (owner__repo).")
    var corpus: String

    @Option(help: "How many folds.")
    var folds = 5

    @Option(help: "Ridge strengths on the advances to compare, comma-separated (points² per em²; 1e9 holds them at the scaled prior).")
    var lambdas = "100,300,1000,3000,10000,30000,1000000000"

    @Option(help: "Ridge strengths on the corrections to the published tracking, comma-separated (1e9: none).")
    var mus = "10,100,1000,1000000000"

    @Option(help: "Write the table fitted on every sample, at the best ridge strength, to this Swift file.")
    var write: String?

    @Flag(help: "Print every sample, tab-separated: stored width, size, pixel scale, family, weight, element, text, document, tools build, width as measured, repository.")
    var samples = false

    @Option(help: "Which SF Pro design a point size uses: 'text and display' (17 below 20 pt, 28 from 20) or 'continuous' (the size, 17 to 28).")
    var opticalSizing = TextMeasure.OpticalSizing.default

    func run() throws {
        guard folds > 1 else { throw ValidationError("--folds must be at least 2") }
        var measure = TextMeasure.standard
        measure.opticalSizing = opticalSizing
        let strengths = try Self.numbers(lambdas, "--lambdas"), trackingStrengths = try Self.numbers(mus, "--mus")
        let root = URL(fileURLWithPath: corpus).standardizedFileURL.path
        let split = RepositoryFolds(count: folds)
        var found: [(fold: Int, sample: TextAdvancesFit.Sample)] = []
        var repositoryOf: [String: String] = [:]
        var repositories = [Set<String>](repeating: [], count: folds)
        for input in try BenchInputs.documents(under: [root]) {
            guard let document = try? Document.parse(input.bytes, path: input.path) else { continue }
            let repository = RepositoryFolds.repository(of: input.path, under: root)
            let fold = split.fold(of: repository)
            for sample in TextAdvancesFit.samples(in: document, text: measure) {
                found.append((fold, sample))
                repositories[fold].insert(repository)
                repositoryOf[sample.path] = repository
            }
        }
        if samples {
            for (_, sample) in found {
                let document = sample.path.split(separator: "/").suffix(2).joined(separator: "/")
                print([sample.width, sample.pointSize, sample.scale].map { "\($0)" }.joined(separator: "\t"), sample.face.family, sample.face.weight,
                      sample.element, sample.text, document, sample.tools, TextAdvancesFit.predict(sample, with: measure),
                      repositoryOf[sample.path] ?? "", separator: "\t")
            }
        }
        let all = found.map(\.sample)
        print("\(all.count) samples (\(all.filter { $0.element == "label" }.count) labels, \(all.filter { $0.element == "button" }.count) buttons, \(all.filter { $0.element == "textField" }.count) AppKit labels) from \(repositories.reduce(0) { $0 + $1.count }) repositories")

        print("\nheld-out agreement by ridge strengths, λ on the advances and μ on the tracking corrections (each fold measured with the table fitted on the others)")
        print("| λ | μ | ≤ 0.5 pt | ≤ 2 pt |")
        print("|---:|---:|---:|---:|")
        var scores: [(lambda: Double, mu: Double, half: Int, two: Int)] = []
        for lambda in strengths {
            for mu in trackingStrengths {
                var half = 0, two = 0
                for fold in 0..<folds {
                    let table = TextAdvancesFit.fit(found.filter { $0.fold != fold }.map(\.sample), lambda: lambda, mu: mu, system: measure.system)
                    let score = TextAdvancesFit.agreement(found.filter { $0.fold == fold }.map(\.sample), with: measure.with(fitted: table))
                    half += score.withinHalfPoint
                    two += score.withinTwoPoints
                }
                print("| \(Self.format(lambda)) | \(Self.format(mu)) | \(Self.share(half, all.count)) | \(Self.share(two, all.count)) |")
                scores.append((lambda, mu, half, two))
            }
        }
        // The simplest model (strongest regularisation) within 1% of the best: differences smaller
        // than that are noise between folds, and choosing among them made the table flip from run to run.
        let top = scores.map(\.half).max() ?? 0
        guard let chosen = scores.filter({ Double($0.half) >= Double(top) - 0.01 * Double(all.count) })
            .max(by: { ($0.lambda, $0.mu, $0.half) < ($1.lambda, $1.mu, $1.half) }) else { return }
        let whole = TextAdvancesFit.fit(all, lambda: chosen.lambda, mu: chosen.mu, system: measure.system)
        FittedTextReport.print(found: found, folds: folds, repositories: repositories, lambda: chosen.lambda, mu: chosen.mu, whole: whole, measure: measure)
        if let write {
            let source = FittedTableWriter.swift(whole, samples: all, lambda: chosen.lambda, mu: chosen.mu, folds: folds)
            try Data(source.utf8).write(to: URL(fileURLWithPath: write), options: .atomic)
            print("\nwrote \(write)")
        }
    }

    static func share(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : String(format: "%.1f%% (%d/%d)", Double(part) / Double(whole) * 100, part, whole)
    }

    static func format(_ strength: Double) -> String { strength >= 1e8 ? "∞" : String(format: "%g", strength) }

    static func numbers(_ list: String, _ name: String) throws -> [Double] {
        let values = list.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 > 0 && $0.isFinite }) else { throw ValidationError("\(name) needs positive numbers") }
        return values
    }
}
