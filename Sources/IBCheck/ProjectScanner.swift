import Foundation

/// Finds what `check` reads under the given paths: documents, sources, Info.plists, asset catalogs
/// and loose images; skips hidden folders, build folders and what the configuration excludes.
public enum ProjectScanner {
    /// Folders never worth reading: build products and dependency checkouts' build output.
    static let skippedFolders: Set<String> = ["DerivedData", "build", "Build", ".build", "Carthage"]

    /// The files under `paths`, sorted; paths that do not exist come back in `missing`.
    public static func files(in paths: [String], configuration: Configuration = Configuration()) -> (files: [ProjectFile], missing: [String]) {
        var files: [ProjectFile] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { missing.append(path); continue }
            guard isDirectory.boolValue else {
                if let kind = ProjectFile.kind(of: path) ?? documentKind(path) { files.append(ProjectFile(path: path, kind: kind)) }
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = base + "/" + relative
                if name.hasPrefix(".") || skippedFolders.contains(name) || configuration.isExcluded(full) || configuration.isExcluded(relative) {
                    enumerator.skipDescendants()
                    continue
                }
                if let kind = ProjectFile.kind(of: full) {
                    if kind == .assetCatalogEntry && name != "Contents.json" { continue }
                    files.append(ProjectFile(path: full, kind: kind))
                }
            }
        }
        return (files.sorted { $0.path < $1.path }, missing)
    }

    /// A file named on the command line is read as a document whatever its extension, so that a
    /// wrong file gets a parse error instead of silence.
    static func documentKind(_ path: String) -> ProjectFile.Kind? { .document }
}
