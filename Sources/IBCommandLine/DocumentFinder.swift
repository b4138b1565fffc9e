import Foundation
import IBFoundation

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
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                documents.append(path)
                continue
            }
            documents += FolderWalk.files(under: path).filter { extensions.contains(($0 as NSString).pathExtension) }
        }
        return (documents, missing)
    }
}
