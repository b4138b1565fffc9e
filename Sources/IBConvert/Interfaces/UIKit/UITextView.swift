// UITextView and UISearchBar.

/// The methods for receiving editing-related messages for text view objects (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextviewdelegate
public protocol UITextViewDelegate: UIScrollViewDelegate {}

/// A scrollable, multiline text region.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview
open class UITextView: UIScrollView, UITextInputTraits {
    /// The text that the text view displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String! { didSet { _ibkitRecord("text", text) } }
    /// The styled text that the text view displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/attributedtext
    open var attributedText: NSAttributedString! { didSet { _ibkitRecord("attributedText", attributedText) } }
    /// The font of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/font
    open var font: UIFont? { didSet { _ibkitRecord("font", font) } }
    /// The color of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/textcolor
    open var textColor: UIColor? { didSet { _ibkitRecord("textColor", textColor) } }
    /// The technique for aligning the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/textalignment
    open var textAlignment: NSTextAlignment = .natural { didSet { _ibkitRecord("textAlignment", textAlignment) } }
    /// A Boolean value that indicates whether the text view is editable.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/iseditable
    open var isEditable: Bool = true { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// A Boolean value that indicates whether the text view is selectable.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/isselectable
    open var isSelectable: Bool = true { didSet { _ibkitRecord("isSelectable", isSelectable) } }
    /// The types of data that convert to tappable URLs in the text view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/datadetectortypes
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { _ibkitRecord("dataDetectorTypes", dataDetectorTypes) } }
    /// The inset of the text container's layout area within the text view's content area.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { _ibkitRecord("textContainerInset", textContainerInset) }
    }
    /// A Boolean value that indicates whether the text view allows the user to edit style information.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextview/allowseditingtextattributes
    open var allowsEditingTextAttributes: Bool = false { didSet { _ibkitRecord("allowsEditingTextAttributes", allowsEditingTextAttributes) } }
    /// A Boolean value that determines whether the text view adjusts its font for the content size category.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory: Bool = false {
        didSet { _ibkitRecord("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory) }
    }
}

/// A collection of optional methods that you implement to make a search bar control functional (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbardelegate
public protocol UISearchBarDelegate: AnyObject {}

/// A specialized view for receiving search-related information from the user.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar
open class UISearchBar: UIView, UITextInputTraits {
    /// The search bar's delegate object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/delegate
    open weak var delegate: UISearchBarDelegate?
    /// The current or starting search text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/text
    open var text: String? { didSet { _ibkitRecord("text", text) } }
    /// The string that displays when there's no other text in the text field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
    open var placeholder: String? { didSet { _ibkitRecord("placeholder", placeholder) } }
    /// A single line of text that appears at the top of the search bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/prompt
    open var prompt: String? { didSet { _ibkitRecord("prompt", prompt) } }
    /// A search bar style that specifies the search bar's appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/searchbarstyle
    open var searchBarStyle: Style = .default { didSet { _ibkitRecord("searchBarStyle", searchBarStyle) } }
    /// A style that specifies the search bar's appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/barstyle
    open var barStyle: UIBarStyle = .default { didSet { _ibkitRecord("barStyle", barStyle) } }
    /// A Boolean value that indicates whether the search bar displays the cancel button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton
    open var showsCancelButton: Bool = false { didSet { _ibkitRecord("showsCancelButton", showsCancelButton) } }
    /// A Boolean value that indicates whether the search bar displays the bookmark button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/showsbookmarkbutton
    open var showsBookmarkButton: Bool = false { didSet { _ibkitRecord("showsBookmarkButton", showsBookmarkButton) } }
    /// A Boolean value that indicates whether the search results button is displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/showssearchresultsbutton
    open var showsSearchResultsButton: Bool = false { didSet { _ibkitRecord("showsSearchResultsButton", showsSearchResultsButton) } }
    /// A Boolean value that specifies whether the scope bar is displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/showsscopebar
    open var showsScopeBar: Bool = false { didSet { _ibkitRecord("showsScopeBar", showsScopeBar) } }
    /// An array of strings indicating the titles of the scope buttons.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/scopebuttontitles
    open var scopeButtonTitles: [String]? { didSet { _ibkitRecord("scopeButtonTitles", scopeButtonTitles) } }
    /// The index of the selected scope button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/selectedscopebuttonindex
    open var selectedScopeButtonIndex: Int = 0 { didSet { _ibkitRecord("selectedScopeButtonIndex", selectedScopeButtonIndex) } }
    /// The tint color to apply to the search bar background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/bartintcolor
    open var barTintColor: UIColor? { didSet { _ibkitRecord("barTintColor", barTintColor) } }
    /// A Boolean value that indicates whether the search bar is translucent.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/istranslucent
    open var isTranslucent: Bool = true { didSet { _ibkitRecord("isTranslucent", isTranslucent) } }
    /// The background image for the search bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/backgroundimage
    open var backgroundImage: UIImage? { didSet { _ibkitRecord("backgroundImage", backgroundImage) } }

    /// Constants that specify the search bar's appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/style
    public enum Style: Int {
        /// The search bar has the default style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/style/default
        case `default` = 0
        /// The search bar has a translucent background, and the search field is opaque.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/style/prominent
        case prominent = 1
        /// The search bar has no background, and the search field is translucent.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisearchbar/style/minimal
        case minimal = 2
    }
}
