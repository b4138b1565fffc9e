// UIColor: color values, recorded by how they were made.

/// An object that stores color data and sometimes opacity.
///
/// Recording: a color's canonical text says how it was made: `rgb(r,g,b,a)`, `p3(r,g,b,a)`, `white(w,a)`,
/// `hsb(h,s,b,a)`, `named(Name)`, `system(labelColor)`, `alpha(<color>,a)`.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, _IBKitCanonical {
    let _ibkitText: String

    init(_ibkitCanonical text: String) {
        _ibkitText = text
        super.init()
    }

    /// Creates a color object using the specified opacity and RGB component values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _ibkitText = "rgb(\(_ibkitNumber(red)),\(_ibkitNumber(green)),\(_ibkitNumber(blue)),\(_ibkitNumber(alpha)))"
        super.init()
    }

    /// Creates a color object using the specified opacity and RGB component values in the Display P3 color space.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _ibkitText = "p3(\(_ibkitNumber(displayP3Red)),\(_ibkitNumber(green)),\(_ibkitNumber(blue)),\(_ibkitNumber(alpha)))"
        super.init()
    }

    /// Creates a color object using the specified opacity and grayscale values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {
        _ibkitText = "white(\(_ibkitNumber(white)),\(_ibkitNumber(alpha)))"
        super.init()
    }

    /// Creates a color object using the specified opacity and HSB color space component values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        _ibkitText = "hsb(\(_ibkitNumber(hue)),\(_ibkitNumber(saturation)),\(_ibkitNumber(brightness)),\(_ibkitNumber(alpha)))"
        super.init()
    }

    /// Creates a color object using the specified named color asset (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(named:)
    public convenience init?(named name: String) {
        self.init(_ibkitCanonical: "named(\(name))")
    }

    /// Creates a color object from the specified named color asset, using the specified bundle (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(named:in:compatiblewith:)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(_ibkitCanonical: "named(\(name))")
    }

    /// Creates a color object that uses the specified image pattern to paint the target area.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/init(patternimage:)
    public convenience init(patternImage image: UIImage) {
        self.init(_ibkitCanonical: "pattern(\(image._ibkitCanonicalText))")
    }

    /// Creates a color object that has the same color space and component values as the receiver, but has the specified alpha component.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(_ibkitCanonical: "alpha(\(_ibkitText),\(_ibkitNumber(alpha)))")
    }

    public var _ibkitCanonicalText: String { _ibkitText }

    /// A textual representation of the color: its canonical recording text.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open override var description: String { _ibkitText }

    /// Returns a Boolean value that indicates whether the receiver and a given object are equal.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isequal(_:)
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?._ibkitText == _ibkitText
    }

    /// The hash value of the color.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash
    open override var hash: Int { _ibkitText.hashValue }
}

/// The iOS interface environment for your app, defined by traits such as horizontal and vertical size class, display scale, and user interface idiom.
///
/// Minimal: only present so that `init(named:in:compatibleWith:)` signatures compile.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
    /// Creates an empty trait collection.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    public override init() { super.init() }
}
