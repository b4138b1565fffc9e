// Container view controllers: navigation, tab bar, split view and page view controllers.

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller
open class UINavigationController: UIViewController {
    /// Creates a navigation controller with no root view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// Creates a navigation controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Initializes and returns a newly created navigation controller that uses your custom bar subclasses.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:toolbarclass:)
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        if let barClass = navigationBarClass { _ibkitRecord("navigationBarClass", String(describing: barClass)) }
        if let toolbarClass = toolbarClass { _ibkitRecord("toolbarClass", String(describing: toolbarClass)) }
    }
    /// Initializes and returns a newly created navigation controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        // The root is where the stack starts, not a transition.
        _IBKitRecording.quietly { pushViewController(rootViewController, animated: false) }
    }

    /// The view controllers currently on the navigation stack.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Replaces the view controllers currently managed by the navigation controller with the specified items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        children.forEach { $0.removeFromParent() }
        viewControllers.forEach { addChild($0) }
    }
    /// Pushes a view controller onto the receiver's stack and updates the display.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _IBKitRecording.transition("push", from: self, to: viewController)
        _IBKitRecording.callLog.append("push \(type(of: viewController))")
        _IBKitRecording.pushing += 1
        addChild(viewController)
        _IBKitRecording.pushing -= 1
    }
    /// Pops to the child that holds the unwind segue's destination.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/unwind(for:towards:)
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let branch = children.first(where: { $0._ibkitHolds(subsequentVC) }), let top = children.last, top !== branch else { return }
        _IBKitRecording.callLog.append("pop \(type(of: top))")
        while children.count > 1, children.last !== branch { children.last?.removeFromParent() }
    }
    /// Pops the top view controller from the navigation stack and updates the display.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }
    /// Pops all the view controllers on the stack except the root view controller and updates the display.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(children.dropFirst())
        popped.forEach { $0.removeFromParent() }
        return popped
    }
    /// The view controller at the top of the navigation stack.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { children.last }
    /// The view controller associated with the currently visible view in the navigation interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// The navigation bar managed by the navigation controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    public private(set) lazy var navigationBar = UINavigationBar()
    /// The custom toolbar associated with the navigation interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar()
    /// A Boolean value that determines whether the navigation bar is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden: Bool = false { didSet { _ibkitRecord("isNavigationBarHidden", isNavigationBarHidden) } }
    /// Sets whether the navigation bar is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// A Boolean indicating whether the navigation controller's built-in toolbar is visible.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
    open var isToolbarHidden: Bool = true { didSet { _ibkitRecord("isToolbarHidden", isToolbarHidden) } }
    /// Changes the visibility of the navigation controller's built-in toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// A Boolean value indicating that the navigation bar hides its bars in response to a swipe gesture.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe
    open var hidesBarsOnSwipe: Bool = false { didSet { _ibkitRecord("hidesBarsOnSwipe", hidesBarsOnSwipe) } }
    /// A Boolean value indicating whether the navigation controller allows hiding of its bars using a tap gesture.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsontap
    open var hidesBarsOnTap: Bool = false { didSet { _ibkitRecord("hidesBarsOnTap", hidesBarsOnTap) } }
    /// A Boolean value indicating whether the navigation controller hides its bars when the keyboard appears.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarswhenkeyboardappears
    open var hidesBarsWhenKeyboardAppears: Bool = false {
        didSet { _ibkitRecord("hidesBarsWhenKeyboardAppears", hidesBarsWhenKeyboardAppears) }
    }
}

/// A container view controller that manages a multiselection interface, where the selection determines which child view controller to display.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbarcontroller
open class UITabBarController: UIViewController {
    /// An array of the root view controllers displayed by the tab bar interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Sets the root view controllers of the tab bar controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        children.forEach { $0.removeFromParent() }
        (viewControllers ?? []).forEach { addChild($0) }
    }
    /// The index of the view controller associated with the currently selected tab item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int = 0 { didSet { _ibkitRecord("selectedIndex", selectedIndex) } }
    /// The view controller associated with the currently selected tab item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    /// Selects the tab that holds the unwind segue's destination.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/unwind(for:towards:)
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let index = children.firstIndex(where: { $0._ibkitHolds(subsequentVC) }), index != selectedIndex else { return }
        selectedIndex = index
    }
    /// The tab bar view associated with this controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    public private(set) lazy var tabBar = UITabBar()
}

/// A container view controller that implements a hierarchical interface.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller
open class UISplitViewController: UIViewController {
    var _ibkitStyle: Style = .unspecified
    /// Creates a split view controller with the specified style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    public init(style: Style) {
        _ibkitStyle = style
        super.init(nibName: nil, bundle: nil)
        _ibkitRecord("style", style)
    }
    /// Creates a split view controller with an unspecified style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// Creates a split view controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The style of the split view interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property
    open var style: Style { _ibkitStyle }
    /// The array of view controllers the split view controller manages.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { children }
        set { children.forEach { $0.removeFromParent() }; newValue.forEach { addChild($0) } }
    }
    /// The preferred arrangement of the split view interface.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { _ibkitRecord("preferredDisplayMode", preferredDisplayMode) } }

    /// Constants that describe the number of columns the split view interface displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    public enum Style: Int {
        /// A style that indicates the split view controller uses the classic interface.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/unspecified
        case unspecified = 0
        /// A style that indicates the split view controller uses a two-column interface.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
        case doubleColumn = 1
        /// A style that indicates the split view controller uses a three-column interface.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
        case tripleColumn = 2
    }

    /// Constants that describe the possible display modes for a split view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
    public enum DisplayMode: Int {
        /// The split view controller automatically decides the most appropriate display mode.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic
        case automatic = 0
        /// A display mode that shows only the secondary view controller.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly
        case secondaryOnly = 1
        /// A display mode that shows the primary and secondary view controllers side by side.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary
        case oneBesideSecondary = 2
        /// A display mode where the primary view controller is layered on top of the secondary view controller.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/oneoversecondary
        case oneOverSecondary = 3
        /// A display mode that shows the primary and supplementary view controllers side by side with the secondary.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary
        case twoBesideSecondary = 4
        /// A display mode where the primary and supplementary view controllers are layered on top of the secondary.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twooversecondary
        case twoOverSecondary = 5
        /// A display mode where the primary and supplementary view controllers displace the secondary view controller.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twodisplacesecondary
        case twoDisplaceSecondary = 6
        /// Deprecated: use `secondaryOnly`.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/primaryhidden
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// Deprecated: use `oneBesideSecondary`.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/allvisible
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// Deprecated: use `oneOverSecondary`.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/primaryoverlay
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
}
