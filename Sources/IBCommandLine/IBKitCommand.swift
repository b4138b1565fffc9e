import ArgumentParser
import IBCheck

/// The `ibkit` command: parses arguments and hands them to one action.
public struct IBKitCommand: ParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "ibkit",
        abstract: "Read and check Interface Builder documents (.xib, .storyboard) anywhere Swift runs.",
        subcommands: [Check.self, Dump.self, Stats.self, Rules.self]
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

    /// `ibkit check [PATH...]`
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find what UIKit/AppKit would crash on: documents checked against each other and against Swift and Objective-C sources.")
        @Argument(help: "Folders or files to check (documents, sources, Info.plists, asset catalogs). Default: the current directory.")
        var paths: [String] = []
        @Option(help: "Output format: \(Reporter.allCases.map(\.rawValue).joined(separator: ", ")).")
        var reporter: String = "xcode"
        @Option(help: "Configuration file (default: .ibkit.yml in the current directory).")
        var config: String?
        @Option(help: "Baseline of accepted findings to leave out.")
        var baseline: String?
        @Option(help: "Write the current findings as a baseline to this file instead of reporting them.")
        var writeBaseline: String?

        func validate() throws {
            guard Reporter(rawValue: reporter) != nil else {
                throw ValidationError("unknown reporter '\(reporter)'; use one of \(Reporter.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }

        func run() throws {
            var options = CheckAction.Options()
            options.paths = paths
            options.reporter = Reporter(rawValue: reporter) ?? .xcode
            options.configurationPath = config
            options.baselinePath = baseline
            options.writeBaseline = writeBaseline
            let status = CheckAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit rules`
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the rules reference (Markdown), generated from the rules themselves.")
        func run() throws { print(RulesDocument.markdown(), terminator: "") }
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
