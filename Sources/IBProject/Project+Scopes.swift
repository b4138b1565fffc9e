import IBDocument
import IBFoundation
import IBSource
import IBTargets

/// Which classes each document sees.
extension Project {
    /// Where a document stands: the targets that bundle it, a stale copy inside a project's
    /// folder, or outside every project.
    public func membership(of document: Document) -> DocumentMembership {
        guard !buildModel.isEmpty else { return .noProject }
        if let known = membershipCache.withLock({ $0[document.path] }) { return known }
        let path = CanonicalPath.key(document.path)
        // A copy a test bundle carries is the app's document seen from its tests: the shipping
        // targets judge it.
        let bundling = buildModel.targets(bundling: path)
        let shipping = bundling.filter { $0.kind != .test }
        let targets = shipping.isEmpty ? bundling : shipping
        let membership: DocumentMembership = !targets.isEmpty ? .targets(targets) : (buildModel.isCovered(path) ? .noTarget : .noProject)
        membershipCache.withLock { $0[document.path] = membership }
        return membership
    }

    /// Assembles every scope the documents need, each once and on all cores, before rules ask
    /// for them from many threads.
    public func prepareScopes() {
        var wanted: [(Target?, Platform?)] = []
        var keys: Set<String> = []
        for document in documents {
            let targets: [Target?]
            switch membership(of: document) {
            case .targets(let list): targets = list
            case .noTarget, .noProject: targets = [nil]
            }
            for target in targets where keys.insert("\(target?.id ?? "folder")|\(document.platform?.rawValue ?? "")").inserted {
                wanted.append((target, document.platform))
            }
        }
        let work = wanted
        ParallelWork.forEach(work.count) { index in
            let (target, platform) = work[index]
            _ = target.map { scope(of: $0, platform: platform) } ?? folderScope(platform: platform)
        }
    }

    /// The scopes a document is checked in: one per target that bundles it, or one of the
    /// sources written for its platform when no target does.
    public func scopes(for document: Document) -> [SourceScope] {
        switch membership(of: document) {
        case .targets(let targets): return targets.map { scope(of: $0, platform: document.platform) }
        case .noTarget, .noProject: return [folderScope(platform: document.platform)]
        }
    }

    /// The first of the document's scopes (the only one assembled, where several would be).
    public func scope(for document: Document) -> SourceScope {
        switch membership(of: document) {
        case .targets(let targets): return scope(of: targets[0], platform: document.platform)
        case .noTarget, .noProject: return folderScope(platform: document.platform)
        }
    }

    /// A target's scope: its sources and those of the targets it depends on, as it compiles them.
    func scope(of target: Target, platform: Platform?) -> SourceScope {
        let key = "\(target.id)|\(platform?.rawValue ?? "")"
        if let cached = scopeCache.withLock({ $0[key] }) { return cached }
        let closure = buildModel.closure(of: target)
        let ids = Set(closure.map(\.id))
        var members: [(SourceFileIndex, String?)] = []
        for (path, file) in parsedByPath {
            let compiling = compilers[path] ?? []
            if let owner = closure.first(where: { compiling.contains($0.id) }) {
                members.append((file, owner.moduleName))
            } else if SourceKind.of(path) == .header, headerIsVisible(path, to: closure, ids: ids) {
                members.append((file, nil))
            }
        }
        members.sort { $0.0.path < $1.0.path }
        let modules = Dictionary(members.map { ($0.0.path, $0.1) }, uniquingKeysWith: { a, _ in a })
        let environment = Self.environment(for: target, platform: platform, importable: buildModel.importableModules(of: target)
            .union(buildModel.dependencies.flatMap(\.modules)))
        let index = SourceIndex(files: members.map(\.0), environment: environment, module: { modules[$0] ?? nil })
        let fallback = SourceFallback(union: sources) { [weak self] in self?.folderScope(platform: platform, linkableOnly: true).sources ?? SourceIndex() }
        let scope = SourceScope(target: target, platform: platform, sources: index, fallback: fallback, projectModules: projectModules)
        scopeCache.withLock { $0[key] = scope }
        return scope
    }

    /// A header belongs with the targets compiling its implementation, the targets listing it,
    /// and, when nothing compiles an implementation of it, every target of its project.
    func headerIsVisible(_ path: String, to closure: [Target], ids: Set<String>) -> Bool {
        if closure.contains(where: { $0.hasHeader(path) }) { return true }
        if let compiling = implementationStems[Self.stem(path)] { return !compiling.isDisjoint(with: ids) }
        return closure.contains { CanonicalPath.isInside(path, CanonicalPath.folder(of: CanonicalPath.key($0.project))) }
    }

    /// Without a project: every source whose imports do not tie it to another platform's framework.
    /// `linkableOnly` leaves out sources that only apps, extensions and services compile: their
    /// classes live in a process of their own, and no other target can link them.
    func folderScope(platform: Platform?, linkableOnly: Bool = false) -> SourceScope {
        let key = "folder|\(platform?.rawValue ?? "")|\(linkableOnly)"
        if let cached = scopeCache.withLock({ $0[key] }) { return cached }
        let family = platform?.framework
        let processes = Set(buildModel.targets.filter(\.runsInItsOwnProcess).map(\.id))
        let compilers = self.compilers
        let files = parsedByPath.keys.sorted().filter { path in
            guard linkableOnly, let compiling = compilers[path], !compiling.isEmpty else { return true }
            return !compiling.allSatisfy(processes.contains)
        }.compactMap { path -> SourceFileIndex? in
            let families = platformFamilies[path] ?? []
            guard let family, !families.isEmpty else { return parsedByPath[path] }
            return families.contains(family) ? parsedByPath[path] : nil
        }
        let shippedPaths = Set(sources.files)
        let shipped = buildModel.isEmpty ? files : files.filter { shippedPaths.contains($0.path) }
        let environment = CompilationEnvironment(os: platform.map(Self.osName), isMacCatalyst: platform == .iOS ? nil : false)
        // A target's fallback keeps the modules its classes are built in; a document no target
        // bundles has none: that another project's target compiles a class of the same name
        // says nothing about the module its own is built in.
        let modules = linkableOnly ? Self.firstModules(compilers, model: buildModel) : [:]
        let index = SourceIndex(files: shipped, environment: environment, module: { modules[CanonicalPath.key($0)] })
        let scope = SourceScope(target: nil, platform: platform, sources: index, projectModules: projectModules)
        scopeCache.withLock { $0[key] = scope }
        return scope
    }

    /// What a target compiles for, seen from a document of `platform`.
    static func environment(for target: Target, platform: Platform?, importable: Set<String>) -> CompilationEnvironment {
        let catalyst: Bool? = target.platforms.contains(.macCatalyst) ? nil : false
        let os = platform.map(osName) ?? (target.platforms.count == 1 ? target.platforms.first.map(osName(of:)) : nil)
        return CompilationEnvironment(os: os, isMacCatalyst: platform == .macOS ? false : catalyst, configurations: target.compilationConditions,
                                      importableModules: importable.union([target.moduleName]), infersObjC: target.infersObjC)
    }

    /// `os()`'s name for a document platform.
    static func osName(_ platform: Platform) -> String { platform.rawValue }

    /// `os()`'s name for a build platform.
    static func osName(of platform: BuildPlatform) -> String { platform == .macCatalyst ? "iOS" : platform.rawValue }
}

extension Project {
    /// The first target that bundles a document or compiles a source, by path; nil without one.
    public func targetName(of path: String) -> String? {
        guard !buildModel.isEmpty else { return nil }
        let canonical = CanonicalPath.key(path)
        return (buildModel.targets.first { $0.bundles(canonical) } ?? buildModel.targets.first { $0.compiles(canonical) })?.name
    }
}
