import Cassowary
import IBDocument

/// Something constraints can name — a view, a layout guide, a scroll view's content area — as four
/// unknowns in the root view's coordinates (y grows downwards on every platform).
public final class LayoutItem {
    /// What the item is.
    public enum Kind: Hashable, Sendable {
        /// A view.
        case view
        /// A view's safe-area guide.
        case safeArea
        /// A view controller's top or bottom layout guide (before safe areas).
        case topLayoutGuide, bottomLayoutGuide
        /// A scroll view's content area (its `contentLayoutGuide`, and what its edges mean to its content).
        case scrollContent
        /// Any other layout guide.
        case guide
    }

    /// The view or guide element; nil for a scroll view's implicit content area.
    public let object: IBObject?
    /// What the item is.
    public let kind: Kind
    /// The view a guide belongs to; a view's superview; nil for the root.
    public let owner: LayoutItem?
    /// Left edge, top edge, width and height.
    let x, y, width, height: Variable
    /// The alignment rectangle of the frame the document stores, in root coordinates; nil for guides.
    var stored: Rect?
    /// How far the frame reaches beyond the alignment rectangle constraints act on (a slider's
    /// track is inset from its frame).
    var alignmentInsets = EdgeInsets.zero
    /// How far below the item's top its subviews' stored frames start: a clip view's reach under
    /// its table's header (`LayoutSystem.headerReach`).
    var subviewOffset = 0.0
    /// The layout margins (a view's; constant while the system is solved).
    var margins = EdgeInsets.zero
    /// Where the text's baselines are; nil without text (the baselines are the bottom edge).
    var baselines: Baselines?
    /// The scroll view's content area, when the item is a scroll view.
    var content: LayoutItem?

    init(object: IBObject?, kind: Kind, owner: LayoutItem?, name: String) {
        self.object = object
        self.kind = kind
        self.owner = owner
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The four unknowns.
    var variables: [Variable] { [x, y, width, height] }

    /// The attribute as an expression over the item's unknowns; nil for `notAnAttribute` and names
    /// ibkit does not know. Layout direction is left to right, so leading is left.
    func expression(_ attribute: LayoutAttribute) -> Expression? {
        let m = margins
        func edge(_ origin: Variable, _ length: Variable, _ fraction: Double, _ offset: Double = 0) -> Expression {
            Expression([(origin, 1), (length, fraction)], constant: offset)
        }
        switch attribute {
        case .left, .leading: return edge(x, width, 0)
        case .right, .trailing: return edge(x, width, 1)
        case .top: return edge(y, height, 0)
        case .bottom: return edge(y, height, 1)
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: return edge(x, width, 0.5)
        case .centerY: return edge(y, height, 0.5)
        case .leftMargin, .leadingMargin: return edge(x, width, 0, m.left)
        case .rightMargin, .trailingMargin: return edge(x, width, 1, -m.right)
        case .topMargin: return edge(y, height, 0, m.top)
        case .bottomMargin: return edge(y, height, 1, -m.bottom)
        case .centerXWithinMargins: return edge(x, width, 0.5, (m.left - m.right) / 2)
        case .centerYWithinMargins: return edge(y, height, 0.5, (m.top - m.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            switch baselines {
            case .centered(let offset): return edge(y, height, 0.5, offset)
            case .edges(let first, _) where attribute == .firstBaseline: return edge(y, height, 0, first)
            case .edges(_, let last): return edge(y, height, 1, -last)
            case nil: return edge(y, height, 1)
            }
        case .notAnAttribute, .other: return nil
        }
    }
}

