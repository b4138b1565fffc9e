import ArgumentParser
import IBFoundation

/// `--jobs N`: the most threads a command works on at once (documents loaded and checked,
/// source files indexed, scenes exercised); by default one per core.
struct JobsOption: ParsableArguments {
    @Option(help: "How many documents and source files to work on at once. Default: one per core.")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// Makes the setting the process's bound on parallel work.
    func apply() { ParallelWork.maximumJobs = jobs }
}
