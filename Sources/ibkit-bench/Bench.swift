import ArgumentParser

/// `ibkit-bench`: throughput and memory figures, each next to a baseline measured in the same run.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibkit-bench",
        abstract: "Measure ibkit's parser against Foundation's XMLParser on the same bytes.",
        subcommands: [ParseBenchmark.self, MemoryBenchmark.self, MemoryProbe.self]
    )
}
