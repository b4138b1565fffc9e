import IBDocument
import IBXML

/// Which AppKit views store their subviews' frames with y down (`isFlipped`): every other AppKit
/// view stores them with y up, from its bottom edge.
public enum AppKitFlipping {
    /// The views whose class is flipped whatever they hold. NSScrollView stores its clip view and
    /// scrollers y down: each of the corpus's 9 shown horizontal scrollers ends at its scroll
    /// view's bottom with y its height less 15, and the vertical ones beside a table header start
    /// below it.
    public static let flippedElements: Set<String> = ["tableView", "outlineView", "textView", "collectionView", "matrix", "scrollView"]

    /// Whether the view at `node` is flipped. An `NSClipView` takes its document view's flipping
    /// (`NSClipView.isFlipped` returns the document view's): a clip view holding a table or text
    /// view is flipped, one holding a plain view is not (CotEditor's inspector names a
    /// `FlippedClipView` class of its own to flip one). One that holds nothing is taken as flipped.
    public static func isFlipped(_ node: XMLNodeID, in tree: XMLTree) -> Bool {
        let name = tree.name(of: node)
        if flippedElements.contains(name) { return true }
        guard name == "clipView" else { return false }
        guard let subviews = tree.firstChildElement(of: node, named: "subviews"),
              let document = tree.childElements(of: subviews).first else { return true }
        return flippedElements.contains(tree.name(of: document))
    }

    /// Whether `view` is flipped (see `isFlipped(_:in:)`).
    public static func isFlipped(_ view: IBObject) -> Bool { isFlipped(view.node, in: view.document.tree) }
}
