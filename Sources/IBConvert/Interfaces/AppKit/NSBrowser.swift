// NSBrowser (minimal): column-based hierarchy navigation.

/// A set of methods a browser's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowserdelegate
public protocol NSBrowserDelegate: AnyObject {}

/// An interface that displays hierarchically organized data using columns.
///
/// Recording: `doubleAction` is reported in `actions` with events `doubleAction`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser
open class NSBrowser: NSControl {
    override var _ibkitExtraActions: [(events: String, action: Selector)] {
        doubleAction.map { [("doubleAction", $0)] } ?? []
    }

    /// The browser's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/delegate
    open weak var delegate: NSBrowserDelegate?
    /// The action sent when the user double-clicks an item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/doubleaction
    open var doubleAction: Selector?
    /// The prototype cell the browser copies to display items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/cellprototype
    open var cellPrototype: Any? = NSBrowserCell()
    /// The maximum number of visible columns.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/maxvisiblecolumns
    open var maxVisibleColumns: Int = 3 { didSet { _ibkitRecord("maxVisibleColumns", maxVisibleColumns) } }
    /// The minimum column width.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/mincolumnwidth
    open var minColumnWidth: CGFloat = 100 { didSet { _ibkitRecord("minColumnWidth", minColumnWidth) } }
    /// The default width of new columns.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/defaultcolumnwidth
    open var defaultColumnWidth: CGFloat = 100 { didSet { _ibkitRecord("defaultColumnWidth", defaultColumnWidth) } }
    /// How the browser's columns are resized.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnresizingtype-swift.property
    open var columnResizingType: NSBrowser.ColumnResizingType = .autoColumnResizing {
        didSet { _ibkitRecord("columnResizingType", columnResizingType) }
    }
    /// A Boolean value that indicates whether the browser has a horizontal scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/hashorizontalscroller
    open var hasHorizontalScroller: Bool = true { didSet { _ibkitRecord("hasHorizontalScroller", hasHorizontalScroller) } }
    /// A Boolean value that indicates whether columns are separated by bezeled borders.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/separatescolumns
    open var separatesColumns: Bool = true { didSet { _ibkitRecord("separatesColumns", separatesColumns) } }
    /// A Boolean value that indicates whether the columns display titles.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/istitled
    open var isTitled: Bool = false { didSet { _ibkitRecord("isTitled", isTitled) } }
    /// A Boolean value that indicates whether a column takes its title from the selection in the previous column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/takestitlefrompreviouscolumn
    open var takesTitleFromPreviousColumn: Bool = true {
        didSet { _ibkitRecord("takesTitleFromPreviousColumn", takesTitleFromPreviousColumn) }
    }
    /// A Boolean value that indicates whether the user can select more than one item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/allowsmultipleselection
    open var allowsMultipleSelection: Bool = false { didSet { _ibkitRecord("allowsMultipleSelection", allowsMultipleSelection) } }
    /// A Boolean value that indicates whether the browser can have no selection.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/allowsemptyselection
    open var allowsEmptySelection: Bool = true { didSet { _ibkitRecord("allowsEmptySelection", allowsEmptySelection) } }
    /// The height of the browser's rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/rowheight
    open var rowHeight: CGFloat = 17 { didSet { _ibkitRecord("rowHeight", rowHeight) } }
    /// The string that separates the components of a path.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/pathseparator
    open var pathSeparator: String = "/" { didSet { _ibkitRecord("pathSeparator", pathSeparator) } }
    /// The name used to save the browser's column configuration.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnsautosavename-swift.property
    open var columnsAutosaveName: NSBrowser.ColumnsAutosaveName = "" { didSet { _ibkitRecord("columnsAutosaveName", columnsAutosaveName) } }
    /// Reloads the browser's columns (nothing is loaded here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/loadcolumnzero()
    open func loadColumnZero() {}

    /// A name under which a browser saves its column configuration.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnsautosavename-swift.typealias
    public typealias ColumnsAutosaveName = String

    /// How a browser's columns are resized.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnresizingtype-swift.enum
    public enum ColumnResizingType: UInt {
        /// Neither the user nor the browser resizes columns.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnresizingtype-swift.enum/nocolumnresizing
        case noColumnResizing = 0
        /// The browser resizes all columns together.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnresizingtype-swift.enum/autocolumnresizing
        case autoColumnResizing = 1
        /// The user resizes columns one by one.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowser/columnresizingtype-swift.enum/usercolumnresizing
        case userColumnResizing = 2
    }
}
