// NSColor: color values, recorded by how they were made.

/// An object that stores color data and sometimes opacity (alpha value).
///
/// Recording: a color's canonical text says how it was made: `sRGB(r,g,b,a)`, `calibratedRGB(r,g,b,a)`,
/// `deviceRGB(r,g,b,a)`, `p3(r,g,b,a)`, `calibratedWhite(w,a)`, `deviceWhite(w,a)`, `gamma22White(w,a)`,
/// `hsb(h,s,b,a)`, `named(Name)`, `system(<Objective-C catalog name>)`, `alpha(<color>,a)`, `pattern(<image>)`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: NSObject, _IBKitCanonical {
    let _ibkitText: String

    init(_ibkitCanonical text: String) {
        _ibkitText = text
        super.init()
    }

    static func _ibkitComponents(_ kind: String, _ values: CGFloat...) -> String {
        "\(kind)(" + values.map { _ibkitNumber($0) }.joined(separator: ",") + ")"
    }

    /// Creates a color object using the given opacity and RGB components in the calibrated RGB color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(calibratedred:green:blue:alpha:)
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("calibratedRGB", red, green, blue, alpha))
    }
    /// Creates a color object using the given opacity and RGB components in the device RGB color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(devicered:green:blue:alpha:)
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("deviceRGB", red, green, blue, alpha))
    }
    /// Creates a color object from the specified components in the sRGB color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("sRGB", red, green, blue, alpha))
    }
    /// Creates a color object with the specified red, green, blue, and alpha channel values (in the sRGB color space).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(red:green:blue:alpha:)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("sRGB", red, green, blue, alpha))
    }
    /// Creates a color object using the given opacity value and RGB components in the Display P3 color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:)
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("p3", red, green, blue, alpha))
    }
    /// Creates a color object using the given opacity and grayscale values in the calibrated white color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(calibratedwhite:alpha:)
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("calibratedWhite", white, alpha))
    }
    /// Creates a color object using the given opacity and grayscale values in the device white color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(devicewhite:alpha:)
    public convenience init(deviceWhite white: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("deviceWhite", white, alpha))
    }
    /// Creates a color object from the specified components in the generic gamma 2.2 grayscale color space.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(genericgamma22white:alpha:)
    public convenience init(genericGamma22White white: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("gamma22White", white, alpha))
    }
    /// Creates a color object with the specified white and alpha values (in the generic gamma 2.2 grayscale color space).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(white:alpha:)
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("gamma22White", white, alpha))
    }
    /// Creates a color object with the specified hue, saturation, brightness, and alpha channel values.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(hue:saturation:brightness:alpha:)
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(_ibkitCanonical: NSColor._ibkitComponents("hsb", hue, saturation, brightness, alpha))
    }
    /// Creates a color object from a named color in the app's main bundle (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(named:)
    public convenience init?(named name: NSColor.Name) {
        self.init(_ibkitCanonical: "named(\(name))")
    }
    /// Creates a color object by finding the named color in the specified catalog (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(catalogname:colorname:)
    public convenience init?(catalogName listName: NSColorList.Name, colorName: NSColor.Name) {
        self.init(_ibkitCanonical: listName == "System" ? "system(\(colorName))" : "catalog(\(listName),\(colorName))")
    }
    /// Creates a color object from a named color in the specified bundle (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(named:bundle:)
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) {
        self.init(_ibkitCanonical: "named(\(name))")
    }
    /// Creates a color object that uses the specified image pattern.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/init(patternimage:)
    public convenience init(patternImage image: NSImage) {
        self.init(_ibkitCanonical: "pattern(\(image._ibkitCanonicalText))")
    }

    /// Creates a new color object that has the same color space and component values as the current color object, but the specified alpha component.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(_ibkitCanonical: "alpha(\(_ibkitText),\(_ibkitNumber(alpha)))")
    }

    /// The Core Graphics color object corresponding to the color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/cgcolor
    open var cgColor: CGColor {
        #if canImport(CoreGraphics)
        return CGColor(gray: 0, alpha: 1)
        #else
        return CGColor(_ibkitCanonical: _ibkitText)
        #endif
    }

    /// A type that names a color in an asset catalog.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolor/name
    public typealias Name = String

    public var _ibkitCanonicalText: String { _ibkitText }

    /// A textual representation of the color: its canonical recording text.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open override var description: String { _ibkitText }

    /// Returns a Boolean value that indicates whether the receiver and a given object are equal.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isequal(_:)
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSColor)?._ibkitText == _ibkitText }

    /// The hash value of the color.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash
    open override var hash: Int { _ibkitText.hashValue }
}
