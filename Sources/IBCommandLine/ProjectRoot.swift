import Foundation
import IBDocument
import IBFoundation
import IBProject

/// Where an app's files are, seen from one of its documents, and loading them around it.
public enum ProjectRoot {
    /// The document's folder, or, for a document in a localization folder (`Base.lproj`), the
    /// folder above it (`ProjectFolder.containing`).
    public static func folder(containing document: String) -> String { ProjectFolder.containing(document) }

    /// The nearest folder above the document that holds a project (`ProjectFolder.enclosingProject`).
    public static func enclosingProject(of document: String) -> String? { ProjectFolder.enclosingProject(of: document) }

    /// Loads the project around `path` (the files of `kinds` under `projectPath`, or under the
    /// document's folder) and finds the document in it; on failure prints one error and returns nil.
    static func load(_ path: String, projectPath: String?, kinds: Set<ProjectFile.Kind>? = nil,
                     console: Console) -> (Project, Document)? {
        guard FileManager.default.fileExists(atPath: path) else {
            console.err("\(path):1:1: error: no such file or directory")
            return nil
        }
        let target = (path as NSString).standardizingPath
        func isTarget(_ file: String) -> Bool { (file as NSString).standardizingPath == target }
        var files = ProjectScanner.files(in: [projectPath ?? folder(containing: path)]).files.filter { kinds?.contains($0.kind) ?? true }
        // Named on the command line, it is read as a document whatever its extension.
        if !files.contains(where: { isTarget($0.path) }) { files.append(ProjectFile(path: path, kind: .document)) }
        let project = Project(files: files)
        if let failure = project.loadDiagnostics.first(where: { isTarget($0.location.file) }) {
            console.err(failure.description)
            return nil
        }
        guard let document = project.documents.first(where: { isTarget($0.path) }) else {
            console.err("\(path):1:1: error: not an Interface Builder document")
            return nil
        }
        return (project, document)
    }
}
