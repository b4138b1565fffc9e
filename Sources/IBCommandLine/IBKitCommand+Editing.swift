import ArgumentParser
import IBEdit

extension MergeStrategy: ExpressibleByArgument {}

extension IBKitCommand {
    /// `ibkit merge BASE OURS THEIRS --output FILE`
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Merge two versions of a document by meaning (elements matched by id); works as git's merge driver.",
            discussion: """
            As a git merge driver: git config merge.ibkit.driver 'ibkit merge %O %A %B --output %A --path %P' and \
            '*.storyboard merge=ibkit' in .gitattributes (or run 'ibkit install-git'). Exit 0: merged; 1: conflicts \
            left with diff3 markers; 2: a side could not be read (the output is not touched).
            """)
        @Argument(help: "The common ancestor.")
        var base: String
        @Argument(help: "Our version.")
        var ours: String
        @Argument(help: "Their version.")
        var theirs: String
        @Option(name: .shortAndLong, help: "Where to write the result (git: %A). Default: print it.")
        var output: String?
        @Option(help: "The document's path in the repository (git: %P), for messages.")
        var path: String?
        @Option(help: "How to settle conflicts: markers (default), ours or theirs.")
        var strategy: MergeStrategy = .markers
        @Flag(name: .customLong("ours"), help: "Same as --strategy ours.")
        var preferOurs = false
        @Flag(name: .customLong("theirs"), help: "Same as --strategy theirs.")
        var preferTheirs = false
        @Option(name: .customLong("marker-size"), help: "Accepted for git's %L; markers are always 7 characters.")
        var markerSize: Int?
        @Flag(help: "Also say what the merge decided on its own (renamed ids).")
        var verbose = false

        func run() throws {
            var options = MergeAction.Options()
            options.base = base
            options.ours = ours
            options.theirs = theirs
            options.output = output
            options.path = path
            options.strategy = preferOurs ? .ours : (preferTheirs ? .theirs : strategy)
            options.verbose = verbose
            let status = MergeAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
