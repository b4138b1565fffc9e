// NSWindow and NSPanel.

/// A set of optional methods that a window's delegate can implement (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowdelegate
public protocol NSWindowDelegate: AnyObject {}

/// A window that an app displays on the screen.
///
/// Recording: `init(contentRect:styleMask:backing:defer:)` records `contentRect` and `styleMask`; the window owns
/// a content view made with it (not recorded), replaced when `contentView` or `contentViewController` is set.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow
open class NSWindow: NSResponder {
    var _ibkitContentView: NSView?
    var _ibkitFrame: NSRect
    var _ibkitStyleMask: StyleMask
    var _ibkitVisible = false
    weak var _ibkitWindowController: NSWindowController?

    /// Initializes the window with the specified values.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/init(contentrect:stylemask:backing:defer:)
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType,
                defer flag: Bool) {
        _ibkitFrame = contentRect
        _ibkitStyleMask = style
        super.init()
        _ibkitRecord("contentRect", contentRect)
        _ibkitRecord("styleMask", style)
        let view = NSView(frame: NSRect(origin: .zero, size: contentRect.size))
        view._ibkitProperties = [:]
        _ibkitInstall(view)
    }
    /// Creates a titled window that contains the specified content view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/init(contentviewcontroller:)
    public convenience init(contentViewController: NSViewController) {
        self.init(contentRect: .zero, styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
        _ibkitProperties = [:]
        self.contentViewController = contentViewController
        _ibkitInstall(contentViewController.view)
    }
    /// Creates a window with a zero content rectangle and the titled style (nothing recorded).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/init(contentrect:stylemask:backing:defer:)
    public override convenience init() {
        self.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
        _ibkitProperties = [:]
    }
    /// Creates a window from data in an unarchiver (here: an empty window).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitFrame = .zero
        _ibkitStyleMask = [.titled]
        super.init(coder: coder)
        _ibkitInstall(NSView())
    }

    func _ibkitInstall(_ view: NSView?) {
        _ibkitContentView?._ibkitWindow = nil
        _ibkitContentView = view
        view?.removeFromSuperview()
        view?._ibkitWindow = self
    }

    /// The window's content view, the highest accessible view object in the window's view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/contentview
    open var contentView: NSView? {
        get { _ibkitContentView }
        set { _ibkitInstall(newValue) }
    }
    /// The main content view controller for the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/contentviewcontroller
    open var contentViewController: NSViewController? {
        didSet { if let controller = contentViewController { _ibkitInstall(controller.view) } }
    }
    /// The window controller that manages the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/windowcontroller
    open var windowController: NSWindowController? {
        get { _ibkitWindowController }
        set { _ibkitWindowController = newValue }
    }
    /// The window's frame rectangle in screen coordinates.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/frame
    open var frame: NSRect { _ibkitFrame }
    /// Positions the bottom-left corner of the window's frame rectangle and resizes it (recorded as `frame`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/setframe(_:display:)
    open func setFrame(_ frameRect: NSRect, display flag: Bool) { _ibkitFrame = frameRect; _ibkitRecord("frame", frameRect) }
    /// Sets the size of the window's content view to a given size (recorded as `contentSize`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/setcontentsize(_:)
    open func setContentSize(_ size: NSSize) { _ibkitFrame.size = size; _ibkitRecord("contentSize", size) }
    /// Sets the name AppKit uses to automatically save the window's frame rectangle data (recorded as `frameAutosaveName`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/setframeautosavename(_:)
    @discardableResult
    open func setFrameAutosaveName(_ name: NSWindow.FrameAutosaveName) -> Bool {
        _ibkitRecord("frameAutosaveName", name)
        return true
    }
    /// Sets the window's location to the center of the screen (recorded as `center`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/center()
    open func center() { _ibkitRecord("center", true) }

    /// The flags that describe the window's current style, such as if it's resizable or in full-screen mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/stylemask-swift.property
    open var styleMask: NSWindow.StyleMask {
        get { _ibkitStyleMask }
        set { _ibkitStyleMask = newValue; _ibkitRecord("styleMask", newValue) }
    }
    /// The string that appears in the title bar of the window or the path to the represented file.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/title
    open var title: String = "" { didSet { _ibkitRecord("title", title) } }
    /// A secondary line of text that appears in the title bar of the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/subtitle
    open var subtitle: String = "" { didSet { _ibkitRecord("subtitle", subtitle) } }
    /// A value that indicates the visibility of the window's title and title bar buttons.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/titlevisibility-swift.property
    open var titleVisibility: NSWindow.TitleVisibility = .visible { didSet { _ibkitRecord("titleVisibility", titleVisibility) } }
    /// A Boolean value that indicates whether the title bar draws its background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/titlebarappearstransparent
    open var titlebarAppearsTransparent: Bool = false { didSet { _ibkitRecord("titlebarAppearsTransparent", titlebarAppearsTransparent) } }
    /// A value that indicates the style of the window's toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.property
    open var toolbarStyle: NSWindow.ToolbarStyle = .automatic { didSet { _ibkitRecord("toolbarStyle", toolbarStyle) } }
    /// The window's toolbar.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/toolbar
    open var toolbar: NSToolbar?
    /// The minimum size to which the window's frame can be sized.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/minsize
    open var minSize: NSSize = .zero { didSet { _ibkitRecord("minSize", minSize) } }
    /// The maximum size to which the window's frame can be sized.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/maxsize
    open var maxSize: NSSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { _ibkitRecord("maxSize", maxSize) }
    }
    /// The minimum size of the window's content view in the window's base coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/contentminsize
    open var contentMinSize: NSSize = .zero { didSet { _ibkitRecord("contentMinSize", contentMinSize) } }
    /// The maximum size of the window's content view in the window's base coordinate system.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/contentmaxsize
    open var contentMaxSize: NSSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { _ibkitRecord("contentMaxSize", contentMaxSize) }
    }
    /// The minimum size of the window's content view when the window is in full-screen mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/minfullscreencontentsize
    open var minFullScreenContentSize: NSSize = .zero { didSet { _ibkitRecord("minFullScreenContentSize", minFullScreenContentSize) } }
    /// The maximum size of the window's content view when the window is in full-screen mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/maxfullscreencontentsize
    open var maxFullScreenContentSize: NSSize = .zero { didSet { _ibkitRecord("maxFullScreenContentSize", maxFullScreenContentSize) } }
    /// A value that identifies the window's behavior in window collections.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/collectionbehavior-swift.property
    open var collectionBehavior: NSWindow.CollectionBehavior = [] { didSet { _ibkitRecord("collectionBehavior", collectionBehavior) } }
    /// The window's automatic animation behavior.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/animationbehavior-swift.property
    open var animationBehavior: NSWindow.AnimationBehavior = .default { didSet { _ibkitRecord("animationBehavior", animationBehavior) } }
    /// The preferred tabbing mode for the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/tabbingmode-swift.property
    open var tabbingMode: NSWindow.TabbingMode = .automatic { didSet { _ibkitRecord("tabbingMode", tabbingMode) } }
    /// The window level of the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/level-swift.property
    open var level: NSWindow.Level = .normal { didSet { _ibkitRecord("level", level) } }
    /// A Boolean value that indicates whether the window is released when it receives the close message.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/isreleasedwhenclosed
    open var isReleasedWhenClosed: Bool = true { didSet { _ibkitRecord("isReleasedWhenClosed", isReleasedWhenClosed) } }
    /// A Boolean value indicating whether the window configuration is preserved between application launches.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/isrestorable
    open var isRestorable: Bool = true { didSet { _ibkitRecord("isRestorable", isRestorable) } }
    /// A Boolean value that indicates whether the window is removed from the screen when its application becomes inactive.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/hidesondeactivate
    open var hidesOnDeactivate: Bool = false { didSet { _ibkitRecord("hidesOnDeactivate", hidesOnDeactivate) } }
    /// A Boolean value that determines whether the window can be hidden when its application becomes hidden.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/canhide
    open var canHide: Bool = true { didSet { _ibkitRecord("canHide", canHide) } }
    /// The color of the window's background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/backgroundcolor
    open var backgroundColor: NSColor! { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// A Boolean value that indicates whether the window has a shadow.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/hasshadow
    open var hasShadow: Bool = true { didSet { _ibkitRecord("hasShadow", hasShadow) } }
    /// A Boolean value that indicates whether the window is opaque.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/isopaque
    open var isOpaque: Bool = true { didSet { _ibkitRecord("isOpaque", isOpaque) } }
    /// The window's alpha value.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/alphavalue
    open var alphaValue: CGFloat = 1 { didSet { _ibkitRecord("alphaValue", alphaValue) } }
    /// A Boolean value that indicates whether the window is movable by clicking and dragging anywhere in its background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/ismovablebywindowbackground
    open var isMovableByWindowBackground: Bool = false {
        didSet { _ibkitRecord("isMovableByWindowBackground", isMovableByWindowBackground) }
    }
    /// A Boolean value that indicates whether the window can be dragged by clicking in its title bar or background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/ismovable
    open var isMovable: Bool = true { didSet { _ibkitRecord("isMovable", isMovable) } }
    /// A Boolean value that indicates whether the window's backing store is freed when it's removed from the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/isoneshot
    open var isOneShot: Bool = false { didSet { _ibkitRecord("isOneShot", isOneShot) } }
    /// A Boolean value that indicates whether the window displays tooltips even when the application is in the background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/allowstooltipswhenapplicationisinactive
    open var allowsToolTipsWhenApplicationIsInactive: Bool = false {
        didSet { _ibkitRecord("allowsToolTipsWhenApplicationIsInactive", allowsToolTipsWhenApplicationIsInactive) }
    }
    /// A Boolean value that indicates whether to recalculate the key view loop automatically when views are added.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/autorecalculateskeyviewloop
    open var autorecalculatesKeyViewLoop: Bool = false {
        didSet { _ibkitRecord("autorecalculatesKeyViewLoop", autorecalculatesKeyViewLoop) }
    }
    /// The view that's made first responder the first time the window is placed onscreen.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/initialfirstresponder
    open weak var initialFirstResponder: NSView? { didSet { _ibkitRecord("initialFirstResponder", initialFirstResponder) } }
    /// The appearance of the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
    open var appearance: NSAppearance? { didSet { _ibkitRecord("appearance", appearance) } }
    /// The window's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/delegate
    open weak var delegate: NSWindowDelegate?

    /// A Boolean value that indicates whether the window is visible onscreen.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/isvisible
    open var isVisible: Bool { _ibkitVisible }
    /// Moves the window to the front of the screen list and makes it the key window (it becomes visible here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/makekeyandorderfront(_:)
    open func makeKeyAndOrderFront(_ sender: Any?) { _ibkitVisible = true }
    /// Moves the window to the front of its level in the screen list (it becomes visible here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/orderfront(_:)
    open func orderFront(_ sender: Any?) { _ibkitVisible = true }
    /// Takes the window out of the screen list (it becomes invisible here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/orderout(_:)
    open func orderOut(_ sender: Any?) { _ibkitVisible = false }
    /// Removes the window from the screen.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/close()
    open func close() { _ibkitVisible = false }
    /// Attempts to make a given responder the first responder for the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindow/makefirstresponder(_:)
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool { true }
}

/// A special kind of window that typically performs a function that is auxiliary to the main window.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspanel
open class NSPanel: NSWindow {
    /// A Boolean value that indicates whether the panel is a floating panel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspanel/isfloatingpanel
    open var isFloatingPanel: Bool = false { didSet { _ibkitRecord("isFloatingPanel", isFloatingPanel) } }
    /// A Boolean value that indicates whether the panel becomes the key window only when needed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspanel/becomeskeyonlyifneeded
    open var becomesKeyOnlyIfNeeded: Bool = false { didSet { _ibkitRecord("becomesKeyOnlyIfNeeded", becomesKeyOnlyIfNeeded) } }
    /// A Boolean value that indicates whether the panel receives keyboard and mouse events even when a modal window is being displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspanel/workswhenmodal
    open var worksWhenModal: Bool = false { didSet { _ibkitRecord("worksWhenModal", worksWhenModal) } }
}
