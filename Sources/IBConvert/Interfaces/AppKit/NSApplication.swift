// NSApplication: the app object and its menus.

/// A set of methods that manage your app's life cycle and its interaction with common system services.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplicationdelegate
public protocol NSApplicationDelegate: AnyObject {
    /// Tells the delegate that the app's initialization is complete but it hasn't received its first event.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplicationdelegate/applicationdidfinishlaunching(_:)
    func applicationDidFinishLaunching(_ notification: Notification)
    /// Tells the delegate that the app is about to terminate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplicationdelegate/applicationwillterminate(_:)
    func applicationWillTerminate(_ notification: Notification)
}

extension NSApplicationDelegate {
    /// Does nothing by default.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplicationdelegate/applicationdidfinishlaunching(_:)
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Does nothing by default.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplicationdelegate/applicationwillterminate(_:)
    public func applicationWillTerminate(_ notification: Notification) {}
}

/// An object that manages an app's main event loop and resources used by all of that app's objects.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication
open class NSApplication: NSResponder {
    static var _ibkitShared: NSApplication?

    /// Creates the application object (use `shared`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/shared
    public override init() { super.init() }
    /// Creates the application object from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Returns the application instance, creating it if it doesn't exist yet.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/shared
    open class var shared: NSApplication {
        if let app = _ibkitShared { return app }
        let app = NSApplication()
        _ibkitShared = app
        NSApp = app
        return app
    }

    /// The app's main menu bar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/mainmenu
    open var mainMenu: NSMenu? { didSet { _ibkitRecord("mainMenu", mainMenu) } }
    /// The app's Services menu.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/servicesmenu
    open var servicesMenu: NSMenu? { didSet { _ibkitRecord("servicesMenu", servicesMenu) } }
    /// The Window menu of the app.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/windowsmenu
    open var windowsMenu: NSMenu? { didSet { _ibkitRecord("windowsMenu", windowsMenu) } }
    /// The help menu used by the app.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/helpmenu
    open var helpMenu: NSMenu? { didSet { _ibkitRecord("helpMenu", helpMenu) } }
    /// The app delegate object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/delegate
    open weak var delegate: NSApplicationDelegate?
    /// The app's appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
    open var appearance: NSAppearance? { didSet { _ibkitRecord("appearance", appearance) } }
    /// An array of the app's window objects (windows made here are not tracked).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/windows
    open var windows: [NSWindow] { [] }

    /// Starts the main event loop (returns at once here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/run()
    open func run() {}
    /// Terminates the receiver (does nothing here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/terminate(_:)
    open func terminate(_ sender: Any?) {}
    /// Activates the app (does nothing here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapplication/activate(ignoringotherapps:)
    open func activate(ignoringOtherApps flag: Bool) {}
}

/// The global variable for the shared app instance.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsapp
public var NSApp: NSApplication! = nil
