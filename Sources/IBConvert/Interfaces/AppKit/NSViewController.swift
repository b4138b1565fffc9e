// NSViewController: lazy view loading, containment and presentation.

/// A controller that manages a view, typically loaded from a nib file.
///
/// Recording: presentations are recorded in the dump's `transitions` (kinds `sheet`, `modalWindow`, `popover`,
/// `present`); `performSegue(withIdentifier:sender:)` in its `segues`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller
open class NSViewController: NSResponder {
    var _ibkitView: NSView?
    var _ibkitChildren: [NSViewController] = []
    weak var _ibkitParent: NSViewController?
    var _ibkitPresented: [NSViewController] = []
    weak var _ibkitPresenting: NSViewController?
    let _ibkitNibName: NSNib.Name?
    let _ibkitBundle: Bundle?

    /// Returns a view controller object initialized to the nib file in the specified bundle.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
        _ibkitNibName = nibNameOrNil
        _ibkitBundle = nibBundleOrNil
        super.init()
    }
    /// Creates a view controller with no nib.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// Creates a view controller from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        _ibkitNibName = nil
        _ibkitBundle = nil
        super.init(coder: coder)
    }

    /// The view controller's primary view (loaded on first access with `loadView()` then `viewDidLoad()`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/view
    open var view: NSView {
        get {
            if _ibkitView == nil {
                loadView()
                if _ibkitView == nil { _ibkitView = NSView() }
                viewDidLoad()
            }
            return _ibkitView!
        }
        set { _ibkitView = newValue }
    }
    /// A Boolean value indicating whether the view controller's view is loaded into memory.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/isviewloaded
    open var isViewLoaded: Bool { _ibkitView != nil }
    /// Instantiates a view from a nib file and sets the value of the view property (here: a plain view).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview()
    open func loadView() { _ibkitView = NSView() }
    /// Loads the view controller's view if it has not yet been loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() { _ = view }
    /// Called after the view controller's view has been loaded into memory.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// Called when the view controller's view is about to be added to a view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewwillappear()
    open func viewWillAppear() {}
    /// Called after the view controller's view has been added to a view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidappear()
    open func viewDidAppear() {}
    /// Called when the view controller's view is about to be removed from the view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewwilldisappear()
    open func viewWillDisappear() {}
    /// Called after the view controller's view is removed from the view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdiddisappear()
    open func viewDidDisappear() {}
    /// Called just before the layout() method of the view controller's view is called.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewwilllayout()
    open func viewWillLayout() {}
    /// Called immediately after the layout() method of the view controller's view is called.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidlayout()
    open func viewDidLayout() {}

    /// The name of the view controller's nib file, if one was specified.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/nibname
    open var nibName: NSNib.Name? { _ibkitNibName }
    /// The view controller's nib bundle, if it exists.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/nibbundle
    open var nibBundle: Bundle? { _ibkitBundle }
    /// The storyboard from which the view controller was loaded (always nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/storyboard
    open var storyboard: NSStoryboard? { nil }

    /// The localized title of the receiver's primary view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/title
    open var title: String? { didSet { _ibkitRecord("title", title) } }
    /// The object whose value is presented in the receiver's primary view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/representedobject
    open var representedObject: Any? { didSet { _ibkitRecord("representedObject", representedObject) } }
    /// The desired size of the view controller's view, in screen units.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/preferredcontentsize
    open var preferredContentSize: NSSize = .zero { didSet { _ibkitRecord("preferredContentSize", preferredContentSize) } }
    /// The preferred minimum size of the view controller's view when it's presented in a sheet.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/preferredminimumsize
    open var preferredMinimumSize: NSSize { .zero }

    // MARK: Children

    /// The parent view controller of the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/parent
    open var parent: NSViewController? { _ibkitParent }
    /// An array of view controllers that are hierarchical children of the view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/children
    open var children: [NSViewController] {
        get { _ibkitChildren }
        set {
            _ibkitChildren.forEach { $0._ibkitParent = nil }
            _ibkitChildren = newValue
            newValue.forEach { $0._ibkitParent = self }
        }
    }
    /// Adds a specified view controller as a child of the current view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/addchild(_:)
    open func addChild(_ childViewController: NSViewController) {
        insertChild(childViewController, at: _ibkitChildren.count)
    }
    /// Inserts a specified child view controller into the children array at a specified position.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/insertchild(_:at:)
    open func insertChild(_ childViewController: NSViewController, at index: Int) {
        childViewController.removeFromParent()
        _ibkitChildren.insert(childViewController, at: max(0, min(index, _ibkitChildren.count)))
        childViewController._ibkitParent = self
    }
    /// Removes the called view controller from its parent view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/removefromparent()
    open func removeFromParent() {
        _ibkitParent?._ibkitChildren.removeAll { $0 === self }
        _ibkitParent = nil
    }

    // MARK: Presentation

    func _ibkitPresent(_ kind: String, _ viewController: NSViewController) {
        _IBKitRecording.transition(kind, from: self, to: viewController)
        _ibkitPresented.append(viewController)
        viewController._ibkitPresenting = self
    }
    /// The view controllers that the view controller presents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/presentedviewcontrollers
    open var presentedViewControllers: [NSViewController]? { _ibkitPresented.isEmpty ? nil : _ibkitPresented }
    /// The view controller that presented this view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/presentingviewcontroller
    open var presentingViewController: NSViewController? { _ibkitPresenting }
    /// Presents another view controller as a sheet (recorded as a `sheet` transition).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/presentassheet(_:)
    open func presentAsSheet(_ viewController: NSViewController) { _ibkitPresent("sheet", viewController) }
    /// Presents another view controller as a modal window (recorded as a `modalWindow` transition).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/presentasmodalwindow(_:)
    open func presentAsModalWindow(_ viewController: NSViewController) { _ibkitPresent("modalWindow", viewController) }
    /// Presents another view controller as a popover (recorded as a `popover` transition).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/present(_:aspopoverrelativeto:of:preferrededge:behavior:)
    open func present(_ viewController: NSViewController, asPopoverRelativeTo positioningRect: NSRect, of positioningView: NSView,
                      preferredEdge: NSRectEdge, behavior: NSPopover.Behavior) {
        _ibkitPresent("popover", viewController)
    }
    /// Presents another view controller using a presentation animator (recorded as a `present` transition).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/present(_:animator:)
    open func present(_ viewController: NSViewController, animator: NSViewControllerPresentationAnimator) {
        _ibkitPresent("present", viewController)
    }
    /// Dismisses a presented view controller.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/dismiss(_:)
    open func dismiss(_ viewController: NSViewController) {
        _ibkitPresented.removeAll { $0 === viewController }
        if viewController._ibkitPresenting === self { viewController._ibkitPresenting = nil }
    }
    /// Dismisses the view controller that the receiver presented, or the receiver itself when it was presented.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontroller/dismiss(_:)
    open func dismiss(_ sender: Any?) { _ibkitPresenting?.dismiss(self) }

    // MARK: Segues

    /// Performs a segue with the specified identifier (recorded in the dump's `segues`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegueperforming/performsegue(withidentifier:sender:)
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        _IBKitRecording.performedSegues.append((self, identifier))
    }
    /// Called when a segue is about to be performed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegueperforming/prepare(for:sender:)
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}
    /// Determines whether the segue with the specified identifier should be performed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegueperforming/shouldperformsegue(withidentifier:sender:)
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool { true }
}

/// A set of methods that let you define animations for presenting and dismissing view controllers.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontrollerpresentationanimator
public protocol NSViewControllerPresentationAnimator: AnyObject {
    /// Presents a view controller using the animator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontrollerpresentationanimator/animatepresentation(of:from:)
    func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController)
    /// Dismisses a view controller presented by the animator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsviewcontrollerpresentationanimator/animatedismissal(of:from:)
    func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController)
}
