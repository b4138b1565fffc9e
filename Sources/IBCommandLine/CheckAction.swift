import IBProject
import Foundation
import IBCheck
import IBFoundation

/// `ibkit check`: loads the project under the paths, runs the rules, prints the findings.
public enum CheckAction {
    /// What `check` was asked to do.
    public struct Options: Sendable {
        /// Files and folders to check; empty means the current directory.
        public var paths: [String] = []
        /// The output format.
        public var reporter: Reporter = .xcode
        /// The configuration file; nil looks for `.ibkit.yml` in the current directory.
        public var configurationPath: String?
        /// A baseline to apply, overriding the configuration's.
        public var baselinePath: String?
        /// Where to write a baseline of the current findings, instead of reporting them.
        public var writeBaseline: String?
        /// Projects, workspaces or packages to use besides those found under the paths.
        public var projects: [String] = []
        /// Whether documents no target bundles are checked too.
        public var allDocuments = false
        /// Whether to say which projects, targets and platforms were used.
        public var verbose = false
        /// Whether the layout-variant rules run (`--layout`).
        public var layout = false

        /// Default options.
        public init() {}
    }

    /// Runs the check; the status is 1 when errors were found (or input was missing), else 0.
    public static func run(_ options: Options, console: Console) -> Int32 {
        var configuration = Configuration()
        let configPath = options.configurationPath ?? (FileManager.default.fileExists(atPath: ".ibkit.yml") ? ".ibkit.yml" : nil)
        do {
            if let configPath {
                guard let data = FileManager.default.contents(atPath: configPath) else {
                    console.err("\(configPath):1:1: error: cannot read the configuration file")
                    return 1
                }
                configuration = try Configuration(yaml: String(decoding: data, as: UTF8.self), path: configPath)
            }
            if options.writeBaseline == nil, let baseline = options.baselinePath ?? configuration.baseline {
                let resolved = options.baselinePath != nil || configPath == nil ? baseline : relative(baseline, to: configPath!)
                configuration.acceptedFindings = try Baseline(contentsOf: resolved)
            }
        } catch {
            console.err(error.description)
            return 1
        }
        var paths = options.paths
        if paths.isEmpty { paths = configuration.included.isEmpty ? ["."] : configuration.included }
        var (files, missing) = ProjectScanner.files(in: paths, excluding: configuration.isExcluded)
        for path in options.projects {
            guard let found = ProjectScanner.projectFiles(at: path) else {
                missing.append(path)
                continue
            }
            files += found.filter { !files.contains($0) }
        }
        if options.allDocuments { configuration.checksAllDocuments = true }
        if options.layout { configuration.enableLayoutVariants() }
        for path in missing { console.err("\(path):1:1: error: no such file or directory") }
        let documents = files.filter { $0.kind == .document }.count
        if console.errIsTerminal && documents > 50 { console.status("loading \(documents) documents…") }
        let project = Project(files: files)
        if console.errIsTerminal && documents > 50 { console.status("\r\u{1B}[2K") }
        if options.verbose { for line in project.summary() { console.err(line) } }
        var checker = Checker(configuration: configuration)
        let bar = LockedValue(ProgressBar(total: project.documents.count, console: console))
        checker.progress = { done, total, path in bar.withLock { $0.update(done: done, current: path) } }
        let findings = checker.run(project)
        bar.withLock { $0.finish() }

        if let target = options.writeBaseline {
            let root = (target as NSString).deletingLastPathComponent
            let baseline = Baseline(findings: findings, root: root)
            do {
                try AtomicFile.write([UInt8](baseline.encoded()), to: target)
            } catch {
                console.err("\(target):1:1: error: cannot write the baseline: \(error.localizedDescription)")
                return 1
            }
            console.err("wrote \(baseline.entries.count) accepted finding(s) to \(target)")
            return 0
        }
        options.reporter.write(findings, to: console.out)
        let errors = findings.filter { $0.severity == .error }.count
        if options.reporter == .xcode {
            let warnings = findings.filter { $0.severity == .warning }.count
            console.err("checked \(documents) document(s), \(project.sources.files.count) source file(s): \(errors) error(s), \(warnings) warning(s)")
        }
        return errors > 0 || !missing.isEmpty ? 1 : 0
    }

    static func relative(_ path: String, to configPath: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = (configPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : folder + "/" + path
    }
}
