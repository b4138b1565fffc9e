// UIViewController: related view controllers, and storyboard segues.

extension UIViewController {
    /// The parent view controller of the recipient.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    public var parent: UIViewController? { _ibkitParent }
    /// An array of view controllers that are children of the current view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    public var children: [UIViewController] { _ibkitChildren }

    /// Whether the controller is `other` or holds it among its descendants.
    func _ibkitHolds(_ other: UIViewController) -> Bool { self === other || children.contains { $0._ibkitHolds(other) } }
    /// The view controller that is presented by this view controller, or one of its ancestors in the view controller hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    public var presentedViewController: UIViewController? { _ibkitPresented ?? _ibkitParent?.presentedViewController }
    /// The view controller that presented this view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    public var presentingViewController: UIViewController? { _ibkitPresenting ?? _ibkitParent?.presentingViewController }

    func _ibkitAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = _ibkitParent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller._ibkitParent
        }
        return nil
    }
    /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    public var navigationController: UINavigationController? { _ibkitAncestor(UINavigationController.self) }
    /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    public var tabBarController: UITabBarController? { _ibkitAncestor(UITabBarController.self) }
    /// The nearest ancestor in the view controller hierarchy that is a split view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller
    public var splitViewController: UISplitViewController? { _ibkitAncestor(UISplitViewController.self) }
}

/// An object that prepares for and performs the visual transition between two view controllers.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboardsegue
open class UIStoryboardSegue: NSObject {
    /// The identifier for the segue object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboardsegue/identifier
    public let identifier: String?
    /// The source view controller for the segue.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboardsegue/source
    public let source: UIViewController
    /// The destination view controller for the segue.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboardsegue/destination
    public let destination: UIViewController

    /// Creates and returns a storyboard segue object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:)
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }
    /// Performs the visual transition for the segue; subclasses do it (here it is recorded as `perform`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
    open func perform() { _IBKitRecording.transition("perform", from: source, to: destination) }
}

/// An encapsulation of the design-time view controller graph represented in an Interface Builder storyboard resource file.
///
/// Minimal: present so that `UIViewController.storyboard` has its type; it loads nothing.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboard
open class UIStoryboard: NSObject {
    /// Creates and returns a storyboard object for the specified storyboard resource file.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    /// Creates the initial view controller in the storyboard (always nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller()
    open func instantiateInitialViewController() -> UIViewController? { nil }
}
