// NSResponder: the root of views, windows, view controllers and the application.

/// An abstract class that forms the basis of event and command processing in AppKit.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder
open class NSResponder: _IBKitObject {
    var _ibkitMenu: NSMenu?
    weak var _ibkitNextResponder: NSResponder?

    /// Creates a responder.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/init()
    public override init() { super.init() }

    /// Creates a responder from data in an unarchiver (here: an empty responder).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    /// The next responder after this one, or nil if it has none.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/nextresponder
    open var nextResponder: NSResponder? {
        get { _ibkitNextResponder }
        set { _ibkitNextResponder = newValue }
    }

    /// A Boolean value that indicates whether the responder accepts first responder status.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
    open var acceptsFirstResponder: Bool { false }

    /// Notifies the receiver that it's about to become first responder in its window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/becomefirstresponder()
    @discardableResult
    open func becomeFirstResponder() -> Bool { true }

    /// Notifies the receiver that it's been asked to relinquish its status as first responder in its window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/resignfirstresponder()
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// The responder's contextual menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/menu
    open var menu: NSMenu? {
        get { _ibkitMenu }
        set { _ibkitMenu = newValue; _ibkitRecord("menu", newValue) }
    }

    /// Prepares the receiver for service after it has been loaded from an Interface Builder archive, or nib file.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
    open func awakeFromNib() {}
}
