import Foundation
import IBDocument
import IBFoundation
import IBSource
import IBTargets
import IBXML

/// Everything `check` reads, loaded once: documents, the Xcode projects and Swift packages that
/// say which targets bundle and compile what, sources, Info.plists and assets.
public final class Project: @unchecked Sendable {
    /// Reads the project's files: those handed in with their contents, else the disk.
    public let reader: FileReader
    /// The documents that parsed, sorted by path.
    public let documents: [Document]
    /// One `parse-error` per document that could not be read.
    public let loadDiagnostics: [Diagnostic]
    /// The projects, packages, workspaces and lock files found; empty when there are none.
    public let buildModel: BuildModel
    /// Every source file, parsed once; scopes assemble them per target.
    public let parsedSources: [SourceFileIndex]
    /// The sources of every target together (with no project: every source found), for what
    /// belongs to the code as a whole, such as the identifiers it uses.
    public let sources: SourceIndex
    /// `sources` and framework knowledge together.
    public var hierarchy: ClassHierarchy { unionScope.hierarchy }
    /// Every target's sources together, as a scope, for checks across documents.
    public let unionScope: SourceScope
    /// Every module a target of the projects builds.
    public let projectModules: Set<String>
    /// The Info.plists that name a main storyboard (with a project: those its targets build with).
    public let infoPlists: [InfoPlist]
    /// Asset catalog and loose image names, with the images the projects list as resources.
    public let assets: AssetIndex
    /// Storyboards by name (file name without extension); localized copies share a name.
    public let storyboards: [String: [Document]]
    /// Xibs by name.
    public let nibs: [String: [Document]]

    /// Parsed sources by path key.
    let parsedByPath: [String: SourceFileIndex]
    /// Path key → the platforms its imports tie it to (empty: any).
    let platformFamilies: [String: Set<String>]
    /// `folder/stem` of each compiled Objective-C implementation → the targets compiling it.
    let implementationStems: [String: Set<String>]
    /// Path key of each source → the ids of the targets compiling it, in the projects' order.
    let compilers: [String: [String]]
    /// Per target id, the sources it lists that the checkout lacks.
    let absentFiles: [String: [AbsentFile]]
    /// A capitalized name the sources use → the dependencies imported by the files that use it;
    /// worked out on first use, which a re-check after an edit often never makes.
    var dependencyImportsByName: [String: Set<Dependency>] {
        dependencyImportsCache.withLock { cached in
            if let cached { return cached }
            let computed = Self.dependencyImports(parsedSources, dependencies: buildModel.dependencies)
            cached = computed
            return computed
        }
    }
    private let dependencyImportsCache = LockedValue<[String: Set<Dependency>]?>(nil)
    let scopeCache = LockedValue<[String: SourceScope]>([:])
    let membershipCache = LockedValue<[String: DocumentMembership]>([:])
    let flowGraphCache = LockedValue<FlowGraph?>(nil)

    /// Loads the files, parsing documents and sources on all cores; files with `contents` are
    /// read from there instead of the disk. Sources that targets compile outside the files given
    /// are read too, unless `followsTargetSources` is false (code generation reads no sources).
    ///
    /// `progress` is told after each document is parsed (how many, of how many, its path), from
    /// the worker threads, one call at a time. With a `cache`, files unchanged since the load that
    /// filled it are not parsed again.
    public init(files: [ProjectFile], followsTargetSources: Bool = true, cache: ProjectCache? = nil,
                progress: (@Sendable (_ done: Int, _ total: Int, _ path: String) -> Void)? = nil) {
        let byKind = Dictionary(grouping: files, by: \.kind)
        let reader = Self.reader(supplying: files)
        self.reader = reader
        (documents, loadDiagnostics) = Self.loadDocuments((byKind[.document] ?? []).sorted { $0.path < $1.path }, cache: cache, progress: progress)

        let buildFiles = [ProjectFile.Kind.xcodeProject, .packageManifest, .workspace, .dependencyLock].flatMap { byKind[$0] ?? [] }
        let load = {
            BuildModel.load(xcodeProjects: (byKind[.xcodeProject] ?? []).map { Self.folder(of: $0.path) },
                            manifests: (byKind[.packageManifest] ?? []).map(\.path).filter { !$0.contains("/.build/") },
                            workspaces: (byKind[.workspace] ?? []).map { Self.folder(of: $0.path) },
                            lockFiles: (byKind[.dependencyLock] ?? []).map(\.path), reader: reader)
        }
        buildModel = cache?.buildModel(files: buildFiles, load: load) ?? load()

        let supplied = Dictionary((byKind[.source] ?? []).compactMap { file in file.contents.map { (file.path, String(decoding: $0, as: UTF8.self)) } },
                                  uniquingKeysWith: { first, _ in first })
        var sourcePaths = (byKind[.source] ?? []).map(\.path)
        if followsTargetSources { sourcePaths += Self.targetSourcesOutside(sourcePaths, of: buildModel, reader: reader) }
        parsedSources = cache?.sources(sourcePaths, supplied: supplied) ?? SourceIndex.parse(files: sourcePaths, text: { supplied[$0] })
        parsedByPath = Dictionary(parsedSources.map { (CanonicalPath.key($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        platformFamilies = parsedByPath.mapValues(Self.platformFamilies(of:))
        let model = buildModel
        let byPath = parsedByPath
        let computeCompilers = { () -> [String: [String]] in
            model.isEmpty ? [:] : byPath.mapValues { file in
                let key = CanonicalPath.key(file.path)
                return model.targets.filter { $0.compiles(key) }.map(\.id)
            }
        }
        // Which targets compile what, and which listed files are missing, change only with the
        // build model, the files present and the files supplied; a supplied file changes what is
        // absent only when the disk lacks it.
        let suppliedOnlyHere = Set(files.filter { $0.contents != nil && !FileManager.default.fileExists(atPath: $0.path) }.map(\.path)).hashValue
        compilers = cache?.memo("compilers", inputs: [Set(byPath.keys).hashValue], compute: computeCompilers) ?? computeCompilers()
        implementationStems = Self.implementationStems(compilers)
        absentFiles = cache?.memo("absent", inputs: [suppliedOnlyHere]) { Self.absentSources(of: model, reader: reader) }
            ?? Self.absentSources(of: model, reader: reader)

        let stems = implementationStems
        let compiling = compilers
        let implementations = Set(parsedByPath.keys.filter { SourceKind.of($0) == .source && !$0.hasSuffix(".swift") }.map(Self.stem))
        let shipped = parsedSources.filter { file in
            Self.isShipped(CanonicalPath.key(file.path), model: model, compilers: compiling, stems: stems, implementations: implementations)
        }
        let modules = Self.firstModules(compilers, model: model)
        sources = SourceIndex(files: shipped, module: { modules[CanonicalPath.key($0)] })
        projectModules = Set(model.targets.map(\.moduleName)).union(sources.modules)
        unionScope = SourceScope(target: nil, platform: nil, sources: sources, projectModules: projectModules)

        infoPlists = Self.infoPlists(byKind[.infoPlist] ?? [], model: model)
        // What exists in asset catalogs changes only with the files present (a rescan).
        let assetFiles = (byKind[.assetCatalogEntry] ?? []) + (byKind[.image] ?? [])
        let assetKey = [assetFiles.map(\.path).hashValue, assetFiles.filter { $0.contents != nil }.map(\.path).hashValue]
        assets = cache?.memo("assets", inputs: assetKey) { Self.assets(byKind, model: model) } ?? Self.assets(byKind, model: model)
        storyboards = Dictionary(grouping: documents.filter(\.isStoryboard), by: { Self.baseName($0.path) })
        nibs = Dictionary(grouping: documents.filter { !$0.isStoryboard }, by: { Self.baseName($0.path) })
    }

    /// `Base.lproj/Main.storyboard` → `Main`; `Cell~ipad.xib` → `Cell`.
    public static func baseName(_ path: String) -> String {
        let name = fileStem(path)
        return name.firstIndex(of: "~").map { String(name[..<$0]) } ?? name
    }

    /// The device a file is for: `Cell~ipad.xib` → `ipad`; nil without a `~` suffix.
    public static func deviceSuffix(_ path: String) -> String? {
        let name = fileStem(path)
        return name.firstIndex(of: "~").map { String(name[name.index(after: $0)...]) }
    }

    /// The file name without its extension.
    static func fileStem(_ path: String) -> String {
        stem(path).split(separator: "/").last.map(String.init) ?? ""
    }

    /// Whether any source file was indexed: source-dependent rules stay silent otherwise.
    public var hasSources: Bool { !sources.isEmpty }

    /// Problems with the project files themselves (damaged, unknown format, missing xcconfig).
    public var projectDiagnostics: [Diagnostic] { buildModel.problems }

    // MARK: Loading

    private static func loadDocuments(_ documentFiles: [ProjectFile], cache: ProjectCache?,
                                      progress: (@Sendable (Int, Int, String) -> Void)?) -> ([Document], [Diagnostic]) {
        let slots = ConcurrentSlots<Result<Document, DocumentError>>(count: documentFiles.count)
        let done = LockedValue(0)
        ParallelWork.forEach(documentFiles.count) { i in
            let file = documentFiles[i]
            let parse = {
                Result { () throws(DocumentError) -> Document in
                    if let bytes = file.contents { return try Document.parse(bytes, path: file.path) }
                    return try Document.load(contentsOf: file.path)
                }
            }
            slots[i] = cache?.document(file, parse: parse) ?? parse()
            if let progress {
                done.withLock { count in
                    count += 1
                    progress(count, documentFiles.count, file.path)
                }
            }
        }
        var documents: [Document] = []
        var failures: [Diagnostic] = []
        for result in slots.values {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): failures.append(error.diagnostic)
            }
        }
        return (documents, failures)
    }

    /// `App.xcodeproj/project.pbxproj` → `App.xcodeproj`.
    static func folder(of file: String) -> String { (file as NSString).deletingLastPathComponent }

    /// A reader that serves supplied files first, then the disk.
    static func reader(supplying files: [ProjectFile]) -> FileReader {
        let supplied = Dictionary(files.compactMap { file in file.contents.map { (CanonicalPath.of(file.path), $0) } }, uniquingKeysWith: { a, _ in a })
        guard !supplied.isEmpty else { return .disk }
        return FileReader(
            contents: { supplied[CanonicalPath.of($0)] ?? FileReader.disk.contents($0) },
            isFolder: { path in
                let folder = CanonicalPath.of(path)
                return supplied.keys.contains { $0.hasPrefix(folder + "/") } || FileReader.disk.isFolder(path)
            },
            files: { path in
                let folder = CanonicalPath.of(path)
                return (supplied.keys.filter { $0.hasPrefix(folder + "/") } + FileReader.disk.files(path)).sorted()
            }
        )
    }

    /// Sources that targets compile but that lie outside the paths scanned (a project named
    /// with `--project`, files referenced with `../`).
    static func targetSourcesOutside(_ scanned: [String], of model: BuildModel, reader: FileReader) -> [String] {
        guard !model.isEmpty else { return [] }
        var known = Set(scanned.map(CanonicalPath.key))
        var extra: [String] = []
        for target in model.targets {
            for path in target.listedFiles where SourceKind.of(path) != .resource {
                let key = CanonicalPath.key(path)
                guard !known.contains(key), isReadableSource(path), FileManager.default.fileExists(atPath: path) || reader.contents(path) != nil else { continue }
                known.insert(key)
                extra.append(path)
            }
            for folder in target.folders where !folder.isResourceFolder && !known.contains(where: { CanonicalPath.isInside($0, folder.path) }) {
                for path in reader.files(folder.writtenPath) where isReadableSource(path) && folder.contains(CanonicalPath.key(path)) {
                    if known.insert(CanonicalPath.key(path)).inserted { extra.append(path) }
                }
            }
        }
        return extra.sorted()
    }

    static func isReadableSource(_ path: String) -> Bool { ProjectFile.kind(of: path) == .source }
}
