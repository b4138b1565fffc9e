// NSButton nested types: bezel styles and button types.

extension NSButton {
    /// The set of bezel styles to style buttons in your app.
    ///
    /// Recording: the case name; the names macOS 14 deprecated (`rounded`, `regularSquare`, `texturedRounded`,
    /// `roundRect`, `recessed`, `roundedDisclosure`, `inline`) are aliases and record their replacement.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum
    public enum BezelStyle: UInt {
        /// The default button style based on the button's contents and position within the window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/automatic
        case automatic = 0
        /// A standard push style button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/push
        case push = 1
        /// A push button with a flexible height to accommodate longer text labels or an image.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/flexiblepush
        case flexiblePush = 2
        /// A bezel style button for use with a disclosure triangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/disclosure
        case disclosure = 5
        /// A simple square bezel style that can scale to any size (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/shadowlesssquare
        case shadowlessSquare = 6
        /// A round button with room for a small icon or a single character.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/circular
        case circular = 7
        /// A bezel style for use with textured (metal) interfaces (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/texturedsquare
        case texturedSquare = 8
        /// A round button with a question mark providing the standard help button look.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/helpbutton
        case helpButton = 9
        /// A simple square bezel style that can scale to any size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/smallsquare
        case smallSquare = 10
        /// A button style that's appropriate for a toolbar item.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/toolbar
        case toolbar = 11
        /// A bezel style that's appropriate for accessory and scope bars, for buttons that perform an action.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/accessorybaraction
        case accessoryBarAction = 12
        /// A bezel style that's appropriate for accessory and scope bars, for buttons with togglable state.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/accessorybar
        case accessoryBar = 13
        /// A bezel style push button with a disclosure triangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/pushdisclosure
        case pushDisclosure = 14
        /// A bezel style that's appropriate for displaying a badge, such as an unread count.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/badge
        case badge = 15

        /// A push button with a rounded bezel (deprecated; same as `push`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/rounded
        public static var rounded: BezelStyle { .push }
        /// A rectangular button with a two-point border (deprecated; same as `flexiblePush`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/regularsquare
        public static var regularSquare: BezelStyle { .flexiblePush }
        /// A bezel style for the toolbar or title bar regions of a window (deprecated; same as `toolbar`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/texturedrounded
        public static var texturedRounded: BezelStyle { .toolbar }
        /// A bezel style for action buttons in scope bars (deprecated; same as `accessoryBarAction`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/roundrect
        public static var roundRect: BezelStyle { .accessoryBarAction }
        /// A bezel style for scope bars and title bar accessories (deprecated; same as `accessoryBar`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/recessed
        public static var recessed: BezelStyle { .accessoryBar }
        /// A bezel style for a push button with a disclosure triangle (deprecated; same as `pushDisclosure`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/roundeddisclosure
        public static var roundedDisclosure: BezelStyle { .pushDisclosure }
        /// A bezel style for inline badges (deprecated; same as `badge`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.enum/inline
        public static var inline: BezelStyle { .badge }
    }

    /// The button types that you can specify using `setButtonType(_:)`.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype
    public enum ButtonType: UInt {
        /// A button that highlights when pressed and doesn't show its state.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/momentarylight
        case momentaryLight = 0
        /// A button that toggles between on and off states, highlighting in the on state.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/pushonpushoff
        case pushOnPushOff = 1
        /// A button that toggles between on and off states, showing its alternate title or image in the on state.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/toggle
        case toggle = 2
        /// A checkbox button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/switch
        case `switch` = 3
        /// A radio button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/radio
        case radio = 4
        /// A button that shows its alternate title or image while pressed.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/momentarychange
        case momentaryChange = 5
        /// A button that toggles between on and off states, highlighting in the on state.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/onoff
        case onOff = 6
        /// A button that appears pushed in while pressed and doesn't show its state.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/momentarypushin
        case momentaryPushIn = 7
        /// A button that sends its action repeatedly as pressure changes (Force Touch trackpads).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/accelerator
        case accelerator = 8
        /// A multilevel accelerator button (Force Touch trackpads).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/buttontype/multilevelaccelerator
        case multiLevelAccelerator = 9
    }
}
