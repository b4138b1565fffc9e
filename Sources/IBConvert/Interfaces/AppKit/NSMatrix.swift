// NSMatrix (minimal, legacy): a grid of cells.

/// A legacy interface for grouping radio buttons or other types of cells together.
///
/// Minimal: its mode, size and spacing record on set; its cells are kept, not drawn.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix
open class NSMatrix: NSControl {
    var _ibkitCells: [NSCell] = []

    /// The selection modes of a matrix.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/mode-swift.enum
    public enum Mode: UInt {
        /// At most one cell is selected, like radio buttons.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/mode-swift.enum/radiomodematrix
        case radioModeMatrix = 0
        /// Cells highlight while the pointer is over them.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/mode-swift.enum/highlightmodematrix
        case highlightModeMatrix = 1
        /// Cells are selected by dragging, like a list.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/mode-swift.enum/listmodematrix
        case listModeMatrix = 2
        /// Cells track the pointer.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/mode-swift.enum/trackmodematrix
        case trackModeMatrix = 3
    }

    /// The selection mode of the matrix.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/mode-swift.property
    open var mode: NSMatrix.Mode = .radioModeMatrix { didSet { _ibkitRecord("mode", mode) } }
    /// The cells of the matrix, in row order.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/cells
    open var cells: [NSCell] { _ibkitCells }
    /// Adds a row to the matrix (here: one plain action cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/addrow()
    open func addRow() { _ibkitCells.append(NSActionCell()) }
    /// The prototype cell the matrix copies for new cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/prototype
    open var prototype: NSCell?
    /// The size of each cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/cellsize
    open var cellSize: NSSize = .zero { didSet { _ibkitRecord("cellSize", cellSize) } }
    /// The spacing between cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/intercellspacing
    open var intercellSpacing: NSSize = .zero { didSet { _ibkitRecord("intercellSpacing", intercellSpacing) } }
    /// A Boolean value that indicates whether the matrix can have no selected cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/allowsemptyselection
    open var allowsEmptySelection: Bool = false { didSet { _ibkitRecord("allowsEmptySelection", allowsEmptySelection) } }
    /// A Boolean value that indicates whether the matrix draws its background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/drawsbackground
    open var drawsBackground: Bool = false { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The background color of the matrix.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/backgroundcolor
    open var backgroundColor: NSColor = .controlColor { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The background color of the matrix's cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/cellbackgroundcolor
    open var cellBackgroundColor: NSColor? { didSet { _ibkitRecord("cellBackgroundColor", cellBackgroundColor) } }
    /// A Boolean value that indicates whether the matrix draws the background of its cells.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmatrix/drawscellbackground
    open var drawsCellBackground: Bool = false { didSet { _ibkitRecord("drawsCellBackground", drawsCellBackground) } }
}
