import IBXML

/// An NSGridView's rows, columns and cells as the document stores them (`<rows>`, `<columns>`,
/// `<gridCells>`): what `NSGridView` arranges its cells' content views by.
///
/// Defaults are AppKit's (NSGridView.h): placement on a cell, row or column is inherited from the
/// level above, the grid's own is bottom-leading with no baseline alignment, and rows and columns
/// are 6 points apart, sized to fit their content.
public struct GridView: Sendable {
    /// Where a cell puts its content view along one axis (`NSGridCell.Placement`); top is leading
    /// and bottom is trailing, as in AppKit.
    public enum Placement: String, Sendable {
        /// Left to the grid view: the content view is not placed along this axis.
        case none
        /// Against the leading (x) or top (y) edge.
        case leading
        /// Against the trailing (x) or bottom (y) edge.
        case trailing
        /// Centred.
        case center
        /// Filling the cell.
        case fill

        /// Reads the document's value (`top` and `bottom` included); nil for `inherited` and absent.
        init?(document value: String?) {
            switch value {
            case "top": self = .leading
            case "bottom": self = .trailing
            default: guard let value, let placement = Placement(rawValue: value) else { return nil }; self = placement
            }
        }
    }

    /// Which baseline a row aligns its cells' content views by (`NSGridRow.Alignment`).
    public enum RowAlignment: String, Sendable {
        /// No baseline alignment.
        case none
        /// Each content view's first baseline.
        case firstBaseline
        /// Each content view's last baseline.
        case lastBaseline
    }

    /// A row or a column.
    public struct Track: Sendable {
        /// The element's id.
        public let id: String?
        /// Its fixed height (row) or width (column); nil to fit its content (`NSGridViewSizeForContent`).
        public let size: Double?
        /// Extra space before it (`topPadding`, `leadingPadding`), added to the grid's spacing.
        public let leadingPadding: Double
        /// Extra space after it (`bottomPadding`, `trailingPadding`).
        public let trailingPadding: Double
        /// Its cells' placement along its axis (y for a row, x for a column); nil to inherit.
        public let placement: Placement?
        /// A row's baseline alignment; nil to inherit (always nil for a column).
        public let rowAlignment: RowAlignment?
        /// Whether it is hidden: it collapses to no size and hides its content views.
        public let isHidden: Bool
    }

    /// One cell: where it is and what it shows.
    public struct Cell: Sendable {
        /// The element's id.
        public let id: String?
        /// Its row's index.
        public let row: Int
        /// Its column's index.
        public let column: Int
        /// The id of the cell at the top-leading corner of the merged region it belongs to; nil
        /// when it is not merged.
        public let headOfMergedCell: String?
        /// Its own placements and alignment; nil to inherit.
        public let xPlacement: Placement?, yPlacement: Placement?, rowAlignment: RowAlignment?
        /// The view it places (`<… key="contentView">`); nil for an empty cell.
        public let contentView: View?

        /// Whether the grid places its content: it is not merged, or heads its merged region.
        public var isPlaced: Bool { headOfMergedCell == nil || headOfMergedCell == id }
    }

    /// The grid view.
    public let object: IBObject
    /// Rows, top to bottom.
    public let rows: [Track]
    /// Columns, leading to trailing.
    public let columns: [Track]
    /// Every cell that names a known row and column, in document order.
    public let cells: [Cell]
    /// Points between adjacent rows and columns, before their paddings.
    public let rowSpacing: Double, columnSpacing: Double
    /// The grid's placements and alignment, what cells fall back to.
    public let xPlacement: Placement, yPlacement: Placement, rowAlignment: RowAlignment
    /// The rows and columns each merged region covers, by its head cell's id (found once: a
    /// document may hold many cells).
    private let mergedRegions: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)]

    /// Reads a `<gridView>`; nil for any other element.
    public init?(_ object: IBObject) {
        guard object.elementName == "gridView" else { return nil }
        let tree = object.document.tree
        self.object = object
        func number(_ name: String, of node: XMLNodeID) -> Double? { tree.number(name, of: node).flatMap { $0.isFinite ? $0 : nil } }
        func tracks(_ list: String, _ element: String, size: String, leading: String, trailing: String, placement: String) -> [Track] {
            guard let node = tree.firstChildElement(of: object.node, named: list) else { return [] }
            return tree.childElements(of: node).filter { tree.isElement($0, named: element) }.map { track in
                Track(id: tree.attribute("id", of: track), size: number(size, of: track).map { max(0, $0) },
                      leadingPadding: number(leading, of: track) ?? 0, trailingPadding: number(trailing, of: track) ?? 0,
                      placement: Placement(document: tree.attribute(placement, of: track)),
                      rowAlignment: element == "gridRow" ? tree.attribute("rowAlignment", of: track).flatMap(RowAlignment.init) : nil,
                      isHidden: tree.attribute("hidden", of: track) == "YES")
            }
        }
        rows = tracks("rows", "gridRow", size: "height", leading: "topPadding", trailing: "bottomPadding", placement: "yPlacement")
        columns = tracks("columns", "gridColumn", size: "width", leading: "leadingPadding", trailing: "trailingPadding", placement: "xPlacement")
        let rowIndex = Dictionary(rows.enumerated().compactMap { index, row in row.id.map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
        let columnIndex = Dictionary(columns.enumerated().compactMap { index, column in column.id.map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
        let list = tree.firstChildElement(of: object.node, named: "gridCells")
        cells = (list.map { tree.childElements(of: $0) } ?? []).compactMap { cell -> Cell? in
            guard tree.isElement(cell, named: "gridCell"), let row = tree.attribute("row", of: cell).flatMap({ rowIndex[$0] }),
                  let column = tree.attribute("column", of: cell).flatMap({ columnIndex[$0] }) else { return nil }
            let content = tree.childElements(of: cell).first { tree.attribute("key", of: $0) == "contentView" && object.document.isObjectElement($0) }
            return Cell(id: tree.attribute("id", of: cell), row: row, column: column, headOfMergedCell: tree.attribute("headOfMergedCell", of: cell),
                        xPlacement: Placement(document: tree.attribute("xPlacement", of: cell)),
                        yPlacement: Placement(document: tree.attribute("yPlacement", of: cell)),
                        rowAlignment: tree.attribute("rowAlignment", of: cell).flatMap(RowAlignment.init),
                        contentView: content.map { View(object: IBObject(document: object.document, node: $0)) })
        }
        var regions: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in cells {
            guard let head = cell.headOfMergedCell else { continue }
            let region = regions[head]
            regions[head] = (min(region?.rows.lowerBound ?? cell.row, cell.row)...max(region?.rows.upperBound ?? cell.row, cell.row),
                             min(region?.columns.lowerBound ?? cell.column, cell.column)...max(region?.columns.upperBound ?? cell.column, cell.column))
        }
        mergedRegions = regions
        rowSpacing = number("rowSpacing", of: object.node) ?? 6
        columnSpacing = number("columnSpacing", of: object.node) ?? 6
        xPlacement = Placement(document: object.attribute("xPlacement")) ?? .leading
        yPlacement = Placement(document: object.attribute("yPlacement")) ?? .trailing
        rowAlignment = object.attribute("rowAlignment").flatMap(RowAlignment.init) ?? .none
    }

    /// The content views the grid places, in document order: a merged region keeps only its head
    /// cell's.
    public var contentViews: [View] { cells.filter(\.isPlaced).compactMap(\.contentView) }

    /// The rows and columns a cell covers: those of every cell merged with it, or its own.
    public func region(of cell: Cell) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>) {
        guard let head = cell.headOfMergedCell, let region = mergedRegions[head] else { return (cell.row...cell.row, cell.column...cell.column) }
        return region
    }

    /// Where a cell places its content view across the columns: its own, else its column's, else the grid's.
    public func xPlacement(of cell: Cell) -> Placement { cell.xPlacement ?? columns[cell.column].placement ?? xPlacement }

    /// Where a cell places its content view within its rows: its own, else its row's, else the grid's.
    public func yPlacement(of cell: Cell) -> Placement { cell.yPlacement ?? rows[cell.row].placement ?? yPlacement }

    /// The baseline a cell's content view aligns by in its row: its own, else its row's, else the grid's.
    public func rowAlignment(of cell: Cell) -> RowAlignment { cell.rowAlignment ?? rows[cell.row].rowAlignment ?? rowAlignment }
}
