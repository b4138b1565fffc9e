import ArgumentParser
import Foundation
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
        @Option(name: .customLong("ours-label"), help: "What to call our side in markers and messages (git: %X). Default: the branch git names, else 'ours'.")
        var oursLabel: String?
        @Option(name: .customLong("theirs-label"), help: "What to call their side (git: %Y). Default: the branch git names, else 'theirs'.")
        var theirsLabel: String?

        func run() throws {
            var options = MergeAction.Options()
            options.base = base
            options.ours = ours
            options.theirs = theirs
            options.output = output
            options.path = path
            options.strategy = preferOurs ? .ours : (preferTheirs ? .theirs : strategy)
            options.verbose = verbose
            options.oursLabel = oursLabel
            options.theirsLabel = theirsLabel
            let status = MergeAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }
}

extension IBKitCommand {
    /// `ibkit diff OLD NEW`
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what changed between two versions of a document, element by element (ids matched; tool stamps, attribute order and whitespace ignored).",
            discussion: """
            Exit 0: equal; 1: different; 2: a file could not be read. As git's diff driver: git config diff.ibkit.command \
            'ibkit diff --git' and '*.storyboard diff=ibkit' in .gitattributes; git passes seven arguments (path, old file, \
            old hex, old mode, new file, new hex, new mode), and ibkit then always exits 0, as git requires.
            """)
        @Argument(help: "OLD NEW, or git's seven external-diff arguments.")
        var files: [String]
        @Flag(help: "Read git's seven external-diff arguments.")
        var git = false
        @Flag(help: "Print the changes as JSON.")
        var json = false
        @Option(help: "Also write a self-contained HTML page with the changed scenes drawn before and after to this file.")
        var html: String?

        func validate() throws {
            guard files.count == 2 || files.count == 7 else {
                throw ValidationError("give OLD and NEW, or git's seven external-diff arguments")
            }
        }

        func run() throws {
            let fromGit = git || files.count == 7
            let (old, new) = files.count == 7 ? (files[1], files[4]) : (files[0], files[1])
            let status = DiffAction.run(old: old, new: new, displayPath: fromGit && files.count == 7 ? files[0] : nil, json: json, html: html,
                                        colored: !json && DiffColors.wanted(git: fromGit), console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit format [PATH...] [--check]`
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rewrite documents exactly as Xcode writes them (idempotent, lossless, atomic); --check lists what would change and exits 1.")
        @Argument(help: "Documents, or folders to search. Default: the current directory.")
        var paths: [String] = []
        @Flag(help: "Change nothing; list documents not in Xcode's format and exit 1 if any.")
        var check = false

        @OptionGroup var parallel: JobsOption

        func run() throws {
            parallel.apply()
            let status = FormatAction.run(paths: paths, check: check, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit install-git`
    struct InstallGit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install-git",
            abstract: "Make git diff and merge .storyboard and .xib files through ibkit: .gitattributes lines and git config.")
        @Option(help: "The repository. Default: the current directory.")
        var repository: String = "."
        @Flag(help: "Set the drivers in the user's git config instead of the repository's (.gitattributes is still written).")
        var global = false
        @Flag(help: "Also set diff.ibkit.textconv, so that git log -p and git show (which skip external diffs without --ext-diff) show each document's outline.")
        var textconv = false

        func run() throws {
            let status = GitSetupAction.run(root: repository, global: global, textconv: textconv, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
