// NSWindow nested types: style masks, backing stores, title and toolbar styles, collection behaviors, levels.

extension NSWindow {
    /// Constants that specify the style of a window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct
    public struct StyleMask: _IBKitNamedOptions, Hashable {
        /// The set's bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates a set from its bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The window displays none of the usual peripheral elements.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/borderless
        public static let borderless = StyleMask([])
        /// The window displays a title bar.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/titled
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// The window displays a close button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/closable
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// The window displays a minimize button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/miniaturizable
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// The window can be resized by the user.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/resizable
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// The window is a panel or a subclass of NSPanel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/utilitywindow
        public static let utilityWindow = StyleMask(rawValue: 1 << 4)
        /// The window is a document-modal panel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/docmodalwindow
        public static let docModalWindow = StyleMask(rawValue: 1 << 6)
        /// The window is a panel that doesn't activate the owning app.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/nonactivatingpanel
        public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
        /// The window uses a textured background (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/texturedbackground
        public static let texturedBackground = StyleMask(rawValue: 1 << 8)
        /// This constant has no effect (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/unifiedtitleandtoolbar
        public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        /// The window is a HUD panel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/hudwindow
        public static let hudWindow = StyleMask(rawValue: 1 << 13)
        /// The window can appear full screen.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/fullscreen
        public static let fullScreen = StyleMask(rawValue: 1 << 14)
        /// When set, the window's contentView consumes the full size of the window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.struct/fullsizecontentview
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)

        public static var _ibkitNames: [(StyleMask, String)] { [(.titled, "titled"), (.closable, "closable"), (.miniaturizable, "miniaturizable"), (.resizable, "resizable"), (.utilityWindow, "utilityWindow"), (.docModalWindow, "docModalWindow"), (.nonactivatingPanel, "nonactivatingPanel"), (.texturedBackground, "texturedBackground"), (.unifiedTitleAndToolbar, "unifiedTitleAndToolbar"), (.hudWindow, "hudWindow"), (.fullScreen, "fullScreen"), (.fullSizeContentView, "fullSizeContentView")] }
    }

    /// Constants that specify how the window device buffers the drawing done in a window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/backingstoretype
    public enum BackingStoreType: UInt {
        /// The window uses a buffer, but draws directly to the screen where possible (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/backingstoretype/retained
        case retained = 0
        /// The window draws directly to the screen without using any buffer (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/backingstoretype/nonretained
        case nonretained = 1
        /// The window renders all drawing into a display buffer and then flushes it to the screen.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/backingstoretype/buffered
        case buffered = 2
    }

    /// Specifies the appearance of the window's title bar area.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/titlevisibility-swift.enum
    public enum TitleVisibility: Int {
        /// The window has the regular window title and title bar buttons.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/titlevisibility-swift.enum/visible
        case visible = 0
        /// The window has no title bar buttons.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/titlevisibility-swift.enum/hidden
        case hidden = 1
    }

    /// Styles that determine the appearance and location of the toolbar in relation to the title bar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum
    public enum ToolbarStyle: Int {
        /// A style indicating that the system determines the toolbar's appearance and location.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum/automatic
        case automatic = 0
        /// A style indicating that the toolbar appears below the window title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum/expanded
        case expanded = 1
        /// A style indicating that the toolbar appears below the window title with toolbar items centered.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum/preference
        case preference = 2
        /// A style indicating that the toolbar appears next to the window title.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum/unified
        case unified = 3
        /// A style indicating that the toolbar appears next to the window title and with reduced margins.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum/unifiedcompact
        case unifiedCompact = 4
    }

    /// Window collection behaviors related to Exposé and Spaces.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct
    public struct CollectionBehavior: _IBKitNamedOptions, Hashable {
        /// The set's bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates a set from its bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The window appears in all spaces.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/canjoinallspaces
        public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0)
        /// Making the window active doesn't cause a space switch; the window switches to the active space.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/movetoactivespace
        public static let moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        /// The window participates in Spaces and Exposé.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/managed
        public static let managed = CollectionBehavior(rawValue: 1 << 2)
        /// The window floats in Spaces and is hidden by Exposé.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/transient
        public static let transient = CollectionBehavior(rawValue: 1 << 3)
        /// Exposé doesn't affect the window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/stationary
        public static let stationary = CollectionBehavior(rawValue: 1 << 4)
        /// The window participates in the window cycle for use with the Cycle Through Windows menu item.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/participatesincycle
        public static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5)
        /// The window isn't part of the window cycle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/ignorescycle
        public static let ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        /// The window can enter full-screen mode.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/fullscreenprimary
        public static let fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        /// The window can display on the same space as the full-screen window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/fullscreenauxiliary
        public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8)
        /// The window doesn't support full-screen mode.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/fullscreennone
        public static let fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
        /// The window can be a full-screen tile even if it doesn't have the fullScreenPrimary behavior.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/fullscreenallowstiling
        public static let fullScreenAllowsTiling = CollectionBehavior(rawValue: 1 << 11)
        /// The window can't be made a full-screen tile window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/fullscreendisallowstiling
        public static let fullScreenDisallowsTiling = CollectionBehavior(rawValue: 1 << 12)
        /// The window is a primary window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/primary
        public static let primary = CollectionBehavior(rawValue: 1 << 16)
        /// The window is an auxiliary window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/auxiliary
        public static let auxiliary = CollectionBehavior(rawValue: 1 << 17)
        /// The window can join all applications' spaces.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.struct/canjoinallapplications
        public static let canJoinAllApplications = CollectionBehavior(rawValue: 1 << 18)

        public static var _ibkitNames: [(CollectionBehavior, String)] { [(.canJoinAllSpaces, "canJoinAllSpaces"), (.moveToActiveSpace, "moveToActiveSpace"), (.managed, "managed"), (.transient, "transient"), (.stationary, "stationary"), (.participatesInCycle, "participatesInCycle"), (.ignoresCycle, "ignoresCycle"), (.fullScreenPrimary, "fullScreenPrimary"), (.fullScreenAuxiliary, "fullScreenAuxiliary"), (.fullScreenNone, "fullScreenNone"), (.fullScreenAllowsTiling, "fullScreenAllowsTiling"), (.fullScreenDisallowsTiling, "fullScreenDisallowsTiling"), (.primary, "primary"), (.auxiliary, "auxiliary"), (.canJoinAllApplications, "canJoinAllApplications")] }
    }

    /// Constants that specify the automatic animation behavior of a window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.enum
    public enum AnimationBehavior: Int {
        /// The automatic animation that's appropriate to the window type.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.enum/default
        case `default` = 0
        /// No automatic animation.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.enum/none
        case none = 2
        /// The animation behavior that's appropriate to a document window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.enum/documentwindow
        case documentWindow = 3
        /// The animation behavior that's appropriate to a utility window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.enum/utilitywindow
        case utilityWindow = 4
        /// The animation behavior that's appropriate to an alert window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.enum/alertpanel
        case alertPanel = 5
    }

    /// Constants that specify the tabbing behavior of a window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/tabbingmode-swift.enum
    public enum TabbingMode: Int {
        /// The system automatically prefers to tab this window when appropriate.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/tabbingmode-swift.enum/automatic
        case automatic = 0
        /// The window explicitly should prefer to tab when shown.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/tabbingmode-swift.enum/preferred
        case preferred = 1
        /// The window explicitly should not prefer to tab when shown.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/tabbingmode-swift.enum/disallowed
        case disallowed = 2
    }

    /// The name AppKit uses to save a window's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/frameautosavename-swift.typealias
    public typealias FrameAutosaveName = String

    /// Constants that define the stacking of windows on the screen.
    ///
    /// Recording: the Swift name of a standard level, else its number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct
    public struct Level: RawRepresentable, Hashable, _IBKitCanonical {
        /// The level's number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/rawvalue
        public var rawValue: Int
        /// Creates a level from its number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/init(rawvalue:)
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Creates a level from its number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/init(_:)
        public init(_ rawValue: Int) { self.rawValue = rawValue }

        /// The default level for windows.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/normal
        public static let normal = Level(0)
        /// Useful for floating palettes.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/floating
        public static let floating = Level(3)
        /// The level for a modal panel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/modalpanel
        public static let modalPanel = Level(8)
        /// The level for the application's main menu.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/mainmenu
        public static let mainMenu = Level(24)
        /// The level for a status window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/statusbar
        public static let statusBar = Level(25)
        /// The level for a pop-up menu.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/popupmenu
        public static let popUpMenu = Level(101)
        /// The level for a screen saver.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.struct/screensaver
        public static let screenSaver = Level(1000)

        public var _ibkitCanonicalText: String {
            let names: [(Level, String)] = [(.normal, "normal"), (.floating, "floating"), (.modalPanel, "modalPanel"),
                                            (.mainMenu, "mainMenu"), (.statusBar, "statusBar"), (.popUpMenu, "popUpMenu"),
                                            (.screenSaver, "screenSaver")]
            return names.first { $0.0 == self }?.1 ?? String(rawValue)
        }
    }

    /// Constants that let you specify how a window is ordered relative to another window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/orderingmode
    public enum OrderingMode: Int {
        /// Moves the window below the indicated window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/orderingmode/below
        case below = -1
        /// Moves the window off the screen.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/orderingmode/out
        case out = 0
        /// Moves the window above the indicated window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/orderingmode/above
        case above = 1
    }
}
