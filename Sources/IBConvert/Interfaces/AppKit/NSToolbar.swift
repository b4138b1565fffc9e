// NSToolbar and NSToolbarItem.

/// A set of methods that a toolbar's delegate implements to supply its items.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbardelegate
public protocol NSToolbarDelegate: AnyObject {
    /// Asks the delegate to provide a toolbar item with the specified identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbardelegate/toolbar(_:itemforitemidentifier:willbeinsertedintotoolbar:)
    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                 willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem?
}

extension NSToolbarDelegate {
    /// Returns a plain toolbar item with the identifier by default.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbardelegate/toolbar(_:itemforitemidentifier:willbeinsertedintotoolbar:)
    public func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier itemIdentifier: NSToolbarItem.Identifier,
                        willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
        NSToolbarItem(itemIdentifier: itemIdentifier)
    }
}

/// An object that manages the space above your app's custom content and either below or integrated with the window's title bar.
///
/// Recording: a window's toolbar is reported in the window's report with its `items`; their actions as
/// `toolbar:<window key>/<i>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar
open class NSToolbar: _IBKitObject {
    var _ibkitItems: [NSToolbarItem] = []

    /// Creates a toolbar with the specified identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/init(identifier:)
    public init(identifier: NSToolbar.Identifier) {
        self.identifier = identifier
        super.init()
        _ibkitRecord("identifier", identifier)
    }

    /// The identifier of the toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/identifier-swift.property
    public let identifier: NSToolbar.Identifier
    /// The current items in the toolbar, in order.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/items
    open var items: [NSToolbarItem] { _ibkitItems }
    /// Inserts the item with the specified identifier at the index, asking the delegate for the item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/insertitem(withitemidentifier:at:)
    open func insertItem(withItemIdentifier itemIdentifier: NSToolbarItem.Identifier, at index: Int) {
        let item = delegate?.toolbar(self, itemForItemIdentifier: itemIdentifier, willBeInsertedIntoToolbar: true)
            ?? NSToolbarItem(itemIdentifier: itemIdentifier)
        _ibkitItems.insert(item, at: max(0, min(index, _ibkitItems.count)))
    }
    /// Removes the item at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/removeitem(at:)
    open func removeItem(at index: Int) { _ibkitItems.remove(at: index) }
    /// The toolbar's display mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/displaymode-swift.property
    open var displayMode: NSToolbar.DisplayMode = .default { didSet { _ibkitRecord("displayMode", displayMode) } }
    /// The toolbar's size mode (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/sizemode-swift.property
    open var sizeMode: NSToolbar.SizeMode = .default { didSet { _ibkitRecord("sizeMode", sizeMode) } }
    /// A Boolean value that indicates whether users can modify the contents of the toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/allowsusercustomization
    open var allowsUserCustomization: Bool = false { didSet { _ibkitRecord("allowsUserCustomization", allowsUserCustomization) } }
    /// A Boolean value that indicates whether the toolbar autosaves its configuration.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/autosavesconfiguration
    open var autosavesConfiguration: Bool = false { didSet { _ibkitRecord("autosavesConfiguration", autosavesConfiguration) } }
    /// A Boolean value that indicates whether the toolbar shows the separator between the toolbar and the main window contents (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/showsbaselineseparator
    open var showsBaselineSeparator: Bool = true { didSet { _ibkitRecord("showsBaselineSeparator", showsBaselineSeparator) } }
    /// A Boolean value that indicates whether the toolbar is visible.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/isvisible
    open var isVisible: Bool = true { didSet { _ibkitRecord("isVisible", isVisible) } }
    /// The toolbar's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/delegate
    open weak var delegate: NSToolbarDelegate?

    /// A type that identifies a toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/identifier-swift.typealias
    public typealias Identifier = String

    /// Constants that specify how the toolbar displays its items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/displaymode-swift.enum
    public enum DisplayMode: UInt {
        /// The default display mode.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/displaymode-swift.enum/default
        case `default` = 0
        /// The toolbar displays icons and labels.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/displaymode-swift.enum/iconandlabel
        case iconAndLabel = 1
        /// The toolbar displays only icons.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/displaymode-swift.enum/icononly
        case iconOnly = 2
        /// The toolbar displays only labels.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/displaymode-swift.enum/labelonly
        case labelOnly = 3
    }

    /// Constants that specify the toolbar's size (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/sizemode-swift.enum
    public enum SizeMode: UInt {
        /// The default size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/sizemode-swift.enum/default
        case `default` = 0
        /// The regular size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/sizemode-swift.enum/regular
        case regular = 1
        /// The small size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbar/sizemode-swift.enum/small
        case small = 2
    }
}

/// A single item that appears in a window's toolbar.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem
open class NSToolbarItem: _IBKitObject {
    /// Creates a toolbar item with the specified identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/init(itemidentifier:)
    public init(itemIdentifier: NSToolbarItem.Identifier) {
        self.itemIdentifier = itemIdentifier
        super.init()
        _ibkitRecord("itemIdentifier", itemIdentifier.rawValue)
    }

    /// The toolbar item's identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/itemidentifier
    public let itemIdentifier: NSToolbarItem.Identifier
    /// The label that appears for this item in the toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/label
    open var label: String = "" { didSet { _ibkitRecord("label", label) } }
    /// The label that appears when the toolbar item is in the customization palette.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/palettelabel
    open var paletteLabel: String = "" { didSet { _ibkitRecord("paletteLabel", paletteLabel) } }
    /// The tooltip to display when someone hovers over the item in the toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/tooltip
    open var toolTip: String? { didSet { _ibkitRecord("toolTip", toolTip) } }
    /// The image of the item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/image
    open var image: NSImage? { didSet { _ibkitRecord("image", image) } }
    /// The view for this toolbar item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/view
    open var view: NSView? { didSet { _ibkitRecord("view", view) } }
    /// The object that defines the action method the toolbar item calls when clicked.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/target
    open weak var target: AnyObject?
    /// The action method to call when someone clicks on the toolbar item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/action
    open var action: Selector?
    /// An integer tag to help you identify the toolbar item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/tag
    open var tag: Int = 0 { didSet { _ibkitRecord("tag", tag) } }
    /// A Boolean value that indicates whether the toolbar item is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value that indicates whether the toolbar item has a bordered style.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/isbordered
    open var isBordered: Bool = false { didSet { _ibkitRecord("isBordered", isBordered) } }
    /// The minimum size of the toolbar item (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/minsize
    open var minSize: NSSize = .zero { didSet { _ibkitRecord("minSize", minSize) } }
    /// The maximum size of the toolbar item (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/maxsize
    open var maxSize: NSSize = .zero { didSet { _ibkitRecord("maxSize", maxSize) } }

    /// A type that identifies a toolbar item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier
    public struct Identifier: RawRepresentable, Hashable, _IBKitCanonical {
        /// The identifier's string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/init(rawvalue:)
        public var rawValue: String
        /// Creates an identifier from a string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The standard toolbar item for a space that expands to fill available space.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/flexiblespace
        public static let flexibleSpace = Identifier("NSToolbarFlexibleSpaceItem")
        /// The standard toolbar item for a fixed-width space.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/space
        public static let space = Identifier("NSToolbarSpaceItem")
        /// The standard toolbar item that toggles the sidebar.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/togglesidebar
        public static let toggleSidebar = Identifier("NSToolbarToggleSidebarItem")
        /// The standard toolbar item that shows the Colors panel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/showcolors
        public static let showColors = Identifier("NSToolbarShowColorsItem")
        /// The standard toolbar item that shows the Fonts panel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/showfonts
        public static let showFonts = Identifier("NSToolbarShowFontsItem")
        /// The standard toolbar item that prints the document.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstoolbaritem/identifier/print
        public static let print = Identifier("NSToolbarPrintItem")
        public var _ibkitCanonicalText: String { rawValue }
    }
}
