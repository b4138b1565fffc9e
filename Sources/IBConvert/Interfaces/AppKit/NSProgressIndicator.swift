// NSProgressIndicator: a bar or spinner showing progress.

/// An interface that provides visual feedback to the user about the status of an ongoing task.
///
/// Recording: `startAnimation(_:)` and `stopAnimation(_:)` record `isAnimating` (`true`/`false`).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator
open class NSProgressIndicator: NSView {
    var _ibkitAnimating = false

    /// The style of the progress indicator (bar or spinning).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/style-swift.property
    open var style: NSProgressIndicator.Style = .bar { didSet { _ibkitRecord("style", style) } }
    /// A Boolean that indicates whether the progress indicator is indeterminate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/isindeterminate
    open var isIndeterminate: Bool = true { didSet { _ibkitRecord("isIndeterminate", isIndeterminate) } }
    /// The minimum value for the progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The maximum value for the progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/maxvalue
    open var maxValue: Double = 100 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The current value of the progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/doublevalue
    open var doubleValue: Double = 0 { didSet { _ibkitRecord("doubleValue", doubleValue) } }
    /// The size of the progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/controlsize
    open var controlSize: NSControl.ControlSize = .regular { didSet { _ibkitRecord("controlSize", controlSize) } }
    /// A Boolean that indicates whether the progress indicator hides itself when it isn't animating.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/isdisplayedwhenstopped
    open var isDisplayedWhenStopped: Bool = true { didSet { _ibkitRecord("isDisplayedWhenStopped", isDisplayedWhenStopped) } }
    /// A Boolean that indicates whether the progress indicator animates on a separate thread.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/usesthreadedanimation
    open var usesThreadedAnimation: Bool = false { didSet { _ibkitRecord("usesThreadedAnimation", usesThreadedAnimation) } }
    /// A Boolean that indicates whether the progress indicator's frame has a three-dimensional bezel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/isbezeled
    open var isBezeled: Bool = true { didSet { _ibkitRecord("isBezeled", isBezeled) } }
    /// The progress object the indicator observes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/observedprogress
    open var observedProgress: Progress?

    /// Starts the animation of an indeterminate progress indicator (recorded as `isAnimating=true`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/startanimation(_:)
    open func startAnimation(_ sender: Any?) { _ibkitAnimating = true; _ibkitRecord("isAnimating", true) }
    /// Stops the animation of an indeterminate progress indicator (recorded as `isAnimating=false`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/stopanimation(_:)
    open func stopAnimation(_ sender: Any?) { _ibkitAnimating = false; _ibkitRecord("isAnimating", false) }
    /// Advances the progress bar of a determinate progress indicator by the specified amount.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/increment(by:)
    open func increment(by delta: Double) { doubleValue += delta }

    /// The styles of a progress indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/style-swift.enum
    public enum Style: UInt {
        /// A rectangular indicator that can be determinate or indeterminate.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/style-swift.enum/bar
        case bar = 0
        /// A small square indicator that can be determinate or indeterminate.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsprogressindicator/style-swift.enum/spinning
        case spinning = 1
    }
}
