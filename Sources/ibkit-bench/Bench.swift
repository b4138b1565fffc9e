import ArgumentParser

/// `ibkit-bench`: throughput and memory figures, each next to a baseline measured in the same run.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibkit-bench",
        abstract: "Measure ibkit: parse throughput against XMLParser, check and runtime wall time against a parse-only baseline, memory.",
        subcommands: [ParseBenchmark.self, CheckBenchmark.self, ProjectsBenchmark.self, RuntimeBenchmark.self, GenBenchmark.self, MergeBenchmark.self, LimitsBenchmark.self, LayoutBenchmark.self, LayoutVariantsBenchmark.self, LayoutFoldsBenchmark.self, FitTextBenchmark.self, ConvertBenchmark.self, SystemFontTableCommand.self, RenderBenchmark.self, LanguageServerBenchmark.self, MemoryBenchmark.self, MemoryProbe.self]
    )
}
