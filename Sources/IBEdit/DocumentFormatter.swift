import IBFoundation
import IBXML

/// Rewrites a document in Xcode's canonical form: the bytes Xcode itself would save.
public enum DocumentFormatter {
    /// What formatting a document came to.
    public enum Outcome: Equatable, Sendable {
        /// Already in canonical form.
        case unchanged
        /// These bytes are the canonical form.
        case formatted([UInt8])
        /// Left alone, for the reason given (a legacy archive, or a file the writer would not reproduce losslessly).
        case skipped(String)
    }

    /// Formats one document's bytes; throws when they do not parse.
    public static func format(_ bytes: [UInt8], path: String) throws(DocumentError) -> Outcome {
        let tree = try XMLTree.parse(bytes, path: path)
        guard let root = tree.rootElement, tree.name(of: root) == "document" else {
            return .skipped("not a <document>; legacy <archive> files are left as Xcode 4 wrote them")
        }
        var written = CanonicalWriter.bytes(of: tree)
        let reordered = ResourceReordering.reorder(written, tree: tree)
        guard written != bytes || reordered != nil else { return .unchanged }
        // Only whitespace between elements may change; anything else means the writer would lose something.
        guard let reread = try? XMLTree.parse(written, path: path), let rereadRoot = reread.rootElement,
              reread.hasSameContent(rereadRoot, as: tree, root),
              Array(reread.children(of: reread.document)).count == Array(tree.children(of: tree.document)).count else {
            return .skipped("the canonical form would not hold every byte of content; left unchanged")
        }
        // Checked above in the tree's own order; sorting resources only moves whole elements.
        if let reordered { written = reordered }
        return .formatted(written)
    }
}
