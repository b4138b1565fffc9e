import IBDocument
import IBFoundation
import IBProject

/// A headless UIKit: loads a project's nibs and storyboards the way UIKit does, performs segues,
/// keeps a window, and records every call in `trace`.
///
/// A runtime is used from one thread; make one per thread to work in parallel.
public final class Runtime {
    /// How strictly the runtime behaves.
    public struct Options: Sendable {
        /// Stop at the first failure, as UIKit's exception would (the default); when false, record
        /// the failure and go on, to find every failure in one pass.
        public var stopsAtFirstFailure = true
        /// The deepest nesting of scene loads (references, embeds) before it counts as endless.
        public var maximumDepth = 24
        /// The most controllers one load may create (relationships and embeds included): a graph
        /// that names the same scenes again and again grows as a tree, not a chain.
        public var maximumControllers = 5_000
        /// The window size; nil takes the root view's size from the document (375×667 if none).
        public var windowSize: Size?

        /// Options with UIKit's behaviour.
        public init(stopsAtFirstFailure: Bool = true, maximumDepth: Int = 24, windowSize: Size? = nil) {
            self.stopsAtFirstFailure = stopsAtFirstFailure
            self.maximumDepth = maximumDepth
            self.windowSize = windowSize
        }
    }

    /// The documents and sources loaded.
    public let project: Project
    /// The options.
    public let options: Options
    /// Every call made, in order.
    public private(set) var trace: [TraceEvent] = []
    /// Every failure met, in order (with `stopsAtFirstFailure`, at most one per thrown call).
    public private(set) var failures: [RuntimeFailure] = []
    /// Segues performed so far: kind → the segues (`path#id`), embeds and relationships included.
    public internal(set) var performedSegues: [String: Set<String>] = [:]
    /// The window's root view controller.
    public internal(set) var rootViewController: SimViewController?

    var behaviors: [String: ControllerBehavior] = [:]
    var nextAddress: UInt64 = 0x6000_0001_0000
    var loadingStack: [String] = []
    /// Controllers created since the outermost load began (see `Options.maximumControllers`).
    var controllersThisLoad = 0
    var contextStack: [String] = []
    var storyboardsByPath: [String: SimStoryboard] = [:]
    /// Every controller made, for the teardown; weak, so that it keeps none alive.
    var controllersMade: [WeakController] = []

    /// A runtime over a loaded project.
    public init(project: Project, options: Options = Options()) {
        self.project = project
        self.options = options
    }

    /// The objects this runtime made let go of each other (see ``RuntimeTeardown``).
    deinit {
        let roots = controllersMade.compactMap(\.controller) + (rootViewController.map { [$0] } ?? [])
        RuntimeTeardown.release(RuntimeTeardown.reachable(from: roots))
    }

    /// A controller made by this runtime, tracked (weakly) so that freeing the runtime frees it.
    func madeController(className: String, element: IBObject?, address: UInt64, container: SimViewController.Container) -> SimViewController {
        let controller = SimViewController(className: className, element: element, address: address, container: container)
        controllersMade.append(WeakController(controller: controller))
        return controller
    }

    /// A runtime over the documents and sources under `paths`.
    public convenience init(paths: [String], options: Options = Options()) {
        self.init(project: Project(files: ProjectScanner.files(in: paths).files), options: options)
    }

    /// Gives a custom class (and its subclasses) the code a test supplies.
    public func register(_ behavior: ControllerBehavior, for className: String) {
        behaviors[ClassHierarchy.plain(className)] = behavior
    }

    /// Forgets the calls recorded so far.
    public func clearTrace() { trace.removeAll() }

    /// The calls recorded since `mark` (a count of `trace` taken earlier).
    public func trace(since mark: Int) -> ArraySlice<TraceEvent> { trace[min(mark, trace.count)...] }

    // MARK: - Internals shared by the loading and driving code

    func notePerformed(_ connection: Connection) {
        performedSegues[connection.segueKind ?? "custom", default: []].insert("\(connection.document.path)#\(connection.id ?? "\(connection.node)")")
    }

    func makeAddress() -> UInt64 {
        nextAddress += 0x20
        return nextAddress
    }

    func record(_ call: TraceEvent.Call, on object: SimObject) {
        let plain = !(object is SimViewController) && object.element?.customClass == nil && !object.isBareObject
        trace.append(TraceEvent(receiver: object.label, address: object.address, call: call, isFrameworkObject: plain))
    }

    /// Records a segue object's `perform()`; segues are not objects of the simulation.
    func recordPerform(_ template: SegueTemplate, defaultClass: String) {
        trace.append(TraceEvent(receiver: template.connection.customClass ?? defaultClass, address: 0,
                                call: .performSegue(kind: template.kind, identifier: template.identifier)))
    }

    /// Records a failure and throws it when the runtime stops at the first one.
    func fail(_ failure: RuntimeFailure) throws(RuntimeFailure) {
        let failure = record(failure)
        if options.stopsAtFirstFailure { throw failure }
    }

    /// Records a failure that nothing can continue after; the caller throws it.
    @discardableResult
    func record(_ failure: RuntimeFailure) -> RuntimeFailure {
        var failure = failure
        failure.context = contextStack.reversed()
        failures.append(failure)
        return failure
    }

    /// Runs `body` with a line of context that failures inside it carry.
    func within<T>(_ context: String, _ body: () throws(RuntimeFailure) -> T) throws(RuntimeFailure) -> T {
        contextStack.append(context)
        defer { contextStack.removeLast() }
        return try body()
    }

    /// The behaviour registered for the object's class or its nearest registered superclass.
    func behavior(for object: SimObject) -> ControllerBehavior? {
        guard !behaviors.isEmpty else { return nil }
        for name in hierarchy(for: object).chain(of: object.className).names {
            if let behavior = behaviors[ClassHierarchy.plain(name)] { return behavior }
        }
        return behaviors[ClassHierarchy.plain(object.className)]
    }

    /// The classes an object sees: those of the target that bundles its document, or every
    /// target's for objects code creates.
    func hierarchy(for object: SimObject) -> ClassHierarchy {
        guard let document = object.element?.document else { return project.hierarchy }
        return project.scope(for: document).hierarchy
    }

    /// The framework that loads a document, for messages: AppKit for a Mac document, else UIKit.
    static func framework(of document: Document?) -> String {
        document?.platform == .macOS ? "AppKit" : "UIKit"
    }

    /// The class name as UIKit prints it: Swift classes qualified by their module.
    func printedName(of className: String) -> String {
        guard !className.contains("."), let type = project.sources.type(named: className), type.isDeclared,
              type.language == .swift, let module = type.module else { return className }
        return "\(module).\(type.objcName ?? className)"
    }

    /// Creates the object an element decodes to: a controller, a view or a plain object.
    func makeObject(for element: IBObject, className: String? = nil) -> SimObject {
        let name = className ?? element.className ?? element.elementName
        let object: SimObject
        switch element.role {
        case .controller?:
            object = madeController(className: name, element: element, address: makeAddress(), container: container(of: name))
        case .view?:
            object = SimView(className: name, element: element, address: makeAddress())
        default:
            object = SimObject(className: name, element: element, address: makeAddress())
        }
        record(.initWithCoder, on: object)
        return object
    }

    /// The container behaviour of a controller class, from its chain.
    func container(of className: String) -> SimViewController.Container {
        let names = Set(project.hierarchy.chain(of: className).names.map(ClassHierarchy.plain))
        if names.contains("UINavigationController") { return .navigation }
        if names.contains("UITabBarController") || names.contains("NSTabViewController") { return .tabBar }
        if names.contains("UISplitViewController") || names.contains("NSSplitViewController") { return .split }
        return .plain
    }
}
