// Bars and windows: UINavigationBar, UIToolbar, UITabBar, UIWindow.

/// Navigational controls that display in a bar along the top of the screen, usually in conjunction with a navigation controller.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar
open class UINavigationBar: UIView {
    /// The navigation bar's delegate object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/delegate
    open weak var delegate: UINavigationBarDelegate? { didSet { _ibkitRecord("delegate", delegate.map { _ in "set" }) } }
    /// The navigation items in the navigation bar's stack.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/items
    open var items: [UINavigationItem]?
    /// The appearance and behavior of the navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/barstyle
    open var barStyle: UIBarStyle = .default { didSet { _ibkitRecord("barStyle", barStyle) } }
    /// A Boolean value indicating whether the navigation bar is translucent.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent
    open var isTranslucent: Bool = true { didSet { _ibkitRecord("isTranslucent", isTranslucent) } }
    /// The tint color to apply to the navigation bar background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor
    open var barTintColor: UIColor? { didSet { _ibkitRecord("barTintColor", barTintColor) } }
    /// A Boolean value indicating whether the title should be displayed in a large format.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
    open var prefersLargeTitles: Bool = false { didSet { _ibkitRecord("prefersLargeTitles", prefersLargeTitles) } }
    /// The navigation item at the top of the navigation bar's stack.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
    open var topItem: UINavigationItem? { items?.last }
    /// Replaces the navigation items currently managed by the navigation bar with the specified items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/setitems(_:animated:)
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// Pushes the given navigation item onto the navigation bar's stack and updates the UI.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbar/pushitem(_:animated:)
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
}

/// A bar that displays one or more buttons along the bottom edge of your interface.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar
open class UIToolbar: UIView {
    /// The toolbar's delegate object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar/delegate
    open weak var delegate: UIToolbarDelegate? { didSet { _ibkitRecord("delegate", delegate.map { _ in "set" }) } }
    /// The items displayed on the toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar/items
    open var items: [UIBarButtonItem]?
    /// The toolbar style that specifies its appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar/barstyle
    open var barStyle: UIBarStyle = .default { didSet { _ibkitRecord("barStyle", barStyle) } }
    /// A Boolean value that indicates whether the toolbar is translucent.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar/istranslucent
    open var isTranslucent: Bool = true { didSet { _ibkitRecord("isTranslucent", isTranslucent) } }
    /// The tint color to apply to the toolbar background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar/bartintcolor
    open var barTintColor: UIColor? { didSet { _ibkitRecord("barTintColor", barTintColor) } }
    /// Sets the items on the toolbar by animating the changes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbar/setitems(_:animated:)
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// The methods the navigation bar delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uinavigationbardelegate
public protocol UINavigationBarDelegate: AnyObject {}

/// The methods the toolbar delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitoolbardelegate
public protocol UIToolbarDelegate: AnyObject {}

/// The methods the tab bar delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbardelegate
public protocol UITabBarDelegate: AnyObject {}

/// A control that displays one or more buttons in a tab bar for selecting between different subtasks, views, or modes in an app.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar
open class UITabBar: UIView {
    /// The tab bar's delegate object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/delegate
    open weak var delegate: UITabBarDelegate?
    /// The items displayed by the tab bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/items
    open var items: [UITabBarItem]?
    /// The currently selected item on the tab bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/selecteditem
    open weak var selectedItem: UITabBarItem?
    /// The tab bar style that specifies its appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/barstyle
    open var barStyle: UIBarStyle = .default { didSet { _ibkitRecord("barStyle", barStyle) } }
    /// A Boolean value that indicates whether the tab bar is translucent.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/istranslucent
    open var isTranslucent: Bool = true { didSet { _ibkitRecord("isTranslucent", isTranslucent) } }
    /// The tint color to apply to the tab bar background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/bartintcolor
    open var barTintColor: UIColor? { didSet { _ibkitRecord("barTintColor", barTintColor) } }
    /// The tint color to apply to unselected tabs.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
    open var unselectedItemTintColor: UIColor? { didSet { _ibkitRecord("unselectedItemTintColor", unselectedItemTintColor) } }
    /// Sets the items on the tab bar, optionally animating any changes into position.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitabbar/setitems(_:animated:)
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwindow
open class UIWindow: UIView {
    /// The root view controller for the window.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let view = rootViewController?.view { addSubview(view) }
        }
    }
    /// A Boolean value that indicates whether the window is the key window for the app.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool { _ibkitKey }
    var _ibkitKey = false
    /// Shows the window and makes it the key window.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() { _ibkitKey = true; isHidden = false }
    /// Makes the window the key window.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwindow/makekey()
    open func makeKey() { _ibkitKey = true }
}
