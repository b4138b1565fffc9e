import IBDocument
import IBFoundation
import IBProject
import IBSource
import IBTargets

/// What rules read: the project, the classes the document at hand sees, and questions several
/// rules ask.
public struct CheckContext: Sendable {
    /// The loaded project.
    public let project: Project
    /// The classes in view: the target that bundles the document being checked, or, for checks
    /// across documents, every target's sources together.
    public let scope: SourceScope
    /// The convention rules' settings.
    public let options: RuleOptions

    /// Creates a context over a project, for a document's scope or for the whole project.
    public init(project: Project, scope: SourceScope? = nil, options: RuleOptions = RuleOptions()) {
        self.project = project
        self.scope = scope ?? project.unionScope
        self.options = options
    }

    /// Sources and framework knowledge together, as the document's target sees them.
    public var hierarchy: ClassHierarchy { scope.hierarchy }

    /// The sources the document's target compiles.
    public var sources: SourceIndex { scope.sources }

    /// The class an object is at run time, when the document says (see `IBObject.runtimeClassName`).
    public func runtimeClass(of object: IBObject) -> String? { object.runtimeClassName }

    /// Whether source-dependent rules may judge `className`: sources were indexed and the class
    /// is declared in one of them or is a framework class ibkit knows.
    public func canJudge(_ className: String) -> Bool {
        !sources.isEmpty && hierarchy.isKnown(className)
    }

    /// Whether a class of the scope (or, failing that, of the document's platform) declares an
    /// Objective-C-visible method with this selector: what a First Responder action needs.
    public func exposes(_ selector: String) -> Bool {
        !sources.types(exposing: selector).isEmpty || !(hierarchy.fallback?.types(exposing: selector).isEmpty ?? true)
    }

    /// The dependency a class no source declares presumably comes from (see
    /// `Project.dependency(providing:module:)`).
    public func dependency(providing className: String, module: String?) -> Dependency? {
        project.dependency(providing: className, module: module, scope: scope)
    }
}
