// NSBox.

/// A stylized rectangular box with an optional title.
///
/// Recording: a box owns a content view made with it (not recorded): `contentView` is non-nil from the start and is
/// the box's only subview; setting it replaces that subview.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox
open class NSBox: NSView {
    override func _ibkitSetUp() { contentView = NSView() }

    /// The content view of the box.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/contentview
    open var contentView: NSView? {
        didSet {
            if let old = oldValue, old !== contentView { old.removeFromSuperview() }
            if let view = contentView { addSubview(view) }
        }
    }
    /// The title of the box.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/title
    open var title: String = "Title" { didSet { _ibkitRecord("title", title) } }
    /// The font object used to draw the box's title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titlefont
    open var titleFont: NSFont = .systemFont(ofSize: NSFont.smallSystemFontSize) { didSet { _ibkitRecord("titleFont", titleFont) } }
    /// The position of the box's title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.property
    open var titlePosition: NSBox.TitlePosition = .atTop { didSet { _ibkitRecord("titlePosition", titlePosition) } }
    /// The box's type.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.property
    open var boxType: NSBox.BoxType = .primary { didSet { _ibkitRecord("boxType", boxType) } }
    /// The horizontal and vertical distance between the border of the box and its content view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/contentviewmargins
    open var contentViewMargins: NSSize = NSSize(width: 5, height: 5) { didSet { _ibkitRecord("contentViewMargins", contentViewMargins) } }
    /// The color of the box's background when the box is a custom box with a simple line border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/fillcolor
    open var fillColor: NSColor = .clear { didSet { _ibkitRecord("fillColor", fillColor) } }
    /// The color of the box's border when the box is a custom box with a simple line border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/bordercolor
    open var borderColor: NSColor = .black { didSet { _ibkitRecord("borderColor", borderColor) } }
    /// The width of the box's border when the box is a custom box with a simple line border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/borderwidth
    open var borderWidth: CGFloat = 1 { didSet { _ibkitRecord("borderWidth", borderWidth) } }
    /// The radius of the box's corners when the box is a custom box with a simple line border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/cornerradius
    open var cornerRadius: CGFloat = 0 { didSet { _ibkitRecord("cornerRadius", cornerRadius) } }
    /// A Boolean value that indicates whether the box is transparent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/istransparent
    open var isTransparent: Bool = false { didSet { _ibkitRecord("isTransparent", isTransparent) } }

    /// Constants that specify the location of a box's title with respect to its border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum
    public enum TitlePosition: UInt {
        /// The box has no title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/notitle
        case noTitle = 0
        /// The title is above the top border of the box.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/abovetop
        case aboveTop = 1
        /// The title is within the top border of the box.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/attop
        case atTop = 2
        /// The title is below the top border of the box.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/belowtop
        case belowTop = 3
        /// The title is above the bottom border of the box.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/abovebottom
        case aboveBottom = 4
        /// The title is within the bottom border of the box.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/atbottom
        case atBottom = 5
        /// The title is below the bottom border of the box.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/titleposition-swift.enum/belowbottom
        case belowBottom = 6
    }

    /// Constants that specify the type of a box.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.enum
    public enum BoxType: UInt {
        /// Specifies the primary box appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.enum/primary
        case primary = 0
        /// Specifies the secondary box appearance (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.enum/secondary
        case secondary = 1
        /// Specifies that the box is a separator.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.enum/separator
        case separator = 2
        /// Specifies the old box style (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.enum/oldstyle
        case oldStyle = 3
        /// Specifies that the appearance of the box is determined entirely by its properties.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbox/boxtype-swift.enum/custom
        case custom = 4
    }
}
