// NSMenu: menus and their items.

/// A set of optional methods a menu's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenudelegate
public protocol NSMenuDelegate: AnyObject {}

/// An object that manages an app's menus.
///
/// Recording: the dump reports a menu as `{"class", "properties", "items": [...]}` and each item's action as
/// `menu:<key>/<index path>` in `actions`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu
open class NSMenu: _IBKitObject {
    var _ibkitItems: [NSMenuItem] = []
    weak var _ibkitSupermenu: NSMenu?

    /// Initializes and returns a menu having the specified title and with autoenabling of menu items turned on.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/init(title:)
    public init(title: String) {
        self.title = title
        super.init()
        if !title.isEmpty { _ibkitRecord("title", title) }
    }
    /// Creates a menu with an empty title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/init(title:)
    public override convenience init() { self.init(title: "") }
    /// Creates a menu from data in an unarchiver (here: an empty menu).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/init(coder:)
    public required convenience init(coder: NSCoder) { self.init(title: "") }

    /// The title of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/title
    open var title: String { didSet { _ibkitRecord("title", title) } }
    /// An array containing the menu items in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/items
    open var items: [NSMenuItem] {
        get { _ibkitItems }
        set {
            removeAllItems()
            newValue.forEach { addItem($0) }
        }
    }
    /// The number of menu items in the menu, including separator items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/numberofitems
    open var numberOfItems: Int { _ibkitItems.count }
    /// The parent menu that contains the menu as a submenu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/supermenu
    open var supermenu: NSMenu? { _ibkitSupermenu }
    /// A Boolean value that indicates whether the menu automatically enables and disables its menu items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/autoenablesitems
    open var autoenablesItems: Bool = true { didSet { _ibkitRecord("autoenablesItems", autoenablesItems) } }
    /// A Boolean value that indicates whether the menu displays the state column.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/showsstatecolumn
    open var showsStateColumn: Bool = true { didSet { _ibkitRecord("showsStateColumn", showsStateColumn) } }
    /// The font of the menu and its submenus.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/font
    open var font: NSFont? { didSet { _ibkitRecord("font", font) } }
    /// The minimum width of the menu in screen coordinates.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/minimumwidth
    open var minimumWidth: CGFloat = 0 { didSet { _ibkitRecord("minimumWidth", minimumWidth) } }
    /// The delegate of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/delegate
    open weak var delegate: NSMenuDelegate?

    /// Adds a menu item to the end of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/additem(_:)
    open func addItem(_ newItem: NSMenuItem) { insertItem(newItem, at: _ibkitItems.count) }
    /// Creates and adds a menu item with a specified title, action, and key equivalent to the end of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/additem(withtitle:action:keyequivalent:)
    @discardableResult
    open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem {
        let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
        addItem(item)
        return item
    }
    /// Inserts a menu item into the menu at a specific location.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/insertitem(_:at:)
    open func insertItem(_ newItem: NSMenuItem, at index: Int) {
        newItem._ibkitMenu?.removeItem(newItem)
        _ibkitItems.insert(newItem, at: max(0, min(index, _ibkitItems.count)))
        newItem._ibkitMenu = self
    }
    /// Creates and inserts a menu item at a specific location in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/insertitem(withtitle:action:keyequivalent:at:)
    @discardableResult
    open func insertItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String, at index: Int) -> NSMenuItem {
        let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
        insertItem(item, at: index)
        return item
    }
    /// Removes a menu item from the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/removeitem(_:)
    open func removeItem(_ item: NSMenuItem) {
        _ibkitItems.removeAll { $0 === item }
        if item._ibkitMenu === self { item._ibkitMenu = nil }
    }
    /// Removes the menu item at a specified location in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/removeitem(at:)
    open func removeItem(at index: Int) { removeItem(_ibkitItems[index]) }
    /// Removes all the menu items in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/removeallitems()
    open func removeAllItems() { _ibkitItems.forEach { removeItem($0) } }
    /// Returns the menu item at a specific location of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/item(at:)
    open func item(at index: Int) -> NSMenuItem? { _ibkitItems.indices.contains(index) ? _ibkitItems[index] : nil }
    /// Returns the first menu item in the menu with a specified title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/item(withtitle:)
    open func item(withTitle title: String) -> NSMenuItem? { _ibkitItems.first { $0.title == title } }
    /// Returns the first menu item in the menu with the specified tag.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/item(withtag:)
    open func item(withTag tag: Int) -> NSMenuItem? { _ibkitItems.first { $0.tag == tag } }
    /// Returns the index identifying the location of a specified menu item in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/index(of:)
    open func index(of item: NSMenuItem) -> Int { _ibkitItems.firstIndex { $0 === item } ?? -1 }
    /// Assigns a menu to be a submenu of the menu controlled by a given menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmenu/setsubmenu(_:for:)
    open func setSubmenu(_ menu: NSMenu, for item: NSMenuItem) { item.submenu = menu }
}
