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

    /// `ibkit dump PATH...`
    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print each document's outline: scenes, controllers, views, connections, constraints.")

        @Argument(help: "Documents, or folders to search for .xib and .storyboard files.")
        var paths: [String]

        @Flag(help: "Print the outlines as JSON.")
        var json = false

        func run() throws {
            let status = DumpAction.run(paths: paths, json: json, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit stats PATH...`
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Count scenes, controllers, views, constraints, connections and segues across documents.")

        @Argument(help: "Documents, or folders to search for .xib and .storyboard files.")
        var paths: [String]

        @Flag(help: "Print the counts as JSON.")
        var json = false

        func run() throws {
            let status = StatsAction.run(paths: paths, json: json, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
