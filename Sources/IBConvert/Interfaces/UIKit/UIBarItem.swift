// Bar items: UIBarItem and UITabBarItem.

/// An abstract superclass for items that you can add to a bar that appears at the bottom of the screen.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem
open class UIBarItem: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this item.
    public var _ibkitProperties: [String: String] = [:]

    /// Creates a bar item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/init()
    public override init() { super.init() }
    /// Creates a bar item from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/init(coder:)
    public init?(coder: NSCoder) { super.init() }

    /// The title displayed on the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String? { didSet { _ibkitRecord("title", title) } }
    /// The image used to represent the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/image
    open var image: UIImage? { didSet { _ibkitRecord("image", image) } }
    /// The image to use for the item in landscape orientation on iPhone.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/landscapeimagephone
    open var landscapeImagePhone: UIImage? { didSet { _ibkitRecord("landscapeImagePhone", landscapeImagePhone) } }
    /// The image to display for assistive UIs.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/largecontentsizeimage
    open var largeContentSizeImage: UIImage? { didSet { _ibkitRecord("largeContentSizeImage", largeContentSizeImage) } }
    /// The image inset or outset for each edge.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/imageinsets
    open var imageInsets: UIEdgeInsets = .zero { didSet { _ibkitRecord("imageInsets", imageInsets) } }
    /// The image inset or outset for each edge of the image in landscape orientation on iPhone.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/landscapeimagephoneinsets
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { _ibkitRecord("landscapeImagePhoneInsets", landscapeImagePhoneInsets) } }
    /// A Boolean value indicating whether the item is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// The receiver's tag, an app-supplied integer that you can use to identify bar item objects in your app.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaritem/tag
    open var tag: Int = 0 { didSet { _ibkitRecord("tag", tag) } }

    /// A string that identifies the element.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String? { didSet { _ibkitRecord("accessibilityIdentifier", accessibilityIdentifier) } }
    /// A localized string that succinctly identifies the accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String? { didSet { _ibkitRecord("accessibilityLabel", accessibilityLabel) } }
    /// A localized string that contains a brief description of the result of performing an action on the accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    open var accessibilityHint: String? { didSet { _ibkitRecord("accessibilityHint", accessibilityHint) } }
    /// A Boolean value that indicates whether the element is an accessibility element that an assistive app can access.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool = false { didSet { _ibkitRecord("isAccessibilityElement", isAccessibilityElement) } }

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
}

/// An item in a tab bar.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem
open class UITabBarItem: UIBarItem {
    /// Creates a tab bar item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem
    public override init() { super.init() }
    /// Creates a tab bar item from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/init(coder:)
    public override init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a tab bar item with the specified title, unselected image, and selected image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        if title != nil { self.title = title }
        if image != nil { self.image = image }
        if selectedImage != nil { self.selectedImage = selectedImage; _ibkitRecord("selectedImage", selectedImage) }
    }
    /// Creates a tab bar item with the specified title, image, and tag.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        if title != nil { self.title = title }
        if image != nil { self.image = image }
        self.tag = tag
    }
    /// Creates a tab bar item containing a system item and the specified tag.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:)
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        _ibkitRecord("systemItem", systemItem)
        self.tag = tag
    }

    /// The image displayed when the tab bar item is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage
    open var selectedImage: UIImage? { didSet { _ibkitRecord("selectedImage", selectedImage) } }
    /// Text that displays in the upper-right corner of the item with a surrounding background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String? { didSet { _ibkitRecord("badgeValue", badgeValue) } }
    /// The background color to apply to the badge.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/badgecolor
    open var badgeColor: UIColor? { didSet { _ibkitRecord("badgeColor", badgeColor) } }
    /// The offset to use to adjust the title position.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/titlepositionadjustment
    open var titlePositionAdjustment: UIOffset = .zero { didSet { _ibkitRecord("titlePositionAdjustment", titlePositionAdjustment) } }

    /// Constants that identify system-provided tab bar items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem
    public enum SystemItem: Int {
        /// The More system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/more
        case more = 0
        /// The Favorites system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/favorites
        case favorites = 1
        /// The Featured system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/featured
        case featured = 2
        /// The Top Rated system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/toprated
        case topRated = 3
        /// The Recents system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/recents
        case recents = 4
        /// The Contacts system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/contacts
        case contacts = 5
        /// The History system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/history
        case history = 6
        /// The Bookmarks system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/bookmarks
        case bookmarks = 7
        /// The Search system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/search
        case search = 8
        /// The Downloads system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/downloads
        case downloads = 9
        /// The Most Recent system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/mostrecent
        case mostRecent = 10
        /// The Most Viewed system item.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/mostviewed
        case mostViewed = 11
    }
}
