import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IBDocument
import IBFoundation
import IBSource
import IBTargets

/// What one `Project` parsed, kept for the next: a long-lived process (the language server) loads
/// the project again after every edit, and only the files that changed are parsed again.
///
/// A file is the same when its supplied bytes are equal, or, read from disk, when its size and
/// modification date are. The build model is kept while every project, package, workspace and
/// lock file is the same.
public final class ProjectCache: @unchecked Sendable {
    /// How a file's content is told apart from another version of it.
    enum Fingerprint: Hashable {
        case supplied(count: Int, hash: Int)
        case disk(size: Int, modified: Double)
        case unreadable
    }

    private let documents = LockedValue<[String: (Fingerprint, Result<Document, DocumentError>)]>([:])
    private let sources = LockedValue<[String: (Fingerprint, SourceFileIndex)]>([:])
    private let buildModel = LockedValue<([String: Fingerprint], BuildModel)?>(nil)
    private let memos = LockedValue<[String: (key: [Int], value: Any)]>([:])
    private let reparsed = LockedValue<Set<String>>([])
    /// Counts build model loads and file system changes: what derived values depend on.
    private let generation = LockedValue(0)

    /// An empty cache.
    public init() {}

    static func fingerprint(_ path: String, supplied: [UInt8]?) -> Fingerprint {
        if let supplied {
            var hasher = Hasher()
            // The bytes' pointer is valid only inside withUnsafeBytes (the compiler warned of a dangling one).
            supplied.withUnsafeBytes { hasher.combine(bytes: $0) }
            return .supplied(count: supplied.count, hash: hasher.finalize())
        }
        // stat(2) itself: FileManager's attributes cost ten times as much, per file, per edit.
        var info = stat()
        guard stat(path, &info) == 0 else { return .unreadable }
        #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        return .disk(size: Int(info.st_size), modified: modified)
    }

    /// The parsed document for this version of the file, parsing it when it is new.
    func document(_ file: ProjectFile, parse: () -> Result<Document, DocumentError>) -> Result<Document, DocumentError> {
        let key = CanonicalPath.key(file.path)
        let print = Self.fingerprint(file.path, supplied: file.contents)
        if let (known, result) = documents.withLock({ $0[key] }), known == print, print != .unreadable { return result }
        let result = parse()
        let known = documents.withLock { documents in
            defer { documents[key] = (print, result) }
            return documents[key] != nil
        }
        if known { reparsed.withLock { _ = $0.insert(file.path) } }
        return result
    }

    /// The parsed sources, in path order, parsing only those that are new or changed.
    func sources(_ paths: [String], supplied: [String: String]) -> [SourceFileIndex] {
        let sorted = paths.sorted()
        let prints = sorted.map { path in Self.fingerprint(path, supplied: supplied[path].map { Array($0.utf8) }) }
        var result = [SourceFileIndex?](repeating: nil, count: sorted.count)
        var missing: [Int] = []
        sources.withLock { known in
            for (i, path) in sorted.enumerated() {
                if let (print, parsed) = known[CanonicalPath.key(path)], print == prints[i], print != .unreadable {
                    result[i] = parsed
                } else {
                    missing.append(i)
                }
            }
        }
        if !missing.isEmpty {
            let parsed = SourceIndex.parse(files: missing.map { sorted[$0] }, text: { supplied[$0] })
            let byPath = Dictionary(parsed.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            var again: [String] = []
            sources.withLock { known in
                for i in missing {
                    guard let file = byPath[sorted[i]] else { continue }
                    result[i] = file
                    if known[CanonicalPath.key(sorted[i])] != nil { again.append(sorted[i]) }
                    known[CanonicalPath.key(sorted[i])] = (prints[i], file)
                }
            }
            reparsed.withLock { $0.formUnion(again) }
        }
        return result.compactMap { $0 }
    }

    /// The build model, loaded again only when one of the files it is read from changed.
    func buildModel(files: [ProjectFile], load: () -> BuildModel) -> BuildModel {
        var prints: [String: Fingerprint] = [:]
        for file in files {
            // A project or workspace is named by the file inside its folder that changes with it.
            prints[file.path] = Self.fingerprint(file.path, supplied: file.contents)
        }
        if let (known, model) = buildModel.withLock({ $0 }), known == prints { return model }
        let model = load()
        buildModel.withLock { $0 = (prints, model) }
        generation.withLock { $0 += 1 }
        return model
    }

    /// A value derived from the build model, the file system and `inputs`, computed again only
    /// when one of them changed since it was last computed under `name`.
    func memo<Value>(_ name: String, inputs: [Int], compute: () -> Value) -> Value {
        let key = [generation.withLock { $0 }] + inputs
        if let (known, value) = memos.withLock({ $0[name] }), known == key, let value = value as? Value { return value }
        let value = compute()
        memos.withLock { $0[name] = (key, value) }
        return value
    }

    /// Notes that files may have been created or deleted, so values derived from what exists
    /// are computed again.
    public func fileSystemChanged() {
        generation.withLock { $0 += 1 }
    }

    /// The files parsed again since the last call because they changed (in the editor or on
    /// disk), not the ones parsed for the first time; the set is emptied.
    public func takeReparsed() -> Set<String> {
        reparsed.withLock { paths in
            defer { paths = [] }
            return paths
        }
    }
}
