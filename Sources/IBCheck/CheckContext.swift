import IBProject
import IBDocument
import IBFoundation
import IBSource

/// What rules read: the project, the class hierarchy, and questions several rules ask.
public struct CheckContext: Sendable {
    /// The loaded project.
    public let project: Project

    /// Creates a context over a project.
    public init(project: Project) { self.project = project }

    /// Sources and framework knowledge together.
    public var hierarchy: ClassHierarchy { project.hierarchy }

    /// The class an object is at run time, when the document says.
    ///
    /// File's Owner is whatever the loader passes, so only its `customClass` says; First
    /// Responder and Exit are not objects of a class.
    public func runtimeClass(of object: IBObject) -> String? {
        switch object.placeholder {
        case .filesOwner?, .external?: return object.customClass
        case .firstResponder?, .exit?: return nil
        case .application?: return object.customClass ?? (object.document.platform == .macOS ? "NSApplication" : "UIApplication")
        case nil: return object.className
        }
    }

    /// Whether source-dependent rules may judge `className`: sources were indexed and the class
    /// is declared in one of them or is a framework class ibkit knows.
    public func canJudge(_ className: String) -> Bool {
        project.hasSources && hierarchy.isKnown(className)
    }
}
