import Foundation
import IBProject
import IBRuntime

/// `ibkit flows DOC`: every controller reachable from the storyboard's entry point, and how.
public enum FlowsAction {
    /// Prints the flow tree (or Graphviz with `dot`); 1 when the document cannot be read.
    public static func run(document path: String, projectPath: String?, dot: Bool, console: Console) -> Int32 {
        guard let (project, document) = ProjectRoot.load(path, projectPath: projectPath, kinds: [.document], console: console) else { return 1 }
        guard document.isStoryboard else {
            console.err("\(path):1:1: error: not a storyboard")
            return 1
        }
        let map = FlowMap(document: document, project: project)
        console.block(dot ? map.dot() : map.text())
        return 0
    }
}
