// NSTextField: labels and editable text fields.

/// A protocol that a text field's delegate adopts (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
public protocol NSControlTextEditingDelegate: AnyObject {}

/// A protocol that a text field's delegate adopts (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfielddelegate
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// A set of optional methods a search field's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfielddelegate
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {}

/// Text the user can select or edit to send an action message to a target when the user presses the Return key.
///
/// Recording: each convenience initializer records the properties it sets, by their names
/// (`init(labelWithString:)`: `stringValue`, `isEditable`, `isSelectable`, `isBordered`, `isBezeled`, `drawsBackground`).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield
open class NSTextField: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSTextFieldCell() }
    /// Initializes a text field for use as a static label that uses the system default font, doesn't wrap, and doesn't have selectable text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:)
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
        _ibkitMakeLabel(selectable: false)
    }

    /// Initializes a text field for use as a multiline static label with selectable text that uses the system default font.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/init(wrappinglabelwithstring:)
    public convenience init(wrappingLabelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
        _ibkitMakeLabel(selectable: true)
        lineBreakMode = .byWordWrapping
    }

    /// Creates a text field for use as a static label that displays styled text, doesn't wrap, and doesn't have selectable text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithattributedstring:)
    public convenience init(labelWithAttributedString attributedStringValue: NSAttributedString) {
        self.init(frame: .zero)
        self.attributedStringValue = attributedStringValue
        _ibkitMakeLabel(selectable: false)
    }

    /// Initializes a single-line editable text field for user input using the system default font and standard visual appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/init(string:)
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    func _ibkitMakeLabel(selectable: Bool) {
        isEditable = false
        isSelectable = selectable
        isBordered = false
        isBezeled = false
        drawsBackground = false
    }

    /// A Boolean value that controls whether the user can edit the value in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/iseditable
    open var isEditable: Bool = true { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// A Boolean value that determines whether the user can select the content of the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/isselectable
    open var isSelectable: Bool = true { didSet { _ibkitRecord("isSelectable", isSelectable) } }
    /// A Boolean value that controls whether the text field draws a solid black border around its contents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/isbordered
    open var isBordered: Bool = false { didSet { _ibkitRecord("isBordered", isBordered) } }
    /// A Boolean value that controls whether the text field draws a bezeled background around its contents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/isbezeled
    open var isBezeled: Bool = true { didSet { _ibkitRecord("isBezeled", isBezeled) } }
    /// The text field's bezel style, square or rounded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/bezelstyle-swift.property
    open var bezelStyle: NSTextField.BezelStyle = .squareBezel { didSet { _ibkitRecord("bezelStyle", bezelStyle) } }
    /// A Boolean value that controls whether the text field's cell draws a background color behind the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/drawsbackground
    open var drawsBackground: Bool = true { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The color of the background that the text field's cell draws behind the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/backgroundcolor
    open var backgroundColor: NSColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The color of the text field's content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/textcolor
    open var textColor: NSColor? { didSet { _ibkitRecord("textColor", textColor) } }
    /// The string the text field displays when empty to help the user understand the text field's purpose.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring
    open var placeholderString: String? { didSet { _ibkitRecord("placeholderString", placeholderString) } }
    /// The attributed string the text field displays when empty to help the user understand the text field's purpose.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/placeholderattributedstring
    open var placeholderAttributedString: NSAttributedString? {
        didSet { _ibkitRecord("placeholderAttributedString", placeholderAttributedString) }
    }
    /// The maximum number of lines a wrapping text field displays before clipping or truncating the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/maximumnumberoflines
    open var maximumNumberOfLines: Int = 0 { didSet { _ibkitRecord("maximumNumberOfLines", maximumNumberOfLines) } }
    /// The maximum width of the text field's intrinsic content size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/preferredmaxlayoutwidth
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { _ibkitRecord("preferredMaxLayoutWidth", preferredMaxLayoutWidth) } }
    /// A Boolean value that controls whether single-line text fields tighten intercharacter spacing before truncating the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/allowsdefaulttighteningfortruncation
    open var allowsDefaultTighteningForTruncation: Bool = false {
        didSet { _ibkitRecord("allowsDefaultTighteningForTruncation", allowsDefaultTighteningForTruncation) }
    }
    /// A Boolean value that indicates whether the text field suggests completions as the user types.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/isautomatictextcompletionenabled
    open var isAutomaticTextCompletionEnabled: Bool = true {
        didSet { _ibkitRecord("isAutomaticTextCompletionEnabled", isAutomaticTextCompletionEnabled) }
    }
    /// A Boolean value that controls whether the user can change font attributes of the text field's string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/allowseditingtextattributes
    open var allowsEditingTextAttributes: Bool = false {
        didSet { _ibkitRecord("allowsEditingTextAttributes", allowsEditingTextAttributes) }
    }
    /// A Boolean value that controls whether the user can drag image files into the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/importsgraphics
    open var importsGraphics: Bool = false { didSet { _ibkitRecord("importsGraphics", importsGraphics) } }
    /// The text field's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/delegate
    open weak var delegate: NSTextFieldDelegate?

    /// Selects all of the text in the text field (nothing is selected here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/selecttext(_:)
    open func selectText(_ sender: Any?) {}

    /// The type of bezel the text field displays.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/bezelstyle-swift.enum
    public enum BezelStyle: UInt {
        /// A text field bezel with corners that form right angles.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/bezelstyle-swift.enum/squarebezel
        case squareBezel = 0
        /// A text field bezel with rounded corners.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextfield/bezelstyle-swift.enum/roundedbezel
        case roundedBezel = 1
    }
}

/// A text field that hides the typed text.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssecuretextfield
open class NSSecureTextField: NSTextField {
    override func _ibkitMakeCell() -> NSCell? { NSSecureTextFieldCell() }
}

/// A text field optimized for performing text-based searches.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield
open class NSSearchField: NSTextField {
    override func _ibkitMakeCell() -> NSCell? { NSSearchFieldCell() }
    /// The name under which the search field automatically archives the list of recent search strings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/recentsautosavename-swift.property
    open var recentsAutosaveName: NSSearchField.RecentsAutosaveName? {
        didSet { _ibkitRecord("recentsAutosaveName", recentsAutosaveName) }
    }
    /// A Boolean value indicating whether the search field calls its action immediately upon any change.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/sendssearchstringimmediately
    open var sendsSearchStringImmediately: Bool = false {
        didSet { _ibkitRecord("sendsSearchStringImmediately", sendsSearchStringImmediately) }
    }
    /// A Boolean value indicating whether the search field calls its action only when the user clicks the search button or presses Return.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/sendswholesearchstring
    open var sendsWholeSearchString: Bool = false { didSet { _ibkitRecord("sendsWholeSearchString", sendsWholeSearchString) } }
    /// The maximum number of recent search strings to display in the search menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/maximumrecents
    open var maximumRecents: Int = 10 { didSet { _ibkitRecord("maximumRecents", maximumRecents) } }
    /// The list of recent search strings to display in the search menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/recentsearches
    open var recentSearches: [String] = [] { didSet { _ibkitRecord("recentSearches", recentSearches) } }
    /// The menu template that determines the layout of the search menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/searchmenutemplate
    open var searchMenuTemplate: NSMenu? { didSet { _ibkitRecord("searchMenuTemplate", searchMenuTemplate) } }

    /// A name for the recent search strings of a search field.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssearchfield/recentsautosavename-swift.typealias
    public typealias RecentsAutosaveName = String
}

/// A text field that converts text into visually distinct tokens.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield
open class NSTokenField: NSTextField {
    override func _ibkitMakeCell() -> NSCell? { NSTokenFieldCell() }
    /// The token style of the token field.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.property
    open var tokenStyle: NSTokenField.TokenStyle = .default { didSet { _ibkitRecord("tokenStyle", tokenStyle) } }
    /// The token field's completion delay, in seconds.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/completiondelay
    open var completionDelay: TimeInterval = 0 { didSet { _ibkitRecord("completionDelay", completionDelay) } }

    /// The styles of tokens.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.enum
    public enum TokenStyle: UInt {
        /// The default token style.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.enum/default
        case `default` = 0
        /// Plain text, without a token appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.enum/none
        case none = 1
        /// A token with rounded edges.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.enum/rounded
        case rounded = 2
        /// A token with squared edges.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.enum/squared
        case squared = 3
        /// A token with squared edges that has no background unless selected.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstokenfield/tokenstyle-swift.enum/plainsquared
        case plainSquared = 4
    }
}
