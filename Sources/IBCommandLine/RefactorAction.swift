import Foundation
import IBDocument
import IBEdit
import IBFoundation
import IBProject
import IBTargets
import IBXML

/// `ibkit refactor extract DOC --scene ID... --into NEW.storyboard`: Xcode's Refactor to
/// Storyboard, with the project's other storyboards and code looked at too.
public enum RefactorAction {
    /// What `refactor extract` was asked to do.
    public struct Options: Sendable {
        /// The storyboard to take scenes from.
        public var document = ""
        /// Scene IDs, controller ids, storyboard IDs or custom classes.
        public var scenes: [String] = []
        /// The new storyboard's path.
        public var into = ""
        /// The app's folder; nil derives it from the document.
        public var projectPath: String?
        /// Print what would change without writing.
        public var dryRun = false

        /// Default options.
        public init() {}
    }

    /// Extracts; 0 when written (or, dry, writable), 1 when refused or a file cannot be read or written.
    public static func run(_ options: Options, console: Console) -> Int32 {
        let path = options.document
        guard FileManager.default.fileExists(atPath: options.into) == false else {
            console.err("\(options.into):1:1: error: already exists; the new storyboard must be a new file")
            return 1
        }
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch {
            console.err(error.description)
            return 1
        }
        let folder = options.projectPath ?? ProjectRoot.enclosingProject(of: path) ?? ProjectRoot.folder(containing: path)
        let scanned = ProjectScanner.files(in: [folder]).files
        let target = (path as NSString).standardizingPath
        let others = scanned.filter { $0.kind == .document && $0.path.hasSuffix(".storyboard") && ($0.path as NSString).standardizingPath != target }
            .compactMap { file in (try? FileBytes.read(file.path)).map { (path: file.path, bytes: $0) } }
        let result: SceneExtraction.Result
        do {
            result = try SceneExtraction.extract(bytes, path: path, scenes: options.scenes, into: options.into, others: others)
        } catch {
            if case .unreadable(let failure) = error { console.err(failure.description) } else { console.err("\(path):1:1: error: \(error.description)") }
            return 1
        }
        for note in result.notes { console.out("note: " + note) }
        if options.dryRun {
            console.out("would write \(options.into), \(path)" + result.others.map { ", " + $0.path }.joined())
        } else {
            // The new storyboard first: until the document is rewritten, nothing refers to it.
            var writes = [(options.into, result.newStoryboard)] + result.others.map { ($0.path, $0.bytes) } + [(path, result.document)]
            for edit in projectEdits(scanned, document: path, newPath: options.into) {
                writes.append((edit.path, Array(edit.text.utf8)))
                console.out("note: \(edit.path): the new storyboard is added beside the old one" + (edit.targets.isEmpty ? "" : ", bundled by " + edit.targets.joined(separator: ", ")))
            }
            for (destination, content) in writes {
                do { try AtomicFile.write(content, to: destination) } catch {
                    console.err("\(destination):1:1: error: cannot write: \(error.localizedDescription)")
                    return 1
                }
            }
            console.out("moved \(options.scenes.count) scene\(options.scenes.count == 1 ? "" : "s") from \(path) to \(options.into)")
        }
        reportFollowUps(result, options: options, scanned: scanned, console: console)
        return 0
    }

    /// The Xcode projects that list the document, each with the new storyboard added beside it
    /// (same group, same build phases), as Xcode's Refactor to Storyboard adds it.
    public static func projectEdits(_ files: [ProjectFile], document: String, newPath: String) -> [(path: String, text: String, targets: [String])] {
        files.filter { $0.kind == .xcodeProject }.compactMap { file in
            let text = file.contents.map { String(decoding: $0, as: UTF8.self) } ?? (try? String(contentsOfFile: file.path, encoding: .utf8))
            guard let text, let outcome = ProjectFileAddition.adding(newPath, besides: document, projectAt: (file.path as NSString).deletingLastPathComponent, text: text) else { return nil }
            return (file.path, outcome.text, outcome.targets)
        }
    }

    /// What the extraction cannot change itself: code naming moved identifiers with the old
    /// storyboard, and a new file no target bundles yet.
    private static func reportFollowUps(_ result: SceneExtraction.Result, options: Options, scanned: [ProjectFile], console: Console) {
        let original = Project.baseName(options.document), new = Project.baseName(options.into)
        var files = scanned.filter { $0.kind != .document || $0.path == options.document }
        if !options.dryRun { files.append(ProjectFile(path: options.into, kind: .document)) }
        guard files.contains(where: { $0.kind == .source || $0.kind == .xcodeProject }) else { return }
        let project = Project(files: files)
        let moved = Set(result.movedIdentifiers)
        for use in project.sources.identifierUses where use.kind == .storyboardIdentifier && moved.contains(use.value) {
            guard use.storyboardName == nil || use.storyboardName == original else { continue }
            let place = use.storyboardName.map { "storyboard '\($0)'" } ?? "a storyboard"
            console.err("\(use.location): warning: instantiates '\(use.value)' from \(place), but it now lives in '\(new)'; use UIStoryboard(name: \"\(new)\", bundle: nil)")
        }
        guard !options.dryRun, let document = project.documents.first(where: { $0.path == options.document }),
              let created = project.documents.first(where: { $0.path == options.into }),
              case .targets(let targets) = project.membership(of: document) else { return }
        if case .targets = project.membership(of: created) { return }
        let names = targets.map { "'\($0.name)'" }.joined(separator: ", ")
        console.err("\(options.into):1:1: warning: no target bundles the new storyboard yet; add it to \(names) in Xcode")
    }
}
