/// The objects of a `project.pbxproj` by id, with every file reference's path resolved through the
/// group tree the way Xcode resolves it.
struct PBXObjectGraph {
    /// Objects by id.
    let objects: [String: PropertyList]
    /// The folder the project's relative paths start from (`SRCROOT`), canonical.
    let projectFolder: String
    /// File references, groups and synchronized folders → their canonical paths; missing for
    /// references into the SDK or the build folder.
    private(set) var paths: [String: String] = [:]
    /// File references that name a product of the build (`BUILT_PRODUCTS_DIR`) → their file names.
    private(set) var builtProducts: [String: String] = [:]

    init(objects: [String: PropertyList], projectFolder: String, mainGroup: String?) {
        self.objects = objects
        self.projectFolder = projectFolder
        var walked: Set<String> = []
        if let mainGroup { walk(mainGroup, parent: projectFolder, depth: 0, walked: &walked) }
        // References outside the tree (rare) resolve from the project folder.
        for (id, object) in objects where paths[id] == nil && builtProducts[id] == nil {
            guard ["PBXFileReference", "PBXFileSystemSynchronizedRootGroup"].contains(isa(object)) else { continue }
            resolve(id, object, parent: projectFolder)
        }
    }

    /// The object's `isa`.
    func isa(_ object: PropertyList) -> String { object["isa"]?.string ?? "" }

    /// The object with an id.
    subscript(id: String) -> PropertyList? { objects[id] }

    /// The ids an object's array attribute lists.
    func ids(_ object: PropertyList?, _ key: String) -> [String] { object?[key]?.strings ?? [] }

    /// `walked` keeps a group listed twice (or inside itself) from being walked again: without
    /// it, 64 levels of doubled children take 2⁶⁴ steps.
    private mutating func walk(_ id: String, parent: String, depth: Int, walked: inout Set<String>) {
        guard depth < 64, walked.insert(id).inserted, let object = objects[id] else { return }
        let own = resolve(id, object, parent: parent)
        switch isa(object) {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            let folder = own ?? parent
            for child in ids(object, "children") { walk(child, parent: folder, depth: depth + 1, walked: &walked) }
        default:
            break
        }
    }

    /// Records and returns the object's path; nil for SDK and build-folder references.
    @discardableResult
    private mutating func resolve(_ id: String, _ object: PropertyList, parent: String) -> String? {
        let path = object["path"]?.string ?? ""
        let base: String
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = projectFolder
        case "<absolute>": base = ""
        case "BUILT_PRODUCTS_DIR":
            if !path.isEmpty { builtProducts[id] = path.split(separator: "/").last.map(String.init) ?? path }
            return nil
        default: return nil
        }
        let full = CanonicalPath.of(CanonicalPath.join(base, path))
        paths[id] = full
        return full
    }

    /// The paths a build file stands for: its file, or every localization of a variant group.
    func files(ofBuildFile id: String) -> [String] {
        guard let reference = objects[id]?["fileRef"]?.string else { return [] }
        return files(ofReference: reference)
    }

    /// The paths a file reference or variant group stands for.
    func files(ofReference reference: String) -> [String] {
        guard let object = objects[reference] else { return [] }
        if isa(object) == "PBXVariantGroup" {
            return ids(object, "children").compactMap { paths[$0] }
        }
        return paths[reference].map { [$0] } ?? []
    }
}
