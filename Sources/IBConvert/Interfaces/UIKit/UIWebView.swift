// UIWebView: deprecated since iOS 12, still in older documents.

/// The methods a web view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwebviewdelegate
public protocol UIWebViewDelegate: AnyObject {}

/// A view that embeds web content in your app (deprecated: use WKWebView).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwebview
open class UIWebView: UIView {
    /// The receiver's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwebview/delegate
    open weak var delegate: UIWebViewDelegate? { didSet { _ibkitRecord("delegate", delegate.map { _ in "set" }) } }
    /// A Boolean value determining whether the webpage scales to fit the view and the user can change the scale.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwebview/scalespagetofit
    open var scalesPageToFit: Bool = false { didSet { _ibkitRecord("scalesPageToFit", scalesPageToFit) } }
    /// A Boolean value that determines whether HTML5 videos play inline or use the native full-screen controller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwebview/allowsinlinemediaplayback
    open var allowsInlineMediaPlayback: Bool = false { didSet { _ibkitRecord("allowsInlineMediaPlayback", allowsInlineMediaPlayback) } }
    /// A Boolean value that determines whether HTML5 videos can play automatically or require the user to start playing them.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiwebview/mediaplaybackrequiresuseraction
    open var mediaPlaybackRequiresUserAction: Bool = true { didSet { _ibkitRecord("mediaPlaybackRequiresUserAction", mediaPlaybackRequiresUserAction) } }
}
