import IBDocument
import IBSource
import IBTargets

/// The classes one document sees: the sources of the target that bundles it (and of the targets
/// it depends on), as that target compiles them, or, without a project, the sources written for
/// the document's platform.
public struct SourceScope: Sendable {
    /// The target, when a project says which one bundles the document.
    public let target: Target?
    /// The document platform the scope was assembled for.
    public let platform: Platform?
    /// The sources, with `#if` decided for the target and its module names.
    public let sources: SourceIndex
    /// Sources and framework knowledge together.
    public let hierarchy: ClassHierarchy
    /// Every module a target of the project builds (whatever the target), for telling a class
    /// that moved to another module from one that comes from a dependency.
    public let projectModules: Set<String>

    /// Creates a scope; `fallback` answers for classes the scope's sources lack.
    public init(target: Target?, platform: Platform?, sources: SourceIndex, fallback: SourceFallback? = nil, projectModules: Set<String>) {
        self.target = target
        self.platform = platform
        self.sources = sources
        self.hierarchy = ClassHierarchy(sources: sources, fallback: fallback)
        self.projectModules = projectModules
    }

    /// The module "Inherit Module From Target" stands for: the target's, when it compiles sources
    /// of its own (a watch app's classes are its extension's, so it stands for none); nil
    /// without a project.
    public var targetModule: String? {
        guard let module = target?.moduleName, sources.modules.contains(module) else { return nil }
        return module
    }
}

/// Where a document stands in the projects found.
public enum DocumentMembership: Sendable {
    /// Bundled by these targets.
    case targets([Target])
    /// Inside a project's folder, but no target bundles it: a stale copy.
    case noTarget
    /// No project covers it: checked against the sources found, by platform.
    case noProject
}
