// UIScrollView.

/// The methods that you implement to respond to scroll-view events (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
public protocol UIScrollViewDelegate: AnyObject {}

/// A view that allows the scrolling and zooming of its contained views.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview
open class UIScrollView: UIView {
    /// The delegate of the scroll-view object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero { didSet { _ibkitRecord("contentSize", contentSize) } }
    /// The point at which the origin of the content view is offset from the origin of the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero { didSet { _ibkitRecord("contentOffset", contentOffset) } }
    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero { didSet { _ibkitRecord("contentInset", contentInset) } }
    /// The behavior for determining the adjusted content offsets.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { _ibkitRecord("contentInsetAdjustmentBehavior", contentInsetAdjustmentBehavior) }
    }
    /// A Boolean value that controls whether the horizontal scroll indicator is visible.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator
    open var showsHorizontalScrollIndicator: Bool = true {
        didSet { _ibkitRecord("showsHorizontalScrollIndicator", showsHorizontalScrollIndicator) }
    }
    /// A Boolean value that controls whether the vertical scroll indicator is visible.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
    open var showsVerticalScrollIndicator: Bool = true {
        didSet { _ibkitRecord("showsVerticalScrollIndicator", showsVerticalScrollIndicator) }
    }
    /// The style of the scroll indicators.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.property
    open var indicatorStyle: IndicatorStyle = .default { didSet { _ibkitRecord("indicatorStyle", indicatorStyle) } }
    /// A Boolean value that determines whether scrolling is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled: Bool = true { didSet { _ibkitRecord("isScrollEnabled", isScrollEnabled) } }
    /// A Boolean value that determines whether paging is enabled for the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    open var isPagingEnabled: Bool = false { didSet { _ibkitRecord("isPagingEnabled", isPagingEnabled) } }
    /// A Boolean value that determines whether scrolling is disabled in a particular direction.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled
    open var isDirectionalLockEnabled: Bool = false { didSet { _ibkitRecord("isDirectionalLockEnabled", isDirectionalLockEnabled) } }
    /// A Boolean value that controls whether the scroll view bounces past the edge of content and back again.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    open var bounces: Bool = true { didSet { _ibkitRecord("bounces", bounces) } }
    /// A Boolean value that determines whether bouncing always occurs when vertical scrolling reaches the end of the content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    open var alwaysBounceVertical: Bool = false { didSet { _ibkitRecord("alwaysBounceVertical", alwaysBounceVertical) } }
    /// A Boolean value that determines whether bouncing always occurs when horizontal scrolling reaches the end of the content view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
    open var alwaysBounceHorizontal: Bool = false { didSet { _ibkitRecord("alwaysBounceHorizontal", alwaysBounceHorizontal) } }
    /// A floating-point value that specifies the minimum scale factor that can be applied to the scroll view's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/minimumzoomscale
    open var minimumZoomScale: CGFloat = 1 { didSet { _ibkitRecord("minimumZoomScale", minimumZoomScale) } }
    /// A floating-point value that specifies the maximum scale factor that can be applied to the scroll view's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/maximumzoomscale
    open var maximumZoomScale: CGFloat = 1 { didSet { _ibkitRecord("maximumZoomScale", maximumZoomScale) } }
    /// A floating-point value that specifies the current scale factor applied to the scroll view's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale
    open var zoomScale: CGFloat = 1 { didSet { _ibkitRecord("zoomScale", zoomScale) } }
    /// A Boolean value that determines whether the scroll view animates the content scaling when the scaling exceeds the maximum or minimum limits.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/bounceszoom
    open var bouncesZoom: Bool = true { didSet { _ibkitRecord("bouncesZoom", bouncesZoom) } }
    /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property
    open var keyboardDismissMode: KeyboardDismissMode = .none { didSet { _ibkitRecord("keyboardDismissMode", keyboardDismissMode) } }
    /// A Boolean value that determines whether the scroll view delays the handling of touch-down gestures.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches
    open var delaysContentTouches: Bool = true { didSet { _ibkitRecord("delaysContentTouches", delaysContentTouches) } }
    /// A Boolean value that controls whether touches in the content view always lead to tracking.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches
    open var canCancelContentTouches: Bool = true { didSet { _ibkitRecord("canCancelContentTouches", canCancelContentTouches) } }
    /// A Boolean value that controls whether the scroll-to-top gesture is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop
    open var scrollsToTop: Bool = true { didSet { _ibkitRecord("scrollsToTop", scrollsToTop) } }
    /// A floating-point value that determines the rate of deceleration after the user lifts their finger.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    open var decelerationRate: CGFloat = 0.998 { didSet { _ibkitRecord("decelerationRate", decelerationRate) } }

    /// The layout guide based on the untransformed content rectangle of the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    open var contentLayoutGuide: UILayoutGuide { _ibkitGuide("content") { UILayoutGuide() } }
    /// The layout guide based on the untransformed frame rectangle of the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    open var frameLayoutGuide: UILayoutGuide { _ibkitGuide("frame") { UILayoutGuide() } }

    /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// The style of the scroll indicators.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum
    public enum IndicatorStyle: Int {
        /// The default style of scroll indicator, which is black with a white border.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum/default
        case `default` = 0
        /// A style of indicator which is black and smaller than the default style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum/black
        case black = 1
        /// A style of indicator is white and smaller than the default style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/indicatorstyle-swift.enum/white
        case white = 2
    }

    /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
    public enum KeyboardDismissMode: Int {
        /// The keyboard doesn't get dismissed with a drag.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/none
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag
        case onDrag = 1
        /// The keyboard follows the dragging touch offscreen, and can be pulled upward again to cancel the dismiss.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive
        case interactive = 2
        /// The keyboard is dismissed when a drag begins, along with any input accessory view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondragwithaccessory
        case onDragWithAccessory = 3
        /// The keyboard and its accessory follow the dragging touch offscreen.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactivewithaccessory
        case interactiveWithAccessory = 4
    }

    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int {
        /// Automatically adjust the scroll view insets.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
        case automatic = 0
        /// Adjust the insets only in the scrollable directions.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
        case scrollableAxes = 1
        /// Don't adjust the scroll view insets.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
        case never = 2
        /// Always include the safe area insets in the content adjustment.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
        case always = 3
    }
}
