import IBDocument
import IBLayout
import IBXML

/// Root views drawn inside another root's drawing, as Xcode's canvas shows them.
///
/// A view outside any `<subviews>` list is laid out as a root of its own, because its frame is
/// its holder's to set: a scroll view's clip view, scrollers and table header, a tab's view, a
/// grid cell's view, a Mac table's cell views, a table's or a collection's cells. This puts each
/// one back at its stored place in the nearest drawn view that holds it.
public struct NestedRoots: Sendable {
    /// A table's cells, with their sections and separators.
    public let tables: TableCells
    /// Every other nested root, by the node of the view that holds it, in document order.
    let byHost: [XMLNodeID: [RootLayout]]
    /// The holder of each nested root (cells included).
    let hostOf: [XMLNodeID: XMLNodeID]
    /// The title view of each controller's navigation item, by the controller's node: drawn in
    /// the navigation bar over the controller's view, as the canvas shows it, not on its own.
    var titleViews: [XMLNodeID: RootLayout] = [:]

    /// Nothing nested: every root is drawn on its own.
    public static let none = NestedRoots(tables: .none, byHost: [:], hostOf: [:])

    init(tables: TableCells, byHost: [XMLNodeID: [RootLayout]], hostOf: [XMLNodeID: XMLNodeID]) {
        self.tables = tables
        self.byHost = byHost
        self.hostOf = hostOf
    }

    /// The roots among `layouts` that another root's drawing holds.
    public init(_ layouts: [RootLayout]) {
        let tables = TableCells(layouts)
        var drawn: Set<XMLNodeID> = []
        for layout in layouts {
            drawn.insert(layout.root.node)
            for view in layout.views { drawn.insert(view.object.node) }
        }
        var byHost: [XMLNodeID: [RootLayout]] = [:], hostOf: [XMLNodeID: XMLNodeID] = [:]
        var titleViews: [XMLNodeID: RootLayout] = [:]
        for layout in layouts {
            if let controller = Self.controller(showingTitleView: layout.root) {
                titleViews[controller.node] = layout
                hostOf[layout.root.node] = controller.node
                continue
            }
            if tables.isCell(layout.root), let table = TableCells.table(holding: layout.root) {
                hostOf[layout.root.node] = table.node
                continue
            }
            guard !Self.isHiddenTab(layout.root), let host = Self.host(of: layout.root, among: drawn) else { continue }
            byHost[host, default: []].append(layout)
            hostOf[layout.root.node] = host
        }
        self.init(tables: tables, byHost: byHost, hostOf: hostOf)
        self.titleViews = titleViews
    }

    /// The controller whose navigation item shows `root` as its title view, if it is one.
    static func controller(showingTitleView root: IBObject) -> IBObject? {
        guard root.key == "titleView", let item = root.parent, item.elementName == "navigationItem", item.key == "navigationItem",
              let controller = item.parent, controller.role == .controller else { return nil }
        return controller
    }

    /// Whether another root's drawing shows this root.
    public func isNested(_ root: IBObject) -> Bool { hostOf[root.node] != nil }

    /// The roots drawn inside the view at `host`, in document order (cells not included).
    func roots(in host: XMLNodeID) -> [RootLayout] { byHost[host] ?? [] }

    /// The nearest view that holds `root` and is drawn; nil for a root nothing draws around.
    static func host(of root: IBObject, among drawn: Set<XMLNodeID>) -> XMLNodeID? {
        let tree = root.document.tree
        var current = tree.parent(of: root.node)
        while let node = current {
            if drawn.contains(node) { return node }
            // A controller or a scene ends the search: its view stands on the canvas alone.
            if IBObject(document: root.document, node: node).role == .controller { return nil }
            current = tree.parent(of: node)
        }
        return nil
    }

    /// A tab view shows the view of its selected tab only (its `initialItem`, else its first);
    /// the other tabs' views keep drawings of their own.
    static func isHiddenTab(_ root: IBObject) -> Bool {
        let tree = root.document.tree
        guard root.key == "view", let item = tree.parent(of: root.node), tree.isElement(item, named: "tabViewItem"),
              let list = tree.parent(of: item), let tabView = tree.parent(of: list) else { return false }
        return TabViewDrawing.selectedItem(tabView, in: tree) != item
    }

    /// Where a nested root's drawing starts inside its holder drawn at `frame`: its stored
    /// origin, turned over where AppKit stores the frame with y up (the holder is not flipped),
    /// and below the bars a UIKit scroll view insets its content for.
    static func origin(of nested: RootLayout, in host: IBObject, frame: Rect, environment: LayoutEnvironment) -> Point {
        let stored = nested.root.asView?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let size = nested.environment.rootFrame
        guard host.document.platform == .macOS else {
            let content = host.elementName == "collectionView" || host.elementName == "tableView"
                ? TableCells.contentFrame(of: host, frame: frame, in: environment) : frame
            return Point(x: content.x + stored.x, y: content.y + stored.y)
        }
        let y = heldHosts.contains(host.elementName) || AppKitFlipping.isFlipped(host) ? stored.y : frame.height - stored.y - size.height
        return Point(x: frame.x + stored.x, y: frame.y + y)
    }

    /// AppKit holders that store their nested views' frames with y down besides flipped views
    /// (`AppKitFlipping`): scroll and tab views, whose held views are never subviews.
    static let heldHosts: Set<String> = ["scrollView", "tabView"]

    /// Where each nested root's drawing sits in the drawing of the outermost root that holds it:
    /// that layout's index in `layouts`, and the nested root's origin there.
    public func placements(in layouts: [RootLayout]) -> [XMLNodeID: (host: Int, origin: Point)] {
        // Where each drawn view is, in its own root's drawing.
        var frameOf: [XMLNodeID: (layout: Int, frame: Rect)] = [:]
        for (index, layout) in layouts.enumerated() {
            let size = layout.environment.rootFrame
            frameOf[layout.root.node] = (index, Rect(x: 0, y: 0, width: size.width, height: size.height))
            for view in layout.views { frameOf[view.object.node] = (index, view.frameInRoot) }
        }
        var result: [XMLNodeID: (host: Int, origin: Point)] = [:]
        // Each nested root's origin in its holder's root, then the holder's own placement added,
        // outermost first: a table's cell views sit in the table, in a clip view, in a scroll view.
        func place(_ index: Int, depth: Int) -> (host: Int, origin: Point) {
            let layout = layouts[index]
            if let known = result[layout.root.node] { return known }
            guard depth < 64, let hostNode = hostOf[layout.root.node], let (hostIndex, frame) = frameOf[hostNode] else { return (index, Point(x: 0, y: 0)) }
            let host = IBObject(document: layout.root.document, node: hostNode)
            let inHost = Self.origin(of: layout, in: host, frame: frame, environment: layouts[hostIndex].environment)
            let outer = hostOf[layouts[hostIndex].root.node] == nil ? (host: hostIndex, origin: Point(x: 0, y: 0)) : place(hostIndex, depth: depth + 1)
            let placed = (host: outer.host, origin: Point(x: outer.origin.x + inHost.x, y: outer.origin.y + inHost.y))
            result[layout.root.node] = placed
            return placed
        }
        for index in layouts.indices where hostOf[layouts[index].root.node] != nil { _ = place(index, depth: 0) }
        return result
    }
}
