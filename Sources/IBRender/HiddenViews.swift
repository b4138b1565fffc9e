import IBDocument
import IBLayout
import IBXML

/// Which views of a layout sit inside a hidden view: Xcode's canvas draws neither a hidden view
/// nor anything it holds.
struct HiddenViews {
    private var inside: Set<XMLNodeID> = []

    /// The hidden subtrees of `layout`, below its root (a hidden root is still drawn: it is the
    /// whole drawing).
    init(_ layout: RootLayout) {
        var hiddenNodes: Set<XMLNodeID> = []
        for view in layout.views where view.isHidden { hiddenNodes.insert(view.object.node) }
        guard !hiddenNodes.isEmpty else { return }
        for view in layout.views {
            var current = view.object.parent
            while let ancestor = current, ancestor.node != layout.root.node {
                if hiddenNodes.contains(ancestor.node) {
                    inside.insert(view.object.node)
                    break
                }
                current = ancestor.parent
            }
        }
    }

    /// Whether an ancestor of the view (below the root) is hidden.
    func isHiddenInside(_ object: IBObject) -> Bool { inside.contains(object.node) }

    /// Whether the view is left out of a drawing that shows no hidden views.
    func isLeftOut(_ view: ViewLayout) -> Bool { view.isHidden || inside.contains(view.object.node) }
}
