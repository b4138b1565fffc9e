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

    /// Whether a table cell's content view is stored as tall as its cell where the cell's separator
    /// takes a pixel of it: Xcode 8 and older (tools below 13000) stored such frames, and the views
    /// pinned to the content view's bottom show it a pixel shorter (24 of the corpus's 24 such cells
    /// whose views tell: IQKeyboardManager's, owncloud's, FSCalendar's). A table without separators
    /// leaves the cell whole (ello's settings), and later Xcodes store the content view as laid out.
    static func storesContentOverSeparator(_ object: IBObject, cellHeight: Double) -> Bool {
        guard object.elementName == "tableViewCellContentView", object.document.header.toolsBuild < 13000,
              let frame = object.asView?.frame, abs(frame.height - cellHeight) < 0.01, let cell = object.parent else { return false }
        let table = sequence(first: cell, next: \.parent).first { $0.elementName == "tableView" }
        return table?.attribute("separatorStyle") != "none"
    }

    /// Views whose `contentView` is laid out with them: UIKit cells and effect views, AppKit boxes
    /// and scroll views (whose clip view holds the document view that outer constraints may name:
    /// RxSwift's and Tunnelblick's fields tied to the text and table views they scroll).
    static let hostsContentView: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "visualEffectView", "box", "scrollView"]

    /// Whether the view is what a grid view's cell places (its superview is the grid view).
    static func isGridContentView(_ object: IBObject) -> Bool {
        object.key == "contentView" && object.parent?.elementName == "gridCell"
    }

    /// How far below a clip view's top its document view starts: the table header's height where
    /// the clip view reaches under the header (as it does since OS X 10.10, the header floating
    /// over it; 87 of the corpus's 88 scroll views with headers), whose content inset puts the
    /// table's stored origin below it (Tunnelblick's import window: the table's bottom, 23 + 181
    /// points below the clip view's top, places the OK button).
    static func headerReach(of view: View) -> Double {
        let object = view.object, tree = object.document.tree
        guard object.elementName == "clipView", object.key == "contentView", let scroll = object.parent, scroll.elementName == "scrollView",
              let header = tree.childElements(of: scroll.node).first(where: { tree.attribute("key", of: $0) == "headerView" }),
              let headerHeight = IBObject(document: object.document, node: header).asView?.frame?.height,
              let clip = view.frame, let frame = scroll.asView?.frame, clip.height > frame.height - headerHeight - 2 else { return 0 }
        return headerHeight
    }

    /// Whether the view is a scroll view's clip view.
    static func isClipView(_ object: IBObject) -> Bool {
        object.key == "contentView" && object.parent?.elementName == "scrollView"
    }

    /// Whether the view is the content view of a cell, which grows with the cell, or a scroll
    /// view's clip view, which NSScrollView tiles to fill it whatever mask it stores.
    static func isCellContentView(_ object: IBObject) -> Bool {
        ["tableViewCellContentView", "collectionViewCellContentView"].contains(object.elementName)
            || (object.key == "contentView" && ["collectionViewCell", "collectionReusableView"].contains(object.parent?.elementName ?? ""))
            || isClipView(object)
    }
}
