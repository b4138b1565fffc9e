import IBDocument
import IBXML

/// The project's other storyboards, whose references may name controllers that moved.
enum OtherStoryboards {
    /// The storyboard with each reference to a moved controller of `original` now naming `new`;
    /// nil when it has none (or does not parse: it is not this extraction's to repair).
    static func rewrite(_ other: (path: String, bytes: [UInt8]), original: String, new: String,
                        movedIdentifiers: Set<String>, entryMoved: Bool) -> SceneExtraction.Rewritten? {
        let home = StoryboardName.of(other.path)
        // A device variant (`Main~ipad`) shares the name: its references into "Main" are its own.
        guard home != original, let document = try? Document.parse(other.bytes, path: other.path), document.format == .document else { return nil }
        var changed = false
        for object in document.allObjects where object.role == .reference {
            let target = ReferenceTarget(of: object.node, in: document.tree, home: home)
            guard target.storyboard == original else { continue }
            let moved = target.moved(from: original, to: new, movedIdentifiers: movedIdentifiers, entryMoved: entryMoved)
            if moved != target, moved.write(to: object.node, in: document.tree, home: home) { changed = true }
        }
        return changed ? SceneExtraction.Rewritten(path: other.path, bytes: LosslessWriter.bytes(of: document.tree)) : nil
    }
}
