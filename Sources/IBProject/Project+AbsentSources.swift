import Foundation
import IBDocument
import IBFoundation
import IBSource
import IBTargets

/// Source files a project compiles that the checkout does not have: a git submodule cloned
/// without `--recursive`, a vendored library left out. Classes they declare cannot be read, so
/// a class the documents use and no source declares may be one of theirs.
public struct AbsentSources: Sendable, Hashable {
    /// The folder that holds them all (the longest common one).
    public var folder: String
    /// How many listed files are absent there; 0 when only whole folders are (their files are
    /// not listed one by one).
    public var count: Int
    /// The target that lists the first of them, for locating the note.
    public var location: SourceLocation
}

extension Project {
    /// One source file a target lists, or one folder of sources it compiles whole, that the
    /// checkout lacks.
    struct AbsentFile: Sendable {
        /// The path as the project resolves it.
        var path: String
        /// Whether the project lists at least two sources in its folder and none is there (a
        /// missing library rather than one generated file), or the path is such a folder.
        var inAbsentFolder: Bool
        /// The folder it stands for: the file's, or the folder itself.
        var folder: String
    }

    /// Per target id, the sources and headers it lists that are neither on disk nor supplied.
    static func absentSources(of model: BuildModel, reader: FileReader) -> [String: [AbsentFile]] {
        var result: [String: [AbsentFile]] = [:]
        for target in model.targets {
            let listed = target.listedFiles.filter(isReadableSource)
            let absent = Set(listed.filter { !FileManager.default.fileExists(atPath: $0) && reader.contents($0) == nil })
            let byFolder = Dictionary(grouping: listed, by: { ($0 as NSString).deletingLastPathComponent })
            var files = absent.sorted().map { path in
                let folder = (path as NSString).deletingLastPathComponent
                let siblings = byFolder[folder] ?? []
                return AbsentFile(path: path, inAbsentFolder: siblings.count >= 2 && siblings.allSatisfy(absent.contains), folder: folder)
            }
            // A folder the target compiles whole (a synchronized folder, a package target's
            // directory) that holds nothing here: an empty submodule checkout.
            for folder in target.folders where !folder.isResourceFolder && reader.files(folder.writtenPath).isEmpty {
                files.append(AbsentFile(path: folder.writtenPath, inAbsentFolder: true, folder: folder.writtenPath))
            }
            if !files.isEmpty { result[target.id] = files }
        }
        return result
    }

    /// The absent sources that may declare `className` in a document's scope: a file named after
    /// the class (`SUUpdater.m`, `SUUpdater.swift`), or a whole folder of sources that is missing.
    /// Nil when the scope's sources are all there, or none of the absent ones could declare it.
    public func absentSources(declaring className: String, scope: SourceScope) -> AbsentSources? {
        guard !absentFiles.isEmpty, let target = scope.target else { return nil }
        let plain = ClassHierarchy.plain(className)
        let closure = buildModel.closure(of: target)
        let files = closure.flatMap { absentFiles[$0.id] ?? [] }
        let named = files.filter { Self.fileStem($0.path).split(separator: "+").first.map(String.init) == plain }
        let candidates = named.isEmpty ? files.filter(\.inAbsentFolder) : named
        guard let first = candidates.first else { return nil }
        let folders = candidates.map(\.folder)
        let folder = folders.dropFirst().reduce(folders[0]) { Self.commonFolder($0, $1) }
        let everyAbsentThere = files.filter { CanonicalPath.isInside($0.path, folder) && $0.folder != $0.path }.count
        let owner = closure.first { $0.listedFiles.contains(first.path) || $0.folders.contains { $0.writtenPath == first.path } } ?? target
        return AbsentSources(folder: folder, count: everyAbsentThere, location: owner.location)
    }

    /// The longest folder both paths are in.
    static func commonFolder(_ a: String, _ b: String) -> String {
        let shared = zip(a.split(separator: "/", omittingEmptySubsequences: false), b.split(separator: "/", omittingEmptySubsequences: false))
            .prefix { $0 == $1 }.map { String($0.0) }
        return shared.joined(separator: "/")
    }
}

/// The classes of the documents that absent sources may declare, grouped by their folder.
public struct AbsentSourceClasses: Sendable {
    /// The absent sources.
    public var sources: AbsentSources
    /// The classes, in order of first use.
    public var classNames: [String]
    /// The first use of the first class.
    public var firstUse: SourceLocation
}

extension Project {
    /// Each folder of absent sources with the document classes that no source declares and that
    /// may be theirs, in order of first use; documents no target bundles are left out.
    public func absentSourceClasses(in documents: [Document]) -> [AbsentSourceClasses] {
        guard !absentFiles.isEmpty else { return [] }
        var groups: [AbsentSourceClasses] = []
        var seen: Set<String> = []
        for document in documents.sorted(by: { $0.path < $1.path }) {
            if case .noTarget = membership(of: document) { continue }
            let scope = scope(for: document)
            for object in document.allObjects {
                guard let name = object.customClass, object.placeholder != .firstResponder, object.placeholder != .exit,
                      !scope.hierarchy.isKnown(name), !seen.contains(name),
                      dependency(providing: name, module: object.customModule, scope: scope) == nil,
                      let sources = absentSources(declaring: name, scope: scope) else { continue }
                seen.insert(name)
                if let index = groups.firstIndex(where: { $0.sources == sources }) {
                    groups[index].classNames.append(name)
                } else {
                    groups.append(AbsentSourceClasses(sources: sources, classNames: [name], firstUse: object.location))
                }
            }
        }
        return groups
    }
}
