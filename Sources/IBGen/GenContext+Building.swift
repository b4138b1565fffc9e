import IBDocument
import IBProject

extension GenContext {
    /// Builds the context of a project's documents. Localized copies count once (the nearest to
    /// `Base.lproj` wins); a document ibkit cannot model (legacy format, no platform) is left out.
    public init(project: Project) {
        var storyboards: [Storyboard] = []
        for name in project.storyboards.keys.sorted() {
            guard let document = StoryboardLookup.nearest(project.storyboards[name] ?? [], to: Self.basePath(name, project.storyboards[name] ?? [])),
                  let platform = document.platform, document.format == .document else { continue }
            storyboards.append(Self.storyboard(name: Self.loadName(name, document: document, among: project.storyboards[name] ?? []),
                                               document: document, platform: platform, project: project))
        }
        var xibs: [Xib] = []
        for name in project.nibs.keys.sorted() {
            guard let document = StoryboardLookup.nearest(project.nibs[name] ?? [], to: Self.basePath(name, project.nibs[name] ?? [])),
                  let platform = document.platform, document.format == .document else { continue }
            xibs.append(Self.xib(name: Self.loadName(name, document: document, among: project.nibs[name] ?? []), document: document, platform: platform))
        }
        self.storyboards = storyboards
        self.xibs = xibs
        var modules: Set<String> = []
        for reference in storyboards.flatMap(\.allClasses) + xibs.flatMap(\.allClasses) {
            if let module = reference.module { modules.insert(module) }
        }
        self.modules = modules.sorted()
    }

    /// The name UIKit loads a document by on every device. The bundle resolves `~iphone` and
    /// `~ipad` itself: `UIStoryboard(name: "Main")` opens `Main~ipad` on an iPad. So the base name
    /// is right when a document without a suffix exists, or when variants cover both devices; a
    /// lone `Main~ipad` keeps its suffix, since "Main" finds nothing on an iPhone and "Main~ipad"
    /// loads it on both.
    static func loadName(_ name: String, document: Document, among documents: [Document]) -> String {
        let suffixes = documents.map { Project.deviceSuffix($0.path) }
        if suffixes.contains(nil) || (suffixes.contains("iphone") && suffixes.contains("ipad")) { return name }
        return Project.deviceSuffix(document.path).map { "\(name)~\($0)" } ?? name
    }

    /// A path inside a `Base.lproj` folder, so that the nearest copy is the base one when there is one.
    static func basePath(_ name: String, _ documents: [Document]) -> String? {
        documents.first { $0.path.contains("Base.lproj/") }?.path
    }

    /// A class reference for an object; a reference is followed to its controller by the caller.
    static func classRef(_ object: IBObject) -> ClassRef {
        let base = object.baseClassName ?? object.elementName
        guard let custom = object.customClass else { return ClassRef(name: base, module: nil, baseClass: base, isCustom: false) }
        let module = object.customModuleProvider == "target" ? nil : object.customModule
        return ClassRef(name: custom, module: module, baseClass: base, isCustom: true)
    }

    private static func storyboard(name: String, document: Document, platform: Platform, project: Project) -> Storyboard {
        var initial: Scene?
        if let entry = document.initialViewController, let controller = Self.follow(entry, project: project) {
            initial = Scene(identifier: entry.attribute("storyboardIdentifier"), controller: classRef(controller.object))
        }
        var scenes: [Scene] = []
        var segues: [SceneSegues] = []
        var cells: [CellGroup] = []
        var seenIdentifiers: Set<String> = []
        for scene in document.scenes {
            guard let main = scene.mainObject, let controller = main.asController else { continue }
            let source = classRef(main)
            if let identifier = controller.storyboardIdentifier, !identifier.isEmpty, seenIdentifiers.insert(identifier).inserted {
                scenes.append(Scene(identifier: identifier, controller: source))
            }
            let identified = controller.segues.compactMap { segue -> Segue? in
                // Xcode writes an empty identifier when one is typed and deleted: the segue has none.
                guard let identifier = segue.identifier, !identifier.isEmpty, segue.segueKind != "relationship" else { return nil }
                var destination: ClassRef?
                var destinationStoryboard: String?
                if let target = segue.destination, segue.segueKind != "unwind", let resolved = follow(target, project: project) {
                    destination = classRef(resolved.object)
                    if resolved.object.document !== document { destinationStoryboard = Project.baseName(resolved.object.document.path) }
                }
                return Segue(identifier: identifier, kind: segue.segueKind ?? "custom", destination: destination, destinationStoryboard: destinationStoryboard)
            }
            if !identified.isEmpty {
                let unique = Dictionary(identified.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
                let sceneName = main.customClass ?? controller.storyboardIdentifier ?? main.id ?? source.name
                segues.append(SceneSegues(sceneName: sceneName, source: source, segues: unique.values.sorted { $0.identifier < $1.identifier }))
            }
            for view in main.document.tree.descendants(of: main.node) where ["tableView", "collectionView"].contains(main.document.tree.name(of: view)) {
                let list = Self.prototypeCells(of: IBObject(document: main.document, node: view))
                guard !list.isEmpty else { continue }
                let container = main.document.tree.name(of: view) == "tableView" ? "table" : "collection"
                cells.append(CellGroup(container: container, controller: source, cells: list))
            }
        }
        return Storyboard(name: name, platform: platform.rawValue, initialScene: initial,
                          scenes: scenes.sorted { ($0.identifier ?? "") < ($1.identifier ?? "") },
                          segues: Self.uniqueSceneNames(segues),
                          cells: cells)
    }

    /// Two scenes of one class get their storyboard ID or element id as the name instead.
    private static func uniqueSceneNames(_ groups: [SceneSegues]) -> [SceneSegues] {
        let counts = Dictionary(grouping: groups, by: \.sceneName).mapValues(\.count)
        var result: [SceneSegues] = []
        var used: Set<String> = []
        for var group in groups {
            if counts[group.sceneName, default: 0] > 1 || used.contains(group.sceneName) {
                var candidate = group.sceneName + "_" + String(result.count)
                while used.contains(candidate) { candidate += "_" }
                group.sceneName = candidate
            }
            used.insert(group.sceneName)
            result.append(group)
        }
        return result.sorted { $0.sceneName < $1.sceneName }
    }

    private static func prototypeCells(of view: IBObject) -> [Cell] {
        var cells: [String: Cell] = [:]
        for cell in view.asView?.prototypeCells ?? [] {
            guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty, cells[identifier] == nil else { continue }
            cells[identifier] = Cell(reuseIdentifier: identifier, cell: classRef(cell))
        }
        return cells.values.sorted { $0.reuseIdentifier < $1.reuseIdentifier }
    }

    private static func xib(name: String, document: Document, platform: Platform) -> Xib {
        let objects = document.topLevelObjects
        let owner = objects.first { $0.placeholder == .filesOwner }.flatMap { $0.customClass == nil ? nil : classRef($0) }
        let views = objects.filter { $0.placeholder == nil && ($0.role == .view || $0.role == .cell) }
        var cells: [String: Cell] = [:]
        for view in views {
            if let identifier = view.attribute("reuseIdentifier"), !identifier.isEmpty, cells[identifier] == nil {
                cells[identifier] = Cell(reuseIdentifier: identifier, cell: classRef(view))
            }
        }
        return Xib(name: name, platform: platform.rawValue, owner: owner, views: views.map(classRef),
                   cells: cells.values.sorted { $0.reuseIdentifier < $1.reuseIdentifier })
    }

    /// The controller an object stands for: itself, or what a storyboard reference leads to.
    private static func follow(_ object: IBObject, project: Project) -> Controller? {
        var current = object
        for _ in 0..<32 {
            if let controller = current.asController { return controller }
            guard let reference = current.asStoryboardReference, let target = FlowGraph.resolve(reference, in: project) else { return nil }
            current = target
        }
        return nil
    }
}

extension GenContext.Storyboard {
    /// Every class the storyboard names.
    var allClasses: [GenContext.ClassRef] {
        [initialScene?.controller].compactMap { $0 } + scenes.map(\.controller)
            + segues.flatMap { [$0.source] + $0.segues.compactMap(\.destination) }
            + cells.flatMap { [$0.controller] + $0.cells.map(\.cell) }
    }
}

extension GenContext.Xib {
    /// Every class the xib names.
    var allClasses: [GenContext.ClassRef] { [owner].compactMap { $0 } + views + cells.map(\.cell) }
}
