// NSStepper: up and down arrow buttons that step a value.

/// A control with up and down arrow buttons for incrementing and decrementing a value.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstepper
open class NSStepper: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSStepperCell() }

    /// The stepper's minimum value.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstepper/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The stepper's maximum value.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstepper/maxvalue
    open var maxValue: Double = 59 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The amount by which the stepper changes with each increment or decrement.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstepper/increment
    open var increment: Double = 1 { didSet { _ibkitRecord("increment", increment) } }
    /// A Boolean value that indicates whether the stepper wraps around the minimum and maximum values.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstepper/valuewraps
    open var valueWraps: Bool = true { didSet { _ibkitRecord("valueWraps", valueWraps) } }
    /// A Boolean value that indicates how the stepper responds to mouse events held down.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstepper/autorepeat
    open var autorepeat: Bool = true { didSet { _ibkitRecord("autorepeat", autorepeat) } }
}
