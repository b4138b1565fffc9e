import ArgumentParser

/// The `ibkit` command: parses arguments and hands them to one action.
public struct IBKitCommand: ParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "ibkit",
        abstract: "Read Interface Builder documents (.xib, .storyboard) anywhere Swift runs: outlines and statistics.",
        subcommands: [Dump.self, Stats.self]
    )

    /// Creates the command (ArgumentParser needs it).
    public init() {}

    /// The arguments every document command takes.
    struct Documents: ParsableArguments {
        @Argument(help: "Documents, or folders to search for .xib and .storyboard files.")
        var paths: [String]

        @Flag(help: "Print the result as JSON.")
        var json = false

        /// Turns an action's exit status into the process's.
        func exit(with status: Int32) throws {
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit dump PATH...`
    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print each document's outline: scenes, controllers, views, connections, constraints.")

        @OptionGroup var documents: Documents

        func run() throws {
            try documents.exit(with: DumpAction.run(paths: documents.paths, json: documents.json, console: .standard))
        }
    }

    /// `ibkit stats PATH...`
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Count scenes, controllers, views, constraints, connections and segues across documents.")

        @OptionGroup var documents: Documents

        func run() throws {
            try documents.exit(with: StatsAction.run(paths: documents.paths, json: documents.json, console: .standard))
        }
    }
}
