// NSSplitViewItem: one pane of a split view controller.

/// An item in a split view controller.
///
/// Recording: the item records what code sets on it (the convenience initializers record `behavior`); the split
/// view reports it as `splitViewItems[<i>].<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem
open class NSSplitViewItem: _IBKitObject {
    var _ibkitViewController: NSViewController?

    /// A value that means the item's thickness limit is unspecified.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/unspecifieddimension
    public static let unspecifiedDimension: CGFloat = -1

    /// Creates a split view item with no view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem
    public override init() { super.init() }
    /// Creates a split view item that represents the specified view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/init(viewcontroller:)
    public convenience init(viewController: NSViewController) {
        self.init()
        _ibkitViewController = viewController
    }
    /// Creates a split view item that represents a sidebar for the specified view controller (recorded as `behavior`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/init(sidebarwithviewcontroller:)
    public convenience init(sidebarWithViewController viewController: NSViewController) {
        self.init(viewController: viewController)
        _ibkitSet(behavior: .sidebar)
    }
    /// Creates a split view item that represents a content list for the specified view controller (recorded as `behavior`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/init(contentlistwithviewcontroller:)
    public convenience init(contentListWithViewController viewController: NSViewController) {
        self.init(viewController: viewController)
        _ibkitSet(behavior: .contentList)
    }
    /// Creates a split view item that represents an inspector for the specified view controller (recorded as `behavior`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/init(inspectorwithviewcontroller:)
    public convenience init(inspectorWithViewController viewController: NSViewController) {
        self.init(viewController: viewController)
        _ibkitSet(behavior: .inspector)
    }

    func _ibkitSet(behavior: NSSplitViewItem.Behavior) { _ibkitBehavior = behavior; _ibkitRecord("behavior", behavior) }
    var _ibkitBehavior: Behavior = .default

    /// The view controller the item represents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/viewcontroller
    open var viewController: NSViewController {
        get {
            if let controller = _ibkitViewController { return controller }
            let controller = NSViewController()
            _ibkitViewController = controller
            return controller
        }
        set { _ibkitViewController = newValue }
    }
    /// The item's behavior (default, sidebar, content list or inspector).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/behavior-swift.property
    open var behavior: NSSplitViewItem.Behavior { _ibkitBehavior }
    /// A Boolean value that indicates whether the item can be collapsed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/cancollapse
    open var canCollapse: Bool = false { didSet { _ibkitRecord("canCollapse", canCollapse) } }
    /// A Boolean value that indicates whether the item is collapsed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/iscollapsed
    open var isCollapsed: Bool = false { didSet { _ibkitRecord("isCollapsed", isCollapsed) } }
    /// The item's collapse behavior.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/collapsebehavior-swift.property
    open var collapseBehavior: NSSplitViewItem.CollapseBehavior = .default { didSet { _ibkitRecord("collapseBehavior", collapseBehavior) } }
    /// The priority with which the item holds its size as the split view resizes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/holdingpriority
    open var holdingPriority: NSLayoutConstraint.Priority = .defaultLow { didSet { _ibkitRecord("holdingPriority", holdingPriority) } }
    /// The minimum thickness of the item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/minimumthickness
    open var minimumThickness: CGFloat = NSSplitViewItem.unspecifiedDimension { didSet { _ibkitRecord("minimumThickness", minimumThickness) } }
    /// The maximum thickness of the item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/maximumthickness
    open var maximumThickness: CGFloat = NSSplitViewItem.unspecifiedDimension { didSet { _ibkitRecord("maximumThickness", maximumThickness) } }
    /// The preferred thickness of the item, as a fraction of the split view's thickness.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/preferredthicknessfraction
    open var preferredThicknessFraction: CGFloat = NSSplitViewItem.unspecifiedDimension {
        didSet { _ibkitRecord("preferredThicknessFraction", preferredThicknessFraction) }
    }
    /// The maximum thickness the item grows to automatically.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/automaticmaximumthickness
    open var automaticMaximumThickness: CGFloat = NSSplitViewItem.unspecifiedDimension {
        didSet { _ibkitRecord("automaticMaximumThickness", automaticMaximumThickness) }
    }
    /// A Boolean value that indicates whether the item expands while a drag hovers over it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/isspringloaded
    open var isSpringLoaded: Bool = false { didSet { _ibkitRecord("isSpringLoaded", isSpringLoaded) } }
    /// A Boolean value that indicates whether the item's view extends under the titlebar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/allowsfullheightlayout
    open var allowsFullHeightLayout: Bool = false { didSet { _ibkitRecord("allowsFullHeightLayout", allowsFullHeightLayout) } }
    /// A Boolean value that indicates whether resizing the window can collapse the item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/cancollapsefromwindowresize
    open var canCollapseFromWindowResize: Bool = true {
        didSet { _ibkitRecord("canCollapseFromWindowResize", canCollapseFromWindowResize) }
    }

    /// The behaviors of a split view item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/behavior-swift.enum
    public enum Behavior: Int {
        /// The default behavior.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/behavior-swift.enum/default
        case `default` = 0
        /// A sidebar.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/behavior-swift.enum/sidebar
        case sidebar = 1
        /// A content list.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/behavior-swift.enum/contentlist
        case contentList = 2
        /// An inspector.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/behavior-swift.enum/inspector
        case inspector = 3
    }

    /// How a split view item's collapse and uncollapse affect the split view and its siblings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/collapsebehavior-swift.enum
    public enum CollapseBehavior: Int {
        /// The item uses the behavior its role implies.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/collapsebehavior-swift.enum/default
        case `default` = 0
        /// The split view's window resizes while the siblings keep their size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/collapsebehavior-swift.enum/preferresizingsplitviewwithfixedsiblings
        case preferResizingSplitViewWithFixedSiblings = 1
        /// The siblings resize while the split view keeps its size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/collapsebehavior-swift.enum/preferresizingsiblingswithfixedsplitview
        case preferResizingSiblingsWithFixedSplitView = 2
        /// The layout constraints decide.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewitem/collapsebehavior-swift.enum/useconstraints
        case useConstraints = 3
    }
}
