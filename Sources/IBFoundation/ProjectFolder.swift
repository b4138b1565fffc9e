import Foundation

/// Where an app's files are, seen from one of its documents: the folder that holds its Xcode
/// project or package, else the document's own folder.
public enum ProjectFolder {
    /// The document's folder, or, for a document in a localization folder (`Base.lproj`), the
    /// folder above it, where the app's other folders usually sit.
    public static func containing(_ document: String) -> String {
        let folder = (document as NSString).deletingLastPathComponent
        let resolved = folder.isEmpty ? "." : folder
        guard resolved.hasSuffix(".lproj") else { return resolved }
        let above = (resolved as NSString).deletingLastPathComponent
        return above.isEmpty ? "." : above
    }

    /// The nearest folder above the document that holds an Xcode project, a workspace or a
    /// package manifest, not looking past a repository's root; nil when there is none.
    public static func enclosingProject(of document: String) -> String? {
        var folder = ((document as NSString).standardizingPath as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = FileManager.default.currentDirectoryPath }
        if !folder.hasPrefix("/") { folder = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(folder) }
        for _ in 0..<64 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if names.contains(".git") || parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    /// The project's folder around the document, else the document's own folder.
    public static func around(_ document: String) -> String {
        enclosingProject(of: document) ?? containing(document)
    }
}
