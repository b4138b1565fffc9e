// Types AppKit declares and Foundation on Linux lacks: identifiers, text alignment and line breaking,
// layout orientation and direction, focus rings and borders.

/// A set of constants that specify identifiers for user interface items.
///
/// Recording: its raw value.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, _IBKitCanonical {
    /// The identifier's string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/rawvalue
    public var rawValue: String
    /// Creates an identifier from a string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var _ibkitCanonicalText: String { rawValue }
}

/// Constants that specify text alignment.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextalignment
public enum NSTextAlignment: Int {
    /// Text is visually left aligned.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextalignment/left
    case left = 0
    /// Text is visually right aligned.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextalignment/right
    case right = 1
    /// Text is visually center aligned.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextalignment/center
    case center = 2
    /// Text is justified.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextalignment/justified
    case justified = 3
    /// Text uses the default alignment for the current localization of the app.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextalignment/natural
    case natural = 4
}

/// Constants that specify what happens when a line is too long for its container.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode
public enum NSLineBreakMode: Int {
    /// The value that indicates that wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode/bywordwrapping
    case byWordWrapping = 0
    /// The value that indicates that wrapping occurs before the first character that doesn't fit.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode/bycharwrapping
    case byCharWrapping = 1
    /// The value that indicates that lines don't extend past the edge of the text container.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode/byclipping
    case byClipping = 2
    /// The value that indicates that a line displays so that the end fits in the container and an ellipsis glyph indicates the missing text at the beginning.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode/bytruncatinghead
    case byTruncatingHead = 3
    /// The value that indicates that a line displays so that the beginning fits in the container and an ellipsis glyph indicates the missing text at the end.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode/bytruncatingtail
    case byTruncatingTail = 4
    /// The value that indicates that a line displays so that the beginning and end fit in the container and an ellipsis glyph indicates the missing text in the middle.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslinebreakmode/bytruncatingmiddle
    case byTruncatingMiddle = 5
}

/// The writing directions for text.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nswritingdirection
public enum NSWritingDirection: Int {
    /// The writing direction is determined using the Unicode Bidi Algorithm rules P2 and P3.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswritingdirection/natural
    case natural = -1
    /// The writing direction is left to right.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswritingdirection/lefttoright
    case leftToRight = 0
    /// The writing direction is right to left.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswritingdirection/righttoleft
    case rightToLeft = 1
}

/// The orientation of a user interface element.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutorientation
public enum NSUserInterfaceLayoutOrientation: Int {
    /// The layout occurs along the horizontal axis.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutorientation/horizontal
    case horizontal = 0
    /// The layout occurs along the vertical axis.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutorientation/vertical
    case vertical = 1
}

/// Constants that specify the directionality of user interface layout.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection
public enum NSUserInterfaceLayoutDirection: Int {
    /// Layout direction is left to right.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection/lefttoright
    case leftToRight = 0
    /// Layout direction is right to left.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection/righttoleft
    case rightToLeft = 1
}

/// The types of focus rings to draw around views.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfocusringtype
public enum NSFocusRingType: UInt {
    /// The default focus ring type for the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfocusringtype/default
    case `default` = 0
    /// No focus ring.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfocusringtype/none
    case none = 1
    /// The standard focus ring, drawn outside the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfocusringtype/exterior
    case exterior = 2
}

/// The types of borders a view can draw.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbordertype
public enum NSBorderType: UInt {
    /// No border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbordertype/noborder
    case noBorder = 0
    /// A black line border around the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbordertype/lineborder
    case lineBorder = 1
    /// A concave border that makes the view look sunken.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbordertype/bezelborder
    case bezelBorder = 2
    /// A thin border that looks etched around the image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbordertype/grooveborder
    case grooveBorder = 3
}

/// The directions of user interface items that appear in a popover or pull-down menu (AppKit's name for a rectangle edge).
///
/// Foundation declares `NSRectEdge`; this extension gives it its recording text, the case name.
extension NSRectEdge: _IBKitCanonical {
    public var _ibkitCanonicalText: String {
        switch self {
        case .minX: return "minX"
        case .minY: return "minY"
        case .maxX: return "maxX"
        case .maxY: return "maxY"
        #if canImport(ObjectiveC)
        @unknown default: return String(describing: rawValue)
        #endif
        }
    }
}
