// NSTabViewController: a container view controller showing one child at a time in a tab view.

/// A container view controller that manages a tab view interface.
///
/// Recording: its view is its `tabView` (made with it); items added to the controller are the tab view's items,
/// reported as the tab view's `tabViewItems[<i>].<name>`; their view controllers are the controller's children.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller
open class NSTabViewController: NSViewController {
    var _ibkitTabView = NSTabView()

    /// Makes the controller's view: its tab view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview()
    open override func loadView() { view = _ibkitTabView }

    /// The tab view the controller manages.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabview
    open var tabView: NSTabView {
        get { _ibkitTabView }
        set { _ibkitTabView = newValue }
    }
    /// The style the controller uses to show its tabs.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabstyle-swift.property
    open var tabStyle: NSTabViewController.TabStyle = .segmentedControlOnTop { didSet { _ibkitRecord("tabStyle", tabStyle) } }
    /// The options for the transition between children.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/transitionoptions
    open var transitionOptions: NSViewController.TransitionOptions = [.crossfade, .slideForward] {
        didSet { _ibkitRecord("transitionOptions", transitionOptions) }
    }
    /// A Boolean value that indicates whether the controller takes its title from the selected child.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/canpropagateselectedchildviewcontrollertitle
    open var canPropagateSelectedChildViewControllerTitle: Bool = true {
        didSet { _ibkitRecord("canPropagateSelectedChildViewControllerTitle", canPropagateSelectedChildViewControllerTitle) }
    }
    /// The index of the selected tab view item (recorded as `selectedTabViewItemIndex`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/selectedtabviewitemindex
    open var selectedTabViewItemIndex: Int {
        get { _ibkitTabView._ibkitSelected }
        set { _ibkitTabView._ibkitSelected = newValue; _ibkitRecord("selectedTabViewItemIndex", newValue) }
    }
    /// The tab view items of the controller's children.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabviewitems
    open var tabViewItems: [NSTabViewItem] {
        get { _ibkitTabView.tabViewItems }
        set {
            for item in _ibkitTabView.tabViewItems { removeTabViewItem(item) }
            newValue.forEach { addTabViewItem($0) }
        }
    }
    /// Adds a tab view item (and its view controller as a child).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/addtabviewitem(_:)
    open func addTabViewItem(_ tabViewItem: NSTabViewItem) { insertTabViewItem(tabViewItem, at: _ibkitTabView.tabViewItems.count) }
    /// Inserts a tab view item at the specified index (and its view controller as a child).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/inserttabviewitem(_:at:)
    open func insertTabViewItem(_ tabViewItem: NSTabViewItem, at index: Int) {
        _ibkitTabView.insertTabViewItem(tabViewItem, at: index)
        if let child = tabViewItem.viewController { super.insertChild(child, at: children.count) }
    }
    /// Removes a tab view item (and its view controller from the children).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/removetabviewitem(_:)
    open func removeTabViewItem(_ tabViewItem: NSTabViewItem) {
        _ibkitTabView.removeTabViewItem(tabViewItem)
        tabViewItem.viewController?.removeFromParent()
    }
    /// Returns the tab view item of the specified child view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabviewitem(for:)
    open func tabViewItem(for viewController: NSViewController) -> NSTabViewItem? {
        _ibkitTabView.tabViewItems.first { $0.viewController === viewController }
    }
    /// Inserts a child view controller, making a tab view item for it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/insertchild(_:at:)
    open override func insertChild(_ childViewController: NSViewController, at index: Int) {
        let item = NSTabViewItem(viewController: childViewController)
        _ibkitTabView.insertTabViewItem(item, at: index)
        super.insertChild(childViewController, at: index)
    }

    /// The styles a tab view controller uses to show its tabs.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabstyle-swift.enum
    public enum TabStyle: Int {
        /// A segmented control above the tab view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabstyle-swift.enum/segmentedcontrolontop
        case segmentedControlOnTop = 0
        /// A segmented control below the tab view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabstyle-swift.enum/segmentedcontrolonbottom
        case segmentedControlOnBottom = 1
        /// Tabs as items in the window's toolbar.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabstyle-swift.enum/toolbar
        case toolbar = 2
        /// No tab control: the controller's subclass or the app provides one.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstabviewcontroller/tabstyle-swift.enum/unspecified
        case unspecified = -1
    }
}
