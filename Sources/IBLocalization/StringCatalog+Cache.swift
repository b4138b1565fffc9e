import Foundation
import IBFoundation

extension StringCatalog {
    private static let read = LockedValue<[String: (stamp: FileStamp, catalog: Result<StringCatalog, DocumentError>)]>([:])

    /// The catalog at `path`, parsed once per run while the file stays the same (its size and
    /// modification date): a project's catalog serves every document beside it, and the languages
    /// the app ships.
    public static func cached(contentsOf path: String) throws(DocumentError) -> StringCatalog {
        let stamp = FileStamp(path)
        if let hit = read.withLock({ $0[path] }), hit.stamp == stamp { return try hit.catalog.get() }
        let parsed: Result<StringCatalog, DocumentError>
        do { parsed = .success(try StringCatalog(contentsOf: path)) } catch { parsed = .failure(error) }
        read.withLock { $0[path] = (stamp, parsed) }
        return try parsed.get()
    }

    /// What tells one version of a file from another without reading it.
    struct FileStamp: Equatable {
        let size: Int?
        let modified: Date?

        init(_ path: String) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            size = (attributes?[.size] as? NSNumber)?.intValue
            modified = attributes?[.modificationDate] as? Date
        }
    }
}
