// NSGridView (minimal): views in rows and columns.

/// A container that aligns views in a flexible grid of rows and columns.
///
/// Minimal: `init(views:)` adds the views as subviews in row order; spacing and placement record on set.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview
open class NSGridView: NSView {
    var _ibkitRows: [[NSView?]] = []

    /// Creates a grid view with the specified rows of views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/init(views:)
    public convenience init(views rows: [[NSView]]) {
        self.init(frame: .zero)
        rows.forEach { addRow(with: $0) }
    }
    /// Creates a grid view with the specified number of empty rows and columns.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/init(numberofcolumns:rows:)
    public convenience init(numberOfColumns columnCount: Int, rows rowCount: Int) {
        self.init(frame: .zero)
        _ibkitRows = Array(repeating: Array(repeating: nil, count: columnCount), count: rowCount)
    }

    /// Adds a row of views to the end of the grid (each view becomes a subview).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/addrow(with:)
    @discardableResult
    open func addRow(with views: [NSView]) -> NSGridRow {
        _ibkitRows.append(views)
        views.forEach { addSubview($0) }
        return NSGridRow()
    }
    /// The number of rows in the grid.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/numberofrows
    open var numberOfRows: Int { _ibkitRows.count }
    /// The number of columns in the grid.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/numberofcolumns
    open var numberOfColumns: Int { _ibkitRows.map { $0.count }.max() ?? 0 }
    /// The vertical spacing between rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/rowspacing
    open var rowSpacing: CGFloat = 6 { didSet { _ibkitRecord("rowSpacing", rowSpacing) } }
    /// The horizontal spacing between columns.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/columnspacing
    open var columnSpacing: CGFloat = 6 { didSet { _ibkitRecord("columnSpacing", columnSpacing) } }
    /// The default horizontal placement of content in cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/xplacement
    open var xPlacement: NSGridCell.Placement = .leading { didSet { _ibkitRecord("xPlacement", xPlacement) } }
    /// The default vertical placement of content in cells: the bottom, as NSGridView.h says
    /// ("They default to bottom-leading placement").
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/yplacement
    open var yPlacement: NSGridCell.Placement = .bottom { didSet { _ibkitRecord("yPlacement", yPlacement) } }
    /// The default row alignment of content in cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridview/rowalignment
    open var rowAlignment: NSGridRow.Alignment = .none { didSet { _ibkitRecord("rowAlignment", rowAlignment) } }
}

/// A row within a grid view.
///
/// Minimal: present for `NSGridRow.Alignment` and as the result of `addRow(with:)`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridrow
open class NSGridRow: NSObject {
    /// Constants that specify how the content of a grid row aligns.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridrow/alignment
    public enum Alignment: Int {
        /// The alignment is inherited from the grid view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridrow/alignment/inherited
        case inherited = 0
        /// No baseline alignment.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridrow/alignment/none
        case none = 1
        /// The cells align on their first baselines.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridrow/alignment/firstbaseline
        case firstBaseline = 2
        /// The cells align on their last baselines.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridrow/alignment/lastbaseline
        case lastBaseline = 3
    }
}

/// A cell within a grid view.
///
/// Minimal: present for `NSGridCell.Placement`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell
open class NSGridCell: NSObject {
    /// Constants that specify where content sits within a grid cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement
    public enum Placement: Int {
        /// The placement is inherited from the row, column or grid view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/inherited
        case inherited = 0
        /// No placement: the content's own constraints decide.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/none
        case none = 1
        /// The content sits at the leading (or top) edge.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/leading
        case leading = 2
        /// The content sits at the trailing (or bottom) edge.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/trailing
        case trailing = 3
        /// The content is centered.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/center
        case center = 4
        /// The content fills the cell.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/fill
        case fill = 5
        /// The content sits at the top edge (the same value as `leading`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/top
        public static let top = Placement.leading
        /// The content sits at the bottom edge (the same value as `trailing`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgridcell/placement/bottom
        public static let bottom = Placement.trailing
    }
}
