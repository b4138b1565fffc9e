// NSTitlebarAccessoryViewController (minimal): views shown in a window's titlebar.

/// An object that manages a custom view — known as an accessory view — in the title bar–toolbar area of a window.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstitlebaraccessoryviewcontroller
open class NSTitlebarAccessoryViewController: NSViewController {
    /// Where the accessory view sits in the titlebar (`bottom`, `leading`, `trailing`, ...).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstitlebaraccessoryviewcontroller/layoutattribute
    open var layoutAttribute: NSLayoutConstraint.Attribute = .bottom { didSet { _ibkitRecord("layoutAttribute", layoutAttribute) } }
    /// The minimum height of the accessory view in full-screen mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstitlebaraccessoryviewcontroller/fullscreenminheight
    open var fullScreenMinHeight: CGFloat = 0 { didSet { _ibkitRecord("fullScreenMinHeight", fullScreenMinHeight) } }
    /// A Boolean value that indicates whether the accessory view is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstitlebaraccessoryviewcontroller/ishidden
    open var isHidden: Bool = false { didSet { _ibkitRecord("isHidden", isHidden) } }
    /// A Boolean value that indicates whether the accessory view's size follows its fitting size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstitlebaraccessoryviewcontroller/automaticallyadjustssize
    open var automaticallyAdjustsSize: Bool = true { didSet { _ibkitRecord("automaticallyAdjustsSize", automaticallyAdjustsSize) } }
}
