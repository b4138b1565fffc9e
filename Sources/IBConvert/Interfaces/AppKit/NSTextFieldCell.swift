// NSTextFieldCell and the cells of the text field subclasses.

/// An object that enhances the text display capabilities of a cell.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell
open class NSTextFieldCell: NSActionCell {
    /// The color of the background that the cell draws behind the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/backgroundcolor
    open var backgroundColor: NSColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// A Boolean value that indicates whether the cell draws its background color behind its text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/drawsbackground
    open var drawsBackground: Bool = false { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The color used to draw the cell's text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/textcolor
    open var textColor: NSColor? { didSet { _ibkitRecord("textColor", textColor) } }
    /// The bezel style of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/bezelstyle
    open var bezelStyle: NSTextField.BezelStyle = .squareBezel { didSet { _ibkitRecord("bezelStyle", bezelStyle) } }
    /// The string the cell displays when it has no value.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/placeholderstring
    open var placeholderString: String? { didSet { _ibkitRecord("placeholderString", placeholderString) } }
    /// The attributed string the cell displays when it has no value.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/placeholderattributedstring
    open var placeholderAttributedString: NSAttributedString? {
        didSet { _ibkitRecord("placeholderAttributedString", placeholderAttributedString) }
    }
    /// The locale identifiers of the input sources allowed while the cell is being edited.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfieldcell/allowedinputsourcelocales
    open var allowedInputSourceLocales: [String]? { didSet { _ibkitRecord("allowedInputSourceLocales", allowedInputSourceLocales) } }
}

/// A cell that hides the text it displays and edits.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssecuretextfieldcell
open class NSSecureTextFieldCell: NSTextFieldCell {
    /// A Boolean value that indicates whether the cell shows a bullet for each typed character.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssecuretextfieldcell/echosbullets
    open var echosBullets: Bool = true { didSet { _ibkitRecord("echosBullets", echosBullets) } }
}

/// The programmatic interface for text fields that are optimized for text-based searches.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfieldcell
open class NSSearchFieldCell: NSTextFieldCell {
    /// The button cell that performs the search.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfieldcell/searchbuttoncell
    open var searchButtonCell: NSButtonCell? = NSButtonCell()
    /// The button cell that clears the search.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfieldcell/cancelbuttoncell
    open var cancelButtonCell: NSButtonCell? = NSButtonCell()
    /// The maximum number of recent search strings to display in the search menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfieldcell/maximumrecents
    open var maximumRecents: Int = 10 { didSet { _ibkitRecord("maximumRecents", maximumRecents) } }
    /// A Boolean value that indicates whether the cell sends its action only for the whole search string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfieldcell/sendswholesearchstring
    open var sendsWholeSearchString: Bool = false { didSet { _ibkitRecord("sendsWholeSearchString", sendsWholeSearchString) } }
    /// A Boolean value that indicates whether the cell sends its action immediately upon any change.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfieldcell/sendssearchstringimmediately
    open var sendsSearchStringImmediately: Bool = false {
        didSet { _ibkitRecord("sendsSearchStringImmediately", sendsSearchStringImmediately) }
    }
}

/// A cell that manages the text field and pop-up list of a combo box.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell
open class NSComboBoxCell: NSTextFieldCell {
    /// The maximum number of items visible in the pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell/numberofvisibleitems
    open var numberOfVisibleItems: Int = 5 { didSet { _ibkitRecord("numberOfVisibleItems", numberOfVisibleItems) } }
    /// A Boolean value that indicates whether the cell completes what the user types.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell/completes
    open var completes: Bool = false { didSet { _ibkitRecord("completes", completes) } }
    /// A Boolean value that indicates whether the cell uses a data source for its items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell/usesdatasource
    open var usesDataSource: Bool = false { didSet { _ibkitRecord("usesDataSource", usesDataSource) } }
    /// A Boolean value that indicates whether the pop-up list has a vertical scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell/hasverticalscroller
    open var hasVerticalScroller: Bool = true { didSet { _ibkitRecord("hasVerticalScroller", hasVerticalScroller) } }
    /// The height of each item in the pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell/itemheight
    open var itemHeight: CGFloat = 16 { didSet { _ibkitRecord("itemHeight", itemHeight) } }
    /// A Boolean value that indicates whether the cell's button has a border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxcell/isbuttonbordered
    open var isButtonBordered: Bool = true { didSet { _ibkitRecord("isButtonBordered", isButtonBordered) } }
}

/// A cell that displays text as tokens.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfieldcell
open class NSTokenFieldCell: NSTextFieldCell {
    /// The style of the cell's tokens.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfieldcell/tokenstyle
    open var tokenStyle: NSTokenField.TokenStyle = .default { didSet { _ibkitRecord("tokenStyle", tokenStyle) } }
    /// The cell's completion delay, in seconds.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfieldcell/completiondelay
    open var completionDelay: TimeInterval = 0 { didSet { _ibkitRecord("completionDelay", completionDelay) } }
}

/// A cell that draws the header of a table column.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstableheadercell
open class NSTableHeaderCell: NSTextFieldCell {}
