// Layout guides: rectangular areas that interact with Auto Layout.

/// A rectangular area that can interact with Auto Layout.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide
open class NSLayoutGuide: NSObject {
    /// Recording: which of its owning view's guides this is (`safeArea`, `margins`), nil for a custom guide.
    var _ibkitKind: String?
    weak var _ibkitOwningView: NSView?

    /// Creates a layout guide.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide
    public override init() { super.init() }

    /// The string used to identify the layout guide.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/identifier
    open var identifier: NSUserInterfaceItemIdentifier = NSUserInterfaceItemIdentifier("")
    /// The view that owns this layout guide.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/owningview
    open weak var owningView: NSView? {
        get { _ibkitOwningView }
        set { _ibkitOwningView = newValue }
    }
    /// The layout guide's frame in its owning view's coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/frame
    open var frame: NSRect { .zero }

    /// A layout anchor representing the leading edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .leading) }
    /// A layout anchor representing the trailing edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .trailing) }
    /// A layout anchor representing the left edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .left) }
    /// A layout anchor representing the right edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .right) }
    /// A layout anchor representing the top edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .top) }
    /// A layout anchor representing the bottom edge of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .bottom) }
    /// A layout anchor representing the width of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .width) }
    /// A layout anchor representing the height of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .height) }
    /// A layout anchor representing the horizontal center of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .centerX) }
    /// A layout anchor representing the vertical center of the layout guide's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .centerY) }
}
