import IBDocument
import IBEdit
import IBXML

/// Applies a script of structural edits to one document, all or nothing: every edit is checked
/// against the document as the edits before it left it, and the first that cannot apply stops
/// the script with nothing changed.
public enum StructuralEditor {
    /// What a script made of a document.
    public struct Result: Sendable {
        /// The edited document's bytes: the original's, with only what the edits touched
        /// rewritten as Xcode writes it.
        public var bytes: [UInt8]
        /// The ids of the elements the edits created, in the order they were made.
        public var created: [String]
        /// The changes Xcode would show, old document to new.
        public var changes: [DiffChange]
        /// The views the edits made or constrained whose constraints leave them ambiguous: their
        /// frames are where the solver put them, and Xcode will ask for more constraints.
        public var ambiguous: [String] = []
        /// What the edits asked to declare in code, in order.
        public var declarations: [CodeDeclaration] = []
        /// The classes renamed, old name to new, in order.
        public var renames: [(from: String, to: String)] = []
    }

    /// Applies `script` to the document `bytes` read from `path`.
    public static func apply(_ script: EditScript, to bytes: [UInt8], path: String) throws(EditFailure) -> Result {
        let tree: XMLTree
        do { tree = try XMLTree.parse(bytes, path: path) } catch {
            throw EditFailure(index: nil, op: nil, message: error.description)
        }
        return try apply(script, to: tree, path: path)
    }

    /// Applies `script` to a document already read (`tree`, which the edits change).
    public static func apply(_ script: EditScript, to tree: XMLTree, path: String) throws(EditFailure) -> Result {
        let bytes = tree.bytes
        guard let root = tree.rootElement, tree.name(of: root) == "document" else {
            throw EditFailure(index: nil, op: nil, message: "not a <document>; legacy <archive> files cannot be edited")
        }
        var context = EditContext(tree: tree)
        for (offset, edit) in script.edits.enumerated() {
            let declared = context.declarations.count
            do { try context.apply(edit) } catch {
                throw EditFailure(index: offset + 1, op: edit.op, message: error.message)
            }
            for i in declared..<context.declarations.count { context.declarations[i].edit = offset + 1 }
        }
        var written = LosslessWriter.bytes(of: tree)
        var ambiguous: [String] = []
        if context.movesViews {
            // Stacks with no constraints of their own are solved where they were put, then the
            // pins that held them there go: the document gets the frames, not the pins.
            let held = context.pinStacks()
            let solvable = held.pins.isEmpty ? written : LosslessWriter.bytes(of: tree)
            for node in held.pins + held.lists { try? tree.remove(node) }
            ambiguous = SolvedFrames.apply(to: tree, original: bytes, written: solvable, path: path, made: context.madeViews)
            // A pinned stack is still one Xcode finds ambiguous: nothing of the document places it.
            ambiguous = Array(Set(ambiguous).union(context.pinnedStacks)).sorted()
            written = LosslessWriter.bytes(of: tree)
        }
        // What was written must read back as a document: an edit that broke it is refused whole.
        let changes: [DiffChange]
        do { changes = try DocumentDiff.changes(old: bytes, oldPath: path, new: written, newPath: path) } catch {
            throw EditFailure(index: nil, op: nil, message: "the edited document would not read back: \(error.description)")
        }
        return Result(bytes: written, created: context.created, changes: changes, ambiguous: ambiguous,
                      declarations: context.declarations, renames: context.renames)
    }
}

/// Why one edit cannot apply.
struct EditRefusal: Error {
    var message: String

    init(_ message: String) { self.message = message }
}
