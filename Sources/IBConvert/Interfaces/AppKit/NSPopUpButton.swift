// NSPopUpButton and NSComboBox.

/// A control for selecting an item from a list.
///
/// Recording: the items of its menu are reported as `items[<i>].title`, `items[<i>].tag` (when not 0), ...;
/// `selectItem(...)` records `indexOfSelectedItem`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton
open class NSPopUpButton: NSButton {
    override func _ibkitMakeCell() -> NSCell? { NSPopUpButtonCell() }
    override func _ibkitSetUp() { _ibkitMenu = NSMenu(title: "") }

    override var _ibkitDumpProperties: [String: String] {
        var properties: [String: String] = [:]
        for (index, item) in itemArray.enumerated() {
            for (key, value) in item._ibkitProperties where !(key == "tag" && value == "0") {
                properties["items[\(index)].\(key)"] = value
            }
        }
        return properties
    }

    /// Returns a pop-up button object initialized to the specified dimensions.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/init(frame:pullsdown:)
    public init(frame buttonFrame: NSRect, pullsDown flag: Bool) {
        super.init(frame: buttonFrame)
        if flag { pullsDown = true; _ibkitRecord("pullsDown", true) }
    }
    /// Creates a pop-up button with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public override init(frame frameRect: NSRect) { super.init(frame: frameRect) }
    /// Creates a pop-up button from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The menu associated with the pop-up button.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/menu
    open override var menu: NSMenu? {
        get { _ibkitMenu }
        set { _ibkitMenu = newValue }
    }
    /// A Boolean value indicating whether the button displays a pull-down or pop-up menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/pullsdown
    open var pullsDown: Bool = false { didSet { _ibkitRecord("pullsDown", pullsDown) } }
    /// A Boolean value indicating whether the pop-up button automatically enables and disables its items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/autoenablesitems
    open var autoenablesItems: Bool = true { didSet { _ibkitRecord("autoenablesItems", autoenablesItems) } }
    /// The edge of the button on which to display the menu when screen space is constrained.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/preferrededge
    open var preferredEdge: NSRectEdge = .maxY { didSet { _ibkitRecord("preferredEdge", preferredEdge) } }

    /// Adds multiple items to the end of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/additems(withtitles:)
    open func addItems(withTitles itemTitles: [String]) { itemTitles.forEach { addItem(withTitle: $0) } }
    /// Adds an item with the specified title to the end of the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/additem(withtitle:)
    open func addItem(withTitle title: String) {
        removeItem(withTitle: title)
        _ibkitEnsureMenu().addItem(NSMenuItem(title: title, action: nil, keyEquivalent: ""))
    }
    /// Inserts an item at the specified position in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/insertitem(withtitle:at:)
    open func insertItem(withTitle title: String, at index: Int) {
        removeItem(withTitle: title)
        _ibkitEnsureMenu().insertItem(NSMenuItem(title: title, action: nil, keyEquivalent: ""), at: index)
    }
    /// Removes the item with the specified title from the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/removeitem(withtitle:)
    open func removeItem(withTitle title: String) {
        if let item = _ibkitMenu?.item(withTitle: title) { _ibkitMenu?.removeItem(item) }
    }
    /// Removes the item at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/removeitem(at:)
    open func removeItem(at index: Int) { _ibkitMenu?.removeItem(at: index) }
    /// Removes all items in the receiver's item menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/removeallitems()
    open func removeAllItems() { _ibkitMenu?.removeAllItems() }
    /// The array of menu item objects associated with the button.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/itemarray
    open var itemArray: [NSMenuItem] { _ibkitMenu?.items ?? [] }
    /// The number of items in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/numberofitems
    open var numberOfItems: Int { itemArray.count }
    /// The titles of all the items in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/itemtitles
    open var itemTitles: [String] { itemArray.map { $0.title } }
    /// Returns the menu item at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/item(at:)
    open func item(at index: Int) -> NSMenuItem? { _ibkitMenu?.item(at: index) }
    /// Returns the menu item with the specified title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/item(withtitle:)
    open func item(withTitle title: String) -> NSMenuItem? { _ibkitMenu?.item(withTitle: title) }
    /// The last item in the menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/lastitem
    open var lastItem: NSMenuItem? { itemArray.last }
    /// Selects the item in the menu at the specified index (recorded as `indexOfSelectedItem`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(at:)
    open func selectItem(at index: Int) {
        _ibkitSelectedIndex = index
        _ibkitRecord("indexOfSelectedItem", index)
    }
    /// Selects the item with the specified title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(withtitle:)
    open func selectItem(withTitle title: String) { selectItem(at: itemArray.firstIndex { $0.title == title } ?? -1) }
    /// Selects the menu item with the specified tag.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(withtag:)
    @discardableResult
    open func selectItem(withTag tag: Int) -> Bool {
        guard let index = itemArray.firstIndex(where: { $0.tag == tag }) else { return false }
        selectItem(at: index)
        return true
    }
    /// Selects the specified menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/select(_:)
    open func select(_ item: NSMenuItem?) { selectItem(at: item.flatMap { item in itemArray.firstIndex { $0 === item } } ?? -1) }
    /// The index of the item last selected by the user (or -1 when nothing is selected).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/indexofselecteditem
    open var indexOfSelectedItem: Int { _ibkitSelectedIndex ?? (itemArray.isEmpty ? -1 : 0) }
    /// The menu item last selected by the user.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/selecteditem
    open var selectedItem: NSMenuItem? { item(at: indexOfSelectedItem) }
    /// The title of the item last selected by the user.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopupbutton/titleofselecteditem
    open var titleOfSelectedItem: String? { selectedItem?.title }

    var _ibkitSelectedIndex: Int?
    func _ibkitEnsureMenu() -> NSMenu {
        if let menu = _ibkitMenu { return menu }
        let menu = NSMenu(title: "")
        _ibkitMenu = menu
        return menu
    }
}

/// A set of methods a combo box's data source implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxdatasource
public protocol NSComboBoxDataSource: AnyObject {}

/// A set of optional methods a combo box's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscomboboxdelegate
public protocol NSComboBoxDelegate: NSTextFieldDelegate {}

/// A view that displays a list of values in a pop-up menu, with a text field for entering values.
///
/// Recording: the item list is recorded as `items` (`[a,b]`) whenever items are added or removed.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox
open class NSComboBox: NSTextField {
    override func _ibkitMakeCell() -> NSCell? { NSComboBoxCell() }
    var _ibkitItems: [Any] = []

    /// Adds multiple objects to the end of the combo box's internal item list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/additems(withobjectvalues:)
    open func addItems(withObjectValues objects: [Any]) { _ibkitItems += objects; _ibkitRecord("items", _ibkitItems) }
    /// Adds an object to the end of the combo box's internal item list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/additem(withobjectvalue:)
    open func addItem(withObjectValue object: Any) { _ibkitItems.append(object); _ibkitRecord("items", _ibkitItems) }
    /// Inserts an object at the specified location in the combo box's internal item list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/insertitem(withobjectvalue:at:)
    open func insertItem(withObjectValue object: Any, at index: Int) {
        _ibkitItems.insert(object, at: max(0, min(index, _ibkitItems.count)))
        _ibkitRecord("items", _ibkitItems)
    }
    /// Removes all items from the combo box's internal item list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/removeallitems()
    open func removeAllItems() { _ibkitItems.removeAll(); _ibkitRecord("items", _ibkitItems) }
    /// An array of the items from the combo box's internal item list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/objectvalues
    open var objectValues: [Any] { _ibkitItems }
    /// The total number of items in the pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/numberofitems
    open var numberOfItems: Int { _ibkitItems.count }
    /// Selects the pop-up list row at the given index (recorded as `indexOfSelectedItem`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/selectitem(at:)
    open func selectItem(at index: Int) { _ibkitRecord("indexOfSelectedItem", index) }
    /// The maximum number of visible items in the combo box's pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/numberofvisibleitems
    open var numberOfVisibleItems: Int = 5 { didSet { _ibkitRecord("numberOfVisibleItems", numberOfVisibleItems) } }
    /// A Boolean value indicating whether the combo box uses an external data source.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/usesdatasource
    open var usesDataSource: Bool = false { didSet { _ibkitRecord("usesDataSource", usesDataSource) } }
    /// A Boolean value indicating whether the combo box tries to complete what the user types.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/completes
    open var completes: Bool = false { didSet { _ibkitRecord("completes", completes) } }
    /// A Boolean value indicating whether the combo box displays a vertical scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/hasverticalscroller
    open var hasVerticalScroller: Bool = true { didSet { _ibkitRecord("hasVerticalScroller", hasVerticalScroller) } }
    /// The height of each item in the combo box's pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/itemheight
    open var itemHeight: CGFloat = 16 { didSet { _ibkitRecord("itemHeight", itemHeight) } }
    /// The horizontal and vertical spacing between cells in the combo box's pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/intercellspacing
    open var intercellSpacing: NSSize = NSSize(width: 3, height: 2) { didSet { _ibkitRecord("intercellSpacing", intercellSpacing) } }
    /// A Boolean value indicating whether the combo box button is displayed with a border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/isbuttonbordered
    open var isButtonBordered: Bool = true { didSet { _ibkitRecord("isButtonBordered", isButtonBordered) } }
    /// The object that provides the data displayed in the combo box's pop-up list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscombobox/datasource
    open weak var dataSource: NSComboBoxDataSource?
}
