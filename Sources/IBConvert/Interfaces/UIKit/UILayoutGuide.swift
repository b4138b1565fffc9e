// Layout guides: rectangular areas that interact with Auto Layout.

/// A rectangular area that can interact with Auto Layout.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide
open class UILayoutGuide: NSObject {
    /// Recording: which of its owning view's guides this is (`safeArea`, `margins`, ...), nil for a custom guide.
    var _ibkitKind: String?
    weak var _ibkitOwningView: UIView?

    /// Creates a layout guide.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide
    public override init() { super.init() }

    /// A string used to identify the layout guide.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/identifier
    open var identifier: String = ""
    /// The view that owns this layout guide.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
    open weak var owningView: UIView? {
        get { _ibkitOwningView }
        set { _ibkitOwningView = newValue }
    }
    /// The layout guide's frame in its owning view's coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    open var layoutFrame: CGRect { .zero }

    /// A layout anchor representing the leading edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .leading) }
    /// A layout anchor representing the trailing edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .trailing) }
    /// A layout anchor representing the left edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .left) }
    /// A layout anchor representing the right edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .right) }
    /// A layout anchor representing the top edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .top) }
    /// A layout anchor representing the bottom edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .bottom) }
    /// A layout anchor representing the width of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .width) }
    /// A layout anchor representing the height of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .height) }
    /// A layout anchor representing the horizontal center of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .centerX) }
    /// A layout anchor representing the vertical center of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .centerY) }
}

/// A layout guide that automatically updates its constraints to follow the view it tracks.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
open class UITrackingLayoutGuide: UILayoutGuide {}

/// A layout guide that represents the space the keyboard occupies in your app's layout.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// A Boolean value that indicates whether the layout guide tracks the keyboard's position when it's undocked or floating.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard
    open var followsUndockedKeyboard: Bool = false
    /// A Boolean value that indicates whether the layout guide uses the safe area layout guide when the keyboard is offscreen.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usessafeareawhenkeyboardisoffscreen
    open var usesSafeAreaWhenKeyboardIsOffscreen: Bool = false
}
