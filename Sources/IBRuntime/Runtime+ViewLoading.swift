import IBDocument
import IBFoundation
import IBProject

extension Runtime {
    /// A controller's `view`: loaded on first access with `loadViewIfRequired`'s steps — `loadView`,
    /// then the embed segues, then `viewDidLoad` (UIKIT_FACTS 2.3, 5.1).
    @discardableResult
    public func loadView(of controller: SimViewController) throws(RuntimeFailure) -> SimView {
        if let view = controller.loadedView, controller.didLoadView { return view }
        if let view = controller.loadedView, controller.isLoadingView { return view }
        let key = "view:\(controller.element?.document.path ?? controller.className)#\(controller.element?.id ?? "")"
        if loadingStack.contains(key) || loadingStack.count >= options.maximumDepth {
            throw record(RuntimeFailure(.recursion, exception: nil,
                                        reason: "\(controller.label)'s view embeds its own scene again; \(Self.framework(of: controller.element?.document)) recurses until the stack overflows",
                                        at: controller.element?.location ?? SourceLocation(file: controller.className, line: 1, column: 1)))
        }
        loadingStack.append(key)
        controller.isLoadingView = true
        defer {
            controller.isLoadingView = false
            loadingStack.removeLast()
        }
        record(.loadView, on: controller)
        let view = try within("while loading the view of \(controller.label)") { () throws(RuntimeFailure) in try makeView(of: controller) }
        controller.loadedView = view
        view.viewController = controller
        for template in controller.segueTemplates where template.kind == "embed" {
            try performEmbed(template, in: controller)
        }
        controller.didLoadView = true
        record(.viewDidLoad, on: controller)
        behavior(for: controller)?.viewDidLoad?(controller)
        return view
    }

    /// The default `loadView`: the scene's view nib, else a nib named after the class (fact 2.1),
    /// else a plain view.
    private func makeView(of controller: SimViewController) throws(RuntimeFailure) -> SimView {
        if let element = controller.element, let rootElement = ControllerView.rootView(of: element) {
            return try loadViewNib(rootElement, of: controller, controllerElement: element)
        }
        var nib: Document?
        if let name = controller.nibName {
            try loadNib(named: name, owner: controller, cause: controller.element?.location)
            nib = StoryboardLookup.nib(named: name, in: project, near: controller.element?.document.path)
        } else if controller.container == .plain, controller.element?.customClass != nil || controller.element == nil,
                  isKind(controller, of: "UIViewController"),
                  let found = defaultNib(for: controller.className, near: controller.element?.document.path) {
            try loadNib(found, owner: controller)
            nib = found
        }
        if let nib {
            guard let view = controller.loadedView else {
                throw record(RuntimeFailure(.viewOutletNotSet, exception: "NSInternalInconsistencyException",
                                            reason: "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(Project.baseName(nib.path))\" nib but the view outlet was not set.",
                                            at: nib.topLevelObjects.first { $0.placeholder == .filesOwner }?.location ?? SourceLocation(file: nib.path, line: 1, column: 1)))
            }
            return view
        }
        return SimView(className: controller.container == .plain ? "UIView" : "UILayoutContainerView", element: nil,
                       address: makeAddress(), frame: Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height))
    }

    /// The view nib of a storyboard scene: the view, the old layout guides, and the other objects
    /// of the scene's dock, with the controller as File's Owner (fact 0.2).
    private func loadViewNib(_ rootElement: IBObject, of controller: SimViewController, controllerElement: IBObject) throws(RuntimeFailure) -> SimView {
        let document = controllerElement.document
        let nib = NibInstantiation(runtime: self, document: document, owningController: controller)
        nib.setProxy(controller, for: controllerElement)
        if let scene = controllerElement.scene {
            let members = scene.objects
            nib.mapPlaceholders(scene.placeholders, owner: controller, externals: [:])
            for extra in members where extra != controllerElement && extra.placeholder == nil && extra.role != .controller && extra.role != .reference {
                nib.createTree(extra, superview: nil)
            }
        }
        for guide in NibElements.children(of: controllerElement) where guide.role == .layoutGuide {
            nib.createTree(guide, superview: nil)
        }
        let root = nib.createTree(rootElement, superview: nil)
        let view = root as? SimView ?? SimView(className: root.className, element: rootElement, address: root.address)
        controller.loadedView = view
        view.viewController = controller
        record(.setValueForKey("view"), on: controller)
        controller.values["view"] = .object(view)
        for template in controller.segueTemplates {
            nib.object(for: template.trigger)?.triggeredSegues.append(template)
        }
        controller.viewObjects = nib.objectsByElement
        try nib.finish()
        return view
    }

    /// UIKit's nib lookup for a controller without a nib name: the class name without a trailing
    /// "Controller", then the class name (fact 2.1).
    func defaultNib(for className: String, near path: String?) -> Document? {
        let plain = ClassHierarchy.plain(className)
        var names: [String] = []
        if plain.hasSuffix("Controller") { names.append(String(plain.dropLast("Controller".count))) }
        names.append(plain)
        for name in names {
            if let nib = StoryboardLookup.nib(named: name, in: project, near: path) { return nib }
        }
        return nil
    }

    /// An embed segue, inside the parent's view loading (UIKIT_FACTS 5.2): the parent's
    /// `shouldPerformSegue`, the child created, the parent's `prepare`, the child's view loaded,
    /// `addChild` (→ `willMove(toParent:)`), the view added to the container, `didMove(toParent:)`.
    func performEmbed(_ template: SegueTemplate, in parent: SimViewController) throws(RuntimeFailure) {
        guard try askShouldPerform(template, source: parent, sender: parent) else { return }
        if let destination = template.destination, destination.role == .controller,
           loadingStack.contains("view:\(destination.document.path)#\(destination.id ?? "")") {
            throw record(RuntimeFailure(.recursion, exception: nil,
                                        reason: "embed segue \(template.name) embeds \(destination.className ?? "a controller") inside its own view again: loading never ends, and \(Self.framework(of: destination.document)) recurses until the stack overflows",
                                        at: template.location))
        }
        let child = try instantiateDestination(of: template, from: parent)
        notePerformed(template.connection)
        prepare(SimSegue(template: template, source: parent, destination: child), sender: parent)
        let childView = try loadView(of: child)
        addChildRecorded(child, to: parent)
        if let container = parent.viewObjects[template.trigger.node] as? SimView {
            record(.addSubview(child.label + ".view"), on: container)
            container.addSubview(childView)
            childView.frame = container.bounds
        }
        record(.didMoveToParent(parent.label), on: child)
    }

    /// `addChild(_:)`, which sends the child `willMove(toParent:)` itself.
    func addChildRecorded(_ child: SimViewController, to parent: SimViewController) {
        record(.addChild(child.label), on: parent)
        record(.willMoveToParent(parent.label), on: child)
        parent.children.append(child)
        child.parent = parent
    }

    /// Whether the object's class is (or, unknown, may be) a kind of `type`; iOS documents' controllers are.
    func isKind(_ object: SimObject, of type: String) -> Bool {
        if let answer = hierarchy(for: object).isKind(object.className, of: type) { return answer }
        return object.element.map { $0.document.platform == .iOS || $0.document.platform == .tvOS } ?? true
    }

    /// The window's size.
    var windowSize: Size {
        if let size = options.windowSize { return size }
        if let frame = rootViewController?.element.flatMap(ControllerView.rootView(of:))?.asView?.frame, frame.width > 0 {
            return Size(width: frame.width, height: frame.height)
        }
        return Size(width: 375, height: 667)
    }
}
