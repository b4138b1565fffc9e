// Progress indicators: UIActivityIndicatorView and UIProgressView.

/// A view that shows that a task is in progress.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview
open class UIActivityIndicatorView: UIView {
    var _ibkitAnimating = false

    /// Creates an activity indicator with the specified style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        _ibkitRecord("style", style)
    }
    /// Creates an activity indicator with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates an activity indicator from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    /// The basic appearance of the activity indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property
    open var style: Style = .medium { didSet { _ibkitRecord("style", style) } }
    /// A Boolean value that controls whether the activity indicator is hidden when the animation is stopped.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    open var hidesWhenStopped: Bool = true { didSet { _ibkitRecord("hidesWhenStopped", hidesWhenStopped) } }
    /// The color of the activity indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/color
    open var color: UIColor! { didSet { _ibkitRecord("color", color) } }
    /// Starts the animation of the progress indicator (recorded as `isAnimating`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    open func startAnimating() { _ibkitAnimating = true; _ibkitRecord("isAnimating", true) }
    /// Stops the animation of the progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    open func stopAnimating() { _ibkitAnimating = false; _ibkitRecord("isAnimating", false) }
    /// A Boolean value indicating whether the activity indicator is currently running its animation.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    open var isAnimating: Bool { _ibkitAnimating }

    /// The visual style of the progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int {
        /// The default style of the activity indicator.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
        case medium = 100
        /// The style of the activity indicator with a large size.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/large
        case large = 101
        /// The large white style of indicator (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/whitelarge
        case whiteLarge = 0
        /// The standard size white style of indicator (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/white
        case white = 1
        /// The standard size gray style of indicator (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/gray
        case gray = 2
    }
}

/// A view that depicts the progress of a task over time.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview
open class UIProgressView: UIView {
    /// Initializes and returns a progress-view object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/init(progressviewstyle:)
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        _ibkitStyle = style
        _ibkitRecord("progressViewStyle", style)
    }
    var _ibkitStyle: Style = .default

    /// The current graphical style of the progress view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/progressviewstyle
    open var progressViewStyle: Style {
        get { _ibkitStyle }
        set { _ibkitStyle = newValue; _ibkitRecord("progressViewStyle", newValue) }
    }
    /// The current progress of the progress view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/progress
    open var progress: Float = 0 { didSet { _ibkitRecord("progress", progress) } }
    /// The color shown for the portion of the progress bar that's filled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/progresstintcolor
    open var progressTintColor: UIColor? { didSet { _ibkitRecord("progressTintColor", progressTintColor) } }
    /// The color shown for the portion of the progress bar that isn't filled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/tracktintcolor
    open var trackTintColor: UIColor? { didSet { _ibkitRecord("trackTintColor", trackTintColor) } }
    /// An image to use for the portion of the progress bar that is filled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/progressimage
    open var progressImage: UIImage? { didSet { _ibkitRecord("progressImage", progressImage) } }
    /// An image to use for the portion of the track that isn't filled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/trackimage
    open var trackImage: UIImage? { didSet { _ibkitRecord("trackImage", trackImage) } }
    /// Adjusts the current progress of the progress view, optionally animating the change.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:)
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// The styles permitted for the progress bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/style
    public enum Style: Int {
        /// The standard progress-view style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/style/default
        case `default` = 0
        /// The style of progress view that is used in a toolbar.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiprogressview/style/bar
        case bar = 1
    }
}
