import ArgumentParser

extension IBKitCommand {
    /// `ibkit refactor …`: edits that change a project's documents together.
    struct Refactor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Restructure storyboards without breaking what leads into them.",
            subcommands: [Extract.self])
    }
}

extension IBKitCommand.Refactor {
    /// `ibkit refactor extract DOC --scene ID... --into NEW.storyboard`
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Move scenes into a new storyboard, leaving storyboard references behind (Xcode's Refactor to Storyboard).",
            discussion: """
            Segues between moved and kept scenes are pointed at storyboard references, which name their controller \
            by storyboard ID (one is given where none is set) or, for the entry point, by nothing. References in the \
            project's other storyboards follow the controllers that moved. Code that instantiates a moved storyboard ID \
            from the old storyboard is listed as a warning. Exit 0: written; 1: refused (nothing written).
            """)
        @Argument(help: "The storyboard to take scenes from.")
        var document: String
        @Option(name: .customLong("scene"), parsing: .upToNextOption,
                help: "A scene to move: its scene ID, its controller's id or storyboard ID, or a custom class only one scene has.")
        var scenes: [String]
        @Option(help: "The new storyboard's path; it must not exist.")
        var into: String
        @Option(help: "The app's folder (default: the document's folder), searched for other storyboards and code.")
        var project: String?
        @Flag(help: "Say what would change without writing anything.")
        var dryRun = false

        func run() throws {
            var options = RefactorAction.Options()
            options.document = document
            options.scenes = scenes
            options.into = into
            options.projectPath = project
            options.dryRun = dryRun
            let status = RefactorAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }
}

extension IBKitCommand {
    /// `ibkit edit DOC --script EDITS.json`
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a storyboard or xib by meaning: add scenes, views and constraints, set properties, remove, connect outlets and actions, add segues, rename classes.",
            discussion: """
            The script is JSON, {"edits": [...]}, each edit an object naming its "op": addScene, addView, addConstraint, \
            embedInStack, set, remove, connectOutlet, connectAction, addSegue, renameClass (Docs/Editing.md lists each one's fields). \
            With --project, "declare": true adds outlets and actions to the class's code and renameClass reaches the project's \
            other documents and code. Edits apply in order, all or \
            nothing: the first that cannot apply is named with why, and nothing is written. New ids have Xcode's shape; \
            only what the edits touch is rewritten, as Xcode writes it; the file is replaced atomically. The findings \
            `ibkit check` has after the edit and not before are listed (with --project, against the project's code). \
            Exit 0: applied; 1: refused or unreadable (nothing written).
            """)
        @Argument(help: "The storyboard or xib to edit.")
        var document: String
        @Option(help: "The script of edits (JSON); '-' or none reads standard input.")
        var script: String?
        @Option(help: "Write the result here instead of over the document.")
        var output: String?
        @Flag(help: "Report what would change without writing anything.")
        var dryRun = false
        @Flag(help: "Report as JSON: the ids created, the changes and the findings check adds.")
        var json = false
        @Option(help: "Check the result against this project's code and documents (a folder or .xcodeproj); default: the document alone.")
        var project: String?

        func run() throws {
            var options = EditAction.Options()
            options.project = project
            options.document = document
            options.script = script
            options.output = output
            options.dryRun = dryRun
            options.json = json
            let status = EditAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
