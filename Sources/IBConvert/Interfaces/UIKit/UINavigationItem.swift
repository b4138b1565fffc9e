// UINavigationItem.

/// The items that a navigation bar displays when the associated view controller is visible.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem
open class UINavigationItem: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this navigation item.
    public var _ibkitProperties: [String: String] = [:]

    /// Creates a navigation item with no title.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem
    public override init() { super.init() }
    /// Creates a navigation item with the specified title.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    public init(title: String) {
        self.title = title
        super.init()
        _ibkitRecord("title", title)
    }
    /// Creates a navigation item from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/init(coder:)
    public init(coder: NSCoder) { super.init() }

    /// The navigation item's title that displays in the navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/title
    open var title: String? { didSet { _ibkitRecord("title", title) } }
    /// A single line of text displayed at the top of the navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/prompt
    open var prompt: String? { didSet { _ibkitRecord("prompt", prompt) } }
    /// The title to use for the back button when this item is the back item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle
    open var backButtonTitle: String? { didSet { _ibkitRecord("backButtonTitle", backButtonTitle) } }
    /// The mode to use when displaying the title of the navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { _ibkitRecord("largeTitleDisplayMode", largeTitleDisplayMode) } }
    /// A custom view to display in the center of the navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
    open var titleView: UIView? { didSet { _ibkitRecord("titleView", titleView) } }
    /// A Boolean value that determines whether the back button is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
    open var hidesBackButton: Bool = false { didSet { _ibkitRecord("hidesBackButton", hidesBackButton) } }
    /// A Boolean value that indicates whether to display the left items in addition to the back button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton
    open var leftItemsSupplementBackButton: Bool = false {
        didSet { _ibkitRecord("leftItemsSupplementBackButton", leftItemsSupplementBackButton) }
    }
    /// The bar button item to use when this item is the back item in the navigation bar (not recorded as a property: listed in the dump's items).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem
    open var backBarButtonItem: UIBarButtonItem?
    /// An array of custom bar button items to display on the left (or leading) side of the navigation bar (listed in the dump's items).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// An array of custom bar button items to display on the right (or trailing) side of the navigation bar (listed in the dump's items).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// A custom bar button item that displays on the left (or leading) edge of the navigation bar when this item is the top item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// A custom bar button item that displays on the right (or trailing) edge of the navigation bar when this item is the top item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Sets the custom bar button item, optionally animating the transition to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/setleftbarbutton(_:animated:)
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the custom bar button item, optionally animating the transition to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/setrightbarbutton(_:animated:)
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left bar button items, optionally animating the transition to the new items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/setleftbarbuttonitems(_:animated:)
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right bar button items, optionally animating the transition to the new items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/setrightbarbuttonitems(_:animated:)
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets whether the back button is hidden, optionally animating the transition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/sethidesbackbutton(_:animated:)
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    #if canImport(ObjectiveC)
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open override func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #else
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #endif

    /// Constants that indicate how to display the title of the navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
    public enum LargeTitleDisplayMode: Int {
        /// Inherit the large-title setting from the previous navigation item in the navigation stack.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic
        case automatic = 0
        /// Always display a large title.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/always
        case always = 1
        /// Never display a large title.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/never
        case never = 2
        /// Display the title inline, in the navigation bar.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/inline
        case inline = 3
    }
}
