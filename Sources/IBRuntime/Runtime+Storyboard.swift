import IBDocument
import IBFoundation
import IBProject

extension Runtime {
    /// `UIStoryboard(name:bundle:)`: the storyboard of that name, preferring the copy next to
    /// `relativeTo`, then `Base.lproj`, then the first by path.
    public func storyboard(named name: String, relativeTo document: Document? = nil, at location: SourceLocation? = nil) throws(RuntimeFailure) -> SimStoryboard {
        guard let found = StoryboardLookup.document(named: name, in: project, near: document?.path) else {
            throw record(RuntimeFailure(.storyboardNotFound, exception: "NSInvalidArgumentException",
                                        reason: "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundlePath)> (loaded)",
                                        at: location ?? SourceLocation(file: document?.path ?? name, line: 1, column: 1)))
        }
        return storyboard(for: found)
    }

    /// The storyboard object for a document, one per document.
    public func storyboard(for document: Document) -> SimStoryboard {
        if let known = storyboardsByPath[document.path] { return known }
        let storyboard = SimStoryboard(name: Project.baseName(document.path), document: document, address: makeAddress())
        storyboardsByPath[document.path] = storyboard
        return storyboard
    }

    var bundlePath: String { "/simulated/App.app" }

    /// `instantiateInitialViewController()`: nil when the storyboard has no entry point (fact 3.2).
    public func instantiateInitialViewController(in storyboard: SimStoryboard) throws(RuntimeFailure) -> SimViewController? {
        guard let initial = storyboard.document.initialViewController else { return nil }
        return try instantiateScene(initial, in: storyboard, cause: initial.location)
    }

    /// `instantiateViewController(withIdentifier:)`: a new instance each call (fact 3.3).
    public func instantiateViewController(withIdentifier identifier: String, in storyboard: SimStoryboard,
                                          cause: SourceLocation? = nil) throws(RuntimeFailure) -> SimViewController {
        guard let scene = StoryboardLookup.scene(withIdentifier: identifier, in: storyboard.document) else {
            throw record(RuntimeFailure(.identifierNotFound, exception: "NSInvalidArgumentException",
                                        reason: "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(identifier)'",
                                        at: cause ?? SourceLocation(file: storyboard.document.path, line: 1, column: 1)))
        }
        let controller = try instantiateScene(scene, in: storyboard, cause: scene.location)
        if controller.storyboardIdentifier == nil { controller.storyboardIdentifier = identifier }
        return controller
    }

    /// Instantiates the scene nib of a controller (or of what a reference stands for).
    func instantiateScene(_ element: IBObject, in storyboard: SimStoryboard, cause: SourceLocation) throws(RuntimeFailure) -> SimViewController {
        // References count too: two storyboards whose entry points refer to each other never end.
        let key = "\(element.document.path)#\(element.id ?? "")"
        if loadingStack.isEmpty { controllersThisLoad = 0 }
        if loadingStack.contains(key) || loadingStack.count >= options.maximumDepth {
            let scenes = loadingStack.filter { !$0.hasPrefix("relationship:") && !$0.hasPrefix("view:") }
            let chain = (scenes + [key]).map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " → ")
            throw record(RuntimeFailure(.recursion, exception: nil,
                                        reason: "loading never ends: each scene loads the next again (\(chain)); \(Self.framework(of: element.document)) recurses until the stack overflows",
                                        at: cause))
        }
        loadingStack.append(key)
        defer { loadingStack.removeLast() }
        if let reference = element.asStoryboardReference {
            if let bundle = reference.bundleIdentifier, let name = reference.storyboardName,
               StoryboardLookup.document(named: name, in: project, near: element.document.path) == nil {
                // Another bundle (a framework) the project does not include: stand in for its controller.
                let standIn = madeController(className: "UIViewController", element: nil, address: makeAddress(), container: .plain)
                record(.warning("'\(name).storyboard' of bundle \(bundle) is outside the project; a plain controller stands in for it"), on: standIn)
                return standIn
            }
            let (target, targetStoryboard) = try resolve(reference)
            return try instantiateScene(target, in: targetStoryboard, cause: reference.object.location)
        }
        return try within("while instantiating \(element.className ?? element.elementName) '\(element.id ?? "")' of \(storyboard.name).storyboard") { () throws(RuntimeFailure) in
            let nib = NibInstantiation(runtime: self, document: storyboard.document)
            let controller = try createController(element, in: storyboard, nib: nib)
            try nib.finish()
            return controller
        }
    }

    /// Creates a controller and the objects of its scene nib: everything in its scene except its
    /// view, plus the controllers its relationship segues name (archived in the same nib, fact 7.1).
    private func createController(_ element: IBObject, in storyboard: SimStoryboard, nib: NibInstantiation,
                                  cause: SourceLocation? = nil) throws(RuntimeFailure) -> SimViewController {
        // Relationships inside one storyboard can loop too (a hostile or broken document).
        let key = "relationship:\(element.document.path)#\(element.id ?? "")"
        if loadingStack.contains(key) || loadingStack.count >= options.maximumDepth {
            throw record(RuntimeFailure(.recursion, exception: nil,
                                        reason: "relationship segues lead back to \(element.className ?? element.elementName) '\(element.id ?? "")' while it is being created: decoding never ends",
                                        at: cause ?? element.location))
        }
        controllersThisLoad += 1
        if controllersThisLoad > options.maximumControllers {
            throw record(RuntimeFailure(.recursion, exception: nil,
                                        reason: "loading creates more than \(options.maximumControllers) controllers: relationship and embed segues name the same scenes again and again",
                                        at: cause ?? element.location))
        }
        loadingStack.append(key)
        defer { loadingStack.removeLast() }
        let object = makeObject(for: element)
        let controller = object as? SimViewController
            ?? madeController(className: object.className, element: element, address: object.address, container: .plain)
        nib.owningController = controller
        nib.add(controller, for: element)
        controller.storyboard = storyboard
        controller.storyboardIdentifier = element.asController?.storyboardIdentifier
        if let scene = element.scene {
            nib.mapPlaceholders(scene.placeholders, owner: controller, externals: [:])
        }
        for child in NibElements.children(of: element) where !ControllerView.isViewElement(child) {
            nib.createTree(child, superview: nil)
        }
        var relationships: [Connection] = []
        for segue in element.asController?.segues ?? [] {
            guard let source = segue.source else { continue }
            if segue.segueKind == "relationship" {
                if source == element { relationships.append(segue) }
                continue
            }
            let template = SegueTemplate(connection: segue, trigger: source)
            controller.segueTemplates.append(template)
            nib.object(for: source)?.triggeredSegues.append(template)
        }
        for segue in relationships {
            guard let destination = segue.destination else {
                try fail(RuntimeFailure(.destinationMissing, exception: nil,
                                        reason: "relationship '\(segue.relationship ?? "")' points at '\(segue.destinationID ?? "")', which the document does not have",
                                        at: segue.location))
                continue
            }
            let child: SimViewController
            if destination.asStoryboardReference != nil {
                child = try instantiateScene(destination, in: storyboard, cause: segue.location)
            } else {
                child = try createController(destination, in: storyboard, nib: nib, cause: segue.location)
                nib.owningController = controller
            }
            controller.children.append(child)
            child.parent = controller
            notePerformed(segue)
        }
        controller.sceneObjects = nib.created.filter { $0.owningController === controller && $0 !== controller && !($0 is SimViewController) }
        return controller
    }

    /// The controller a storyboard reference stands for, in its storyboard (fact 3.4).
    func resolve(_ reference: StoryboardReference) throws(RuntimeFailure) -> (IBObject, SimStoryboard) {
        let document = reference.object.document
        let target: SimStoryboard
        if let name = reference.storyboardName {
            target = try storyboard(named: name, relativeTo: document, at: reference.object.location)
        } else {
            target = storyboard(for: document)
        }
        if let identifier = reference.referencedIdentifier {
            guard let scene = StoryboardLookup.scene(withIdentifier: identifier, in: target.document) else {
                throw record(RuntimeFailure(.identifierNotFound, exception: "NSInvalidArgumentException",
                                            reason: "Storyboard (\(target)) doesn't contain a view controller with identifier '\(identifier)'",
                                            at: reference.object.location))
            }
            return (scene, target)
        }
        guard let initial = target.document.initialViewController else {
            throw record(RuntimeFailure(.destinationMissing, exception: nil,
                                        reason: "the reference stands for the initial view controller of '\(target.name)', which has none: \(Self.framework(of: target.document)) gets nil",
                                        at: reference.object.location))
        }
        return (initial, target)
    }
}

/// Which element is a controller's root view.
enum ControllerView {
    /// The `view` of a controller (`<view key="view">`, a table view with `key="view"`), and the old
    /// layout guides, which belong with it.
    static func isViewElement(_ element: IBObject) -> Bool {
        (element.key == "view" && element.role == .view) || element.role == .layoutGuide
    }

    /// The controller's root view element.
    static func rootView(of controller: IBObject) -> IBObject? {
        NibElements.children(of: controller).first { $0.key == "view" && $0.role == .view }
    }
}
