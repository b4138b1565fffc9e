// NSPageController (minimal): swipe navigation between pages.

/// A set of optional methods a page controller's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontrollerdelegate
public protocol NSPageControllerDelegate: AnyObject {}

/// An object that controls swipe navigation and animations between views or view content.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller
open class NSPageController: NSViewController {
    /// The page controller's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/delegate
    open weak var delegate: NSPageControllerDelegate?
    /// The style of transition between pages.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/transitionstyle-swift.property
    open var transitionStyle: NSPageController.TransitionStyle = .stackHistory { didSet { _ibkitRecord("transitionStyle", transitionStyle) } }
    /// The objects the page controller pages through.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/arrangedobjects
    open var arrangedObjects: [Any] = [] { didSet { _ibkitRecord("arrangedObjects", arrangedObjects.count) } }
    /// The index of the selected object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/selectedindex
    open var selectedIndex: Int = 0 { didSet { _ibkitRecord("selectedIndex", selectedIndex) } }
    /// Navigates forward to the next object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/navigateforward(_:)
    open func navigateForward(_ sender: Any?) { if selectedIndex + 1 < arrangedObjects.count { selectedIndex += 1 } }
    /// Navigates back to the previous object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/navigateback(_:)
    open func navigateBack(_ sender: Any?) { if selectedIndex > 0 { selectedIndex -= 1 } }

    /// The transition styles of a page controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/transitionstyle-swift.enum
    public enum TransitionStyle: Int {
        /// A stack of pages, as in Safari's history.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/transitionstyle-swift.enum/stackhistory
        case stackHistory = 0
        /// A stack of pages, as in a book.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/transitionstyle-swift.enum/stackbook
        case stackBook = 1
        /// Pages side by side in a strip.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspagecontroller/transitionstyle-swift.enum/horizontalstrip
        case horizontalStrip = 2
    }
}
