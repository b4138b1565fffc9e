// UIView: geometry, appearance and the view hierarchy.

/// An object that manages the content for a rectangular area on the screen.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview
open class UIView: UIResponder {
    var _ibkitFrame: CGRect
    var _ibkitSubviews: [UIView] = []
    weak var _ibkitSuperview: UIView?
    var _ibkitConstraints: [NSLayoutConstraint] = []
    var _ibkitPriorities: [String: UILayoutPriority] = [:]
    var _ibkitGuides: [String: UILayoutGuide] = [:]
    var _ibkitCustomGuides: [UILayoutGuide] = []
    var _ibkitStorage: [String: Any] = [:]

    /// The identifier that determines whether the view supports state restoration.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/restorationidentifier
    open var restorationIdentifier: String? { didSet { _ibkitRecord("restorationIdentifier", restorationIdentifier) } }

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    ///
    /// Recording: a frame other than `.zero` is recorded as `frame`.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        _ibkitFrame = frame
        super.init()
        if frame != .zero { _ibkitRecord("frame", frame) }
    }

    /// Creates a view with a zero frame rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init() { self.init(frame: .zero) }

    /// Creates a view from data in an unarchiver (here: an empty view with a zero frame).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitFrame = .zero
        super.init()
    }

    /// Returns the class used to create the layer for instances of this class.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layerclass
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer used for rendering.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layer
    public private(set) lazy var layer: CALayer = CALayer()

    // MARK: Geometry

    /// The frame rectangle, which describes the view's location and size in its superview's coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { _ibkitFrame }
        set { _ibkitFrame = newValue; _ibkitRecord("frame", newValue) }
    }

    /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: _ibkitFrame.size) }
        set { _ibkitFrame.size = newValue.size; _ibkitRecord("bounds", newValue) }
    }

    /// The center point of the view's frame rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
        get { CGPoint(x: _ibkitFrame.midX, y: _ibkitFrame.midY) }
        set {
            _ibkitFrame.origin = CGPoint(x: newValue.x - _ibkitFrame.width / 2, y: newValue.y - _ibkitFrame.height / 2)
            _ibkitRecord("center", newValue)
        }
    }

    // MARK: Appearance

    /// The view's background color.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The first nondefault tint color value in the view's hierarchy, ascending from and starting with the view itself.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor! { didSet { _ibkitRecord("tintColor", tintColor) } }
    /// A Boolean value that determines whether the view is hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false { didSet { _ibkitRecord("isHidden", isHidden) } }
    /// The view's alpha value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1 { didSet { _ibkitRecord("alpha", alpha) } }
    /// A Boolean value that determines whether the view is opaque.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque: Bool = true { didSet { _ibkitRecord("isOpaque", isOpaque) } }
    /// A Boolean value that determines whether subviews are confined to the bounds of the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false { didSet { _ibkitRecord("clipsToBounds", clipsToBounds) } }
    /// A Boolean value that determines whether the view's bounds should be automatically cleared before drawing.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/clearscontextbeforedrawing
    open var clearsContextBeforeDrawing: Bool = true { didSet { _ibkitRecord("clearsContextBeforeDrawing", clearsContextBeforeDrawing) } }
    /// An integer that you can use to identify view objects in your application.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tag
    open var tag: Int = 0 { didSet { _ibkitRecord("tag", tag) } }
    /// A flag used to determine how a view lays out its content when its bounds change.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    open var contentMode: UIView.ContentMode = .scaleToFill { didSet { _ibkitRecord("contentMode", contentMode) } }
    /// The first adjustment mode value in the view's hierarchy, ascending from and starting with the view itself.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.property
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic { didSet { _ibkitRecord("tintAdjustmentMode", tintAdjustmentMode) } }
    /// The user interface style adopted by the view and all of its subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified { didSet { _ibkitRecord("overrideUserInterfaceStyle", overrideUserInterfaceStyle) } }
    /// A semantic description of the view's contents, used to determine whether the view should be flipped when switching between left-to-right and right-to-left layouts.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified { didSet { _ibkitRecord("semanticContentAttribute", semanticContentAttribute) } }

    // MARK: Events

    /// A Boolean value that determines whether user events are ignored and removed from the event queue.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true { didSet { _ibkitRecord("isUserInteractionEnabled", isUserInteractionEnabled) } }
    /// A Boolean value that indicates whether the view receives more than one touch at a time.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/ismultipletouchenabled
    open var isMultipleTouchEnabled: Bool = false { didSet { _ibkitRecord("isMultipleTouchEnabled", isMultipleTouchEnabled) } }
    /// A Boolean value that indicates whether the receiver handles touch events exclusively.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/isexclusivetouch
    open var isExclusiveTouch: Bool = false { didSet { _ibkitRecord("isExclusiveTouch", isExclusiveTouch) } }

    // MARK: Layout

    /// A Boolean value that determines whether the view's autoresizing mask is translated into Auto Layout constraints.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet { _ibkitRecord("translatesAutoresizingMaskIntoConstraints", translatesAutoresizingMaskIntoConstraints) }
    }
    /// An integer bit mask that determines how the receiver resizes itself when its superview's bounds change.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = [] { didSet { _ibkitRecord("autoresizingMask", autoresizingMask) } }
    /// A Boolean value that determines whether the receiver automatically resizes its subviews when its bounds change.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
    open var autoresizesSubviews: Bool = true { didSet { _ibkitRecord("autoresizesSubviews", autoresizesSubviews) } }
    /// The default spacing to use when laying out content in the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { _ibkitRecord("layoutMargins", layoutMargins) } }
    /// The default spacing to use when laying out content in a view, taking into account the current language direction.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { _ibkitRecord("directionalLayoutMargins", directionalLayoutMargins) }
    }
    /// A Boolean value indicating whether the current view also respects the margins of its superview.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    open var preservesSuperviewLayoutMargins: Bool = false { didSet { _ibkitRecord("preservesSuperviewLayoutMargins", preservesSuperviewLayoutMargins) } }
    /// A Boolean value indicating whether the view's layout margins are updated automatically to reflect the safe area.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
    open var insetsLayoutMarginsFromSafeArea: Bool = true { didSet { _ibkitRecord("insetsLayoutMarginsFromSafeArea", insetsLayoutMarginsFromSafeArea) } }
    /// The insets that you use to determine the safe area for this view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The natural size for the receiving view, considering only properties of the view itself.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The absence of an intrinsic metric for a given numeric view property.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    public static let noIntrinsicMetric: CGFloat = -1

    /// Lays out subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// Invalidates the current layout of the receiver and triggers a layout update during the next update cycle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}
    /// Lays out the subviews immediately, if layout updates are pending.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}
    /// Invalidates the view's intrinsic content size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() {}
    /// Prepares the receiver for service after it has been loaded from an Interface Builder archive, or nib file.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
    open func awakeFromNib() {}

    /// Tells the view that a subview was added.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)
    open func didAddSubview(_ subview: UIView) {}
    /// Tells the view that a subview is about to be removed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:)
    open func willRemoveSubview(_ subview: UIView) {}
    /// Tells the view that its superview changed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    open func didMoveToSuperview() {}

    /// Recording: objects owned by this view whose recorded properties the dump reports with a prefix
    /// (`layer.cornerRadius`, `titleLabel.font`, ...).
    var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] { [("layer", layer)] }
    /// Recording: views this view shows that are not among its subviews (`tableHeaderView`, `backgroundView`, ...).
    var _ibkitAttachedViews: [(String, UIView)] { [] }

    /// Returns the next responder: the superview.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiresponder/next
    open override var next: UIResponder? { _ibkitSuperview }
}
