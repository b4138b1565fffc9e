import IBFoundation

/// Every Xcode project, workspace and Swift package found, with their targets joined up: which
/// targets bundle a document, compile a source, depend on which others, and which modules come
/// from dependencies outside them.
public struct BuildModel: Sendable {
    /// The Xcode projects read (unreadable ones too, with their problems and no targets).
    public private(set) var xcodeProjects: [XcodeProject] = []
    /// The Swift packages read.
    public private(set) var packages: [SwiftPackageManifest] = []
    /// The workspaces read.
    public private(set) var workspaces: [Workspace] = []
    /// Every target of every readable project and package.
    public private(set) var targets: [Target] = []
    /// Modules from outside the projects: pods, Carthage frameworks, remote packages, linked frameworks.
    public private(set) var dependencies: [Dependency] = []
    /// Files that could not be read, each a diagnostic at its line.
    public private(set) var problems: [Diagnostic] = []
    /// The folders the readable projects and packages sit in (path keys): documents there that
    /// no target bundles are stale.
    public private(set) var roots: [String] = []
    private var byID: [String: Int] = [:]
    private var byProduct: [String: [Int]] = [:]

    /// No projects.
    public init() {}

    /// Whether no project or package gave a target.
    public var isEmpty: Bool { targets.isEmpty }

    /// Reads the projects, packages, workspaces and lock files at the given paths (as found),
    /// following workspaces and local package references to projects not among them.
    public static func load(xcodeProjects: [String], manifests: [String], workspaces: [String] = [], lockFiles: [String] = [],
                            reader: FileReader = .disk) -> BuildModel {
        var model = BuildModel()
        model.workspaces = workspaces.map { Workspace.read(at: $0, reader: reader) }
        var projectPaths = xcodeProjects
        var known = Set(xcodeProjects.map(CanonicalPath.of))
        for workspace in model.workspaces {
            model.problems += workspace.problems
            for project in workspace.projects where !known.contains(project) && reader.isFolder(project) {
                known.insert(project)
                projectPaths.append(project)
            }
        }
        let paths = projectPaths
        let read = ConcurrentSlots<XcodeProject>(count: paths.count)
        ParallelWork.forEach(paths.count) { read[$0] = XcodeProject.read(at: paths[$0], reader: reader) }
        model.xcodeProjects = read.values
        model.packages = loadPackages(manifests, reader: reader)
        for project in model.xcodeProjects {
            model.problems += project.problems
            guard !project.targets.isEmpty || project.problems.allSatisfy({ $0.severity != .error }) else { continue }
            model.roots.append(CanonicalPath.folder(of: CanonicalPath.key(project.path)))
            model.targets += project.targets
            model.dependencies += project.packages
        }
        for package in model.packages {
            model.problems += package.problems
            guard !package.targets.isEmpty else { continue }
            model.roots.append(CanonicalPath.folder(of: CanonicalPath.key(package.path)))
            model.targets += package.targets
        }
        // A Podfile counts only where no Podfile.lock beside it says what was installed.
        let locked = Set(lockFiles.filter { $0.hasSuffix("Podfile.lock") }.map { CanonicalPath.folder(of: CanonicalPath.key($0)) })
        for lock in lockFiles.sorted() where !(lock.hasSuffix("/Podfile") || lock == "Podfile") || !locked.contains(CanonicalPath.folder(of: CanonicalPath.key(lock))) {
            let (dependencies, problems) = DependencyLocks.read(lock, reader: reader)
            model.dependencies += dependencies
            model.problems += problems
        }
        model.index()
        model.addLinkedModules()
        var seen: Set<String> = []
        // A missing xcconfig that several configurations include is said once.
        model.problems = model.problems.filter { seen.insert($0.severity == .note ? $0.message : "\($0.location)|\($0.message)").inserted }
        return model
    }

    /// Manifests and the local packages they, in turn, depend on.
    private static func loadPackages(_ manifests: [String], reader: FileReader) -> [SwiftPackageManifest] {
        var pending = manifests
        var seen = Set(manifests.map(CanonicalPath.of))
        var packages: [SwiftPackageManifest] = []
        while let path = pending.first, packages.count < 500 {
            pending.removeFirst()
            let package = SwiftPackageManifest.read(at: path, reader: reader)
            packages.append(package)
            for folder in package.localPackages {
                let manifest = CanonicalPath.join(folder, "Package.swift")
                if seen.insert(manifest).inserted, reader.contents(manifest) != nil { pending.append(manifest) }
            }
        }
        return packages
    }

    private mutating func index() {
        for (index, target) in targets.enumerated() {
            byID[target.id] = index
            if let key = target.productKey { byProduct[key, default: []].append(index) }
        }
        for package in packages {
            for (product, names) in package.products {
                let manifest = CanonicalPath.of(package.path)
                byProduct["product:\(product)", default: []] += names.compactMap { byID["\(manifest)#\($0)"] }
            }
            for target in package.targets where byProduct["product:\(target.name)"] == nil {
                byProduct["product:\(target.name)"] = byID[target.id].map { [$0] }
            }
        }
        roots = Array(Set(roots)).sorted()
    }

    /// Modules targets link that no target builds become dependencies of their own, so that
    /// every class from them is attributed to something.
    private mutating func addLinkedModules() {
        let built = Set(targets.map(\.moduleName))
        var provided = Set(dependencies.flatMap(\.modules))
        for target in targets {
            for module in target.externalModules.sorted() where !built.contains(module) && !provided.contains(module) {
                provided.insert(module)
                dependencies.append(Dependency(name: module, manager: .framework, location: target.location))
            }
            for reference in target.dependencies where reference.hasPrefix("product:") && byProduct[reference] == nil {
                let module = BuildSettingOperator.c99Identifier(String(reference.dropFirst("product:".count)))
                guard !built.contains(module), provided.insert(module).inserted else { continue }
                dependencies.append(Dependency(name: module, manager: .swiftPackageManager, location: target.location))
            }
        }
        var unique: [String: Dependency] = [:]
        for dependency in dependencies {
            if var existing = unique[dependency.name] { existing.modules.formUnion(dependency.modules); unique[dependency.name] = existing } else { unique[dependency.name] = dependency }
        }
        dependencies = unique.values.sorted()
    }

    // MARK: Questions

    /// The target with an id.
    public func target(id: String) -> Target? { byID[id].map { targets[$0] } }

    /// The targets whose product contains a document or other resource (a path key).
    public func targets(bundling path: String) -> [Target] { targets.filter { $0.bundles(path) } }

    /// The targets that compile a source file (a path key).
    public func targets(compiling path: String) -> [Target] { targets.filter { $0.compiles(path) } }

    /// Whether a path key is inside the folder of a readable project or package.
    public func isCovered(_ path: String) -> Bool { roots.contains { CanonicalPath.isInside(path, $0) } }

    /// A target and every target it depends on, directly or not, in a stable order.
    public func closure(of target: Target) -> [Target] {
        var seen: Set<String> = [target.id]
        var order = [target]
        var pending = target.dependencies
        while let reference = pending.popLast() {
            // An embedded extension, App Clip or XPC service is a dependency of the build, not
            // linked: its classes are not the app's.
            for index in resolve(reference) where target.takesClasses(from: targets[index]) && seen.insert(targets[index].id).inserted {
                order.append(targets[index])
                pending += targets[index].dependencies
            }
        }
        return order
    }

    /// The targets a dependency reference names.
    func resolve(_ reference: String) -> [Int] {
        if let index = byID[reference] { return [index] }
        return byProduct[reference] ?? []
    }

    /// Modules a target can import: its own, its dependencies' and the external ones it links.
    public func importableModules(of target: Target) -> Set<String> {
        closure(of: target).reduce(into: Set<String>()) { modules, member in
            modules.insert(member.moduleName)
            modules.formUnion(member.externalModules)
        }
    }

    /// The dependency that provides a module, when one does.
    public func dependency(providing module: String) -> Dependency? {
        dependencies.first { $0.modules.contains(module) || $0.name == module }
    }
}
