// NSSplitViewController: a container view controller arranging children in a split view.

/// An object that manages an array of adjacent child views, and has a split view object for managing dividers between those views.
///
/// Recording: its view is its `splitView` (made with it); each item's view controller's view is an arranged
/// subview of the split view; the items' recorded properties are the split view's `splitViewItems[<i>].<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller
open class NSSplitViewController: NSViewController, NSSplitViewDelegate {
    var _ibkitSplitView = NSSplitView()
    var _ibkitItems: [NSSplitViewItem] = []

    /// Makes the controller's view: its split view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview()
    open override func loadView() {
        _ibkitSplitView._ibkitController = self
        view = _ibkitSplitView
    }

    /// The split view the controller manages.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/splitview
    open var splitView: NSSplitView {
        get { _ibkitSplitView._ibkitController = self; return _ibkitSplitView }
        set { _ibkitSplitView = newValue; newValue._ibkitController = self }
    }
    /// The split view items, one for each child view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/splitviewitems
    open var splitViewItems: [NSSplitViewItem] {
        get { _ibkitItems }
        set {
            _ibkitItems.forEach { removeSplitViewItem($0) }
            newValue.forEach { addSplitViewItem($0) }
        }
    }
    /// The minimum thickness of the view before sidebars overlay instead of sitting inline.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/minimumthicknessforinlinesidebars
    open var minimumThicknessForInlineSidebars: CGFloat = 0 {
        didSet { _ibkitRecord("minimumThicknessForInlineSidebars", minimumThicknessForInlineSidebars) }
    }
    /// Adds a split view item (its view controller becomes a child, its view an arranged subview).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/addsplitviewitem(_:)
    open func addSplitViewItem(_ splitViewItem: NSSplitViewItem) { insertSplitViewItem(splitViewItem, at: _ibkitItems.count) }
    /// Inserts a split view item at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/insertsplitviewitem(_:at:)
    open func insertSplitViewItem(_ splitViewItem: NSSplitViewItem, at index: Int) {
        let position = max(0, min(index, _ibkitItems.count))
        _ibkitItems.insert(splitViewItem, at: position)
        _ibkitSplitView._ibkitController = self
        super.insertChild(splitViewItem.viewController, at: position)
        _ibkitSplitView.insertArrangedSubview(splitViewItem.viewController.view, at: position)
    }
    /// Removes a split view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/removesplitviewitem(_:)
    open func removeSplitViewItem(_ splitViewItem: NSSplitViewItem) {
        _ibkitItems.removeAll { $0 === splitViewItem }
        splitViewItem.viewController.removeFromParent()
        if splitViewItem.viewController.isViewLoaded { splitViewItem.viewController.view.removeFromSuperview() }
    }
    /// Returns the split view item of the specified child view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/splitviewitem(for:)
    open func splitViewItem(for viewController: NSViewController) -> NSSplitViewItem? {
        _ibkitItems.first { $0.viewController === viewController }
    }
    /// Inserts a child view controller, making a split view item for it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/insertchild(_:at:)
    open override func insertChild(_ childViewController: NSViewController, at index: Int) {
        insertSplitViewItem(NSSplitViewItem(viewController: childViewController), at: index)
    }
    /// Shows or hides the first sidebar (records the item's `isCollapsed`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewcontroller/togglesidebar(_:)
    open func toggleSidebar(_ sender: Any?) {
        if let item = _ibkitItems.first(where: { $0.behavior == .sidebar }) { item.isCollapsed.toggle() }
    }
}
