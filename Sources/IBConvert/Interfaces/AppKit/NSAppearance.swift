// NSAppearance and the small Core Animation/Core Graphics surface views use (CALayer, CGColor).

/// An object that manages standard appearance attributes for UI elements in an app.
///
/// Recording: `appearance(<Objective-C name>)`, as `appearance(NSAppearanceNameAqua)`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance
open class NSAppearance: NSObject, _IBKitCanonical {
    let _ibkitName: Name

    /// Creates an appearance object for the named appearance (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/init(named:)
    public init?(named name: NSAppearance.Name) {
        _ibkitName = name
        super.init()
    }

    /// The name of the appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.property
    open var name: NSAppearance.Name { _ibkitName }

    public var _ibkitCanonicalText: String { "appearance(\(_ibkitName.rawValue))" }

    /// The names of the system appearances.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
    public struct Name: RawRepresentable, Hashable {
        /// The appearance's Objective-C name.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(rawvalue:)
        public var rawValue: String
        /// Creates an appearance name from a string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an appearance name from a string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The standard light system appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
        public static let aqua = Name("NSAppearanceNameAqua")
        /// The standard dark system appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// The light vibrant appearance, available only in visual effect views.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/vibrantlight
        public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
        /// A dark vibrant appearance, available only in visual effect views.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/vibrantdark
        public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
        /// A high-contrast version of the standard light system appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// A high-contrast version of the standard dark system appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
        /// A high-contrast version of the light vibrant appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastvibrantlight
        public static let accessibilityHighContrastVibrantLight = Name("NSAppearanceNameAccessibilityHighContrastVibrantLight")
        /// A high-contrast version of the dark vibrant appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastvibrantdark
        public static let accessibilityHighContrastVibrantDark = Name("NSAppearanceNameAccessibilityHighContrastVibrantDark")
        /// The appearance for dark content over light backgrounds (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/lightcontent
        public static let lightContent = Name("NSAppearanceNameLightContent")
    }
}

#if !canImport(CoreGraphics)
/// A set of components that define a color, with a color space specifying how to interpret them.
///
/// Minimal (Linux): it carries the canonical text of the `NSColor` it was made from.
/// - SeeAlso: https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: _IBKitCanonical {
    let _ibkitText: String
    init(_ibkitCanonical text: String) { _ibkitText = text }
    public var _ibkitCanonicalText: String { _ibkitText }
}
#else
import CoreGraphics
#endif

/// An object that manages image-based content and allows you to perform animations on that content.
///
/// Minimal: the properties views set through `layer`; recorded in the view's properties as `layer.<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: _IBKitObject {
    /// Returns an initialized layer object.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() { super.init() }

    /// The radius to use when drawing rounded corners for the layer's background.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0 { didSet { _ibkitRecord("cornerRadius", cornerRadius) } }
    /// A Boolean indicating whether sublayers are clipped to the layer's bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds: Bool = false { didSet { _ibkitRecord("masksToBounds", masksToBounds) } }
    /// The width of the layer's border.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat = 0 { didSet { _ibkitRecord("borderWidth", borderWidth) } }
    /// The color of the layer's border.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    open var borderColor: CGColor? { didSet { _ibkitRecord("borderColor", borderColor) } }
    /// The background color of the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The opacity of the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float = 1 { didSet { _ibkitRecord("opacity", opacity) } }
    /// The opacity of the layer's shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float = 0 { didSet { _ibkitRecord("shadowOpacity", shadowOpacity) } }
    /// The blur radius (in points) used to render the layer's shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat = 3 { didSet { _ibkitRecord("shadowRadius", shadowRadius) } }
    /// The offset (in points) of the layer's shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3) { didSet { _ibkitRecord("shadowOffset", shadowOffset) } }
}
