import IBDocument
import IBXML

/// The bars Interface Builder's canvas draws above and below a controller's view, as it infers
/// them: a controller's own simulated metrics say so explicitly (`<nil>` for none); otherwise a
/// tab bar item means a tab bar, and a controller inherits the bars of the container it sits in:
/// the tab bar of a tab bar controller, the navigation bar of a navigation controller and that
/// controller's tab bar, the bars of the controller that pushes it.
struct SimulatedBars {
    /// The top bar's height: 44 for a navigation bar.
    var top = 0.0
    /// The bottom bar's height: 49 for a tab bar, 44 for a toolbar.
    var bottom = 0.0
    /// Whether the controller is presented as a page sheet (a modal segue of the default style
    /// leads to it, to the navigation controller holding it, or to what pushes it).
    var sheet = false
    /// Whether its simulated metrics say it has no status bar (`<nil key="simulatedStatusBarMetrics"/>`,
    /// Interface Builder's "Status Bar: None"), its own or its container's.
    var hidesStatusBar = false

    /// The controller's bars, its own or inherited.
    init(_ controller: IBObject) {
        var visited: Set<XMLNodeID> = []
        self = Self.inferred(controller, incoming: controller.document.derived("IBLayout.IncomingSegues", IncomingSegues.init), visited: &visited)
    }

    init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    private static func inferred(_ controller: IBObject, incoming: IncomingSegues, visited: inout Set<XMLNodeID>) -> SimulatedBars {
        let own = OwnBars(controller)
        let segues = incoming.segues(to: controller)
        // A navigation item stands for a navigation bar where a segue of a kind not followed here
        // leads to the controller. Alone (a controller made from its identifier) or on a
        // controller only presented modally, it draws none: nothing puts it in a navigation controller.
        // A navigation item's bar has the default height; the navigation controller the item sits
        // in may store a taller bar, which wins below.
        let itemBar = own.top == nil && own.hasNavigationItem && !segues.isEmpty && !segues.allSatisfy(\.isModal)
            ? navigationBarHeight(controller.document) : 0
        var bars = SimulatedBars(top: own.top ?? itemBar, bottom: own.bottom ?? 0)
        bars.hidesStatusBar = own.hidesStatusBar ?? false
        bars.sheet = segues.contains { $0.presentsSheet } && Self.allowsSheet(controller)
        guard visited.insert(controller.node).inserted else { return bars }
        for segue in segues {
            guard let sourceNode = segue.sourceNode else { continue }
            let source = IBObject(document: controller.document, node: sourceNode)
            var top = 0.0, bottom = 0.0, hidesStatusBar = false
            switch (source.elementName, segue.kind, segue.relationship) {
            case ("tabBarController", "relationship", "viewControllers"):
                bottom = 49
            case ("navigationController", "relationship", "rootViewController"):
                let container = inferred(source, incoming: incoming, visited: &visited)
                top = Self.hidesBar(source) ? 0 : Self.barHeight(of: source, sheet: container.sheet)
                bottom = max(container.bottom, Self.toolbarHeight(of: source))
                bars.sheet = bars.sheet || container.sheet
                hidesStatusBar = container.hidesStatusBar
            case (_, "show", _), (_, "push", _):
                // A pushed controller keeps the stack's bars, unless it hides the bottom one.
                let pusher = inferred(source, incoming: incoming, visited: &visited)
                top = pusher.top
                bottom = controller.attribute("hidesBottomBarWhenPushed") == "YES" ? 0 : pusher.bottom
                bars.sheet = bars.sheet || pusher.sheet
                hidesStatusBar = pusher.hidesStatusBar
            default:
                continue
            }
            if own.top == nil { bars.top = max(bars.top, top) }
            if own.bottom == nil { bars.bottom = max(bars.bottom, bottom) }
            if own.hidesStatusBar == nil { bars.hidesStatusBar = bars.hidesStatusBar || hidesStatusBar }
        }
        return bars
    }

    /// A navigation controller's bar as the canvas draws it: the height its stored frame gives
    /// (Xcode 26's bars are 54 points tall), else 44, or a sheet's taller bar.
    private static func barHeight(of navigationController: IBObject, sheet: Bool) -> Double {
        let tree = navigationController.document.tree
        let bar = tree.firstChildElement(of: navigationController.node, named: "navigationBar")
        let frame = bar.flatMap { tree.firstChildElement(of: $0, named: "rect", where: "key", is: "frame") }
        let document = navigationController.document
        if let height = frame.flatMap({ tree.number("height", of: $0) }) { return height }
        return sheet ? SheetCard.navigationBarHeight(toolsBuild: document.header.toolsBuild) ?? navigationBarHeight(document) : navigationBarHeight(document)
    }

    /// Whether a controller's own presentation style leaves the default page sheet in place.
    private static func allowsSheet(_ controller: IBObject) -> Bool {
        SheetCard.isSheetStyle(controller.attribute("modalPresentationStyle"))
    }

    /// A navigation bar's height where nothing stores it: 44, and 54 in Xcode 26's canvas (every
    /// navigation controller of its documents in the corpus stores a 54-point bar).
    static func navigationBarHeight(_ document: Document) -> Double {
        document.header.toolsBuild >= 24000 ? 54 : 44
    }

    /// The toolbar a navigation controller shows below its controllers (`toolbarHidden="NO"`):
    /// the height its stored frame gives, else 44; 0 when hidden, as by default.
    private static func toolbarHeight(of navigationController: IBObject) -> Double {
        guard navigationController.attribute("toolbarHidden") == "NO" else { return 0 }
        let tree = navigationController.document.tree
        let bar = tree.firstChildElement(of: navigationController.node, named: "toolbar", where: "key", is: "toolbar")
        let height = bar.flatMap { tree.firstChildElement(of: $0, named: "rect", where: "key", is: "frame") }.flatMap { tree.number("height", of: $0) }
        return height.map { $0.isFinite ? min(max($0, 0), 100) : 44 } ?? 44
    }

    /// Whether a navigation controller's bar is hidden.
    private static func hidesBar(_ navigationController: IBObject) -> Bool {
        let tree = navigationController.document.tree
        return tree.childElements(of: navigationController.node).contains { child in
            tree.isElement(child, named: "navigationBar") && tree.attribute("hidden", of: child) == "YES"
        }
    }
}

/// What a controller's own elements say of its bars: a height, or nil where it says nothing.
private struct OwnBars {
    var top: Double?
    var bottom: Double?
    /// Whether it says it has no status bar (true), says it has one (false), or says nothing.
    var hidesStatusBar: Bool?
    /// Whether it has a navigation item (which Interface Builder adds to what a navigation
    /// controller holds, and leaves when the controller moves out).
    var hasNavigationItem = false

    init(_ controller: IBObject) {
        let tree = controller.document.tree
        for child in tree.childElements(of: controller.node) {
            let key = tree.attribute("key", of: child)
            switch (tree.name(of: child), key) {
            case ("nil", "simulatedTopBarMetrics"): top = 0
            case ("nil", "simulatedBottomBarMetrics"): bottom = 0
            case ("nil", "simulatedStatusBarMetrics"): hidesStatusBar = true
            case ("simulatedStatusBarMetrics", _): hidesStatusBar = false
            case ("simulatedNavigationBarMetrics", _): top = top ?? SimulatedBars.navigationBarHeight(controller.document)
            case ("navigationItem", _): hasNavigationItem = true
            // A tab bar controller's own tab bar stays below what it pushes.
            case ("simulatedTabBarMetrics", _), ("tabBarItem", _), ("tabBar", "tabBar"): bottom = bottom ?? 49
            case ("simulatedToolbarMetrics", _): bottom = 44
            default: break
            }
        }
    }
}

/// The segues of a document by destination id, read in one pass.
private struct IncomingSegues {
    struct Segue {
        /// The source controller's element: a node, not an ``IBObject``, so that the document's
        /// cache of this value holds no reference back to the document.
        var sourceNode: XMLNodeID?
        var kind: String
        var relationship: String?

        /// The segue's own `modalPresentationStyle`, if it sets one.
        var presentationStyle: String?

        /// Whether it presents its destination over the source, outside any container.
        var isModal: Bool { ["modal", "presentation", "popoverPresentation", "popover", "sheet"].contains(kind) }
        /// Whether it presents its destination as UIKit's default page sheet (a modal segue of
        /// the automatic, page-sheet or form-sheet style, which an iPhone shows as a page sheet).
        var presentsSheet: Bool { ["modal", "presentation"].contains(kind) && SheetCard.isSheetStyle(presentationStyle) }
    }

    private var byDestination: [String: [Segue]] = [:]

    init(_ document: Document) {
        let tree = document.tree
        var found: [String: [Segue]] = [:]
        tree.forEachElement(withAttribute: "destination") { node, attribute in
            guard tree.isElement(node, named: "segue"), let kind = tree.attribute("kind", of: node) else { return }
            // The segue sits in the connections of its source: a controller, or a control inside one.
            var owner = tree.parent(of: node)
            while let current = owner, ElementCatalog.standard.role(of: tree.name(of: current)) != .controller {
                owner = tree.parent(of: current)
            }
            found[tree.value(of: attribute), default: []].append(Segue(sourceNode: owner, kind: kind, relationship: tree.attribute("relationship", of: node),
                                                                     presentationStyle: tree.attribute("modalPresentationStyle", of: node)))
        }
        // In a xib a container holds its controllers inline, in `<viewControllers>`: the nib's
        // `viewControllers` array.
        let containers = document.isStoryboard ? [] : tree.rootElement.map { tree.descendants(of: $0) } ?? []
        for container in containers where tree.isElement(container, named: "navigationController") || tree.isElement(container, named: "tabBarController") {
            guard let list = tree.firstChildElement(of: container, named: "viewControllers") else { continue }
            // Every controller of a navigation stack has the bars its root has.
            let relationship = tree.isElement(container, named: "navigationController") ? "rootViewController" : "viewControllers"
            for held in tree.childElements(of: list) {
                guard let id = tree.attribute("id", of: held), ElementCatalog.standard.role(of: tree.name(of: held)) == .controller else { continue }
                found[id, default: []].append(Segue(sourceNode: container, kind: "relationship", relationship: relationship))
            }
        }
        byDestination = found
    }

    func segues(to controller: IBObject) -> [Segue] {
        controller.id.flatMap { byDestination[$0] } ?? []
    }
}

extension LayoutEnvironment {
    /// The bars the canvas draws above and below a controller that has no view of its own (a
    /// tab bar controller pushed onto a navigation stack shows the stack's navigation bar), as
    /// it infers them for any controller: its own simulated metrics, else its containers'.
    public static func simulatedBars(of controller: IBObject) -> EdgeInsets {
        let bars = SimulatedBars(controller)
        return EdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0)
    }

    /// The card the canvas draws a controller on (a container with no view of its own included)
    /// when it is presented as a sheet on `device`; nil when it is not.
    public static func sheet(of controller: IBObject, device: LayoutDevice, orientation: LayoutDevice.Orientation) -> SheetCard? {
        let bars = SimulatedBars(controller)
        guard bars.sheet else { return nil }
        return SheetCard(device: device, orientation: orientation, toolsBuild: controller.document.header.toolsBuild, navigationBar: bars.top > 0)
    }
}
