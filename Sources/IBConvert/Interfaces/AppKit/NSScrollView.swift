// NSScrollView and NSClipView.

/// A view that displays a portion of a document view and provides scroll bars that allow the user to move the document view within the scroll view.
///
/// Recording: a scroll view owns its clip view (`contentView`, made with it); its subviews in the model are
/// `[contentView]` only (no scrollers); `documentView` is the clip view's only subview.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview
open class NSScrollView: NSView {
    var _ibkitClipView: NSClipView!

    override func _ibkitSetUp() {
        let clip = NSClipView()
        _ibkitClipView = clip
        addSubview(clip)
    }

    /// The scroll view's content view, the view that clips the document view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/contentview
    open var contentView: NSClipView {
        get { _ibkitClipView }
        set {
            let document = _ibkitClipView.documentView
            _ibkitClipView.removeFromSuperview()
            _ibkitClipView = newValue
            addSubview(newValue)
            if newValue.documentView == nil, let document = document { newValue.documentView = document }
        }
    }
    /// The view the scroll view scrolls within its content view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/documentview
    open var documentView: NSView? {
        get { _ibkitClipView.documentView }
        set { _ibkitClipView.documentView = newValue }
    }
    /// A Boolean that indicates whether the scroll view has a vertical scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/hasverticalscroller
    open var hasVerticalScroller: Bool = false { didSet { _ibkitRecord("hasVerticalScroller", hasVerticalScroller) } }
    /// A Boolean that indicates whether the scroll view has a horizontal scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/hashorizontalscroller
    open var hasHorizontalScroller: Bool = false { didSet { _ibkitRecord("hasHorizontalScroller", hasHorizontalScroller) } }
    /// A Boolean that indicates whether the scroll view automatically hides its scroll bars when they are not needed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/autohidesscrollers
    open var autohidesScrollers: Bool = false { didSet { _ibkitRecord("autohidesScrollers", autohidesScrollers) } }
    /// A value that specifies the appearance of the scroll view's border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/bordertype
    open var borderType: NSBorderType = .noBorder { didSet { _ibkitRecord("borderType", borderType) } }
    /// A Boolean that indicates whether the scroll view draws its background color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/drawsbackground
    open var drawsBackground: Bool = true { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The color of the content view's background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/backgroundcolor
    open var backgroundColor: NSColor = .controlBackgroundColor { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The scroller style used by the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/scrollerstyle
    open var scrollerStyle: NSScroller.Style = .overlay { didSet { _ibkitRecord("scrollerStyle", scrollerStyle) } }
    /// The scroll view's horizontal scrolling elasticity mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/horizontalscrollelasticity
    open var horizontalScrollElasticity: NSScrollView.Elasticity = .automatic {
        didSet { _ibkitRecord("horizontalScrollElasticity", horizontalScrollElasticity) }
    }
    /// The scroll view's vertical scrolling elasticity mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/verticalscrollelasticity
    open var verticalScrollElasticity: NSScrollView.Elasticity = .automatic {
        didSet { _ibkitRecord("verticalScrollElasticity", verticalScrollElasticity) }
    }
    /// A Boolean that indicates whether the scroll view uses predominant-axis scrolling.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/usespredominantaxisscrolling
    open var usesPredominantAxisScrolling: Bool = true {
        didSet { _ibkitRecord("usesPredominantAxisScrolling", usesPredominantAxisScrolling) }
    }
    /// A Boolean that indicates whether the scroll view automatically adjusts its content insets.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/automaticallyadjustscontentinsets
    open var automaticallyAdjustsContentInsets: Bool = true {
        didSet { _ibkitRecord("automaticallyAdjustsContentInsets", automaticallyAdjustsContentInsets) }
    }
    /// The distance that the scroll view's subviews are inset from the enclosing scroll view during tiling.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/contentinsets
    open var contentInsets: NSEdgeInsets = NSEdgeInsetsZero { didSet { _ibkitRecord("contentInsets", contentInsets) } }
    /// The distance the scrollers are inset from the edge of the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/scrollerinsets
    open var scrollerInsets: NSEdgeInsets = NSEdgeInsetsZero { didSet { _ibkitRecord("scrollerInsets", scrollerInsets) } }
    /// A Boolean that indicates whether the user can magnify the scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/allowsmagnification
    open var allowsMagnification: Bool = false { didSet { _ibkitRecord("allowsMagnification", allowsMagnification) } }
    /// The amount by which the content is currently scaled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/magnification
    open var magnification: CGFloat = 1 { didSet { _ibkitRecord("magnification", magnification) } }
    /// The minimum value to which the content can be magnified.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/minmagnification
    open var minMagnification: CGFloat = 0.25 { didSet { _ibkitRecord("minMagnification", minMagnification) } }
    /// The maximum value to which the content can be magnified.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/maxmagnification
    open var maxMagnification: CGFloat = 4 { didSet { _ibkitRecord("maxMagnification", maxMagnification) } }
    /// The amount by which the scroll view scrolls itself horizontally when scrolling line by line.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/horizontallinescroll
    open var horizontalLineScroll: CGFloat = 10 { didSet { _ibkitRecord("horizontalLineScroll", horizontalLineScroll) } }
    /// The amount by which the scroll view scrolls itself vertically when scrolling line by line.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/verticallinescroll
    open var verticalLineScroll: CGFloat = 10 { didSet { _ibkitRecord("verticalLineScroll", verticalLineScroll) } }
    /// The amount of the document view kept visible when scrolling horizontally page by page.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/horizontalpagescroll
    open var horizontalPageScroll: CGFloat = 10 { didSet { _ibkitRecord("horizontalPageScroll", horizontalPageScroll) } }
    /// The amount of the document view kept visible when scrolling vertically page by page.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/verticalpagescroll
    open var verticalPageScroll: CGFloat = 10 { didSet { _ibkitRecord("verticalPageScroll", verticalPageScroll) } }
    /// The position of the find bar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/findbarposition-swift.property
    open var findBarPosition: NSScrollView.FindBarPosition = .aboveContent { didSet { _ibkitRecord("findBarPosition", findBarPosition) } }
    /// A Boolean that indicates whether the scroll view has a horizontal ruler.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/hashorizontalruler
    open var hasHorizontalRuler: Bool = false { didSet { _ibkitRecord("hasHorizontalRuler", hasHorizontalRuler) } }
    /// A Boolean that indicates whether the scroll view has a vertical ruler.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/hasverticalruler
    open var hasVerticalRuler: Bool = false { didSet { _ibkitRecord("hasVerticalRuler", hasVerticalRuler) } }

    /// Constants that specify the scrolling elasticity mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/elasticity
    public enum Elasticity: Int {
        /// Automatically determine whether to allow elasticity on this axis.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/elasticity/automatic
        case automatic = 0
        /// Disallow scrolling beyond document bounds on this axis.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/elasticity/none
        case none = 1
        /// Allow content to be scrolled past its bounds on this axis in an elastic fashion.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/elasticity/allowed
        case allowed = 2
    }

    /// Constants that specify the position of the find bar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/findbarposition-swift.enum
    public enum FindBarPosition: Int {
        /// The find bar is above the horizontal ruler.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/findbarposition-swift.enum/abovehorizontalruler
        case aboveHorizontalRuler = 0
        /// The find bar is above the content.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/findbarposition-swift.enum/abovecontent
        case aboveContent = 1
        /// The find bar is below the content.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscrollview/findbarposition-swift.enum/belowcontent
        case belowContent = 2
    }
}

/// An object that clips a document view to a scroll view's frame.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview
open class NSClipView: NSView {
    /// The clip view's document view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview/documentview
    open var documentView: NSView? {
        didSet {
            if let old = oldValue, old !== documentView { old.removeFromSuperview() }
            if let view = documentView { addSubview(view) }
        }
    }
    /// A Boolean that indicates whether the clip view draws its background color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview/drawsbackground
    open var drawsBackground: Bool = true { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The color of the clip view's background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview/backgroundcolor
    open var backgroundColor: NSColor = .controlBackgroundColor { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// A Boolean that indicates whether the clip view copies rendered images while scrolling (deprecated).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview/copiesonscroll
    open var copiesOnScroll: Bool = true { didSet { _ibkitRecord("copiesOnScroll", copiesOnScroll) } }
    /// A Boolean that indicates whether the clip view automatically adjusts its content insets.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview/automaticallyadjustscontentinsets
    open var automaticallyAdjustsContentInsets: Bool = true {
        didSet { _ibkitRecord("automaticallyAdjustsContentInsets", automaticallyAdjustsContentInsets) }
    }
    /// The distance that the content view is inset from the enclosing scroll view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclipview/contentinsets
    open var contentInsets: NSEdgeInsets = NSEdgeInsetsZero { didSet { _ibkitRecord("contentInsets", contentInsets) } }
}

/// An object that controls scrolling of a document view within a scroll view or other type of container view.
///
/// Minimal: present for `NSScroller.Style`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscroller
open class NSScroller: NSControl {
    /// Constants that specify the style of a scroller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscroller/style
    public enum Style: Int {
        /// The scroller is always visible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscroller/style/legacy
        case legacy = 0
        /// The scroller appears over the content when the user scrolls.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsscroller/style/overlay
        case overlay = 1
    }
}
