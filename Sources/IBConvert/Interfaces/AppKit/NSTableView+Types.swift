// NSTableView nested types.

extension NSTableView {
    /// The autoresizing styles that the table view uses when the user resizes a column or the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum
    public enum ColumnAutoresizingStyle: UInt {
        /// Disable table column autoresizing.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum/nocolumnautoresizing
        case noColumnAutoresizing = 0
        /// Autoresize all columns by distributing space equally, simultaneously.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum/uniformcolumnautoresizingstyle
        case uniformColumnAutoresizingStyle = 1
        /// Autoresize each table column sequentially, from the last auto-resizable column to the first.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum/sequentialcolumnautoresizingstyle
        case sequentialColumnAutoresizingStyle = 2
        /// Autoresize each table column sequentially, from the first auto-resizable column to the last.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum/reversesequentialcolumnautoresizingstyle
        case reverseSequentialColumnAutoresizingStyle = 3
        /// Autoresize only the last table column.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum/lastcolumnonlyautoresizingstyle
        case lastColumnOnlyAutoresizingStyle = 4
        /// Autoresize only the first table column.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/columnautoresizingstyle-swift.enum/firstcolumnonlyautoresizingstyle
        case firstColumnOnlyAutoresizingStyle = 5
    }

    /// The style that the table view uses to indicate row and column selection.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/selectionhighlightstyle-swift.enum
    public enum SelectionHighlightStyle: Int {
        /// The table view doesn't show a selection highlight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/selectionhighlightstyle-swift.enum/none
        case none = -1
        /// The regular highlight style of the table view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/selectionhighlightstyle-swift.enum/regular
        case regular = 0
        /// The source list style of the table view (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/selectionhighlightstyle-swift.enum/sourcelist
        case sourceList = 1
    }

    /// Constants that specify the grid lines the table view draws.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridlinestyle
    public struct GridLineStyle: _IBKitNamedOptions, Hashable {
        /// The style's bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridlinestyle/rawvalue
        public let rawValue: UInt
        /// Creates a style from its bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridlinestyle/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Draws vertical grid lines.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridlinestyle/solidverticalgridlinemask
        public static let solidVerticalGridLineMask = GridLineStyle(rawValue: 1 << 0)
        /// Draws horizontal grid lines.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridlinestyle/solidhorizontalgridlinemask
        public static let solidHorizontalGridLineMask = GridLineStyle(rawValue: 1 << 1)
        /// Draws horizontal grid lines with dashes.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/gridlinestyle/dashedhorizontalgridlinemask
        public static let dashedHorizontalGridLineMask = GridLineStyle(rawValue: 1 << 3)
        public static var _ibkitNames: [(GridLineStyle, String)] {
            [(.solidVerticalGridLineMask, "solidVerticalGridLineMask"), (.solidHorizontalGridLineMask, "solidHorizontalGridLineMask"),
             (.dashedHorizontalGridLineMask, "dashedHorizontalGridLineMask")]
        }
    }

    /// Row size styles that the table view uses.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.enum
    public enum RowSizeStyle: Int {
        /// The table uses the system default layout size: small, medium or large.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.enum/default
        case `default` = -1
        /// The table uses the row height specified by the table view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.enum/custom
        case custom = 0
        /// The table uses a row height specified for a small table.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.enum/small
        case small = 1
        /// The table uses a row height specified for a medium table.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.enum/medium
        case medium = 2
        /// The table uses a row height specified for a large table.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/rowsizestyle-swift.enum/large
        case large = 3
    }

    /// The styles that a table view can use.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.enum
    public enum Style: Int {
        /// The system resolves the table view style based on the table's hierarchy.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.enum/automatic
        case automatic = 0
        /// A style that doesn't use insets around rows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.enum/fullwidth
        case fullWidth = 1
        /// A style that uses insets around rows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.enum/inset
        case inset = 2
        /// A style that uses the source list appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.enum/sourcelist
        case sourceList = 3
        /// A plain style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableview/style-swift.enum/plain
        case plain = 4
    }
}
