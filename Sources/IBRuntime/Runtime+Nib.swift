import IBDocument
import IBFoundation
import IBProject

extension Runtime {
    /// `UINib(nibName:bundle:).instantiate(withOwner:options:)` / `Bundle.loadNibNamed`: the nib's
    /// top-level objects, proxies left out.
    @discardableResult
    public func loadNib(named name: String, owner: SimObject?, externalObjects: [String: SimObject] = [:],
                        cause: SourceLocation? = nil) throws(RuntimeFailure) -> [SimObject] {
        guard let document = StoryboardLookup.nib(named: name, in: project, near: cause?.file) else {
            throw record(RuntimeFailure(.nibNotFound, exception: "NSInternalInconsistencyException",
                                        reason: "Could not load NIB in bundle: 'NSBundle <\(bundlePath)> (loaded)' with name '\(name)'",
                                        at: cause ?? SourceLocation(file: name, line: 1, column: 1)))
        }
        return try loadNib(document, owner: owner, externalObjects: externalObjects)
    }

    /// Instantiates a xib document. A nil owner stands in as a bare `NSObject` (fact 1.2), so an
    /// outlet of File's Owner raises `NSUnknownKeyException`, as on a device.
    @discardableResult
    public func loadNib(_ document: Document, owner: SimObject?, externalObjects: [String: SimObject] = [:]) throws(RuntimeFailure) -> [SimObject] {
        let ownerObject = owner ?? {
            let bare = SimObject(className: "NSObject", element: nil, address: makeAddress())
            bare.isBareObject = true
            return bare
        }()
        let nib = NibInstantiation(runtime: self, document: document, owningController: ownerObject as? SimViewController ?? ownerObject.owningController)
        return try within("while loading \(Project.baseName(document.path)).xib") { () throws(RuntimeFailure) in
            let topLevel = document.topLevelObjects
            nib.mapPlaceholders(topLevel.filter { $0.placeholder != nil }, owner: ownerObject, externals: externalObjects)
            let created = topLevel.filter { $0.placeholder == nil }.map { nib.createTree($0, superview: nil) }
            try nib.finish()
            return created
        }
    }

    /// An object of a class as code would create it (`MyOwner()`): a controller when the class is one.
    public func makeObject(ofClass className: String) -> SimObject {
        if isControllerClass(className) {
            return madeController(className: className, element: nil, address: makeAddress(), container: container(of: className))
        }
        return SimObject(className: className, element: nil, address: makeAddress())
    }

    /// `MyViewController(nibName:bundle:)`: the view comes from that nib, or, with a nil name, from
    /// the nib named after the class (fact 2.1), on first access.
    public func makeViewController(ofClass className: String, nibName: String? = nil) -> SimViewController {
        let controller = madeController(className: className, element: nil, address: makeAddress(), container: container(of: className))
        controller.nibName = nibName
        return controller
    }

    func isControllerClass(_ className: String) -> Bool {
        let hierarchy = project.hierarchy
        if hierarchy.isKind(className, of: "UIViewController") == true || hierarchy.isKind(className, of: "NSViewController") == true
            || hierarchy.isKind(className, of: "NSWindowController") == true { return true }
        return className.hasSuffix("Controller")
    }
}
