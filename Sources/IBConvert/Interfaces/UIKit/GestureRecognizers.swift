// Gesture recognizers.

/// A set of methods implemented by the delegate of a gesture recognizer (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// The base class for concrete gesture recognizers.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer
open class UIGestureRecognizer: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this gesture recognizer.
    public var _ibkitProperties: [String: String] = [:]
    /// Recording: every target-action pair added, in order.
    var _ibkitTargets: [(target: AnyObject?, action: Selector)] = []
    weak var _ibkitView: UIView?

    /// Creates a gesture recognizer with no target.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Creates a gesture recognizer with a target and an action selector.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action = action { addTarget(target as Any, action: action) }
    }

    /// Adds a target and an action to a gesture-recognizer object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) {
        let object: AnyObject? = _ibkitUnwrap(target).map { $0 as AnyObject }
        _ibkitTargets.append((object, action))
    }
    /// Removes a target and an action from a gesture-recognizer object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object: AnyObject? = _ibkitUnwrap(target).map { $0 as AnyObject }
        _ibkitTargets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// The view the gesture recognizer is attached to.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { _ibkitView }
    /// The delegate of the gesture recognizer.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A Boolean property that indicates whether the gesture recognizer is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value that affects whether touches are delivered to a view when a gesture is recognized.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool = true { didSet { _ibkitRecord("cancelsTouchesInView", cancelsTouchesInView) } }
    /// A Boolean value determining whether the receiver delays sending touches in a begin phase to its view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
    open var delaysTouchesBegan: Bool = false { didSet { _ibkitRecord("delaysTouchesBegan", delaysTouchesBegan) } }
    /// A Boolean value determining whether the receiver delays sending touches in an end phase to its view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded: Bool = true { didSet { _ibkitRecord("delaysTouchesEnded", delaysTouchesEnded) } }
    /// A Boolean value that determines whether the gesture recognizer requires an exclusive touch.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/requiresexclusivetouchtype
    open var requiresExclusiveTouchType: Bool = true { didSet { _ibkitRecord("requiresExclusiveTouchType", requiresExclusiveTouchType) } }
    /// The name associated with the gesture recognizer.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uigesturerecognizer/name
    open var name: String? { didSet { _ibkitRecord("name", name) } }

    #if canImport(ObjectiveC)
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open override func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #else
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #endif
}

/// A discrete gesture recognizer that interprets single or multiple taps.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps necessary for gesture recognition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
    open var numberOfTapsRequired: Int = 1 { didSet { _ibkitRecord("numberOfTapsRequired", numberOfTapsRequired) } }
    /// The number of fingers that the user must tap for gesture recognition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int = 1 { didSet { _ibkitRecord("numberOfTouchesRequired", numberOfTouchesRequired) } }
}

/// A continuous gesture recognizer that interprets panning gestures.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipangesturerecognizer
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The minimum number of fingers that can touch the view for gesture recognition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/minimumnumberoftouches
    open var minimumNumberOfTouches: Int = 1 { didSet { _ibkitRecord("minimumNumberOfTouches", minimumNumberOfTouches) } }
    /// The maximum number of fingers that can touch the view for gesture recognition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
    open var maximumNumberOfTouches: Int = .max { didSet { _ibkitRecord("maximumNumberOfTouches", maximumNumberOfTouches) } }
}

/// A continuous gesture recognizer that interprets panning gestures that start near an edge of the screen.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The acceptable starting edges for the gesture.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer/edges
    open var edges: UIRectEdge = [] { didSet { _ibkitRecord("edges", edges) } }
}

/// A discrete gesture recognizer that interprets swiping gestures in one or more directions.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The permitted direction of the swipe for this gesture recognizer.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.property
    open var direction: Direction = .right { didSet { _ibkitRecord("direction", direction) } }
    /// The number of touches that must be present for the swipe gesture to be recognized.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int = 1 { didSet { _ibkitRecord("numberOfTouchesRequired", numberOfTouchesRequired) } }

    /// The direction of the swipe.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct
    public struct Direction: OptionSet, Hashable, _IBKitNamedOptions {
        /// The raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates a set of directions from a raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The touch or touches swipe to the right.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct/right
        public static let right = Direction(rawValue: 1 << 0)
        /// The touch or touches swipe to the left.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct/left
        public static let left = Direction(rawValue: 1 << 1)
        /// The touch or touches swipe upward.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct/up
        public static let up = Direction(rawValue: 1 << 2)
        /// The touch or touches swipe downward.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.struct/down
        public static let down = Direction(rawValue: 1 << 3)
        public static var _ibkitNames: [(Direction, String)] { [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")] }
    }
}

/// A continuous gesture recognizer that interprets pinching gestures involving two touches.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor relative to the points of the two touches in screen coordinates.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale
    open var scale: CGFloat = 1 { didSet { _ibkitRecord("scale", scale) } }
}

/// A continuous gesture recognizer that interprets rotation gestures involving two touches.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation of the gesture in radians.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer/rotation
    open var rotation: CGFloat = 0 { didSet { _ibkitRecord("rotation", rotation) } }
}

/// A continuous gesture recognizer that interprets long-press gestures.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The minimum time that the user must press on the view for the gesture to be recognized.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
    open var minimumPressDuration: TimeInterval = 0.5 { didSet { _ibkitRecord("minimumPressDuration", minimumPressDuration) } }
    /// The number of fingers that must touch the view for gesture recognition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/numberoftouchesrequired
    open var numberOfTouchesRequired: Int = 1 { didSet { _ibkitRecord("numberOfTouchesRequired", numberOfTouchesRequired) } }
    /// The number of taps on the view necessary for gesture recognition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/numberoftapsrequired
    open var numberOfTapsRequired: Int = 0 { didSet { _ibkitRecord("numberOfTapsRequired", numberOfTapsRequired) } }
    /// The maximum movement, in points, allowed before the gesture fails.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement
    open var allowableMovement: CGFloat = 10 { didSet { _ibkitRecord("allowableMovement", allowableMovement) } }
}
