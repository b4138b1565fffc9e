// NSControl nested types: sizes, states and image positions.

extension NSControl {
    /// Constants that specify the size of a control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum
    public enum ControlSize: UInt {
        /// The control is sized as regular.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum/regular
        case regular = 0
        /// The control has a smaller size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum/small
        case small = 1
        /// The control has a smaller size than `small`.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum/mini
        case mini = 2
        /// The control is larger than regular.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum/large
        case large = 3
    }

    /// The state of a control (on, off, or mixed).
    ///
    /// Recording: `on`, `off`, `mixed`, else the number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue
    public struct StateValue: RawRepresentable, Hashable, _IBKitCanonical {
        /// The state's number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue/rawvalue
        public var rawValue: Int
        /// Creates a state value from a number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue/init(rawvalue:)
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Creates a state value from a number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue/init(_:)
        public init(_ rawValue: Int) { self.rawValue = rawValue }

        /// The control is on or checked.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue/on
        public static let on = StateValue(1)
        /// The control is off or unchecked.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue/off
        public static let off = StateValue(0)
        /// The control is in a mixed state, neither on nor off.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/statevalue/mixed
        public static let mixed = StateValue(-1)

        public var _ibkitCanonicalText: String {
            switch rawValue {
            case 1: return "on"
            case 0: return "off"
            case -1: return "mixed"
            default: return String(rawValue)
            }
        }
    }

    /// The position of a control's image relative to its title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition
    public enum ImagePosition: UInt {
        /// The control doesn't display an image.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/noimage
        case noImage = 0
        /// The control displays only the image.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imageonly
        case imageOnly = 1
        /// The image is to the left of the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imageleft
        case imageLeft = 2
        /// The image is to the right of the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imageright
        case imageRight = 3
        /// The image is below the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imagebelow
        case imageBelow = 4
        /// The image is above the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imageabove
        case imageAbove = 5
        /// The image overlaps the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imageoverlaps
        case imageOverlaps = 6
        /// The image is on the leading side of the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imageleading
        case imageLeading = 7
        /// The image is on the trailing side of the title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/imageposition/imagetrailing
        case imageTrailing = 8
    }
}

/// An object that contains information about an input action, such as a mouse click or a key press.
///
/// Minimal: present for its nested option sets.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent
open class NSEvent: NSObject {
    /// Flags that represent key states in an event object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct
    public struct ModifierFlags: _IBKitNamedOptions, Hashable {
        /// The flags' bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates flags from their bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The Caps Lock key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/capslock
        public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        /// The Shift key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/shift
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// The Control key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/control
        public static let control = ModifierFlags(rawValue: 1 << 18)
        /// The Option or Alternate key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/option
        public static let option = ModifierFlags(rawValue: 1 << 19)
        /// The Command key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/command
        public static let command = ModifierFlags(rawValue: 1 << 20)
        /// A key in the numeric keypad or an arrow key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/numericpad
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        /// The Help key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/help
        public static let help = ModifierFlags(rawValue: 1 << 22)
        /// A function key has been pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/function
        public static let function = ModifierFlags(rawValue: 1 << 23)
        /// Device-independent modifier flags are masked.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/deviceindependentflagsmask
        public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff0000)

        public static var _ibkitNames: [(ModifierFlags, String)] {
            [(.capsLock, "capsLock"), (.shift, "shift"), (.control, "control"), (.option, "option"),
             (.command, "command"), (.numericPad, "numericPad"), (.help, "help"), (.function, "function")]
        }
    }

    /// Constants that you use to filter out specific event types from the stream of incoming events.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask
    public struct EventTypeMask: _IBKitNamedOptions, Hashable {
        /// The mask's bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/rawvalue
        public let rawValue: UInt64
        /// Creates a mask from its bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/init(rawvalue:)
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// A mask for left mouse-down events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/leftmousedown
        public static let leftMouseDown = EventTypeMask(rawValue: 1 << 1)
        /// A mask for left mouse-up events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/leftmouseup
        public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2)
        /// A mask for right mouse-down events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/rightmousedown
        public static let rightMouseDown = EventTypeMask(rawValue: 1 << 3)
        /// A mask for right mouse-up events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/rightmouseup
        public static let rightMouseUp = EventTypeMask(rawValue: 1 << 4)
        /// A mask for mouse-moved events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/mousemoved
        public static let mouseMoved = EventTypeMask(rawValue: 1 << 5)
        /// A mask for left mouse-dragged events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/leftmousedragged
        public static let leftMouseDragged = EventTypeMask(rawValue: 1 << 6)
        /// A mask for right mouse-dragged events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/rightmousedragged
        public static let rightMouseDragged = EventTypeMask(rawValue: 1 << 7)
        /// A mask for key-down events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/keydown
        public static let keyDown = EventTypeMask(rawValue: 1 << 10)
        /// A mask for key-up events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/keyup
        public static let keyUp = EventTypeMask(rawValue: 1 << 11)
        /// A mask for flags-changed events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/flagschanged
        public static let flagsChanged = EventTypeMask(rawValue: 1 << 12)
        /// A mask for periodic events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/periodic
        public static let periodic = EventTypeMask(rawValue: 1 << 16)
        /// A mask for scroll-wheel events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/scrollwheel
        public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
        /// A mask for other mouse-down events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/othermousedown
        public static let otherMouseDown = EventTypeMask(rawValue: 1 << 25)
        /// A mask for other mouse-up events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/othermouseup
        public static let otherMouseUp = EventTypeMask(rawValue: 1 << 26)
        /// A mask for other mouse-dragged events.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsevent/eventtypemask/othermousedragged
        public static let otherMouseDragged = EventTypeMask(rawValue: 1 << 27)

        public static var _ibkitNames: [(EventTypeMask, String)] {
            [(.leftMouseDown, "leftMouseDown"), (.leftMouseUp, "leftMouseUp"), (.rightMouseDown, "rightMouseDown"),
             (.rightMouseUp, "rightMouseUp"), (.mouseMoved, "mouseMoved"), (.leftMouseDragged, "leftMouseDragged"),
             (.rightMouseDragged, "rightMouseDragged"), (.keyDown, "keyDown"), (.keyUp, "keyUp"),
             (.flagsChanged, "flagsChanged"), (.periodic, "periodic"), (.scrollWheel, "scrollWheel"),
             (.otherMouseDown, "otherMouseDown"), (.otherMouseUp, "otherMouseUp"), (.otherMouseDragged, "otherMouseDragged")]
        }
    }
}
