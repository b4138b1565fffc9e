import Foundation

/// Expands command-line paths into Interface Builder documents.
public enum DocumentFinder {
    /// The extensions ibkit reads.
    public static let extensions: Set<String> = ["xib", "storyboard"]

    /// Files as given (whatever their extension), and every `.xib`/`.storyboard` under folders
    /// (`.lproj` folders included, hidden folders skipped), sorted within each folder; paths that do
    /// not exist come back in `missing`.
    public static func find(_ paths: [String]) -> (documents: [String], missing: [String]) {
        var documents: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                documents.append(path)
                continue
            }
            var found: [String] = []
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if name.hasPrefix(".") {
                        enumerator.skipDescendants()
                        continue
                    }
                    if extensions.contains((name as NSString).pathExtension) { found.append(base + "/" + relative) }
                }
            }
            documents.append(contentsOf: found.sorted())
        }
        return (documents, missing)
    }
}
