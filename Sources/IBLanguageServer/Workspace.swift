import Foundation
import IBCheck
import IBDocument
import IBFoundation
import IBProject
import IBSource
import IBTargets

/// The project as the editor holds it: the files under the workspace folders, with the text of
/// open files taken from the editor instead of the disk, checked as `ibkit check` checks it.
///
/// After an edit the project is loaded again through a cache (only the changed file is parsed),
/// the document rules run only on the documents the edit can affect, and the findings are kept
/// per file.
public final class Workspace: @unchecked Sendable {
    /// The workspace folders, as absolute paths.
    public let roots: [String]
    /// The configuration read from `.ibkit.yml` in the first folder, if any.
    public private(set) var configuration: Configuration
    /// A problem with the configuration file, reported on it.
    public private(set) var configurationProblem: Diagnostic?
    /// The project as last loaded.
    public private(set) var project: Project?
    /// The findings of the last check, by file path.
    public private(set) var findings: [String: [Diagnostic]] = [:]

    private var scanned: [ProjectFile] = []
    private var overlays: [String: [UInt8]] = [:]
    private let cache = ProjectCache()
    private var documentFindings = DocumentFindings()
    /// Each document's names, kept while the document is the same parsed object.
    var documentNames: [String: (Document, DocumentNames)] = [:]

    /// A workspace over folders; nothing is read until `load()`.
    public init(roots: [String], layout: Bool = false) {
        self.roots = roots.map(Self.resolved)
        self.layout = layout
        configuration = Configuration()
        readConfiguration()
    }

    private let layout: Bool

    /// The first folder's `.ibkit.yml` (the editor's text of it when open), as `check` reads it.
    var configurationPath: String? { roots.first.map { $0 + "/.ibkit.yml" } }

    private func readConfiguration() {
        configuration = Configuration()
        configurationProblem = nil
        if let path = configurationPath, let bytes = text(of: path) {
            do {
                configuration = try Configuration(yaml: String(decoding: bytes, as: UTF8.self), path: path)
            } catch {
                configurationProblem = error.diagnostic
            }
        }
        if layout { configuration.enableLayoutVariants() }
    }

    /// A path with symbolic links resolved (macOS's `/tmp` is `/private/tmp`), so that the
    /// editor's paths and the scan's agree.
    public static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Whether a path lies in one of the folders.
    public func contains(_ path: String) -> Bool {
        roots.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Reads the folders again (files were created or deleted).
    public func rescan() {
        scanned = ProjectScanner.files(in: roots, excluding: configuration.isExcluded).files
        cache.fileSystemChanged()
    }

    /// The text the editor holds for a file; nil gives it back to the disk.
    public func setText(_ bytes: [UInt8]?, for path: String) {
        overlays[path] = bytes
    }

    /// The files whose text the editor holds.
    public var overlaidPaths: [String: [UInt8]] { overlays }

    /// The file's text: the editor's, else the disk's.
    public func text(of path: String) -> [UInt8]? {
        overlays[path] ?? FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Loads and checks everything. Returns the files whose findings changed.
    @discardableResult
    public func load() -> Set<String> {
        if scanned.isEmpty { rescan() }
        defer { _ = cache.takeReparsed() }
        return check(recheck: nil)
    }

    /// Checks again after the files at `paths` changed: the documents among them, and the
    /// documents the sources among them can affect. Returns the files whose findings changed.
    @discardableResult
    public func update(changed paths: Set<String>) -> Set<String> {
        guard let previous = project else { return load() }
        if let configurationPath, paths.contains(configurationPath) {
            // Rules, severities, exclusions and the baseline may all have changed.
            readConfiguration()
            rescan()
        }
        var newFiles = false
        for path in paths where ProjectFile.kind(of: path) != nil && !scanned.contains(where: { $0.path == path }) && contains(path) {
            newFiles = true
        }
        if newFiles { rescan() }
        let next = loadProject()
        // Files changed on disk behind the editor's back (a checkout, a generator) count too.
        let changed = paths.union(cache.takeReparsed())
        var recheck: Set<String>? = []
        for path in changed {
            switch ProjectFile.kind(of: path) {
            case .document?:
                recheck?.insert(path)
                recheck?.formUnion(documentsReferring(to: path, in: next))
            case .source?:
                guard let affected = documents(affectedBySource: path, before: previous, after: next) else { recheck = nil; break }
                recheck?.formUnion(affected)
            default:
                // A project file, Info.plist or asset: anything may change.
                recheck = nil
            }
            if recheck == nil { break }
        }
        return check(project: next, recheck: recheck)
    }

    private func loadProject() -> Project {
        let files = scanned.compactMap { file -> ProjectFile? in
            var file = file
            if let text = overlays[file.path] {
                file.contents = text
            } else if file.kind == .document || file.kind == .source, !FileManager.default.fileExists(atPath: file.path) {
                // Deleted under us: gone until the editor says otherwise.
                return nil
            }
            return file
        }
        var all = files
        let known = Set(files.map(\.path))
        for (path, text) in overlays where !known.contains(path) && contains(path) {
            if let kind = ProjectFile.kind(of: path), kind == .document || kind == .source { all.append(ProjectFile(path: path, kind: kind, contents: text)) }
        }
        return Project(files: all, cache: cache)
    }

    @discardableResult
    private func check(recheck: Set<String>?) -> Set<String> {
        check(project: loadProject(), recheck: recheck)
    }

    private func check(project next: Project, recheck: Set<String>?) -> Set<String> {
        let result = Checker(configuration: configuration).run(next, recheck: recheck, reusing: documentFindings)
        project = next
        documentFindings = result.documentFindings
        var byFile = Dictionary(grouping: result.findings, by: \.location.file)
        if let configurationProblem { byFile[configurationProblem.location.file, default: []].append(configurationProblem) }
        let changed = Set(byFile.keys).union(findings.keys).filter { byFile[$0] != findings[$0] }
        findings = byFile
        return changed
    }
}
