// UIControl nested types: events, states and content alignments.

extension UIControl {
    /// Constants describing the types of events possible for controls.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable, _IBKitNamedOptions {
        /// The raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
        public let rawValue: UInt
        /// Creates a set of events from a raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch-down event in the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdown
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down event in the control; for this event the value of the UITouch tapCount method is greater than one.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// An event where a finger is dragged inside the bounds of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdraginside
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// An event where a finger is dragged just outside the bounds of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragoutside
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// An event where a finger is dragged into the bounds of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragenter
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// An event where a finger is dragged from within a control to outside its bounds.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchdragexit
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch-up event in the control where the finger is inside the bounds of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch-up event in the control where the finger is outside the bounds of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupoutside
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A system event canceling the current touches for the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/touchcancel
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// A touch dragging or otherwise manipulating a control, causing it to emit a series of different values.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A semantic action triggered by buttons.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// An event that occurs when a control triggers a menu action.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/menuactiontriggered
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A touch initiating an editing session in a UITextField object by entering its bounds.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A touch making an editing change in a UITextField object.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A touch ending an editing session in a UITextField object by leaving its bounds.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A touch ending an editing session in a UITextField object.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All touch events.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/alltouchevents
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All editing touches for UITextField objects.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/alleditingevents
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A range of control-event values available for application use.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/applicationreserved
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range of control-event values reserved for internal framework use.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/systemreserved
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// All events, including system events.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/event/allevents
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        public static var _ibkitNames: [(Event, String)] {
            [(.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
             (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
             (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
             (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
             (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
             (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
        }
    }

    /// Constants describing the state of a control.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Hashable, _IBKitNamedOptions {
        /// The raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates a control state from a raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal, or default, state of a control where the control is enabled but neither selected nor highlighted.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
        /// Highlighted state of a control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled state of a control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected state of a control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        public static let selected = State(rawValue: 1 << 2)
        /// Focused state of a control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/focused
        public static let focused = State(rawValue: 1 << 3)
        /// Additional control-state flags available for application use.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/application
        public static let application = State(rawValue: 0x00FF_0000)
        /// Control-state flags reserved for internal framework use.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/reserved
        public static let reserved = State(rawValue: 0xFF00_0000)

        public static var _ibkitNames: [(State, String)] {
            [(.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused")]
        }
    }

    /// The horizontal alignment of content within a control's bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum
    public enum ContentHorizontalAlignment: Int {
        /// Aligns the content horizontally in the center of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/center
        case center = 0
        /// Aligns the content horizontally from the left of the control (the default).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/left
        case left = 1
        /// Aligns the content horizontally from the right of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/right
        case right = 2
        /// Aligns the content horizontally to fill the content rectangles; text may wrap and images may be stretched.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/fill
        case fill = 3
        /// Aligns the content horizontally from the leading edge of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/leading
        case leading = 4
        /// Aligns the content horizontally from the trailing edge of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum/trailing
        case trailing = 5
    }

    /// The vertical alignment of content within a control's bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum
    public enum ContentVerticalAlignment: Int {
        /// Aligns the content vertically in the center of the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum/center
        case center = 0
        /// Aligns the content vertically at the top in the control (the default).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum/top
        case top = 1
        /// Aligns the content vertically at the bottom in the control.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum/bottom
        case bottom = 2
        /// Aligns the content vertically to fill the content rectangle; images may be stretched.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum/fill
        case fill = 3
    }
}
