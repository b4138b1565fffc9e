// NSTableColumn and the views a table shows: header, cell and row views.

/// The display characteristics and attribute identifier for a column in a table view.
///
/// Recording: `init(identifier:)` records `identifier`; the table reports the column's properties as `tableColumns[<i>].<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn
open class NSTableColumn: _IBKitObject {
    weak var _ibkitTableView: NSTableView?

    /// Initializes a newly created table column with a string identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/init(identifier:)
    public init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
        super.init()
        _ibkitRecord("identifier", identifier)
    }
    /// Creates a table column from data in an unarchiver (here: one with an empty identifier).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/init(coder:)
    public required convenience init(coder: NSCoder) {
        self.init(identifier: NSUserInterfaceItemIdentifier(""))
        _ibkitProperties = [:]
    }

    /// The object used by the data source to identify the attribute corresponding to the table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/identifier
    open var identifier: NSUserInterfaceItemIdentifier { didSet { _ibkitRecord("identifier", identifier) } }
    /// The table view that contains the table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/tableview
    open var tableView: NSTableView? { _ibkitTableView }
    /// The title of the table column's header.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/title
    open var title: String = "" { didSet { _ibkitRecord("title", title) } }
    /// The width of the table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/width
    open var width: CGFloat = 100 { didSet { _ibkitRecord("width", width) } }
    /// The minimum width of the table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/minwidth
    open var minWidth: CGFloat = 10 { didSet { _ibkitRecord("minWidth", minWidth) } }
    /// The maximum width of the table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/maxwidth
    open var maxWidth: CGFloat = 1000 { didSet { _ibkitRecord("maxWidth", maxWidth) } }
    /// The table column's resizing mask.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/resizingmask
    open var resizingMask: NSTableColumn.ResizingOptions = [.autoresizingMask, .userResizingMask] {
        didSet { _ibkitRecord("resizingMask", resizingMask) }
    }
    /// A Boolean value that indicates whether the user can edit cells associated with the table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/iseditable
    open var isEditable: Bool = true { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// A Boolean value that indicates whether the table column is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/ishidden
    open var isHidden: Bool = false { didSet { _ibkitRecord("isHidden", isHidden) } }
    /// The string that's displayed in a help tag over the table column header.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/headertooltip
    open var headerToolTip: String? { didSet { _ibkitRecord("headerToolTip", headerToolTip) } }
    /// The table column's sort descriptor prototype.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/sortdescriptorprototype
    open var sortDescriptorPrototype: NSSortDescriptor? { didSet { _ibkitRecord("sortDescriptorPrototype", sortDescriptorPrototype) } }
    /// Resizes the table column to fit the width of its header cell (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/sizetofit()
    open func sizeToFit() {}

    /// The resizing options of a table column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/resizingoptions
    public struct ResizingOptions: _IBKitNamedOptions, Hashable {
        /// The options' bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/resizingoptions/rawvalue
        public let rawValue: UInt
        /// Creates options from their bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/resizingoptions/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The table column resizes when the table view resizes.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/resizingoptions/autoresizingmask
        public static let autoresizingMask = ResizingOptions(rawValue: 1 << 0)
        /// The user can resize the table column.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecolumn/resizingoptions/userresizingmask
        public static let userResizingMask = ResizingOptions(rawValue: 1 << 1)
        public static var _ibkitNames: [(ResizingOptions, String)] {
            [(.autoresizingMask, "autoresizingMask"), (.userResizingMask, "userResizingMask")]
        }
    }
}

/// A view that draws the column headers of a table view.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableheaderview
open class NSTableHeaderView: NSView {
    /// The table view that owns the header view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableheaderview/tableview
    open weak var tableView: NSTableView?
}

/// A reusable container view shown for a particular cell in a table view that uses rows for content.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecellview
open class NSTableCellView: NSView {
    /// The text field in the cell view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecellview/textfield
    open var textField: NSTextField? { didSet { _ibkitRecord("textField", textField) } }
    /// The image view in the cell view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecellview/imageview
    open var imageView: NSImageView? { didSet { _ibkitRecord("imageView", imageView) } }
    /// The object that represents the cell view's contents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecellview/objectvalue
    open var objectValue: Any? { didSet { _ibkitRecord("objectValue", objectValue) } }
    /// The background style of the cell view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablecellview/backgroundstyle
    open var backgroundStyle: NSView.BackgroundStyle = .normal { didSet { _ibkitRecord("backgroundStyle", backgroundStyle) } }
}

/// The view shown for a row in a table view.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablerowview
open class NSTableRowView: NSView {
    /// A Boolean value indicating whether the row is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablerowview/isselected
    open var isSelected: Bool = false { didSet { _ibkitRecord("isSelected", isSelected) } }
    /// A Boolean value indicating whether the row draws in the group row style.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablerowview/isgrouprowstyle
    open var isGroupRowStyle: Bool = false { didSet { _ibkitRecord("isGroupRowStyle", isGroupRowStyle) } }
    /// A Boolean value indicating whether the row draws with emphasis.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablerowview/isemphasized
    open var isEmphasized: Bool = false { didSet { _ibkitRecord("isEmphasized", isEmphasized) } }
    /// The selection highlight style of the row.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablerowview/selectionhighlightstyle
    open var selectionHighlightStyle: NSTableView.SelectionHighlightStyle = .regular {
        didSet { _ibkitRecord("selectionHighlightStyle", selectionHighlightStyle) }
    }
    /// The background color of the row.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstablerowview/backgroundcolor
    open var backgroundColor: NSColor = .clear { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
}
