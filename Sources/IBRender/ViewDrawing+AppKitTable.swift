import IBDocument
import IBLayout
import IBXML

/// AppKit's tables as the canvas draws them: an outline or table view's rows (alternating where
/// the document asks) and column dividers at the columns' widths; its header view's column
/// titles; a scroll view's scrollers.
extension ViewDrawing {
    /// One table column: its width, header title, and its data cell's title.
    struct TableColumn {
        var width: Double
        var title: String
        var alignment: String?
        var cellTitle: String?
    }

    /// The columns of the table or outline view at `table`, in order.
    static func columns(of table: XMLNodeID, in tree: XMLTree) -> [TableColumn] {
        guard let list = tree.firstChildElement(of: table, named: "tableColumns") else { return [] }
        return tree.childElements(of: list).filter { tree.isElement($0, named: "tableColumn") && tree.attribute("hidden", of: $0) != "YES" }.map { column in
            let header = tree.childElements(of: column).first { tree.attribute("key", of: $0) == "headerCell" }
            let width = tree.number("width", of: column).flatMap { $0.isFinite ? min(max($0, 0), 1e4) : nil } ?? 100
            let data = tree.childElements(of: column).first { tree.attribute("key", of: $0) == "dataCell" }
            return TableColumn(width: width, title: header.flatMap { tree.attribute("title", of: $0) } ?? "",
                               alignment: header.flatMap { tree.attribute("alignment", of: $0) }, cellTitle: data.flatMap { tree.attribute("title", of: $0) })
        }
    }

    /// The space between columns (`intercellSpacing`), 3 points unless the table says otherwise.
    static func columnSpacing(of table: XMLNodeID, in tree: XMLTree) -> Double {
        min(Size.element("intercellSpacing", of: table, in: tree)?.width ?? 3, 100)
    }

    /// Rows at the table's row height, alternating where asked, and each column's right edge.
    func appKitTable() -> [SVGElement] {
        let tree = object.document.tree
        let spacing = sizeElement("intercellSpacing") ?? Size(width: 3, height: 2)
        let pitch = max((number("rowHeight") ?? 17) + spacing.height, 4)
        var elements: [SVGElement] = []
        // A source list (a sidebar) shows the sidebar's material behind its rows.
        if object.attribute("selectionHighlightStyle") == "sourceList" {
            elements.append(shape(frame, fill: colors.dark ? "rgba(40,40,42,0.9)" : "rgba(232,232,234,0.9)", type: "source-list"))
        }
        if object.attribute("alternatingRowBackgroundColors") == "YES" {
            let stripe = colors.dark ? "rgba(255,255,255,0.05)" : "rgba(244,245,245,1)"
            var y = frame.y + pitch
            // At most as many rows as a tall screen shows: the rest would be drawn outside it.
            while y < frame.maxY, elements.count < 200 {
                elements.append(shape(Rect(x: frame.x, y: y, width: frame.width, height: min(pitch, frame.maxY - y)), fill: stripe))
                y += 2 * pitch
            }
        }
        let grid = object.attribute("gridStyleMask") ?? ""
        if grid.contains("horizontal") {
            var y = frame.y + pitch
            while y < frame.maxY, elements.count < 400 {
                elements.append(line(frame.x, y - 0.5, frame.maxX, y - 0.5, stroke: hairline, width: 1))
                y += pitch
            }
        }
        let columns = Self.columns(of: object.node, in: tree)
        // A cell-based table shows its columns' data cells ("Text Cell") in every row.
        if object.attribute("viewBased") != "YES" {
            var y = frame.y, rows = 0
            while y + pitch <= frame.maxY + 0.5, rows < 60 {
                var x = frame.x
                for column in columns where x < frame.maxX {
                    let width = min(column.width, frame.maxX - x)
                    if let title = column.cellTitle, !title.isEmpty {
                        elements += caption(title, in: Rect(x: x + 2, y: y, width: max(width - 4, 0), height: pitch), color: ink, size: 13)
                    }
                    x += column.width + spacing.width
                }
                y += pitch
                rows += 1
            }
        }
        // Column dividers, as the canvas shows where each column ends.
        var x = frame.x
        for column in columns {
            x += column.width + spacing.width
            // The last column's edge shows only where the column ends short of the table's.
            guard x < frame.maxX - 1 else { break }
            elements.append(line(x - spacing.width / 2, frame.y, x - spacing.width / 2, frame.maxY,
                                 stroke: grid.contains("vertical") ? hairline : (colors.dark ? "rgba(255,255,255,0.06)" : "rgba(0,0,0,0.05)"), width: 1))
        }
        return elements
    }

    /// The table this header view heads: the table or outline view in the same scroll view whose
    /// `headerView` names it.
    var headedTable: XMLNodeID? {
        let tree = object.document.tree
        guard let id = object.id, let scrollView = tree.parent(of: object.node) else { return nil }
        return tree.descendants(of: scrollView).first { node in
            (tree.isElement(node, named: "tableView") || tree.isElement(node, named: "outlineView")) && tree.attribute("headerView", of: node) == id
        }
    }

    /// A table header: each column's title at its width, dividers between, a line below.
    func tableHeader() -> [SVGElement] {
        let tree = object.document.tree
        var elements = [shape(frame, fill: colors.dark ? "rgba(40,40,40,1)" : "rgba(255,255,255,1)"),
                        line(frame.x, frame.maxY - 0.5, frame.maxX, frame.maxY - 0.5, stroke: hairline, width: 1)]
        guard let table = headedTable else { return elements }
        let spacing = Self.columnSpacing(of: table, in: tree)
        var x = frame.x
        for column in Self.columns(of: table, in: tree) {
            let width = min(column.width + spacing, max(frame.maxX - x, 0))
            guard width > 0 else { break }
            elements += caption(column.title, in: Rect(x: x + 5, y: frame.y, width: max(width - 10, 0), height: frame.height),
                                color: colors.dark ? "rgba(255,255,255,0.85)" : "rgba(0,0,0,0.85)", alignment: column.alignment ?? "left", size: 11)
            x += width
            if x < frame.maxX { elements.append(line(x - 0.5, frame.y + 4, x - 0.5, frame.maxY - 4, stroke: hairline, width: 1)) }
        }
        return elements
    }

    /// A scroller: its knob along its length (overlay style), vertical unless it says horizontal.
    func scroller() -> [SVGElement] {
        let horizontal = object.attribute("horizontal") == "YES" || (object.attribute("horizontal") == nil && frame.width > frame.height)
        let proportion = min(max(number("knobProportion") ?? 0.4, 0.05), 1)
        let value = min(max(number("doubleValue") ?? 0, 0), 1)
        let thickness = min(horizontal ? frame.height : frame.width, 7)
        let knob: Rect
        if horizontal {
            let length = (frame.width - 4) * proportion
            knob = Rect(x: frame.x + 2 + (frame.width - 4 - length) * value, y: frame.maxY - thickness - 2, width: length, height: thickness)
        } else {
            let length = (frame.height - 4) * proportion
            knob = Rect(x: frame.maxX - thickness - 2, y: frame.y + 2 + (frame.height - 4 - length) * value, width: thickness, height: length)
        }
        return [shape(knob, fill: colors.dark ? "rgba(255,255,255,0.35)" : "rgba(0,0,0,0.35)", radius: thickness / 2, type: "scroller-knob")]
    }
}
