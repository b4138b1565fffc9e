// NSWindowController: a window's controller.

/// A controller that manages a window, usually a window stored in a nib file.
///
/// Recording: `showWindow(_:)` is recorded in the dump's `transitions` as `show`; as the dump's owner,
/// its window is reported under `owner.window`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller
open class NSWindowController: NSResponder {
    var _ibkitWindow: NSWindow?
    let _ibkitWindowNibName: NSNib.Name?

    /// Returns a window controller initialized with a given window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/init(window:)
    public init(window: NSWindow?) {
        _ibkitWindowNibName = nil
        super.init()
        self.window = window
    }
    /// Returns a window controller initialized with a nib file (no window is loaded here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/init(windownibname:)
    public convenience init(windowNibName: NSNib.Name) {
        self.init(window: nil)
        _ibkitProperties["windowNibName"] = windowNibName
    }
    /// Creates a window controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitWindowNibName = nil
        super.init(coder: coder)
    }

    /// The window owned by the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/window
    open var window: NSWindow? {
        get { _ibkitWindow }
        set {
            _ibkitWindow = newValue
            newValue?._ibkitWindowController = self
        }
    }
    /// A Boolean value that indicates whether the window has been loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/iswindowloaded
    open var isWindowLoaded: Bool { _ibkitWindow != nil }
    /// The view controller for the window's contentView.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/contentviewcontroller
    open var contentViewController: NSViewController? {
        get { _ibkitWindow?.contentViewController }
        set { _ibkitWindow?.contentViewController = newValue }
    }
    /// The name of the window's frame autosave name.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/windowframeautosavename
    open var windowFrameAutosaveName: NSWindow.FrameAutosaveName = "" {
        didSet { _ibkitRecord("windowFrameAutosaveName", windowFrameAutosaveName) }
    }
    /// A Boolean value that indicates whether the window cascades in relation to other document windows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/shouldcascadewindows
    open var shouldCascadeWindows: Bool = true { didSet { _ibkitRecord("shouldCascadeWindows", shouldCascadeWindows) } }
    /// The name of the nib file that stores the window associated with the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/windownibname
    open var windowNibName: NSNib.Name? { _ibkitWindowNibName ?? _ibkitProperties["windowNibName"] }

    /// Loads the receiver's window from the nib file (here: nothing to load).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/loadwindow()
    open func loadWindow() {}
    /// Sent before the window owned by the receiver is loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/windowwillload()
    open func windowWillLoad() {}
    /// Sent after the window owned by the receiver has been loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/windowdidload()
    open func windowDidLoad() {}
    /// Displays the window associated with the receiver (recorded as a `show` transition).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/showwindow(_:)
    open func showWindow(_ sender: Any?) {
        if let destination: AnyObject = _ibkitWindow?.contentViewController ?? _ibkitWindow {
            _IBKitRecording.transition("show", from: self, to: destination)
        }
        _ibkitWindow?.makeKeyAndOrderFront(sender)
    }
    /// Closes the window if it was loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/close()
    open func close() { _ibkitWindow?.close() }
    /// Closes the window.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nswindowcontroller/dismisscontroller(_:)
    open func dismissController(_ sender: Any?) { close() }

    /// Performs a segue with the specified identifier (recorded in the dump's `segues`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegueperforming/performsegue(withidentifier:sender:)
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        _IBKitRecording.performedSegues.append((self, identifier))
    }
    /// Called when a segue is about to be performed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegueperforming/prepare(for:sender:)
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
}
