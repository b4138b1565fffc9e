// Gesture recognizers.

/// A set of methods implemented by the delegate of a gesture recognizer (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizerdelegate
public protocol NSGestureRecognizerDelegate: AnyObject {}

/// An object that monitors events and calls its action method when a predefined sequence of events occur.
///
/// Recording: its target and action are reported in the dump's `targets`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer
open class NSGestureRecognizer: _IBKitObject {
    weak var _ibkitView: NSView?

    /// Initializes the gesture recognizer with the specified target and action information.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {
        super.init()
        self.target = _ibkitObject(target)
        self.action = action
    }
    /// Creates a gesture recognizer with no target.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/init(target:action:)
    public override convenience init() { self.init(target: nil, action: nil) }
    /// Creates a gesture recognizer from data in an unarchiver (here: one with no target).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/init(coder:)
    public required convenience init?(coder: NSCoder) { self.init(target: nil, action: nil) }

    /// The object that implements the action method.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/target
    open weak var target: AnyObject?
    /// The action method to call when the gesture is recognized.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/action
    open var action: Selector?
    /// The view to which the gesture recognizer is attached.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/view
    open var view: NSView? { _ibkitView }
    /// The delegate object of the gesture recognizer.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delegate
    open weak var delegate: NSGestureRecognizerDelegate?
    /// A Boolean value indicating whether the gesture recognizer is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value that determines whether primary mouse button events are delayed until the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delaysprimarymousebuttonevents
    open var delaysPrimaryMouseButtonEvents: Bool = false {
        didSet { _ibkitRecord("delaysPrimaryMouseButtonEvents", delaysPrimaryMouseButtonEvents) }
    }
    /// A Boolean value that determines whether secondary mouse button events are delayed until the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delayssecondarymousebuttonevents
    open var delaysSecondaryMouseButtonEvents: Bool = false {
        didSet { _ibkitRecord("delaysSecondaryMouseButtonEvents", delaysSecondaryMouseButtonEvents) }
    }
    /// A Boolean value that determines whether other mouse button events are delayed until the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delaysothermousebuttonevents
    open var delaysOtherMouseButtonEvents: Bool = false {
        didSet { _ibkitRecord("delaysOtherMouseButtonEvents", delaysOtherMouseButtonEvents) }
    }
    /// A Boolean value that determines whether key events are delayed until the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delayskeyevents
    open var delaysKeyEvents: Bool = false { didSet { _ibkitRecord("delaysKeyEvents", delaysKeyEvents) } }
    /// A Boolean value that determines whether magnification events are delayed until the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delaysmagnificationevents
    open var delaysMagnificationEvents: Bool = false { didSet { _ibkitRecord("delaysMagnificationEvents", delaysMagnificationEvents) } }
    /// A Boolean value that determines whether rotation events are delayed until the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delaysrotationevents
    open var delaysRotationEvents: Bool = false { didSet { _ibkitRecord("delaysRotationEvents", delaysRotationEvents) } }
}

/// A discrete gesture recognizer that tracks a specified number of mouse clicks.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclickgesturerecognizer
open class NSClickGestureRecognizer: NSGestureRecognizer {
    /// A bit mask of the buttons required to recognize this click.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclickgesturerecognizer/buttonmask
    open var buttonMask: Int = 1 { didSet { _ibkitRecord("buttonMask", buttonMask) } }
    /// The number of clicks required to match.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclickgesturerecognizer/numberofclicksrequired
    open var numberOfClicksRequired: Int = 1 { didSet { _ibkitRecord("numberOfClicksRequired", numberOfClicksRequired) } }
    /// The number of touches required to match.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsclickgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int = 1 { didSet { _ibkitRecord("numberOfTouchesRequired", numberOfTouchesRequired) } }
}

/// A continuous gesture recognizer for panning gestures.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspangesturerecognizer
open class NSPanGestureRecognizer: NSGestureRecognizer {
    /// A bit mask of the buttons required to recognize this pan.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspangesturerecognizer/buttonmask
    open var buttonMask: Int = 1 { didSet { _ibkitRecord("buttonMask", buttonMask) } }
    /// The number of touches required to match.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspangesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int = 1 { didSet { _ibkitRecord("numberOfTouchesRequired", numberOfTouchesRequired) } }
}

/// A continuous gesture recognizer that tracks a pinch gesture that magnifies content.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmagnificationgesturerecognizer
open class NSMagnificationGestureRecognizer: NSGestureRecognizer {
    /// The amount of magnification to apply to the content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsmagnificationgesturerecognizer/magnification
    open var magnification: CGFloat = 0 { didSet { _ibkitRecord("magnification", magnification) } }
}

/// A discrete gesture recognizer that tracks whether the user holds down a mouse button for a minimum amount of time.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspressgesturerecognizer
open class NSPressGestureRecognizer: NSGestureRecognizer {
    /// A bit mask of the buttons required to recognize this press.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspressgesturerecognizer/buttonmask
    open var buttonMask: Int = 1 { didSet { _ibkitRecord("buttonMask", buttonMask) } }
    /// The minimum time the user must press the mouse button before the gesture is recognized.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspressgesturerecognizer/minimumpressduration
    open var minimumPressDuration: TimeInterval = 0.5 { didSet { _ibkitRecord("minimumPressDuration", minimumPressDuration) } }
    /// The maximum distance, in points, that the mouse can move before the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspressgesturerecognizer/allowablemovement
    open var allowableMovement: CGFloat = 10 { didSet { _ibkitRecord("allowableMovement", allowableMovement) } }
    /// The number of touches required to match.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspressgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int = 1 { didSet { _ibkitRecord("numberOfTouchesRequired", numberOfTouchesRequired) } }
}

/// A continuous gesture recognizer that tracks two trackpad touches moving opposite each other in a circular motion.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsrotationgesturerecognizer
open class NSRotationGestureRecognizer: NSGestureRecognizer {
    /// The rotation of the gesture in radians.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsrotationgesturerecognizer/rotation
    open var rotation: CGFloat = 0 { didSet { _ibkitRecord("rotation", rotation) } }
    /// The rotation of the gesture in degrees.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsrotationgesturerecognizer/rotationindegrees
    open var rotationInDegrees: CGFloat {
        get { rotation * 180 / .pi }
        set { rotation = newValue * .pi / 180 }
    }
}
