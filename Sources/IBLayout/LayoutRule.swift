import Cassowary
import IBDocument
import IBFoundation

/// One constraint of a layout system and where it comes from, so that a conflict can name the
/// document's constraints and say which others UIKit adds itself.
public struct LayoutRule: Sendable {
    /// Where the constraint comes from.
    public enum Origin: Hashable, Sendable {
        /// A `<constraint>` of the document.
        case document(IBDocument.Constraint)
        /// The root view's frame, which its container sets.
        case rootFrame
        /// A view's autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizing(IBObject)
        /// A view's intrinsic content size, with its hugging or compression resistance.
        case intrinsic(IBObject)
        /// A stack view arranging its subviews, or a grid view placing its cells' views.
        case arrangement(IBObject)
        /// A layout guide's position: safe area, top and bottom guides, a scroll view's content.
        case guide(IBObject?)
    }

    /// The solver's constraint.
    public let constraint: Cassowary.Constraint
    /// Where it comes from.
    public let origin: Origin

    /// The document constraint behind the rule, if any.
    public var documentConstraint: IBDocument.Constraint? {
        if case .document(let constraint) = origin { return constraint }
        return nil
    }

    /// Whether the rule must hold.
    public var isRequired: Bool { constraint.strength.isRequired }

    /// How messages name the rule: the constraint's identifier (or id) and line, or what UIKit
    /// adds itself (`the autoresizing mask of UILabel "Name" (a1b-2c-3d4)`).
    public var name: String {
        switch origin {
        case .document(let constraint):
            // Made here, not when the system is built: most rules are never named.
            return "\(constraint.identifier ?? constraint.id ?? "constraint") (line \(constraint.location.line))"
        case .rootFrame: return "the root view's frame, set by its container"
        case .autoresizing(let object): return "the autoresizing mask of \(object.layoutName)"
        case .intrinsic(let object): return "the intrinsic size of \(object.layoutName)"
        case .arrangement(let object): return "the arrangement of \(object.layoutName)"
        case .guide(let object): return "layout guide \(object?.id ?? "")"
        }
    }

    /// Where the constraint, or the view whose mask, size or arrangement it is, is written; nil for
    /// the root's frame, which the container sets.
    public var location: SourceLocation? {
        switch origin {
        case .document(let constraint): return constraint.location
        case .autoresizing(let object), .intrinsic(let object), .arrangement(let object): return object.location
        case .guide(let object): return object?.location
        case .rootFrame: return nil
        }
    }
}
