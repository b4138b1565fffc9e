// NSPathControl: a file-system path shown as components.

/// A display of a file system path or virtual path information.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol
open class NSPathControl: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSPathCell() }

    /// The style of the path control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/pathstyle
    open var pathStyle: NSPathControl.Style = .standard { didSet { _ibkitRecord("pathStyle", pathStyle) } }
    /// The path value displayed by the path control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/url
    open var url: URL? { didSet { _ibkitRecord("url", url) } }
    /// A Boolean value that indicates whether the user can drag or type a new path.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/iseditable
    open var isEditable: Bool = false { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// The placeholder string the path control displays when it has no path.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/placeholderstring
    open var placeholderString: String? { didSet { _ibkitRecord("placeholderString", placeholderString) } }
    /// The placeholder attributed string the path control displays when it has no path.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/placeholderattributedstring
    open var placeholderAttributedString: NSAttributedString? {
        didSet { _ibkitRecord("placeholderAttributedString", placeholderAttributedString) }
    }
    /// The path control's background color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/backgroundcolor
    open var backgroundColor: NSColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The uniform type identifiers the path control accepts when editable.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/allowedtypes
    open var allowedTypes: [String]? { didSet { _ibkitRecord("allowedTypes", allowedTypes) } }
    /// The action sent when the user double-clicks a path component (reported in `actions` with events `doubleAction`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/doubleaction
    open var doubleAction: Selector?

    override var _ibkitExtraActions: [(events: String, action: Selector)] {
        doubleAction.map { [("doubleAction", $0)] } ?? []
    }

    /// The display styles of a path control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/style
    public enum Style: Int {
        /// The path is shown as a series of components separated by arrows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/style/standard
        case standard = 0
        /// The path is shown as a navigation bar (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/style/navigationbar
        case navigationBar = 1
        /// The path is shown as a pop-up button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcontrol/style/popup
        case popUp = 2
    }
}
