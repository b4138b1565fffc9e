// NSView: geometry, appearance and the recording hooks of every view.

/// The infrastructure for drawing, printing, and handling events in an app.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview
open class NSView: NSResponder {
    var _ibkitFrame: NSRect
    var _ibkitSubviews: [NSView] = []
    weak var _ibkitSuperview: NSView?
    weak var _ibkitWindow: NSWindow?
    var _ibkitConstraints: [NSLayoutConstraint] = []
    var _ibkitPriorities: [String: NSLayoutConstraint.Priority] = [:]
    var _ibkitGuides: [String: NSLayoutGuide] = [:]
    var _ibkitCustomGuides: [NSLayoutGuide] = []
    var _ibkitGestures: [NSGestureRecognizer] = []
    var _ibkitLayer: CALayer?

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    ///
    /// Recording: a frame other than `.zero` is recorded as `frame`.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public init(frame frameRect: NSRect) {
        _ibkitFrame = frameRect
        super.init()
        if frameRect != .zero { _ibkitRecord("frame", frameRect) }
        _ibkitSetUp()
    }

    /// Creates a view with a zero frame rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public override convenience init() { self.init(frame: .zero) }

    /// Initializes a view using data from the specified coder object (here: an empty view with a zero frame).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitFrame = .zero
        super.init(coder: coder)
        _ibkitSetUp()
    }

    /// Recording: makes the views a view owns from its creation (a box's content view, a scroll view's clip view).
    func _ibkitSetUp() {}
    /// Recording: forgets a subview being removed (from arranged subviews, gravity areas, ...).
    func _ibkitForget(_ view: NSView) {}

    /// Recording: objects owned by this view whose recorded properties the dump reports with a prefix.
    var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        _ibkitLayer.map { [("layer", $0 as _IBKitRecordable)] } ?? []
    }
    /// Recording: properties computed at dump time (pop-up items, table columns, tab view items, ...).
    var _ibkitDumpProperties: [String: String] { [:] }
    /// Recording: the subviews the dump reports (a tab view reports none: its items' views are attached).
    var _ibkitModelSubviews: [NSView] { _ibkitSubviews }
    /// Recording: views this view shows that are not among its subviews (`tabViewItems[0]`, ...).
    var _ibkitAttachedViews: [(String, NSView)] { [] }
    /// Recording: the arranged subviews the dump lists as `arrangedSubviews` (stack and split views), nil for none.
    var _ibkitArrangedForDump: [NSView]? { nil }
    /// Recording: a stack view's gravity areas the dump lists as `gravityViews` (`leading`, `center`, `trailing`).
    var _ibkitGravityForDump: [(String, [NSView])] { [] }
    /// Recording: target-actions besides a control's `action` (a table view's `doubleAction`), by event name.
    var _ibkitExtraActions: [(events: String, action: Selector)] { [] }

    // MARK: Geometry

    /// The view's frame rectangle, which defines its position and size in its superview's coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/frame
    open var frame: NSRect {
        get { _ibkitFrame }
        set { _ibkitFrame = newValue; _ibkitRecord("frame", newValue) }
    }
    /// The view's bounds rectangle, which expresses its location and size in its own coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/bounds
    open var bounds: NSRect {
        get { NSRect(origin: .zero, size: _ibkitFrame.size) }
        set { _ibkitFrame.size = newValue.size; _ibkitRecord("bounds", newValue) }
    }
    /// Sets the origin of the view's frame rectangle to the specified point (recorded as `frame`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/setframeorigin(_:)
    open func setFrameOrigin(_ newOrigin: NSPoint) { frame = NSRect(origin: newOrigin, size: _ibkitFrame.size) }
    /// Sets the size of the view's frame rectangle to the specified dimensions (recorded as `frame`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/setframesize(_:)
    open func setFrameSize(_ newSize: NSSize) { frame = NSRect(origin: _ibkitFrame.origin, size: newSize) }
    /// A Boolean value indicating whether the view uses a flipped coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/isflipped
    open var isFlipped: Bool { false }

    // MARK: Appearance

    /// A Boolean value indicating whether the view is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/ishidden
    open var isHidden: Bool = false { didSet { _ibkitRecord("isHidden", isHidden) } }
    /// The opacity of the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/alphavalue
    open var alphaValue: CGFloat = 1 { didSet { _ibkitRecord("alphaValue", alphaValue) } }
    /// The text for the view's tooltip.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/tooltip
    open var toolTip: String? { didSet { _ibkitRecord("toolTip", toolTip) } }
    /// A string that identifies the user interface item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentification/identifier
    open var identifier: NSUserInterfaceItemIdentifier? { didSet { _ibkitRecord("identifier", identifier) } }
    /// The view's tag, an integer that you use in your app to identify view objects (0 unless a subclass sets it).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/tag
    open var tag: Int { 0 }
    /// A Boolean value indicating whether the view uses a layer as its backing store.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/wantslayer
    open var wantsLayer: Bool = false {
        didSet {
            _ibkitRecord("wantsLayer", wantsLayer)
            if wantsLayer && _ibkitLayer == nil { _ibkitLayer = CALayer() }
        }
    }
    /// The Core Animation layer that the view uses as its backing store.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/layer
    open var layer: CALayer? {
        get { _ibkitLayer }
        set { _ibkitLayer = newValue }
    }
    /// A Boolean value that determines whether the view clips its content to its bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/clipstobounds
    open var clipsToBounds: Bool = false { didSet { _ibkitRecord("clipsToBounds", clipsToBounds) } }
    /// The appearance of the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
    open var appearance: NSAppearance? { didSet { _ibkitRecord("appearance", appearance) } }
    /// The type of focus ring drawn around the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/focusringtype
    open var focusRingType: NSFocusRingType = .default { didSet { _ibkitRecord("focusRingType", focusRingType) } }
    /// The layout direction for content in the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/userinterfacelayoutdirection
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight {
        didSet { _ibkitRecord("userInterfaceLayoutDirection", userInterfaceLayoutDirection) }
    }
    /// A Boolean value indicating whether the view can draw its contents on a background thread.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/candrawconcurrently
    open var canDrawConcurrently: Bool = false { didSet { _ibkitRecord("canDrawConcurrently", canDrawConcurrently) } }
    /// A Boolean value indicating whether the view posts notifications when its frame rectangle changes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/postsframechangednotifications
    open var postsFrameChangedNotifications: Bool = true {
        didSet { _ibkitRecord("postsFrameChangedNotifications", postsFrameChangedNotifications) }
    }
    /// A Boolean value that determines whether the view needs to be redrawn before being displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/needsdisplay
    open var needsDisplay: Bool = false
    /// A Boolean value that indicates whether the view needs a layout pass before it can be drawn.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/needslayout
    open var needsLayout: Bool = false
    /// The view that follows this view in the key view loop.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/nextkeyview
    open weak var nextKeyView: NSView? { didSet { _ibkitRecord("nextKeyView", nextKeyView) } }

    // MARK: Layout

    /// A Boolean value that determines whether the view's autoresizing mask is translated into constraints.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { _ibkitRecord("translatesAutoresizingMaskIntoConstraints", translatesAutoresizingMaskIntoConstraints) }
    }
    /// The options that determine how the view is resized relative to its superview.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.property
    open var autoresizingMask: NSView.AutoresizingMask = [] { didSet { _ibkitRecord("autoresizingMask", autoresizingMask) } }
    /// A Boolean value indicating whether the view applies the autoresizing behavior to its subviews when its frame size changes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizessubviews
    open var autoresizesSubviews: Bool = true { didSet { _ibkitRecord("autoresizesSubviews", autoresizesSubviews) } }
    /// Custom insets that you specify to modify the view's standard safe area.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/additionalsafeareainsets
    open var additionalSafeAreaInsets: NSEdgeInsets = NSEdgeInsetsZero {
        didSet { _ibkitRecord("additionalSafeAreaInsets", additionalSafeAreaInsets) }
    }
    /// The distances from the edges of your view that define the safe area.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/safeareainsets
    open var safeAreaInsets: NSEdgeInsets { NSEdgeInsetsZero }
    /// The natural size for the receiving view, considering only properties of the view itself.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize
    open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }
    /// The minimum size of the view that satisfies the constraints it holds.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/fittingsize
    open var fittingSize: NSSize { _ibkitFrame.size }
    /// Perform layout in concert with the constraint-based layout system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/layout()
    open func layout() {}
    /// Updates the layout of the receiving view and its subviews based on the current views and constraints.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/layoutsubtreeifneeded()
    open func layoutSubtreeIfNeeded() {}
    /// Updates constraints for the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/updateconstraints()
    open func updateConstraints() {}
    /// Invalidates the view's intrinsic content size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() {}
    /// Draws the view's content within the passed-in rectangle (nothing is drawn here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/draw(_:)
    open func draw(_ dirtyRect: NSRect) {}

    // MARK: Notifications

    /// Overridden by subclasses to perform additional actions when subviews are added to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/didaddsubview(_:)
    open func didAddSubview(_ subview: NSView) {}
    /// Overridden by subclasses to perform additional actions before subviews are removed from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/willremovesubview(_:)
    open func willRemoveSubview(_ subview: NSView?) {}
    /// Informs the view that its superview has changed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/viewdidmovetosuperview()
    open func viewDidMoveToSuperview() {}
    /// Informs the view that it has been added to a new view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/viewdidmovetowindow()
    open func viewDidMoveToWindow() {}

    /// The view's window object, if it is installed in a window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/window
    open var window: NSWindow? { _ibkitWindow ?? _ibkitSuperview?.window }

    /// The next responder: the superview, else the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/nextresponder
    open override var nextResponder: NSResponder? {
        get { _ibkitNextResponder ?? _ibkitSuperview ?? _ibkitWindow }
        set { _ibkitNextResponder = newValue }
    }
}
