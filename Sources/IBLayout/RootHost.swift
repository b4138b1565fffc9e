import IBDocument

/// What gives a root view its size when the app runs, which decides how firmly a layout solved
/// "as the app runs" holds the root at its frame.
///
/// Interface Builder's canvas draws every root at the size the document stores. At run time only
/// some roots keep it: a screen-filling controller's view is as large as the screen, and a cell as
/// wide as its table; but an AppKit window holds its content size only at priority 500
/// (`NSLayoutPriorityWindowSizeStayPut`), below a text's compression resistance, so a longer
/// translation grows the window instead of clipping the text. A view whose host sizes it to fit
/// (an AppKit controller's view in a window, sheet, popover or tab view controller) or whose host
/// the document does not name (a xib's free-standing view, a tab's view) is
/// held the same way: its own size decides nothing that is not the host's to decide.
public enum RootHost: Sendable, Equatable {
    /// Held at its frame: a controller's view on its screen or in the container that shows it, a
    /// cell (as wide as its table), a table's header or footer.
    case fixed
    /// An AppKit window's content view: held at priority 500, never below the window's minimum
    /// size nor above its maximum.
    case window(minimum: Size?, maximum: Size?)
    /// Held at priority 500: a host sizes it to fit, or no host the document names sets its size.
    case fitted

    /// The priority an AppKit window, and every host that sizes its view to fit, holds its size at.
    public static let stayPutPriority = 500.0

    /// Whether the root's size gives way to what its content needs (above priority 500).
    public var givesWay: Bool { self != .fixed }

    /// The host of a root view (as `LayoutEngine.roots` finds them).
    public static func of(_ root: IBObject) -> RootHost {
        let parent = root.parent
        if root.document.platform == .macOS {
            if root.key == "contentView", let window = parent, window.elementName == "window" {
                return .window(minimum: size(window, "minSize"), maximum: size(window, "maxSize"))
            }
            // A table's cell view is as wide as its column and as tall as its row.
            return root.elementName == "tableCellView" || parent?.elementName == "tableColumn" ? .fixed : .fitted
        }
        if root.key == "view", parent?.role == .controller { return .fixed }
        if LayoutEnvironment.isOwnersView(root) { return .fixed }
        if ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(root.elementName)
            || LayoutSystem.isCellContentView(root) { return .fixed }
        // A table's header or footer view is as wide as the table and as tall as drawn.
        if ["tableHeaderView", "tableFooterView"].contains(root.key ?? "") { return .fixed }
        return .fitted
    }

    /// A window's `<value key="minSize" type="size">` (or `maxSize`), when finite and positive.
    static func size(_ window: IBObject, _ key: String) -> Size? {
        let tree = window.document.tree
        guard let node = tree.childElements(of: window.node).first(where: { tree.attribute("key", of: $0) == key }),
              let width = tree.number("width", of: node), let height = tree.number("height", of: node),
              width.isFinite, height.isFinite, width >= 1, height >= 1, width < 100_000, height < 100_000 else { return nil }
        return Size(width: width, height: height)
    }
}
