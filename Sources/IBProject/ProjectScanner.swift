import Foundation
import IBFoundation

/// Finds what `check` reads under the given paths: documents, sources, Info.plists, asset catalogs
/// and loose images; skips hidden folders, build folders and what the caller excludes.
public enum ProjectScanner {
    /// Folders never worth reading: build products and dependency checkouts' build output.
    static let skippedFolders: Set<String> = ["DerivedData", "build", "Build", ".build", "Carthage"]

    /// The files under `paths`, sorted; paths that do not exist come back in `missing`.
    public static func files(in paths: [String], excluding isExcluded: (String) -> Bool = { _ in false }) -> (files: [ProjectFile], missing: [String]) {
        var files: [ProjectFile] = []
        var missing: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { missing.append(path); continue }
            guard isDirectory.boolValue else {
                // A file named on the command line is read as a document whatever its extension, so
                // that a wrong file gets a parse error instead of silence.
                files.append(ProjectFile(path: path, kind: ProjectFile.kind(of: path) ?? .document))
                continue
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            let inside = FolderWalk.files(under: path) { name, full in
                skippedFolders.contains(name) || isExcluded(full) || isExcluded(String(full.dropFirst(prefix.count)))
            }
            for full in inside {
                guard let kind = ProjectFile.kind(of: full) else { continue }
                if kind == .assetCatalogEntry && !full.hasSuffix("/Contents.json") { continue }
                files.append(ProjectFile(path: full, kind: kind))
            }
        }
        return (files.sorted { $0.path < $1.path }, missing)
    }
}

extension ProjectScanner {
    /// The project files `--project` names: an `.xcodeproj`, an `.xcworkspace`, a `Package.swift`,
    /// or a folder searched for them (and for lock files); nil when the path is none of these.
    public static func projectFiles(at path: String) -> [ProjectFile]? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard FileManager.default.fileExists(atPath: trimmed) else { return nil }
        if trimmed.hasSuffix(".xcodeproj") { return [ProjectFile(path: trimmed + "/project.pbxproj", kind: .xcodeProject)] }
        if trimmed.hasSuffix(".xcworkspace") { return [ProjectFile(path: trimmed + "/contents.xcworkspacedata", kind: .workspace)] }
        if trimmed.hasSuffix("Package.swift") { return [ProjectFile(path: trimmed, kind: .packageManifest)] }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let projectKinds: Set<ProjectFile.Kind> = [.xcodeProject, .workspace, .packageManifest, .dependencyLock]
        return files(in: [trimmed]).files.filter { projectKinds.contains($0.kind) }
    }
}

extension ProjectScanner {
    /// Everything a project holds: the files under its folder (the folder itself, or the one
    /// holding the `.xcodeproj`, `.xcworkspace` or `Package.swift`), with its project files.
    public static func inputs(ofProject path: String) -> [ProjectFile] {
        var files = self.files(in: [folder(ofProject: path)]).files
        let known = Set(files.map(\.path))
        files += (projectFiles(at: path.hasSuffix("/") ? String(path.dropLast()) : path) ?? []).filter { !known.contains($0.path) }
        return files
    }

    /// The folder a project lives in: the path itself, or the one holding the `.xcodeproj`,
    /// `.xcworkspace` or `Package.swift` it names (where its `.ibkit.yml` is).
    public static func folder(ofProject path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard [".xcodeproj", ".xcworkspace", "Package.swift"].contains(where: { trimmed.hasSuffix($0) }) else { return trimmed.isEmpty ? "." : trimmed }
        let folder = (trimmed as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
