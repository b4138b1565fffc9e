import Foundation
import IBProject
import IBRuntime

/// `ibkit flows DOC`: every controller reachable from the storyboard's entry point, and how.
public enum FlowsAction {
    /// Prints the flow tree (or Graphviz with `dot`); 1 when the document cannot be read.
    public static func run(document path: String, projectPath: String?, dot: Bool, console: Console) -> Int32 {
        guard FileManager.default.fileExists(atPath: path) else {
            console.err("\(path):1:1: error: no such file or directory")
            return 1
        }
        let target = (path as NSString).standardizingPath
        var files = ProjectScanner.files(in: [projectPath ?? ProjectRoot.folder(containing: path)]).files.filter { $0.kind == .document }
        if !files.contains(where: { ($0.path as NSString).standardizingPath == target }) {
            files.append(ProjectFile(path: path, kind: .document))
        }
        let project = Project(files: files)
        if let failure = project.loadDiagnostics.first(where: { ($0.location.file as NSString).standardizingPath == target }) {
            console.err(failure.description)
            return 1
        }
        guard let document = project.documents.first(where: { ($0.path as NSString).standardizingPath == target }), document.isStoryboard else {
            console.err("\(path):1:1: error: not a storyboard")
            return 1
        }
        let map = FlowMap(document: document, project: project)
        console.block(dot ? map.dot() : map.text())
        return 0
    }
}
