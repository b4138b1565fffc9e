import IBFoundation
import IBXML

/// An Xcode workspace (`contents.xcworkspacedata`): the projects it opens together.
public struct Workspace: Sendable {
    /// The `.xcworkspace` path as found.
    public var path: String
    /// The projects it lists (canonical `.xcodeproj` paths), whether or not they exist.
    public var projects: [String] = []
    /// Why it could not be read, when it could not.
    public var problems: [Diagnostic] = []

    /// Reads the workspace at `path` (the `.xcworkspace` folder).
    public static func read(at path: String, reader: FileReader = .disk) -> Workspace {
        var workspace = Workspace(path: path)
        let file = CanonicalPath.join(path, "contents.xcworkspacedata")
        guard let bytes = reader.contents(file) else { return workspace }
        let tree: XMLTree
        do {
            tree = try XMLTree.parse(bytes, path: file)
        } catch {
            workspace.problems.append(Diagnostic(ruleID: "project-unreadable", severity: .error,
                                                 message: "\(error.message); the workspace is left out", location: error.location))
            return workspace
        }
        guard let root = tree.rootElement else { return workspace }
        // Locations are relative to the folder that holds the workspace.
        let container = CanonicalPath.folder(of: CanonicalPath.of(path))
        workspace.collect(in: root, of: tree, folder: container, container: container, depth: 0)
        return workspace
    }

    private mutating func collect(in element: XMLNodeID, of tree: XMLTree, folder: String, container: String, depth: Int) {
        guard depth < 32 else { return }
        for child in tree.childElements(of: element) {
            let location = tree.attribute("location", of: child).map { Self.resolve($0, folder: folder, container: container) }
            if tree.isElement(child, named: "Group") {
                collect(in: child, of: tree, folder: location ?? folder, container: container, depth: depth + 1)
            } else if tree.isElement(child, named: "FileRef"), let location, location.hasSuffix(".xcodeproj") {
                projects.append(location)
            }
        }
    }

    /// `group:App.xcodeproj`, `container:App.xcodeproj`, `absolute:/x`, `self:` → a canonical path.
    static func resolve(_ location: String, folder: String, container: String) -> String {
        guard let colon = location.firstIndex(of: ":") else { return CanonicalPath.of(CanonicalPath.join(folder, location)) }
        let kind = location[..<colon], rest = String(location[location.index(after: colon)...])
        switch kind {
        case "absolute": return CanonicalPath.of(rest)
        case "container", "self": return CanonicalPath.of(CanonicalPath.join(container, rest))
        default: return CanonicalPath.of(CanonicalPath.join(folder, rest))
        }
    }
}
