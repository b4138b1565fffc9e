// UITextField.

/// A set of optional methods to manage the editing and validation of text in a text field object (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfielddelegate
public protocol UITextFieldDelegate: AnyObject {}

/// An object that displays an editable text area in your interface.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield
open class UITextField: UIControl, UITextInputTraits {
    /// The text field's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/delegate
    open weak var delegate: UITextFieldDelegate?

    /// The text that the text field displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? { didSet { _ibkitRecord("text", text) } }
    /// The styled text that the text field displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/attributedtext
    open var attributedText: NSAttributedString? { didSet { _ibkitRecord("attributedText", attributedText) } }
    /// The string that displays when there is no other text in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String? { didSet { _ibkitRecord("placeholder", placeholder) } }
    /// The styled string that displays when there is no other text in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder
    open var attributedPlaceholder: NSAttributedString? { didSet { _ibkitRecord("attributedPlaceholder", attributedPlaceholder) } }
    /// The font of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/font
    open var font: UIFont? { didSet { _ibkitRecord("font", font) } }
    /// The color of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/textcolor
    open var textColor: UIColor? { didSet { _ibkitRecord("textColor", textColor) } }
    /// The technique for aligning the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/textalignment
    open var textAlignment: NSTextAlignment = .natural { didSet { _ibkitRecord("textAlignment", textAlignment) } }
    /// The border style for the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property
    open var borderStyle: BorderStyle = .none { didSet { _ibkitRecord("borderStyle", borderStyle) } }
    /// A mode that controls when the standard Clear button appears in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonmode
    open var clearButtonMode: ViewMode = .never { didSet { _ibkitRecord("clearButtonMode", clearButtonMode) } }
    /// A Boolean value that indicates whether to reduce the font size to fit the text string into the text field's bounding rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/adjustsfontsizetofitwidth
    open var adjustsFontSizeToFitWidth: Bool = false { didSet { _ibkitRecord("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth) } }
    /// The size of the smallest permissible font when drawing the text field's text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/minimumfontsize
    open var minimumFontSize: CGFloat = 0 { didSet { _ibkitRecord("minimumFontSize", minimumFontSize) } }
    /// The image that represents the background appearance of the text field when it's in an enabled state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/background
    open var background: UIImage? { didSet { _ibkitRecord("background", background) } }
    /// The image that represents the background appearance of the text field when it's in a disabled state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/disabledbackground
    open var disabledBackground: UIImage? { didSet { _ibkitRecord("disabledBackground", disabledBackground) } }
    /// A Boolean value that determines whether the text field removes old text when editing begins.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/clearsonbeginediting
    open var clearsOnBeginEditing: Bool = false { didSet { _ibkitRecord("clearsOnBeginEditing", clearsOnBeginEditing) } }
    /// A Boolean value that determines whether the text field adjusts its font for the content size category.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory: Bool = false {
        didSet { _ibkitRecord("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory) }
    }
    /// An overlay view that displays on the left (or leading) side of the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/leftview
    open var leftView: UIView? { didSet { _ibkitRecord("leftView", leftView) } }
    /// A mode that controls when the left overlay view appears in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/leftviewmode
    open var leftViewMode: ViewMode = .never { didSet { _ibkitRecord("leftViewMode", leftViewMode) } }
    /// An overlay view that displays on the right (or trailing) side of the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/rightview
    open var rightView: UIView? { didSet { _ibkitRecord("rightView", rightView) } }
    /// A mode that controls when the right overlay view appears in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/rightviewmode
    open var rightViewMode: ViewMode = .never { didSet { _ibkitRecord("rightViewMode", rightViewMode) } }
    /// The custom input view to display when the text field becomes the first responder.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/inputview
    open var inputView: UIView? { didSet { _ibkitRecord("inputView", inputView) } }
    /// The custom accessory view to display when the text field becomes the first responder.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview
    open var inputAccessoryView: UIView? { didSet { _ibkitRecord("inputAccessoryView", inputAccessoryView) } }

    override var _ibkitAttachedViews: [(String, UIView)] {
        [("leftView", leftView), ("rightView", rightView), ("inputView", inputView), ("inputAccessoryView", inputAccessoryView)]
            .compactMap { name, view in view.map { (name, $0) } }
    }

    /// The type of border drawn around the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum
    public enum BorderStyle: Int {
        /// The text field doesn't display a border.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/none
        case none = 0
        /// Displays a thin rectangle around the text field.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/line
        case line = 1
        /// Displays a bezel-style border for the text field.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/bezel
        case bezel = 2
        /// Displays a rounded-style border for the text field.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum/roundedrect
        case roundedRect = 3
    }

    /// Defines the times at which overlay views appear in a text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/viewmode
    public enum ViewMode: Int {
        /// The overlay view never appears.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/never
        case never = 0
        /// Display the overlay view only while text is being edited in the text field.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/whileediting
        case whileEditing = 1
        /// Display the overlay view only when text isn't being edited.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/unlessediting
        case unlessEditing = 2
        /// Always display the overlay view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextfield/viewmode/always
        case always = 3
    }
}
