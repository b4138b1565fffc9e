// NSTableView and NSOutlineView.

/// A set of methods that a table view's data source implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableviewdatasource
public protocol NSTableViewDataSource: AnyObject {}
/// A set of optional methods that a table view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableviewdelegate
public protocol NSTableViewDelegate: NSControlTextEditingDelegate {}
/// A set of methods that an outline view's data source implements (no requirements here).
///
/// Modelling: AppKit's outline view redeclares `dataSource` with this type, which a Swift subclass
/// cannot; refining the table's protocol lets `outlineView.dataSource = self` compile as it does with AppKit.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineviewdatasource
public protocol NSOutlineViewDataSource: NSTableViewDataSource {}
/// A set of optional methods that an outline view's delegate implements (no requirements here).
///
/// Modelling: refines the table's delegate protocol, for the reason `NSOutlineViewDataSource` gives.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineviewdelegate
public protocol NSOutlineViewDelegate: NSTableViewDelegate {}

/// A set of related records, displayed in rows that represent individual records and columns that represent the attributes of those records.
///
/// Recording: each column's recorded properties are reported as `tableColumns[<i>].<name>`; `doubleAction` as a
/// target-action with events `doubleAction`; `headerView = nil` is recorded as `headerView=nil`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview
open class NSTableView: NSControl {
    var _ibkitColumns: [NSTableColumn] = []
    var _ibkitHeaderView: NSTableHeaderView? = NSTableHeaderView()

    override var _ibkitDumpProperties: [String: String] {
        var properties: [String: String] = [:]
        for (index, column) in _ibkitColumns.enumerated() {
            for (key, value) in column._ibkitProperties { properties["tableColumns[\(index)].\(key)"] = value }
        }
        return properties
    }
    override var _ibkitExtraActions: [(events: String, action: Selector)] {
        doubleAction.map { [("doubleAction", $0)] } ?? []
    }

    /// Adds the specified column as the last column of the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/addtablecolumn(_:)
    open func addTableColumn(_ tableColumn: NSTableColumn) {
        _ibkitColumns.append(tableColumn)
        tableColumn._ibkitTableView = self
    }
    /// Removes the specified column from the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/removetablecolumn(_:)
    open func removeTableColumn(_ tableColumn: NSTableColumn) {
        _ibkitColumns.removeAll { $0 === tableColumn }
        tableColumn._ibkitTableView = nil
    }
    /// An array containing the current table column objects.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/tablecolumns
    open var tableColumns: [NSTableColumn] { _ibkitColumns }
    /// Returns the first table column object that has the specified identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/tablecolumn(withidentifier:)
    open func tableColumn(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> NSTableColumn? {
        _ibkitColumns.first { $0.identifier == identifier }
    }
    /// The view used to draw headers over columns.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/headerview
    open var headerView: NSTableHeaderView? {
        get { _ibkitHeaderView }
        set { _ibkitHeaderView = newValue; _ibkitRecord("headerView", newValue) }
    }
    /// The view used to draw the area to the right of the column headers and above the vertical scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/cornerview
    open var cornerView: NSView? { didSet { _ibkitRecord("cornerView", cornerView) } }
    /// The height of each row in the table.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowheight
    open var rowHeight: CGFloat = 24 { didSet { _ibkitRecord("rowHeight", rowHeight) } }
    /// The horizontal and vertical spacing between cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/intercellspacing
    open var intercellSpacing: NSSize = NSSize(width: 17, height: 0) { didSet { _ibkitRecord("intercellSpacing", intercellSpacing) } }
    /// A Boolean value indicating whether the table view uses alternating row colors for its background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/usesalternatingrowbackgroundcolors
    open var usesAlternatingRowBackgroundColors: Bool = false {
        didSet { _ibkitRecord("usesAlternatingRowBackgroundColors", usesAlternatingRowBackgroundColors) }
    }
    /// The column autoresizing style of the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.property
    open var columnAutoresizingStyle: NSTableView.ColumnAutoresizingStyle = .uniformColumnAutoresizingStyle {
        didSet { _ibkitRecord("columnAutoresizingStyle", columnAutoresizingStyle) }
    }
    /// The selection highlight style used by the table view to indicate row and column selection.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/selectionhighlightstyle-swift.property
    open var selectionHighlightStyle: NSTableView.SelectionHighlightStyle = .regular {
        didSet { _ibkitRecord("selectionHighlightStyle", selectionHighlightStyle) }
    }
    /// The grid lines drawn by the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridstylemask
    open var gridStyleMask: NSTableView.GridLineStyle = [] { didSet { _ibkitRecord("gridStyleMask", gridStyleMask) } }
    /// The color used to draw grid lines.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridcolor
    open var gridColor: NSColor = .gridColor { didSet { _ibkitRecord("gridColor", gridColor) } }
    /// The color used to draw the background of the table.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/backgroundcolor
    open var backgroundColor: NSColor = .controlBackgroundColor { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// A Boolean value indicating whether the table view allows the user to select more than one column or row at a time.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/allowsmultipleselection
    open var allowsMultipleSelection: Bool = false { didSet { _ibkitRecord("allowsMultipleSelection", allowsMultipleSelection) } }
    /// A Boolean value indicating whether the table view allows the user to select zero columns or rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/allowsemptyselection
    open var allowsEmptySelection: Bool = true { didSet { _ibkitRecord("allowsEmptySelection", allowsEmptySelection) } }
    /// A Boolean value indicating whether the table view allows the user to rearrange columns by dragging their headers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/allowscolumnreordering
    open var allowsColumnReordering: Bool = true { didSet { _ibkitRecord("allowsColumnReordering", allowsColumnReordering) } }
    /// A Boolean value indicating whether the table view allows the user to resize columns by dragging between their headers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/allowscolumnresizing
    open var allowsColumnResizing: Bool = true { didSet { _ibkitRecord("allowsColumnResizing", allowsColumnResizing) } }
    /// A Boolean value indicating whether the table view allows the user to select columns by clicking their headers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/allowscolumnselection
    open var allowsColumnSelection: Bool = false { didSet { _ibkitRecord("allowsColumnSelection", allowsColumnSelection) } }
    /// A Boolean value indicating whether the table view allows the user to type characters to select rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/allowstypeselect
    open var allowsTypeSelect: Bool = true { didSet { _ibkitRecord("allowsTypeSelect", allowsTypeSelect) } }
    /// The row size style (small, medium, large, or custom) used by the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.property
    open var rowSizeStyle: NSTableView.RowSizeStyle = .default { didSet { _ibkitRecord("rowSizeStyle", rowSizeStyle) } }
    /// The style that the table view uses.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.property
    open var style: NSTableView.Style = .automatic { didSet { _ibkitRecord("style", style) } }
    /// A Boolean value indicating whether the table uses autolayout to calculate the height of rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/usesautomaticrowheights
    open var usesAutomaticRowHeights: Bool = false { didSet { _ibkitRecord("usesAutomaticRowHeights", usesAutomaticRowHeights) } }
    /// A Boolean value indicating whether the table view draws grouped rows as if they are floating.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/floatsgrouprows
    open var floatsGroupRows: Bool = true { didSet { _ibkitRecord("floatsGroupRows", floatsGroupRows) } }
    /// The name the table view uses to save its information automatically.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/autosavename-swift.property
    open var autosaveName: NSTableView.AutosaveName? { didSet { _ibkitRecord("autosaveName", autosaveName) } }
    /// A Boolean value indicating whether the order and width of the table view's columns are automatically saved.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/autosavetablecolumns
    open var autosaveTableColumns: Bool = false { didSet { _ibkitRecord("autosaveTableColumns", autosaveTableColumns) } }
    /// The message sent to the target when the user double-clicks a cell or column header.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/doubleaction
    open var doubleAction: Selector?
    /// The object that provides the data displayed by the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/datasource
    open weak var dataSource: NSTableViewDataSource?
    /// The table view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/delegate
    open weak var delegate: NSTableViewDelegate?

    /// Registers a nib so the table view can make views with the identifier (recorded as `register[<identifier>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/register(_:foridentifier:)
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {
        _ibkitRecord("register[\(identifier.rawValue)]", nib.map { $0._ibkitName })
    }
    /// Returns a new or existing view with the specified identifier (always nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/makeview(withidentifier:owner:)
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? { nil }
    /// Marks the table view as needing redisplay, so it will reload the data for visible cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
    open func reloadData() {}
    /// The number of rows in the table view (0 here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/numberofrows
    open var numberOfRows: Int { 0 }
    /// The index of the last selected row (-1: none).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/selectedrow
    open var selectedRow: Int { -1 }
    /// Sizes the last column of the table view so it fills the view (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/sizelastcolumntofit()
    open func sizeLastColumnToFit() {}

    /// A name under which a table view saves its column layout.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/autosavename-swift.typealias
    public typealias AutosaveName = String
}

/// A view that uses a row-and-column format to display hierarchical data that can be expanded and collapsed.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview
open class NSOutlineView: NSTableView {
    override var _ibkitDumpProperties: [String: String] {
        var properties = super._ibkitDumpProperties
        if let column = outlineTableColumn {
            properties["outlineTableColumn"] = _ibkitColumns.firstIndex { $0 === column }.map { "tableColumns[\($0)]" } ?? "?"
        }
        return properties
    }

    /// The table column in which hierarchical data is displayed (reported as `outlineTableColumn=tableColumns[<i>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/outlinetablecolumn
    open var outlineTableColumn: NSTableColumn?
    /// The per-level indentation, measured in points.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/indentationperlevel
    open var indentationPerLevel: CGFloat = 16 { didSet { _ibkitRecord("indentationPerLevel", indentationPerLevel) } }
    /// A Boolean value indicating whether the outline view resizes its outline column when the user expands or collapses items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/autoresizesoutlinecolumn
    open var autoresizesOutlineColumn: Bool = true { didSet { _ibkitRecord("autoresizesOutlineColumn", autoresizesOutlineColumn) } }
    /// A Boolean value indicating whether the indentation marker symbol displayed in the outline column should be indented along with the cell contents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/indentationmarkerfollowscell
    open var indentationMarkerFollowsCell: Bool = true {
        didSet { _ibkitRecord("indentationMarkerFollowsCell", indentationMarkerFollowsCell) }
    }
    /// A Boolean value indicating whether the outline view saves the expanded items automatically.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/autosaveexpandeditems
    open var autosaveExpandedItems: Bool = false { didSet { _ibkitRecord("autosaveExpandedItems", autosaveExpandedItems) } }
    /// Reloads all items of the outline view (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/reloaditem(_:)
    open func reloadItem(_ item: Any?) {}
    /// Expands the specified item (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsoutlineview/expanditem(_:)
    open func expandItem(_ item: Any?) {}
}
