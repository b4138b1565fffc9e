// NSTabView and NSTabViewItem.

/// A set of optional methods a tab view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewdelegate
public protocol NSTabViewDelegate: AnyObject {}

/// A multipage interface that displays one page at a time.
///
/// Recording: a tab view's subviews are empty in the model; the dump shows each item's view under `attached`
/// with key `tabViewItems[<i>]` and the items' recorded properties as `tabViewItems[<i>].<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview
open class NSTabView: NSView {
    var _ibkitItems: [NSTabViewItem] = []
    var _ibkitSelected = -1

    override var _ibkitModelSubviews: [NSView] { [] }
    override var _ibkitAttachedViews: [(String, NSView)] {
        _ibkitItems.enumerated().compactMap { index, item in item.view.map { ("tabViewItems[\(index)]", $0) } }
    }
    override var _ibkitDumpProperties: [String: String] {
        var properties: [String: String] = [:]
        for (index, item) in _ibkitItems.enumerated() {
            for (key, value) in item._ibkitProperties { properties["tabViewItems[\(index)].\(key)"] = value }
        }
        return properties
    }

    /// Adds the specified tab item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/addtabviewitem(_:)
    open func addTabViewItem(_ tabViewItem: NSTabViewItem) { insertTabViewItem(tabViewItem, at: _ibkitItems.count) }
    /// Inserts the specified item into the tab view's array of tab view items at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/inserttabviewitem(_:at:)
    open func insertTabViewItem(_ tabViewItem: NSTabViewItem, at index: Int) {
        _ibkitItems.insert(tabViewItem, at: max(0, min(index, _ibkitItems.count)))
        tabViewItem._ibkitTabView = self
        if _ibkitSelected < 0 { _ibkitSelected = 0 }
    }
    /// Removes the specified item from the tab view's array of tab view items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/removetabviewitem(_:)
    open func removeTabViewItem(_ tabViewItem: NSTabViewItem) {
        _ibkitItems.removeAll { $0 === tabViewItem }
        tabViewItem._ibkitTabView = nil
    }
    /// The tab view items displayed by the tab view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewitems
    open var tabViewItems: [NSTabViewItem] { _ibkitItems }
    /// The number of items in the tab view's array of tab view items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/numberoftabviewitems
    open var numberOfTabViewItems: Int { _ibkitItems.count }
    /// Returns the tab view item at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewitem(at:)
    open func tabViewItem(at index: Int) -> NSTabViewItem { _ibkitItems[index] }
    /// Selects the tab view item specified by index (recorded as `selectedTabViewItemIndex`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/selecttabviewitem(at:)
    open func selectTabViewItem(at index: Int) { _ibkitSelected = index; _ibkitRecord("selectedTabViewItemIndex", index) }
    /// The currently selected tab view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/selectedtabviewitem
    open var selectedTabViewItem: NSTabViewItem? { _ibkitItems.indices.contains(_ibkitSelected) ? _ibkitItems[_ibkitSelected] : nil }
    /// The tab type to display.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewtype
    open var tabViewType: NSTabView.TabType = .topTabsBezelBorder { didSet { _ibkitRecord("tabViewType", tabViewType) } }
    /// The position of the tabs.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.property
    open var tabPosition: NSTabView.TabPosition = .top { didSet { _ibkitRecord("tabPosition", tabPosition) } }
    /// The type of border to display around the tab view's content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewbordertype-swift.property
    open var tabViewBorderType: NSTabView.TabViewBorderType = .bezel { didSet { _ibkitRecord("tabViewBorderType", tabViewBorderType) } }
    /// The font for tab label text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/font
    open var font: NSFont = .systemFont(ofSize: 13) { didSet { _ibkitRecord("font", font) } }
    /// A Boolean value that indicates whether the tab view draws a background color when its type is one of the no-tab types.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/drawsbackground
    open var drawsBackground: Bool = true { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The size of the tab view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/controlsize
    open var controlSize: NSControl.ControlSize = .regular { didSet { _ibkitRecord("controlSize", controlSize) } }
    /// A Boolean value that indicates whether the tab view allows truncating for labels that don't fit.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/allowstruncatedlabels
    open var allowsTruncatedLabels: Bool = true { didSet { _ibkitRecord("allowsTruncatedLabels", allowsTruncatedLabels) } }
    /// The tab view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/delegate
    open weak var delegate: NSTabViewDelegate?

    /// The tab types (deprecated in favor of tab position and border type, still used by documents).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype
    public enum TabType: UInt {
        /// The tabs are on top of the view, with a bezeled border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/toptabsbezelborder
        case topTabsBezelBorder = 0
        /// The tabs are on the left of the view, with a bezeled border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/lefttabsbezelborder
        case leftTabsBezelBorder = 1
        /// The tabs are on the bottom of the view, with a bezeled border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/bottomtabsbezelborder
        case bottomTabsBezelBorder = 2
        /// The tabs are on the right of the view, with a bezeled border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/righttabsbezelborder
        case rightTabsBezelBorder = 3
        /// The view has no tabs and a bezeled border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/notabsbezelborder
        case noTabsBezelBorder = 4
        /// The view has no tabs and a lined border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/notabslineborder
        case noTabsLineBorder = 5
        /// The view has no tabs and no border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabtype/notabsnoborder
        case noTabsNoBorder = 6
    }

    /// The positions of the tabs.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.enum
    public enum TabPosition: UInt {
        /// The tab view has no tabs.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.enum/none
        case none = 0
        /// The tabs are on the top edge.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.enum/top
        case top = 1
        /// The tabs are on the left edge.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.enum/left
        case left = 2
        /// The tabs are on the bottom edge.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.enum/bottom
        case bottom = 3
        /// The tabs are on the right edge.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabposition-swift.enum/right
        case right = 4
    }

    /// The border types of the tab view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewbordertype-swift.enum
    public enum TabViewBorderType: UInt {
        /// No border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewbordertype-swift.enum/none
        case none = 0
        /// A line border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewbordertype-swift.enum/line
        case line = 1
        /// A bezel border.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabview/tabviewbordertype-swift.enum/bezel
        case bezel = 2
    }
}

/// An item in a tab view.
///
/// Recording: `init(identifier:)` records a non-nil `identifier`; the tab view reports the item's properties as
/// `tabViewItems[<i>].<name>` and its view under `attached`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem
open class NSTabViewItem: _IBKitObject {
    weak var _ibkitTabView: NSTabView?
    var _ibkitView: NSView?

    /// Initializes the tab view item with the specified identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/init(identifier:)
    public init(identifier: Any?) {
        self.identifier = identifier
        super.init()
        if identifier != nil { _ibkitRecord("identifier", identifier) }
    }
    /// Creates a tab view item with no identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/init(identifier:)
    public override convenience init() { self.init(identifier: nil) }
    /// Creates a tab view item for the specified view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/init(viewcontroller:)
    public convenience init(viewController: NSViewController) {
        self.init(identifier: nil)
        self.viewController = viewController
    }

    /// The tab view item's identifier.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/identifier
    open var identifier: Any? { didSet { _ibkitRecord("identifier", identifier) } }
    /// The label text for the tab view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/label
    open var label: String = "" { didSet { _ibkitRecord("label", label) } }
    /// The tooltip text for the tab view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/tooltip
    open var toolTip: String? { didSet { _ibkitRecord("toolTip", toolTip) } }
    /// The image displayed in the tab view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/image
    open var image: NSImage? { didSet { _ibkitRecord("image", image) } }
    /// The color of the tab view item (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/color
    open var color: NSColor = .controlColor { didSet { _ibkitRecord("color", color) } }
    /// The view associated with the tab view item (the view controller's view when it has one).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/view
    open var view: NSView? {
        get { _ibkitView ?? viewController?.view }
        set { _ibkitView = newValue }
    }
    /// The view controller that the tab view item displays.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/viewcontroller
    open var viewController: NSViewController?
    /// The parent tab view of the tab view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewitem/tabview
    open var tabView: NSTabView? { _ibkitTabView }
}
