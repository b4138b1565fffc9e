import IBDocument
import IBFoundation

extension Runtime {
    /// The controllers a touch can reach: the frontmost presented controller and its visible descendants.
    public var interactiveControllers: [SimViewController] {
        guard let root = rootViewController else { return [] }
        func visible(_ controller: SimViewController) -> [SimViewController] { [controller] + controller.visibleChildren.flatMap(visible) }
        return visible(root.topPresented)
    }

    /// Taps what matches `query` — an accessibility identifier, a title or an object id — among the
    /// visible controls, bar items, tabs and prototype cells: its actions are sent and the segues it
    /// triggers are performed. A control must be reachable by hit testing at its center. `Back`,
    /// when nothing in the documents is called that, is the navigation bar's back button.
    public func tap(_ query: String) throws(InteractionError) {
        let targets = tapTargets()
        guard let target = targets.first(where: { Self.matches($0.object, query) }) else {
            // The navigation bar's back button is UIKit's own, not the document's.
            if query == "Back", let navigation = interactiveControllers.last(where: { $0.container == .navigation && $0.children.count > 1 }) {
                do throws(RuntimeFailure) { try popViewController(on: navigation) } catch { throw .failed(error) }
                return
            }
            throw .notFound(query, candidates: targets.map { Self.name(of: $0.object) })
        }
        if case .view(let view) = target.kind, let reason = blockedReason(view) {
            throw .notHittable(view.label, reason: reason)
        }
        do throws(RuntimeFailure) {
            switch target.kind {
            case .view(let view):
                try fire(view)
            case .item(let item):
                try fire(item)
            case .tab(let tabBar, let index):
                try selectTab(index, of: tabBar)
            case .prototype(let element, let controller):
                // A prototype cell is its own nib, instantiated as a dequeue would.
                let nib = NibInstantiation(runtime: self, document: element.document, owningController: controller)
                let cell = nib.createTree(element, superview: nil)
                for template in controller.segueTemplates where template.trigger == element { cell.triggeredSegues.append(template) }
                try nib.finish()
                try fire(cell)
            }
        } catch {
            throw .failed(error)
        }
    }

    private enum TapKind {
        case view(SimView), item(SimObject), tab(SimViewController, Int), prototype(IBObject, SimViewController)
    }

    private struct TapTarget {
        var object: SimObject
        var kind: TapKind
    }

    /// Everything tappable now, frontmost first.
    private func tapTargets() -> [TapTarget] {
        var targets: [TapTarget] = []
        for controller in interactiveControllers.reversed() {
            for item in controller.sceneObjects where item.element?.role == .barItem && item.element?.elementName != "tabBarItem" {
                targets.append(TapTarget(object: item, kind: .item(item)))
            }
            if controller.container == .tabBar {
                for (index, child) in controller.children.enumerated() {
                    let item = child.sceneObjects.first { $0.element?.elementName == "tabBarItem" } ?? child
                    targets.append(TapTarget(object: item, kind: .tab(controller, index)))
                }
            }
            guard let view = controller.loadedView else { continue }
            for candidate in ownViews(of: view).reversed() where candidate.element != nil {
                targets.append(TapTarget(object: candidate, kind: .view(candidate)))
                if let element = candidate.element {
                    for prototype in element.asView?.prototypeCells ?? [] {
                        let stand = SimObject(className: prototype.className ?? "UITableViewCell", element: prototype, address: 0)
                        targets.append(TapTarget(object: stand, kind: .prototype(prototype, controller)))
                    }
                }
            }
        }
        return targets
    }

    private static func matches(_ object: SimObject, _ query: String) -> Bool {
        object.accessibilityIdentifier == query || object.title == query || object.element?.id == query
            || object.element?.attribute("reuseIdentifier") == query
    }

    private static func name(of object: SimObject) -> String {
        object.accessibilityIdentifier ?? object.title ?? object.element?.attribute("reuseIdentifier") ?? object.element?.id ?? object.label
    }

    /// Why a touch at the view's center does not reach it.
    private func blockedReason(_ view: SimView) -> String? {
        var root = view
        while let superview = root.superview { root = superview }
        var chain: [SimView] = []
        var current: SimView? = view
        while let candidate = current { chain.append(candidate); current = candidate.superview }
        if let blocked = chain.first(where: { $0.hitTestExclusion != nil }), let why = blocked.hitTestExclusion {
            return (blocked === view ? "it " : "its superview \(blocked.label) ") + why
        }
        let origin = view.originInRoot
        let center = Point(x: origin.x + view.frame.width / 2, y: origin.y + view.frame.height / 2)
        guard let hit = root.hitTest(center) else { return "its center (\(center.x), \(center.y)) is outside the screen" }
        if view.contains(hit) { return nil }
        if hit.contains(view) { return "its center (\(center.x), \(center.y)) lies outside a superview's bounds, so \(hit.label) takes the touch" }
        return "\(hit.label) is in front of it at its center (\(center.x), \(center.y))"
    }

    /// Sends a tapped object's actions, then performs the segues it triggers.
    private func fire(_ object: SimObject) throws(RuntimeFailure) {
        let tapEvents: Set<String> = ["touchUpInside", "primaryActionTriggered", "valueChanged", "touchDown"]
        for binding in object.actions where binding.event.map(tapEvents.contains) ?? true {
            try sendAction(binding, from: object)
        }
        for template in object.triggeredSegues {
            guard let source = object.owningController else { continue }
            try perform(template, from: source, sender: object, askingShouldPerform: true)
        }
    }

    /// Sends an action to its target, or up the responder chain from the sender when the target is
    /// First Responder (UIKIT_FACTS 9.2: with no first responder the walk starts at the sender).
    func sendAction(_ binding: ActionBinding, from sender: SimObject) throws(RuntimeFailure) {
        if let target = binding.target {
            try invoke(binding.selector, on: target, sender: sender, at: binding.location)
            return
        }
        var responder: SimObject? = sender
        var asked: Set<ObjectIdentifier> = []
        // A hostile document can tie views and controllers into a loop: each responder is asked once.
        while let candidate = responder, asked.insert(ObjectIdentifier(candidate)).inserted {
            if implements(binding.selector, candidate) {
                try invoke(binding.selector, on: candidate, sender: sender, at: binding.location)
                return
            }
            responder = nextResponder(of: candidate)
        }
        record(.actionUnanswered(binding.selector), on: sender)
    }

    private func implements(_ selector: String, _ object: SimObject) -> Bool {
        if behavior(for: object)?.actions[selector] != nil { return true }
        if case .found = hierarchy(for: object).lookUpMethod(selector, on: object.className) { return true }
        return false
    }

    /// Calls an action method; a target whose class lacks it raises UIKit's "unrecognized selector".
    private func invoke(_ selector: String, on target: SimObject, sender: SimObject, at location: SourceLocation) throws(RuntimeFailure) {
        let hook = behavior(for: target)?.actions[selector]
        if hook == nil, judgesMembers(of: target) {
            switch hierarchy(for: target).lookUpMethod(selector, on: target.className) {
            case .missing, .notExposed:
                throw record(RuntimeFailure(.unrecognizedSelector, exception: "NSInvalidArgumentException",
                                            reason: "-[\(printedName(of: target.className)) \(selector)]: unrecognized selector sent to instance \(target.addressText)",
                                            at: location))
            case .found, .unknown:
                break
            }
        }
        record(.action(selector, sender: sender.label), on: target)
        try hook?(target, sender)
    }

    /// The next responder: a view's controller or superview; a controller's presenter (when it is
    /// presented), else its view's superview, else its parent (UIKIT_FACTS 9.3).
    func nextResponder(of object: SimObject) -> SimObject? {
        if let view = object as? SimView { return view.viewController ?? view.superview }
        if let controller = object as? SimViewController {
            if controller.presentingViewController != nil { return controller.presentingViewController }
            return controller.loadedView?.superview ?? controller.parent
        }
        return object.owningController
    }
}
