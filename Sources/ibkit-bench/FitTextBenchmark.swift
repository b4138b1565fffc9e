import ArgumentParser
import IBDocument
import IBLayout

/// `ibkit-bench fit-text PATH...`: fits the system font's advances and tracking on the labels
/// found under the paths and prints them as the Swift table IBLayout reads.
struct FitTextBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit-text",
        abstract: "Fit text metrics on the labels whose stored width is their text's width; print the Swift table."
    )

    @Argument(help: "Folders or documents.")
    var paths: [String]

    @Option(help: "ios (UILabel) or macos (AppKit labels).")
    var platform = "ios"

    @Flag(help: "Print every sample (stored width, point size, bold, text, document) before the table.")
    var samples = false

    func run() throws {
        let documents = try BenchInputs.documents(under: paths).compactMap { try? Document.parse($0.bytes, path: $0.path) }
        let found = TextMetricsFit.samples(documents, platform: platform == "macos" ? .macOS : .iOS)
        if samples { Self.list(found) }
        let result = TextMetricsFit.fit(found)
        print("// \(found.count) samples, \(result.samples) kept after dropping those more than 3 pt off; \(result.withinHalfPoint) within 0.5 pt")
        print("static let classScales: [CharacterClass: Double] = [")
        for (name, scale) in zip(TextMetricsFit.classNames, result.classScales) { print("    .\(name): \(scale),") }
        print("]")
        print("static let tracking: [Double: Double] = [")
        for (size, value) in result.tracking.sorted(by: { $0.key < $1.key }) { print("    \(size): \(value),") }
        print("]")
    }
}
extension FitTextBenchmark {
    static func list(_ samples: [TextMetricsFit.Sample]) {
        for sample in samples {
            print(sample.width, sample.pointSize, sample.isBold, sample.text, sample.path.split(separator: "/").suffix(2).joined(separator: "/"))
        }
    }
}
