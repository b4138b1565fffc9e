import Cassowary
import IBDocument

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
        /// A stack view arranging its subviews.
        case stackView(IBObject)
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
}
