import IBDocument

/// Content views: the view a cell, a header or footer, a visual effect view or a box lays its subviews
/// out in, which the document stores as a child with the key `contentView`, and the views a grid
/// view's cells place.
extension LayoutSystem {
    /// The views laid out inside a view: its subviews, and the content view of a cell or visual
    /// effect view (constraints in old cells tie the cell to what its content view holds), or the
    /// content views of a grid view's cells.
    static func layoutChildren(of view: View) -> [View] {
        let tree = view.object.document.tree
        if let grid = GridView(view.object) { return grid.contentViews + view.subviews }
        guard hostsContentView.contains(view.object.elementName) else { return view.subviews }
        let content = tree.childElements(of: view.object.node).filter { tree.attribute("key", of: $0) == "contentView" }
            .map { IBObject(document: view.object.document, node: $0) }.compactMap(\.asView)
        return content + view.subviews
    }

    /// A content view Xcode 6 stored without a frame fills its host; a table cell's stops above its
    /// 1-point separator, as the views pinned to its bottom edge show. A cell style's label without
    /// one sits where its style puts it.
    static func unstoredContentFrame(of object: IBObject, in host: Rect?) -> Rect {
        if let host, let label = ImpliedCellFrame.styleLabel(object, in: Size(width: host.width, height: host.height)) { return label }
        guard let host, object.key == "contentView", hostsContentView.contains(object.parent?.elementName ?? "") else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let separator = object.parent?.elementName == "tableViewCell" ? 1.0 : 0
        return Rect(x: 0, y: 0, width: host.width, height: max(0, host.height - separator))
    }

    /// Views whose `contentView` is laid out with them: UIKit cells and effect views, AppKit boxes.
    static let hostsContentView: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "visualEffectView", "box"]

    /// Whether the view is what a grid view's cell places (its superview is the grid view).
    static func isGridContentView(_ object: IBObject) -> Bool {
        object.key == "contentView" && object.parent?.elementName == "gridCell"
    }

    /// Whether the view is the content view of a cell, which grows with the cell.
    static func isCellContentView(_ object: IBObject) -> Bool {
        ["tableViewCellContentView", "collectionViewCellContentView"].contains(object.elementName)
            || (object.key == "contentView" && ["collectionViewCell", "collectionReusableView"].contains(object.parent?.elementName ?? ""))
    }
}
