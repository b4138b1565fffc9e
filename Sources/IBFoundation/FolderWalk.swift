import Foundation

/// Walks a folder for files, skipping hidden entries and whatever the caller skips.
public enum FolderWalk {
    /// The files under `folder`, as `folder/relative/path`, sorted.
    ///
    /// - Parameters:
    ///   - skip: given an entry's name and full path, whether to leave it (and, for a folder,
    ///     everything inside it) out.
    ///   - limit: how many entries to visit at most (a home folder given by mistake stays quick).
    public static func files(under folder: String, limit: Int = .max, skip: (_ name: String, _ path: String) -> Bool = { _, _ in false }) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        var visited = 0
        while visited < limit, let relative = enumerator.nextObject() as? String {
            visited += 1
            let name = (relative as NSString).lastPathComponent
            let path = base + "/" + relative
            if name.hasPrefix(".") || skip(name, path) {
                enumerator.skipDescendants()
                continue
            }
            found.append(path)
        }
        return found.sorted()
    }
}
