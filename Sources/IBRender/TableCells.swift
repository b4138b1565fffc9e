import IBDocument
import IBLayout
import IBXML

/// A table view's cells drawn inside it, as Xcode's canvas shows them: static cells section by
/// section and prototype cells under a "Prototype Cells" header, each where the document stores
/// its frame (table coordinates), with separators and section titles.
///
/// Cells are laid out as roots of their own (their frame is the table's to set); this puts their
/// drawings back into the table's.
public struct TableCells: Sendable {
    /// Cell layouts by their table view's node, in document order.
    let byTable: [XMLNodeID: [RootLayout]]

    /// No cells: tables draw empty.
    public static let none = TableCells(byTable: [:])

    init(byTable: [XMLNodeID: [RootLayout]]) { self.byTable = byTable }

    /// The cells among `layouts`, grouped by the table that holds them.
    public init(_ layouts: [RootLayout]) {
        var byTable: [XMLNodeID: [RootLayout]] = [:]
        for layout in layouts {
            if let table = Self.table(holding: layout.root) { byTable[table.node, default: []].append(layout) }
        }
        self.byTable = byTable
    }

    /// Whether a root is a cell some table draws.
    public func isCell(_ root: IBObject) -> Bool {
        Self.table(holding: root).map { byTable[$0.node] != nil } ?? false
    }

    /// The table view a static (`sections/…/cells`) or prototype (`prototypes`) cell belongs to.
    public static func table(holding cell: IBObject) -> IBObject? {
        guard cell.elementName == "tableViewCell", let list = cell.document.tree.parent(of: cell.node) else { return nil }
        let tree = cell.document.tree
        guard tree.isElement(list, named: "cells") || tree.isElement(list, named: "prototypes") else { return nil }
        var current = cell.parent
        while let ancestor = current {
            if ancestor.elementName == "tableView" { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    /// Where a cell's drawing sits in its table: its stored frame's origin.
    public static func origin(of cell: IBObject) -> Point {
        let frame = cell.asView?.frame ?? ImpliedCellFrame.of(cell)
        return Point(x: frame?.x ?? 0, y: frame?.y ?? 0)
    }

    /// Where a table's content starts in the drawing: its frame's origin, lowered by the bars and
    /// status bar above it, which UIKit insets the content for (unless told not to).
    static func contentFrame(of table: IBObject, frame: Rect, in environment: LayoutEnvironment) -> Rect {
        let inset = table.attribute("contentInsetAdjustmentBehavior") == "never" ? 0 : max(0, environment.safeArea.top - frame.y)
        return Rect(x: frame.x, y: frame.y + inset, width: frame.width, height: frame.height)
    }

    /// The drawing of `table`'s cells, its section titles and separators, placed in `frame` (the
    /// table's content frame in the drawing, from `contentFrame`); empty for a table without cells.
    func elements(forTable table: IBObject, frame: Rect, colors: RenderColors, draw: (RootLayout) -> SVGElement) -> [SVGElement] {
        guard let cells = byTable[table.node], !cells.isEmpty else { return [] }
        var out: [SVGElement] = []
        let grouped = ["grouped", "insetGrouped"].contains(table.attribute("style") ?? "plain")
        let separators = table.attribute("separatorStyle") != "none"
        let separatorColor = colors.palette("separatorColor") ?? "rgba(60,60,67,0.29)"
        let secondary = colors.palette("secondaryLabelColor") ?? "rgba(60,60,67,0.6)"
        let prototypes = cells.filter { isPrototype($0.root) }
        if let first = prototypes.first, Self.origin(of: first.root).y >= 16 {
            out.append(label("Prototype Cells", x: frame.x + 16, y: frame.y + Self.origin(of: first.root).y - 8, color: secondary, size: 13))
        }
        var lastInSection: Set<XMLNodeID> = []
        for section in sections(of: table, cells: cells) {
            if let last = section.cells.last { lastInSection.insert(last.root.node) }
            guard let first = section.cells.first, let last = section.cells.last else { continue }
            let top = Self.origin(of: first.root).y
            if let title = section.header, !title.isEmpty {
                out.append(label(grouped ? title.uppercased() : title, x: frame.x + 20, y: frame.y + top - 7, color: secondary, size: 13))
            }
            if let title = section.footer, !title.isEmpty {
                let bottom = Self.origin(of: last.root).y + last.environment.rootFrame.height
                out.append(label(title, x: frame.x + 20, y: frame.y + bottom + 17, color: secondary, size: 13))
            }
        }
        // Cells without a colour of their own show the table style's cell background.
        let background = colors.palette(grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor") ?? "rgba(255,255,255,1)"
        for cell in cells {
            let origin = Self.origin(of: cell.root)
            let size = cell.environment.rootFrame
            if cell.root.document.tree.firstChildElement(of: cell.root.node, named: "color", where: "key", is: "backgroundColor") == nil {
                out.append(SVGElement("rect", [("x", SVGElement.number(frame.x + origin.x)), ("y", SVGElement.number(frame.y + origin.y)),
                                               ("width", SVGElement.number(size.width)), ("height", SVGElement.number(size.height)),
                                               ("fill", background)]))
            }
            var drawing = draw(cell)
            drawing.attributes += [("x", SVGElement.number(frame.x + origin.x)), ("y", SVGElement.number(frame.y + origin.y))]
            out.append(drawing)
            guard separators else { continue }
            let y = frame.y + origin.y + size.height - 0.25
            // A grouped section's last separator runs the cell's full width.
            let inset = grouped && lastInSection.contains(cell.root.node) ? 0 : 16.0
            out.append(SVGElement("line", [("x1", SVGElement.number(frame.x + origin.x + inset)), ("y1", SVGElement.number(y)),
                                           ("x2", SVGElement.number(frame.x + origin.x + size.width)), ("y2", SVGElement.number(y)),
                                           ("stroke", separatorColor), ("stroke-width", "0.5")]))
        }
        return out
    }

    /// What a table shows past its cells: a plain table's separators for rows no cell fills, and
    /// in a storyboard's table with no cells at all, Interface Builder's "Table View / Prototype
    /// Content" caption.
    func emptyRows(ofTable table: IBObject, frame: Rect, colors: RenderColors) -> [SVGElement] {
        let cells = byTable[table.node] ?? []
        var out: [SVGElement] = []
        let secondary = colors.palette("secondaryLabelColor") ?? "rgba(60,60,67,0.6)"
        if cells.isEmpty, table.document.isStoryboard {
            let middle = frame.y + min(frame.height, 600) / 2
            out.append(label("Table View", x: frame.x + frame.width / 2, y: middle - 4, color: secondary, size: 17, anchor: "middle"))
            out.append(label("Prototype Content", x: frame.x + frame.width / 2, y: middle + 16, color: secondary, size: 13, anchor: "middle"))
        }
        guard (table.attribute("style") ?? "plain") == "plain", table.attribute("separatorStyle") != "none" else { return out }
        let rowHeight = table.document.tree.number("rowHeight", of: table.node).flatMap { $0.isFinite && $0 >= 8 ? min($0, 1e4) : nil } ?? 44
        let filled = cells.map { Self.origin(of: $0.root).y + $0.environment.rootFrame.height }.max() ?? 0
        var y = frame.y + (filled > 0 ? filled : 0) + rowHeight
        let separator = colors.palette("separatorColor") ?? "rgba(60,60,67,0.29)"
        // As many empty rows as the table's height shows, a screenful at most.
        while y < frame.y + frame.height, out.count < 60 {
            out.append(SVGElement("line", [("class", "empty-row"), ("x1", SVGElement.number(frame.x + 16)), ("y1", SVGElement.number(y - 0.25)),
                                           ("x2", SVGElement.number(frame.x + frame.width)), ("y2", SVGElement.number(y - 0.25)),
                                           ("stroke", separator), ("stroke-width", "0.5")]))
            y += rowHeight
        }
        return out
    }

    private func isPrototype(_ cell: IBObject) -> Bool {
        cell.document.tree.parent(of: cell.node).map { cell.document.tree.isElement($0, named: "prototypes") } ?? false
    }

    /// Static sections with their titles and drawn cells, in order.
    private func sections(of table: IBObject, cells: [RootLayout]) -> [(header: String?, footer: String?, cells: [RootLayout])] {
        let tree = table.document.tree
        var result: [(header: String?, footer: String?, cells: [RootLayout])] = []
        for node in tree.descendants(of: table.node) where tree.isElement(node, named: "tableViewSection") {
            let members = cells.filter { layout in
                var parent = tree.parent(of: layout.root.node)
                while let step = parent, step != table.node {
                    if step == node { return true }
                    parent = tree.parent(of: step)
                }
                return false
            }
            result.append((tree.attribute("headerTitle", of: node), tree.attribute("footerTitle", of: node), members))
        }
        return result
    }

    private func label(_ text: String, x: Double, y: Double, color: String, size: Double, anchor: String = "start") -> SVGElement {
        SVGElement("text", [("x", SVGElement.number(x)), ("y", SVGElement.number(y)), ("font-family", "-apple-system, 'Helvetica Neue', sans-serif"),
                            ("font-size", SVGElement.number(size)), ("text-anchor", anchor), ("fill", color)], text: text)
    }
}
