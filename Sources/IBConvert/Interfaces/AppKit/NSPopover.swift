// NSPopover.

/// A set of optional methods that a popover delegate can implement (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopoverdelegate
public protocol NSPopoverDelegate: AnyObject {}

/// A means to display additional content related to existing content on the screen.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover
open class NSPopover: NSResponder {
    /// Creates a popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/init()
    public override init() { super.init() }
    /// Creates a popover from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The view controller that manages the content of the popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/contentviewcontroller
    open var contentViewController: NSViewController? { didSet { _ibkitRecord("contentViewController", contentViewController.map { String(describing: type(of: $0)) }) } }
    /// Specifies the behavior of the popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/behavior-swift.property
    open var behavior: NSPopover.Behavior = .applicationDefined { didSet { _ibkitRecord("behavior", behavior) } }
    /// Specifies if the popover is to be animated when it shows, closes, or appears to transition to a detachable window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/animates
    open var animates: Bool = true { didSet { _ibkitRecord("animates", animates) } }
    /// The appearance of the popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/appearance
    open var appearance: NSAppearance? { didSet { _ibkitRecord("appearance", appearance) } }
    /// The content size of the popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/contentsize
    open var contentSize: NSSize = .zero { didSet { _ibkitRecord("contentSize", contentSize) } }
    /// The delegate of the popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/delegate
    open weak var delegate: NSPopoverDelegate?

    /// Shows the popover anchored to the specified view (nothing is shown here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/show(relativeto:of:preferrededge:)
    open func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: NSRectEdge) {}
    /// Forces the popover to close without consulting its delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/close()
    open func close() {}

    /// Constants that specify the closing behavior of a popover.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/behavior-swift.enum
    public enum Behavior: Int {
        /// Your app assumes responsibility for closing the popover.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/behavior-swift.enum/applicationdefined
        case applicationDefined = 0
        /// The system closes the popover when the user interacts with a user interface element outside the popover.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/behavior-swift.enum/transient
        case transient = 1
        /// The system closes the popover when the user interacts with user interface elements in the window containing the popover's positioning view.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspopover/behavior-swift.enum/semitransient
        case semitransient = 2
    }
}
