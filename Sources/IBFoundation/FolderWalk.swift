import Foundation

/// Walks a folder for files, skipping hidden entries and whatever the caller skips.
public enum FolderWalk {
    /// The files under `folder`, as `folder/relative/path`, sorted.
    ///
    /// - Parameter skip: given an entry's name and full path, whether to leave it (and, for a
    ///   folder, everything inside it) out.
    public static func files(under folder: String, skip: (_ name: String, _ path: String) -> Bool = { _, _ in false }) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
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
