import IBDocument
import IBFoundation
import IBXML

/// The diff of a document git adds or deletes: what it holds, scene by scene, rather than one
/// line saying a document appeared.
extension DocumentDiff {
    /// Every top-level piece of `version` (scenes, a xib's objects, resources) as added, or with
    /// `removed`, as removed; first a line naming the document's kind.
    public static func changes(wholeDocument version: DocumentVersion, removed: Bool) throws(DocumentError) -> [DiffChange] {
        let empty = try DocumentVersion(bytes: Array("<\(version.name(version.rootKey))/>".utf8), path: version.tree.path)
        let pieces = removed ? changes(from: version, to: empty) : changes(from: empty, to: version)
        let document = Document(tree: version.tree)
        let kind = document.isStoryboard ? "storyboard" : "xib"
        let count = document.isStoryboard ? document.scenes.count : version.children(version.rootKey + "/objects").count
        let what = document.isStoryboard ? "scene" : "top-level object"
        let summary = "(\(document.platform?.rawValue ?? "unknown platform") \(kind), \(count) \(what)\(count == 1 ? "" : "s"))"
        let head = removed ? DiffChange(kind: .removed, path: "Document", old: summary, oldLine: 1)
                           : DiffChange(kind: .added, path: "Document", new: summary, newLine: 1)
        // The root's own attributes (type, version, tool stamps) are the document's, said in the head.
        // The simulated device is the canvas's, not the app's.
        return [head] + pieces.filter { !($0.kind == .changed && $0.path == "Document") && $0.path != "Device" }
    }
}
