// NSSwitch: an on/off toggle.

/// A control that offers a binary choice.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsswitch
open class NSSwitch: NSControl {
    /// The state of the switch (on or off).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsswitch/state
    open var state: NSControl.StateValue = .off { didSet { _ibkitRecord("state", state) } }
}
