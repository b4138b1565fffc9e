// UIFont: font values, recorded by how they were made.

/// An object that provides access to the font's characteristics.
///
/// Recording: `system(17)`, `system(17,semibold)`, `boldSystem(17)`, `italicSystem(17)`,
/// `monospacedDigitSystem(17,regular)`, `monospacedSystem(17,regular)`, `name(Helvetica-Bold,12)`,
/// `textStyle(UICTFontTextStyleBody)` (after `withSize(_:)`: `textStyle(UICTFontTextStyleBody,20)`).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, _IBKitCanonical {
    enum _IBKitKind {
        case system(Weight?), boldSystem, italicSystem, monospacedDigit(Weight), monospaced(Weight)
        case name(String), textStyle(TextStyle, sized: Bool)
    }
    let _ibkitKind: _IBKitKind
    let _ibkitSize: CGFloat

    init(_ibkitKind kind: _IBKitKind, size: CGFloat) {
        _ibkitKind = kind
        _ibkitSize = size
        super.init()
    }

    /// Creates and returns a font object for the specified font name and size (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(_ibkitKind: .name(fontName), size: fontSize)
    }

    /// Returns the font object for standard interface items in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(_ibkitKind: .system(nil), size: fontSize) }
    /// Returns the font object for standard interface items that you render in the specified size and weight.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_ibkitKind: .system(weight), size: fontSize)
    }
    /// Returns the font object for standard interface items in boldface type in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(_ibkitKind: .boldSystem, size: fontSize) }
    /// Returns the font object for standard interface items that you render in italic type in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(_ibkitKind: .italicSystem, size: fontSize) }
    /// Returns a font object for standard interface items that uses a fixed-width font for digits.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/monospaceddigitsystemfont(ofsize:weight:)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_ibkitKind: .monospacedDigit(weight), size: fontSize)
    }
    /// Returns the fixed-width font for standard interface text in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(_ibkitKind: .monospaced(weight), size: fontSize)
    }
    /// Returns an instance of the system font for the specified text style, scaled for the user's selected content size category.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(_ibkitKind: .textStyle(style, sized: false), size: style._ibkitDefaultSize)
    }
    /// Returns an instance of the system font for the specified text style and trait collection.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// Returns a font object that's the same as the font, except it has the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/withsize(_:)
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if case .textStyle(let style, _) = _ibkitKind { return UIFont(_ibkitKind: .textStyle(style, sized: true), size: fontSize) }
        return UIFont(_ibkitKind: _ibkitKind, size: fontSize)
    }

    /// The font size, in points.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { _ibkitSize }
    /// The font's face name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/fontname
    open var fontName: String {
        switch _ibkitKind {
        case .name(let name): return name
        case .boldSystem: return ".SFUI-Semibold"
        case .italicSystem: return ".SFUI-RegularItalic"
        case .monospaced: return ".SFMono-Regular"
        default: return ".SFUI-Regular"
        }
    }
    /// The font's family name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/familyname
    open var familyName: String {
        if case .name(let name) = _ibkitKind { return name.split(separator: "-").first.map(String.init) ?? name }
        return ".AppleSystemUIFont"
    }

    public var _ibkitCanonicalText: String {
        let size = _ibkitNumber(_ibkitSize)
        switch _ibkitKind {
        case .system(nil): return "system(\(size))"
        case .system(let weight?): return "system(\(size),\(weight._ibkitName))"
        case .boldSystem: return "boldSystem(\(size))"
        case .italicSystem: return "italicSystem(\(size))"
        case .monospacedDigit(let weight): return "monospacedDigitSystem(\(size),\(weight._ibkitName))"
        case .monospaced(let weight): return "monospacedSystem(\(size),\(weight._ibkitName))"
        case .name(let name): return "name(\(name),\(size))"
        case .textStyle(let style, let sized): return sized ? "textStyle(\(style.rawValue),\(size))" : "textStyle(\(style.rawValue))"
        }
    }

    /// A textual representation of the font: its canonical recording text.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open override var description: String { _ibkitCanonicalText }
}
