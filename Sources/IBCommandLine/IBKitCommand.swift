import ArgumentParser
import IBCheck
import IBConvert
import IBFoundation
import IBGen

/// The `ibkit` command: parses arguments and hands them to one action.
public struct IBKitCommand: ParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "ibkit",
        abstract: "Read, check and run Interface Builder documents (.xib, .storyboard) anywhere Swift runs.",
        version: IBKitVersion.current,
        subcommands: [Check.self, Run.self, Flows.self, Gen.self, Strings.self, Layout.self, Render.self, Convert.self, Diff.self, Merge.self, Format.self, Edit.self, Refactor.self, InstallGit.self, Dump.self, Stats.self, Rules.self]
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
        @Option(name: .long, help: "An .xcodeproj, .xcworkspace or Package.swift (or a folder holding them) to use besides those found under the paths; repeatable.")
        var project: [String] = []
        @Flag(help: "Also check documents that no target bundles (by default each gets one note).")
        var allDocuments = false
        @Flag(help: "Say which projects, targets and platforms each document was checked with.")
        var verbose = false
        @Flag(help: "Also lay each document out on the target's smallest and largest screens, in each of its languages, a pseudo-language and right to left, and at large text sizes: text-truncated, views-overlap, constraints-unsatisfiable.")
        var layout = false

        func validate() throws {
            guard Reporter(rawValue: reporter) != nil else {
                throw ValidationError("unknown reporter '\(reporter)'; use one of \(Reporter.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }

        @OptionGroup var parallel: JobsOption

        func run() throws {
            parallel.apply()
            var options = CheckAction.Options()
            options.paths = paths
            options.reporter = Reporter(rawValue: reporter) ?? .xcode
            options.configurationPath = config
            options.baselinePath = baseline
            options.writeBaseline = writeBaseline
            options.projects = project
            options.allDocuments = allDocuments
            options.verbose = verbose
            options.layout = layout
            let status = CheckAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit run DOC [--tap X]...`
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Launch a storyboard (or load a xib) as UIKit would, tap through it, and print each step's calls and controller hierarchy.")
        @Argument(help: "The storyboard to launch or the xib to load.")
        var document: String
        @Option(name: .long, help: "Tap a control, bar item, tab or cell by accessibility identifier, title or object id; repeat to go on.")
        var tap: [String] = []
        @Option(help: "The app's folder (documents and sources). Default: the document's folder, or the one above a .lproj folder.")
        var project: String?
        @Option(help: "A xib's owner class; 'nil' loads it with no owner. Default: File's Owner's class.")
        var owner: String?
        @Flag(help: "Also print framework objects' init(coder:), awakeFromNib and key-value calls.")
        var all = false

        @OptionGroup var parallel: JobsOption

        func run() throws {
            parallel.apply()
            var options = RunAction.Options()
            options.document = document
            options.taps = tap
            options.projectPath = project
            options.ownerClass = owner
            options.showsAllCalls = all
            let status = RunAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit flows DOC`
    struct Flows: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every controller reachable from a storyboard's entry point and how, following storyboard references.")
        @Argument(help: "The storyboard.")
        var document: String
        @Option(help: "The app's folder, where referenced storyboards are found. Default: the document's folder, or the one above a .lproj folder.")
        var project: String?
        @Flag(help: "Print a Graphviz digraph instead of the tree.")
        var dot = false

        @OptionGroup var parallel: JobsOption

        func run() throws {
            parallel.apply()
            let status = FlowsAction.run(document: document, projectPath: project, dot: dot, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit gen [PATH...]`
    struct Gen: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write type-safe Swift for storyboards, scenes, segues, reusable cells and xibs.",
            discussion: "Writes StoryboardScenes.swift, StoryboardSegues.swift, ReusableCells.swift and NibFiles.swift into --output; a file whose content did not change is not touched. Template keys: Docs/Gen.md.")
        @Argument(help: "Documents, or folders to search for .xib and .storyboard files. Default: the current directory.")
        var paths: [String] = []
        @Option(name: .shortAndLong, help: "The folder to write the Swift files to. Default: print them.")
        var output: String?
        @Flag(help: "Write nothing: list the files of --output that generating would create or change, and exit 1 if any (a CI check that the committed code is up to date).")
        var check = false
        @Flag(help: "Print the documents' context (storyboards, scenes, segues, cells, xibs), as JSON, instead of generating.")
        var context = false
        @Flag(help: "Print what the templates read, names made and options applied, as JSON, instead of generating.")
        var templateContext = false
        @Option(help: "A folder of .stencil files replacing the bundled ones of the same name (\(Generator.bundledTemplateNames.joined(separator: ", "))).")
        var templates: String?
        @Option(help: "Print a bundled template, to start a replacement from.")
        var printTemplate: String?
        @Option(help: "The access level of the generated declarations: internal or public.")
        var access: String = "internal"
        @Option(help: "The framework to generate for: uikit (iOS and tvOS documents) or appkit (macOS). Default: the one most documents use.")
        var platform: String?
        @Option(help: "A Swift expression for the bundle holding the documents. Default: the package's resources, else the generated code's own bundle.")
        var bundle: String?
        @Option(help: "The module the code is compiled into: classes whose Module is this one are neither imported nor qualified.")
        var targetModule: String?
        @Option(name: .customLong("import"), help: "A module to import in every file; repeat for more.")
        var imports: [String] = []
        @Option(help: "The enum of storyboards and scenes.")
        var scenesEnum = "StoryboardScene"
        @Option(help: "The enum of typed segues.")
        var seguesEnum = "StoryboardSegue"
        @Option(help: "The enum of reusable cells.")
        var cellsEnum = "ReusableCell"
        @Option(help: "The enum of nib loaders.")
        var nibsEnum = "NibFile"
        @Option(help: "The protocol of controllers whose storyboard ID is their class name; 'none' leaves it out.")
        var identifiableProtocol = "StoryboardIdentifiable"

        func validate() throws {
            guard GenOptions.AccessLevel(rawValue: access) != nil else { throw ValidationError("--access takes internal or public") }
            if let platform, UIFramework(rawValue: platform) == nil { throw ValidationError("--platform takes uikit or appkit") }
            for (flag, name) in [("--scenes-enum", scenesEnum), ("--segues-enum", seguesEnum), ("--cells-enum", cellsEnum),
                                 ("--nibs-enum", nibsEnum), ("--identifiable-protocol", identifiableProtocol)]
                where !SwiftName.isPlainIdentifier(name) {
                throw ValidationError("\(flag) takes a Swift identifier, not '\(name)'")
            }
            if check, output == nil { throw ValidationError("--check compares with the files of --output: give -o DIR") }
            for module in imports + [targetModule].compactMap({ $0 }) where !SwiftName.isPlainIdentifier(module) {
                throw ValidationError("'\(module)' is not a module name")
            }
        }

        @OptionGroup var parallel: JobsOption

        func run() throws {
            parallel.apply()
            var options = GenAction.Options()
            options.printTemplate = printTemplate
            options.paths = paths
            options.output = output
            options.checksOutput = check
            options.printsContext = context
            options.printsTemplateModel = templateContext
            options.templates = templates
            var generation = GenOptions()
            generation.accessLevel = GenOptions.AccessLevel(rawValue: access) ?? .internal
            generation.framework = platform.flatMap(UIFramework.init(rawValue:))
            generation.bundle = bundle
            generation.targetModule = targetModule
            generation.extraImports = imports
            generation.scenesEnumName = scenesEnum
            generation.seguesEnumName = seguesEnum
            generation.cellsEnumName = cellsEnum
            generation.nibsEnumName = nibsEnum
            generation.identifiableProtocolName = identifiableProtocol == "none" ? nil : identifiableProtocol
            options.generation = generation
            let status = GenAction.run(options, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit strings DOC...`
    struct Strings: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Export a document's localizable strings as ibtool --generate-strings-file does, or check the translations beside it.")
        @Argument(help: "The documents.")
        var documents: [String]
        @Option(name: .shortAndLong, help: "Write the .strings file here instead of printing it.")
        var output: String?
        @Flag(help: "Compare with the .strings files in the .lproj folders beside each document and its String Catalog (.xcstrings): report missing and stale keys, exit 1 when there are any.")
        var check = false

        func run() throws {
            let status = StringsAction.run(paths: documents, output: output, check: check, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit convert DOC... [-o DIR] [--verify]`
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the Swift (UIKit or AppKit) that builds each document's scenes, views, windows and menus; with --verify, compile it against ibkit's interface module, run it, and compare what it builds with the document.")
        @Argument(help: "Documents, or folders to search for .xib and .storyboard files.")
        var paths: [String]
        @Option(name: .shortAndLong, help: "Write one Swift file per scene or top-level view into this folder instead of printing them.")
        var output: String?
        @Option(help: "The framework to write for: auto (UIKit for iOS and tvOS documents, AppKit for macOS ones), uikit or appkit (documents of the other are skipped).")
        var to = "auto"
        @Option(help: "How constraints are written: anchors (the only style so far).")
        var style = "anchors"
        @Flag(help: "Write plain string literals instead of NSLocalizedString under the keys `ibkit strings` exports.")
        var literalStrings = false
        @Flag(help: "Compile and run the converted code against ibkit's UIKit or AppKit interface module and compare the views, constraints, outlets and actions it makes with the document's; exit 1 on any difference.")
        var verify = false
        @Flag(help: "Print a JSON report instead of the code.")
        var json = false

        func validate() throws {
            guard ["auto", "uikit", "appkit"].contains(to) else { throw ValidationError("--to \(to): choose auto, uikit or appkit") }
            guard style == "anchors" else { throw ValidationError("--style \(style): only anchors is supported") }
        }

        func run() throws {
            let options = ConvertOptions(selectors: .checked, strings: literalStrings ? .literal : .localized)
            let status = ConvertAction.run(paths: paths, output: output, options: options, verify: verify, json: json,
                                           framework: to == "auto" ? nil : to, console: .standard)
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// `ibkit layout DOC...`
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Solve each document's Auto Layout: every view's frame, ambiguous views, conflicting constraints, misplaced views.")
        @OptionGroup var documents: Documents
        @Option(help: "Lay out on this device (retina4_7, retina6_12, ipad12_9, …, or window-minimum for a Mac window at its minimum size) instead of the document's own.")
        var device: String?
        @Option(help: "Lay out in this language: one of the document's translations (its .lproj .strings files or String Catalog), 'pseudo' for every string 40% longer, or 'rtl' for right to left. Stored frames are not compared then.")
        var language: String?
        @Option(help: "Lay out at this text size (large, extra-extra-extra-large, accessibility-extra-extra-extra-large, AX5, …): text styles of views that adjust them take its size.")
        var contentSize: String?

        func run() throws {
            try documents.exit(with: LayoutAction.run(paths: documents.paths, device: device, language: language, contentSize: contentSize,
                                                      json: documents.json, console: .standard))
        }
    }

    /// `ibkit render DOC... -o DIR`
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw each scene and xib root view as Xcode's canvas shows it (SVG or PNG), a storyboard's map, or one HTML page per document.")
        @Argument(help: "Documents, or folders to search for .xib and .storyboard files.")
        var paths: [String]
        @Option(name: .shortAndLong, help: "The folder to write the drawings to.")
        var output: String
        @Option(help: "Lay out on this device (retina4_7, retina6_12, ipad12_9, …, or window-minimum for a Mac window at its minimum size) instead of the document's own.")
        var device: String?
        @Option(help: "Only the scene whose controller (or root view) has this id.")
        var scene: String?
        @Option(help: "The format: \(RenderAction.formats.joined(separator: ", ")).")
        var format = "svg"
        @Flag(help: "Draw the dark appearance.")
        var dark = false
        @Option(help: "Draw in this language: one of the document's translations (its .lproj .strings files or String Catalog), 'pseudo' for every string 40% longer, or 'rtl' for right to left.")
        var language: String?
        @Option(help: "Draw at this text size (large, accessibility-extra-extra-extra-large, AX5, …): text styles of views that adjust them take its size.")
        var contentSize: String?
        @Flag(help: "With --format html: lay each document out in other languages, screens and text sizes (as check --layout does), list what breaks on the page, and draw each configuration it breaks in, linked from the list.")
        var layout = false
        @Option(name: .customLong("images"), help: "Also look for asset catalogs and images in this folder (repeatable); the document's project is searched already.")
        var imageFolders: [String] = []
        @Option(help: "The frames drawn: 'stored' (where the document keeps each view, as Xcode's canvas draws it; the default in the document's own configuration) or 'solved' (where ibkit's solution puts each view, a misplaced view's stored frame outlined in dashed orange; always for another device, language or text size).")
        var frames: String?
        @Flag(help: "Draw hidden views and what they hold, faint (Xcode's canvas leaves them out).")
        var showHidden = false
        @OptionGroup var parallel: JobsOption

        func run() throws {
            parallel.apply()
            let status = RenderAction.run(paths: paths, output: output, device: device, scene: scene, format: format, dark: dark,
                                          language: language, contentSize: contentSize, layout: layout, imageFolders: imageFolders,
                                          frames: frames, showHidden: showHidden, console: .standard)
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
        @Flag(help: "As git's diff.ibkit.textconv: leave the path out, and print a file that does not parse as it is.")
        var textconv = false

        func run() throws {
            try documents.exit(with: DumpAction.run(paths: documents.paths, json: documents.json, textconv: textconv, console: .standard))
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
