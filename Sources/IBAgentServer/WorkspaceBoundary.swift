import Foundation

/// The folder an agent may work in: every path a tool is given must resolve inside it.
public struct WorkspaceBoundary: Sendable {
    /// The workspace folder, resolved.
    public let root: String

    /// A boundary at a folder.
    public init(root: String) {
        root.isEmpty ? (self.root = "/") : (self.root = Self.resolved(root))
    }

    /// Why a path was refused.
    public struct Refusal: Error, CustomStringConvertible {
        /// What to tell the agent.
        public var description: String
    }

    /// The absolute path of `path` (relative paths are taken from the root), refused when it
    /// resolves, symbolic links followed, outside the root.
    public func resolve(_ path: String) throws(Refusal) -> String {
        guard !path.contains("\u{0}") else { throw Refusal(description: "the path contains a NUL byte") }
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        let resolved = Self.resolved(absolute)
        guard resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw Refusal(description: "'\(path)' is outside the workspace \(root); ibkit's tools read and write only inside it")
        }
        return resolved
    }

    /// A path's absolute form with symbolic links resolved, for the parts that exist: a file
    /// about to be written resolves through its existing folder.
    static func resolved(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var existing = url
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath()
        for part in rest { result.appendPathComponent(part) }
        return result.standardizedFileURL.path
    }
}
