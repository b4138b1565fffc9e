import IBDocument
import IBXML

/// A view controller of the simulation (also a window or interface controller): containment,
/// presentation, its lazily loaded view and its storyboard's segue templates.
public final class SimViewController: SimObject {
    /// What kind of container the controller's class makes it.
    public enum Container: Sendable, Equatable {
        /// A navigation controller: `children` is the stack, last on top.
        case navigation
        /// A tab bar controller: `children` are the tabs.
        case tabBar
        /// A split view controller: `children` are the columns.
        case split
        /// Any other controller: `children` are embedded or added in code.
        case plain
    }

    /// The container behaviour its class gives it.
    public let container: Container
    /// The storyboard it came from, when it came from one.
    public internal(set) var storyboard: SimStoryboard?
    /// The storyboard ID it was instantiated with.
    public internal(set) var storyboardIdentifier: String?
    /// Segues that leave its scene, by template.
    public internal(set) var segueTemplates: [SegueTemplate] = []
    /// The parent in a containment hierarchy.
    public internal(set) weak var parent: SimViewController?
    /// The children (a navigation stack, tabs, split columns, embedded controllers).
    public internal(set) var children: [SimViewController] = []
    /// The controller it presents.
    public internal(set) var presentedViewController: SimViewController?
    /// The controller presenting it.
    public internal(set) weak var presentingViewController: SimViewController?
    /// The presentation style it was presented with (`fullScreen`, `pageSheet`, `popover`, …).
    public internal(set) var presentationStyle: String?
    /// The selected tab of a tab bar controller.
    public internal(set) var selectedIndex = 0
    /// Whether it has appeared (`viewDidAppear` ran, `viewDidDisappear` has not since).
    public internal(set) var isAppeared = false

    /// The objects of its scene nib other than itself: navigation and tab bar items, bar buttons.
    public internal(set) var sceneObjects: [SimObject] = []
    /// The nib named at `init(nibName:bundle:)`.
    public internal(set) var nibName: String?

    var loadedView: SimView?
    /// The objects of the loaded view nib by element: containers for embeds, controls to tap.
    var viewObjects: [XMLNodeID: SimObject] = [:]
    var isLoadingView = false
    var didLoadView = false

    init(className: String, element: IBObject?, address: UInt64, container: Container) {
        self.container = container
        super.init(className: className, element: element, address: address)
    }

    /// Whether `view` has been loaded (`isViewLoaded`).
    public var isViewLoaded: Bool { loadedView != nil }
    /// The loaded view; nil until something accesses it through the runtime.
    public var viewIfLoaded: SimView? { loadedView }

    /// A navigation controller's top controller.
    public var topViewController: SimViewController? { container == .navigation ? children.last : nil }

    /// The children whose views are on screen: the top of a stack, the selected tab, every column
    /// or embedded child.
    public var visibleChildren: [SimViewController] {
        switch container {
        case .navigation: children.last.map { [$0] } ?? []
        case .tabBar: children.indices.contains(selectedIndex) ? [children[selectedIndex]] : []
        case .split, .plain: children
        }
    }

    /// The outermost parent (itself when it has none).
    public var root: SimViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// Whether `other` is this controller or one of its descendants.
    public func contains(_ other: SimViewController) -> Bool {
        var current: SimViewController? = other
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    /// The child of this controller that contains `other` (`childContaining(_:)`).
    public func child(containing other: SimViewController) -> SimViewController? {
        children.first { $0.contains(other) }
    }

    /// The nearest ancestor (or itself) that is a container of this kind.
    func ancestor(_ kind: Container) -> SimViewController? {
        var current: SimViewController? = self
        while let candidate = current {
            if candidate.container == kind { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The topmost controller presented from this one's root, or the root itself.
    public var topPresented: SimViewController {
        var current = root
        while let presented = current.presentedViewController { current = presented.root }
        return current
    }
}

/// A storyboard as the simulation loaded it.
public final class SimStoryboard: CustomStringConvertible {
    /// The name used with `UIStoryboard(name:bundle:)`.
    public let name: String
    /// The document.
    public let document: Document
    let address: UInt64

    init(name: String, document: Document, address: UInt64) {
        self.name = name
        self.document = document
        self.address = address
    }

    /// `<UIStoryboard: 0x…>`.
    public var description: String { "<UIStoryboard: 0x\(String(address, radix: 16))>" }
}
