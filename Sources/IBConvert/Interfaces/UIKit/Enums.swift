// View-wide enumerations and option sets shared by several classes.

/// A semantic description of the view's contents, used to determine whether to flip the view when switching between left-to-right and right-to-left layouts.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int {
    /// The layout direction of the view's contents flips when the layout direction changes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
    case unspecified = 0
    /// A view representing the playback controls, such as Play, Rewind, or Fast Forward buttons or playhead scrubbers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback
    case playback = 1
    /// A view representing a directional control, such as a segmented control for text alignment or a D-pad in a game.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial
    case spatial = 2
    /// A view that's always laid out using a left-to-right layout.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
    case forceLeftToRight = 3
    /// A view that's always laid out using a right-to-left layout.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
    case forceRightToLeft = 4
}

/// Constants that indicate the interface style for the app.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int {
    /// An unspecified interface style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified = 0
    /// The light interface style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    /// The dark interface style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

/// Constants that specify the edges of a rectangle.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Hashable, _IBKitNamedOptions {
    /// The raw bit mask.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/rawvalue
    public let rawValue: UInt
    /// Creates a set of edges from a raw bit mask.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge of the rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/top
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge of the rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/left
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge of the rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/bottom
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge of the rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/right
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All edges of the rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirectedge/all
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
    public static var _ibkitNames: [(UIRectEdge, String)] { [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")] }
}

/// Constants that specify the appearance of the navigation bar, toolbar, or search bar.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarstyle
public enum UIBarStyle: Int {
    /// The default style for the device's current interface style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarstyle/default
    case `default` = 0
    /// A black style with a translucent background.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarstyle/black
    case black = 1
    /// Deprecated. Use `black` with `isTranslucent` set to true.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarstyle/blacktranslucent
    case blackTranslucent = 2
    /// Deprecated. Use `black` instead.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarstyle/blackopaque
    public static var blackOpaque: UIBarStyle { .black }
}

/// Modal presentation styles available when presenting view controllers.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int {
    /// A presentation style in which the presented view covers the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// A presentation style that partially covers the underlying content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    /// A presentation style that displays the content centered in the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    /// A presentation style where the content is displayed over another view controller's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
    case currentContext = 3
    /// A custom view presentation style that is managed by a custom presentation controller and one or more custom animator objects.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
    case custom = 4
    /// A view presentation style in which the presented view covers the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    case overFullScreen = 5
    /// A presentation style where the content is displayed over another view controller's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    case overCurrentContext = 6
    /// A presentation style where the content is displayed in a popover view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    case popover = 7
    /// A presentation style that blurs the underlying content before displaying new content in a full-screen presentation.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/bluroverfullscreen
    case blurOverFullScreen = 8
    /// A presentation style that indicates no adaptations should be made.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
    case none = -1
    /// The default presentation style chosen by the system.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    case automatic = -2
}

/// Transition styles available when presenting view controllers.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int {
    /// When the view controller is presented, its view slides up from the bottom of the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/coververtical
    case coverVertical = 0
    /// When the view controller is presented, the current view initiates a horizontal 3D flip from right-to-left.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/fliphorizontal
    case flipHorizontal = 1
    /// When the view controller is presented, the current view fades out while the new view fades in at the same time.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve
    case crossDissolve = 2
    /// When the view controller is presented, one corner of the current view curls up to reveal the presented view underneath.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl
    case partialCurl = 3
}
