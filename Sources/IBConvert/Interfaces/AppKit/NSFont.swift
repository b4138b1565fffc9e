// NSFont: font values, recorded by how they were made.

/// The representation of a font in an app.
///
/// Recording: `system(13)`, `system(13,semibold)`, `boldSystem(13)`, `label(10)`, `message(13)`, `menu(14)`,
/// `menuBar(14)`, `titleBar(13)`, `toolTips(11)`, `controlContent(13)`, `palette(11)`, `user(12)`,
/// `userFixedPitch(10)`, `monospacedDigitSystem(13,regular)`, `monospacedSystem(13,regular)`,
/// `name(Menlo-Regular,11)`, `textStyle(body)`. A size of 0 (AppKit's default size) stays 0.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: NSObject, _IBKitCanonical {
    let _ibkitText: String
    let _ibkitSize: CGFloat
    let _ibkitName: String

    init(_ibkitKind kind: String, size: CGFloat, name: String = ".AppleSystemUIFont", extra: String? = nil) {
        let arguments = [_ibkitNumber(size)] + (extra.map { [$0] } ?? [])
        _ibkitText = "\(kind)(\(arguments.joined(separator: ",")))"
        _ibkitSize = size
        _ibkitName = name
        super.init()
    }

    init(_ibkitText text: String, size: CGFloat) {
        _ibkitText = text
        _ibkitSize = size
        _ibkitName = ".AppleSystemUIFont"
        super.init()
    }

    /// Creates a font object for the specified font name and font size (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/init(name:size:)
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(_ibkitText: "name(\(fontName),\(_ibkitNumber(fontSize)))", size: fontSize)
    }

    /// Returns the standard system font with the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "system", size: fontSize) }
    /// Returns the standard system font with the specified size and weight.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(_ibkitKind: "system", size: fontSize, extra: weight._ibkitName)
    }
    /// Returns the standard system font in boldface type with the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "boldSystem", size: fontSize) }
    /// Returns the font used for standard interface labels in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/labelfont(ofsize:)
    open class func labelFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "label", size: fontSize) }
    /// Returns the font used for standard interface items, such as button labels, menu items, and so on, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/messagefont(ofsize:)
    open class func messageFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "message", size: fontSize) }
    /// Returns the font used for menu items, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/menufont(ofsize:)
    open class func menuFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "menu", size: fontSize) }
    /// Returns the font used for menu bar items, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/menubarfont(ofsize:)
    open class func menuBarFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "menuBar", size: fontSize) }
    /// Returns the font used for window title bars, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/titlebarfont(ofsize:)
    open class func titleBarFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "titleBar", size: fontSize) }
    /// Returns the font used for tool tips labels, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/tooltipsfont(ofsize:)
    open class func toolTipsFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "toolTips", size: fontSize) }
    /// Returns the font used for the content of controls in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/controlcontentfont(ofsize:)
    open class func controlContentFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "controlContent", size: fontSize) }
    /// Returns the font used for palette window title bars, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/palettefont(ofsize:)
    open class func paletteFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(_ibkitKind: "palette", size: fontSize) }
    /// Returns the font used by default for documents and other text under the user's control, in the specified size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/userfont(ofsize:)
    open class func userFont(ofSize fontSize: CGFloat) -> NSFont? { NSFont(_ibkitKind: "user", size: fontSize) }
    /// Returns the font used by default for documents and other text under the user's control, when that font should be fixed-pitch.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/userfixedpitchfont(ofsize:)
    open class func userFixedPitchFont(ofSize fontSize: CGFloat) -> NSFont? { NSFont(_ibkitKind: "userFixedPitch", size: fontSize) }
    /// Returns a version of the standard system font that contains monospaced digit glyphs.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/monospaceddigitsystemfont(ofsize:weight:)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(_ibkitKind: "monospacedDigitSystem", size: fontSize, extra: weight._ibkitName)
    }
    /// Returns a monospace version of the system font with the specified size and weight.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/monospacedsystemfont(ofsize:weight:)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(_ibkitKind: "monospacedSystem", size: fontSize, extra: weight._ibkitName)
    }
    /// Returns the font for the specified text style.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
    open class func preferredFont(forTextStyle style: NSFont.TextStyle,
                                  options: [NSFontDescriptor.OptionKey: Any] = [:]) -> NSFont {
        NSFont(_ibkitText: "textStyle(\(style._ibkitName))", size: style._ibkitDefaultSize)
    }

    /// The size of the standard system font.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/systemfontsize
    open class var systemFontSize: CGFloat { 13 }
    /// The size of the standard small system font.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/smallsystemfontsize
    open class var smallSystemFontSize: CGFloat { 11 }
    /// The size of the standard label font.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/labelfontsize
    open class var labelFontSize: CGFloat { 10 }
    /// Returns the font size used for the specified control size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/systemfontsize(for:)
    open class func systemFontSize(for controlSize: NSControl.ControlSize) -> CGFloat {
        switch controlSize {
        case .regular, .large: return 13
        case .small: return 11
        case .mini: return 9
        }
    }

    /// The point size of the font.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/pointsize
    open var pointSize: CGFloat { _ibkitSize }
    /// The full name of the font, as used in PostScript language code.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/fontname
    open var fontName: String {
        if _ibkitText.hasPrefix("name("), let comma = _ibkitText.lastIndex(of: ",") {
            return String(_ibkitText[_ibkitText.index(_ibkitText.startIndex, offsetBy: 5)..<comma])
        }
        return _ibkitName
    }

    public var _ibkitCanonicalText: String { _ibkitText }

    /// A textual representation of the font: its canonical recording text.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open override var description: String { _ibkitText }
}

/// An object that describes a font's attributes.
///
/// Minimal: present for `NSFontDescriptor.OptionKey`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfontdescriptor
open class NSFontDescriptor: NSObject {
    /// Keys for the options dictionary of `preferredFont(forTextStyle:options:)`.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfontdescriptor/optionkey
    public struct OptionKey: RawRepresentable, Hashable {
        /// The key's string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfontdescriptor/optionkey/init(rawvalue:)
        public var rawValue: String
        /// Creates a key from a string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfontdescriptor/optionkey/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
