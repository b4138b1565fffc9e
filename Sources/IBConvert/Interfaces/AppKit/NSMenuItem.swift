// NSMenuItem: a command item in a menu.

/// A command item in an app menu.
///
/// Recording: `init(title:action:keyEquivalent:)` records `title` and a non-empty `keyEquivalent`;
/// `separator()` records `isSeparatorItem`; the action is reported in the dump's `actions`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem
open class NSMenuItem: _IBKitObject {
    weak var _ibkitMenu: NSMenu?
    var _ibkitSeparator = false

    /// Returns an initialized instance of a menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/init(title:action:keyequivalent:)
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
        title = string
        action = selector
        keyEquivalent = charCode
        super.init()
        _ibkitRecord("title", string)
        if !charCode.isEmpty { _ibkitRecord("keyEquivalent", charCode) }
    }
    /// Creates a menu item with an empty title and no action.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/init(title:action:keyequivalent:)
    public override convenience init() {
        self.init(title: "", action: nil, keyEquivalent: "")
        _ibkitProperties = [:]
    }
    /// Creates a menu item from data in an unarchiver (here: an empty item).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/init(coder:)
    public required convenience init(coder: NSCoder) { self.init() }

    /// Returns a menu item that is used to separate logical groups of menu commands.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/separator()
    open class func separator() -> NSMenuItem {
        let item = NSMenuItem()
        item._ibkitSeparator = true
        item._ibkitRecord("isSeparatorItem", true)
        return item
    }

    /// A Boolean value indicating whether the menu item is a separator item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/isseparatoritem
    open var isSeparatorItem: Bool { _ibkitSeparator }
    /// The menu item's title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/title
    open var title: String { didSet { _ibkitRecord("title", title) } }
    /// A custom string for a menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/attributedtitle
    open var attributedTitle: NSAttributedString? { didSet { _ibkitRecord("attributedTitle", attributedTitle) } }
    /// The menu item's action-method selector.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/action
    open var action: Selector?
    /// The menu item's target.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/target
    open weak var target: AnyObject?
    /// The menu item's unmodified key equivalent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/keyequivalent
    open var keyEquivalent: String { didSet { _ibkitRecord("keyEquivalent", keyEquivalent) } }
    /// The menu item's keyboard equivalent modifiers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/keyequivalentmodifiermask
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = [.command] {
        didSet { _ibkitRecord("keyEquivalentModifierMask", keyEquivalentModifierMask) }
    }
    /// The submenu of the menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/submenu
    open var submenu: NSMenu? {
        didSet {
            oldValue?._ibkitSupermenu = nil
            submenu?._ibkitSupermenu = _ibkitMenu
        }
    }
    /// A Boolean value that indicates whether the menu item has a submenu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/hassubmenu
    open var hasSubmenu: Bool { submenu != nil }
    /// The menu item's menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/menu
    open var menu: NSMenu? { _ibkitMenu }
    /// The menu item's tag.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/tag
    open var tag: Int = 0 { didSet { _ibkitRecord("tag", tag) } }
    /// A Boolean value that indicates whether the menu item is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value that indicates whether the menu item is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/ishidden
    open var isHidden: Bool = false { didSet { _ibkitRecord("isHidden", isHidden) } }
    /// The state of the menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/state
    open var state: NSControl.StateValue = .off { didSet { _ibkitRecord("state", state) } }
    /// A Boolean value that marks the menu item as an alternate to the previous menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/isalternate
    open var isAlternate: Bool = false { didSet { _ibkitRecord("isAlternate", isAlternate) } }
    /// The menu item indentation level for the menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/indentationlevel
    open var indentationLevel: Int = 0 { didSet { _ibkitRecord("indentationLevel", indentationLevel) } }
    /// The menu item's image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/image
    open var image: NSImage? { didSet { _ibkitRecord("image", image) } }
    /// The image of the menu item that indicates an on state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/onstateimage
    open var onStateImage: NSImage? { didSet { _ibkitRecord("onStateImage", onStateImage) } }
    /// A help tag for the menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/tooltip
    open var toolTip: String? { didSet { _ibkitRecord("toolTip", toolTip) } }
    /// The object represented by the menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/representedobject
    open var representedObject: Any? { didSet { _ibkitRecord("representedObject", representedObject) } }
    /// The content view for the menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/view
    open var view: NSView? { didSet { _ibkitRecord("view", view) } }
    /// A Boolean value that determines whether the item allows the key equivalent when hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenuitem/allowskeyequivalentwhenhidden
    open var allowsKeyEquivalentWhenHidden: Bool = false {
        didSet { _ibkitRecord("allowsKeyEquivalentWhenHidden", allowsKeyEquivalentWhenHidden) }
    }
}
