// WebKit's web view, as much as documents configure.
import UIKit

/// The methods a web view's navigation delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/webkit/wknavigationdelegate
public protocol WKNavigationDelegate: AnyObject {}

/// The methods a web view's UI delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/webkit/wkuidelegate
public protocol WKUIDelegate: AnyObject {}

/// An object that displays interactive web content, such as for an in-app browser.
/// - SeeAlso: https://developer.apple.com/documentation/webkit/wkwebview
open class WKWebView: UIView {
    /// The object you use to manage navigation behavior for the web view.
    /// - SeeAlso: https://developer.apple.com/documentation/webkit/wkwebview/navigationdelegate
    open weak var navigationDelegate: WKNavigationDelegate? { didSet { _ibkitRecord("navigationDelegate", navigationDelegate.map { _ in "set" }) } }
    /// The object you use to integrate custom user interface elements, such as contextual menus or panels, into web view interactions.
    /// - SeeAlso: https://developer.apple.com/documentation/webkit/wkwebview/uidelegate
    open weak var uiDelegate: WKUIDelegate? { didSet { _ibkitRecord("uiDelegate", uiDelegate.map { _ in "set" }) } }
    /// A Boolean value that indicates whether horizontal swipe gestures trigger backward and forward page navigation.
    /// - SeeAlso: https://developer.apple.com/documentation/webkit/wkwebview/allowsbackforwardnavigationgestures
    open var allowsBackForwardNavigationGestures: Bool = false { didSet { _ibkitRecord("allowsBackForwardNavigationGestures", allowsBackForwardNavigationGestures) } }
}
