// Content view controllers: page, table and collection view controllers.

/// The data source of a page view controller (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
public protocol UIPageViewControllerDataSource: AnyObject {}
/// The delegate of a page view controller (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate
public protocol UIPageViewControllerDelegate: AnyObject {}

/// A container view controller that manages navigation between pages of content.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller
open class UIPageViewController: UIViewController {
    /// Initializes a newly created page view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/init(transitionstyle:navigationorientation:options:)
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
        _ibkitRecord("transitionStyle", style)
        _ibkitRecord("navigationOrientation", navigationOrientation)
        if let spacing = options?[.interPageSpacing] { _ibkitRecord("options.interPageSpacing", spacing) }
        if let spine = options?[.spineLocation] { _ibkitRecord("options.spineLocation", (spine as? NSNumber)?.intValue ?? spine) }
    }
    /// Creates a page view controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// The style used to transition between view controllers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.property
    public let transitionStyle: TransitionStyle
    /// The direction of navigation.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.property
    public let navigationOrientation: NavigationOrientation
    /// The object that provides view controllers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/datasource
    open weak var dataSource: UIPageViewControllerDataSource?
    /// The delegate object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/delegate
    open weak var delegate: UIPageViewControllerDelegate?
    /// A Boolean value that indicates whether content appears on the back of pages.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/isdoublesided
    open var isDoubleSided: Bool = false { didSet { _ibkitRecord("isDoubleSided", isDoubleSided) } }
    /// The view controllers displayed by the page view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? { children }
    /// Sets the view controllers to be displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        children.forEach { $0.removeFromParent() }
        (viewControllers ?? []).forEach { addChild($0) }
        completion?(true)
    }

    /// Styles for the page-turn transition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.enum
    public enum TransitionStyle: Int {
        /// A page curl style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.enum/pagecurl
        case pageCurl = 0
        /// A scrolling style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.enum/scroll
        case scroll = 1
    }
    /// Orientations for page-turn transitions.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.enum
    public enum NavigationOrientation: Int {
        /// Horizontal orientation, with pages turned from right to left.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.enum/horizontal
        case horizontal = 0
        /// Vertical orientation, with pages turned from bottom to top.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.enum/vertical
        case vertical = 1
    }
    /// Locations for the spine of a page curl.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation-swift.enum
    public enum SpineLocation: Int {
        /// No spine.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation-swift.enum/none
        case none = 0
        /// The spine at the left or top edge of the screen.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation-swift.enum/min
        case min = 1
        /// The spine in the middle of the screen.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation-swift.enum/mid
        case mid = 2
        /// The spine at the right or bottom edge of the screen.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/spinelocation-swift.enum/max
        case max = 3
    }
    /// Directions for page-turn transitions.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection
    public enum NavigationDirection: Int {
        /// Navigation is forward.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection/forward
        case forward = 0
        /// Navigation is backward.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection/reverse
        case reverse = 1
    }
    /// Keys for options used when initializing a page view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey
    public struct OptionsKey: RawRepresentable, Hashable {
        /// The key's string value.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey/rawvalue
        public var rawValue: String
        /// Creates an options key from its string value.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key whose value is the location of the spine.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey/spinelocation
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// A key whose value is the space between pages.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey/interpagespacing
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// A view controller that specializes in managing a table view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcontroller
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var _ibkitStyle: UITableView.Style = .plain
    /// Initializes a table-view controller to manage a table view of a given style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) {
        _ibkitStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    /// Creates a table-view controller with a plain table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// Creates a table-view controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates the table view (of the controller's style) as the controller's view, with the controller as its data source and delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open override func loadView() {
        let table = UITableView(frame: .zero, style: _ibkitStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }
    /// The table view that the controller manages.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }
    /// A Boolean value indicating if the controller clears the selection when the table appears.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear
    open var clearsSelectionOnViewWillAppear: Bool = true {
        didSet { _ibkitRecord("clearsSelectionOnViewWillAppear", clearsSelectionOnViewWillAppear) }
    }
}

/// A view controller that specializes in managing a collection view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let _ibkitLayout: UICollectionViewLayout
    /// Initializes a collection view controller and configures the collection view with the provided layout.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _ibkitLayout = layout
        super.init(nibName: nil, bundle: nil)
    }
    /// Creates a collection view controller with a flow layout (the nib-loading initializer).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _ibkitLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Creates a collection view controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }
    /// Creates the collection view as the controller's view, with the controller as its data source and delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: _ibkitLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }
    /// The collection view object managed by this view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    /// The layout object used to initialize the collection view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    /// A Boolean value that determines whether selections are cleared when the collection view appears.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/clearsselectiononviewwillappear
    open var clearsSelectionOnViewWillAppear: Bool = true {
        didSet { _ibkitRecord("clearsSelectionOnViewWillAppear", clearsSelectionOnViewWillAppear) }
    }
}
