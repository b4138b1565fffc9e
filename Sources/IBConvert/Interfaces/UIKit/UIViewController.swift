// UIViewController: lazy view loading, containment and presentation.

/// An object that manages a view hierarchy for your UIKit app.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller
open class UIViewController: UIResponder {
    var _ibkitView: UIView?
    var _ibkitChildren: [UIViewController] = []
    weak var _ibkitParent: UIViewController?
    var _ibkitPresented: UIViewController?
    weak var _ibkitPresenting: UIViewController?
    var _ibkitNavigationItem: UINavigationItem?
    var _ibkitTabBarItem: UITabBarItem?
    let _ibkitNibName: String?
    let _ibkitBundle: Bundle?

    /// Creates a view controller with the nib file in the specified bundle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _ibkitNibName = nibNameOrNil
        _ibkitBundle = nibBundleOrNil
        super.init()
    }
    /// Creates a view controller with no nib.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// Creates a view controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitNibName = nil
        _ibkitBundle = nil
        super.init()
    }

    // MARK: The view

    /// The view that the controller manages (loaded on first access with `loadView()` then `viewDidLoad()`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if _ibkitView == nil {
                loadView()
                if _ibkitView == nil { _ibkitView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return _ibkitView
        }
        set { _ibkitView = newValue }
    }
    /// The controller's view or nil if the view is not yet loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { _ibkitView }
    /// A Boolean value indicating whether the view is currently loaded into memory.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { _ibkitView != nil }
    /// Creates the view that the controller manages (here: a plain view with a zero frame).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { _ibkitView = UIView(frame: .zero) }
    /// Loads the view controller's view if it has not yet been loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() { _ = view }
    /// Called after the controller's view is loaded into memory.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// Notifies the view controller that its view is about to be added to a view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    /// Notifies the view controller that its view was added to a view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    /// Notifies the view controller that its view is about to be removed from a view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    /// Notifies the view controller that its view was removed from a view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called to notify the view controller that its view is about to layout its subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
    open func viewWillLayoutSubviews() {}
    /// Called to notify the view controller that its view has just laid out its subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}
    /// Prepares the receiver for service after it has been loaded from an Interface Builder archive, or nib file.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
    open func awakeFromNib() {}

    /// The name of the view controller's nib file, if one was specified.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname
    open var nibName: String? { _ibkitNibName }
    /// The view controller's nib bundle if it exists.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/nibbundle
    open var nibBundle: Bundle? { _ibkitBundle }
    /// The storyboard from which the view controller originated (always nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/storyboard
    open var storyboard: UIStoryboard? { nil }

    // MARK: Properties recorded

    /// A localized string that represents the view this controller manages.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? { didSet { _ibkitRecord("title", title) } }
    /// The presentation style for modal view controllers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { _ibkitRecord("modalPresentationStyle", modalPresentationStyle) }
    }
    /// The transition style to use when presenting the view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical {
        didSet { _ibkitRecord("modalTransitionStyle", modalTransitionStyle) }
    }
    /// A Boolean value indicating whether the view controller enforces a modal behavior.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    open var isModalInPresentation: Bool = false { didSet { _ibkitRecord("isModalInPresentation", isModalInPresentation) } }
    /// The preferred size for the view controller's view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
    open var preferredContentSize: CGSize = .zero { didSet { _ibkitRecord("preferredContentSize", preferredContentSize) } }
    /// A Boolean value indicating whether the toolbar at the bottom of the screen is hidden when the view controller is pushed on to a navigation controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
    open var hidesBottomBarWhenPushed: Bool = false { didSet { _ibkitRecord("hidesBottomBarWhenPushed", hidesBottomBarWhenPushed) } }
    /// A Boolean value that indicates whether this view controller's view is covered when the view controller or one of its descendants presents a view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
    open var definesPresentationContext: Bool = false { didSet { _ibkitRecord("definesPresentationContext", definesPresentationContext) } }
    /// A Boolean value that indicates whether the view controller specifies the transition style for view controllers it presents.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/providespresentationcontexttransitionstyle
    open var providesPresentationContextTransitionStyle: Bool = false {
        didSet { _ibkitRecord("providesPresentationContextTransitionStyle", providesPresentationContextTransitionStyle) }
    }
    /// The edges that you extend for your view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { _ibkitRecord("edgesForExtendedLayout", edgesForExtendedLayout) } }
    /// A Boolean value indicating whether or not the extended layout includes opaque bars.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars
    open var extendedLayoutIncludesOpaqueBars: Bool = false {
        didSet { _ibkitRecord("extendedLayoutIncludesOpaqueBars", extendedLayoutIncludesOpaqueBars) }
    }
    /// The identifier that determines whether the view controller supports state restoration.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/restorationidentifier
    open var restorationIdentifier: String? { didSet { _ibkitRecord("restorationIdentifier", restorationIdentifier) } }
    /// Custom insets that you specify to modify the view controller's safe area.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero { didSet { _ibkitRecord("additionalSafeAreaInsets", additionalSafeAreaInsets) } }
    /// The user interface style adopted by the view controller and all of its children.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { _ibkitRecord("overrideUserInterfaceStyle", overrideUserInterfaceStyle) }
    }
    /// A Boolean value indicating whether the view controller currently allows the user to edit the view contents.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
    open var isEditing: Bool = false { didSet { _ibkitRecord("isEditing", isEditing) } }
    /// The toolbar items associated with the view controller (listed in the dump's items).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets the toolbar items to be displayed along with the view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/settoolbaritems(_:animated:)
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The navigation item used to represent the view controller in a parent's navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem {
        if let item = _ibkitNavigationItem { return item }
        let item = UINavigationItem()
        _ibkitNavigationItem = item
        return item
    }
    /// The tab bar item that represents the view controller when added to a tab bar controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _ibkitTabBarItem { return item }
            let item = UITabBarItem()
            _ibkitTabBarItem = item
            return item
        }
        set { _ibkitTabBarItem = newValue }
    }
    /// An edit button that toggles its title and associated state between Edit and Done.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil) }

    // MARK: Containment, presentation and segues (overridable)

    /// Adds the specified view controller as a child of the current view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        guard childController._ibkitParent !== self else { return }
        // A push adds its controller as a child: the push is the call, as UIKit traces it.
        if _IBKitRecording.pushing == 0 { _IBKitRecording.callLog.append("addChild \(type(of: self)) \(type(of: childController))") }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        _ibkitChildren.append(childController)
        childController._ibkitParent = self
    }
    /// Removes the view controller from its parent.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() {
        guard let parent = _ibkitParent else { return }
        parent._ibkitChildren.removeAll { $0 === self }
        _ibkitParent = nil
        didMove(toParent: nil)
    }
    /// Called just before the view controller is added or removed from a container view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller is added or removed from a container view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents a view controller modally.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        _IBKitRecording.transition("present", from: self, to: viewControllerToPresent)
        _IBKitRecording.callLog.append("present \(type(of: viewControllerToPresent)) \(_ibkitCanonical(viewControllerToPresent.modalPresentationStyle))")
        _ibkitPresented = viewControllerToPresent
        viewControllerToPresent._ibkitPresenting = self
        completion?()
    }
    /// Dismisses the view controller that was presented modally by the view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = _ibkitPresented {
            presented._ibkitPresenting = nil
            _ibkitPresented = nil
        } else if let presenting = _ibkitPresenting {
            presenting._ibkitPresented = nil
            _ibkitPresenting = nil
        }
        completion?()
    }
    /// Presents a view controller in a primary context.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    open func show(_ vc: UIViewController, sender: Any?) {
        _IBKitRecording.transition("show", from: self, to: vc)
        _IBKitRecording.quietly {
            if let navigation = navigationController { navigation.pushViewController(vc, animated: true) }
            else { present(vc, animated: true) }
        }
    }
    /// Presents a view controller in a secondary (or detail) context.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _IBKitRecording.transition("showDetail", from: self, to: vc)
        _IBKitRecording.quietly { present(vc, animated: true) }
    }

    /// Initiates the segue with the specified identifier (recorded in the dump's `segues`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _IBKitRecording.performedSegues.append((self, identifier))
    }
    /// Notifies the view controller that a segue is about to be performed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Determines whether the segue with the specified identifier should be performed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Returns a Boolean indicating whether the current view controller handles the specified unwind action.
    /// By default, whether the controller responds to the action (recorded as `canPerformUnwind`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/canperformunwindsegueaction(_:from:sender:)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        let answer = responds(to: action)
        _IBKitRecording.callLog.append("canPerformUnwind \(type(of: self)) \(_ibkitSelectorName(action) ?? "") \(answer)")
        return answer
    }
    /// Called when an unwind segue transitions to a new view controller; containers show the child that holds it.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/unwind(for:towards:)
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    /// Sets whether the view controller shows an editable view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Returns the next responder: the superview of the controller's view, if any.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/next
    open override var next: UIResponder? { _ibkitView?.superview ?? _ibkitParent }
}
