/// One structural edit of a document, named by meaning rather than by XML: what `ibkit edit`
/// reads from a script and applies in order.
public enum Edit: Sendable, Equatable {
    /// Sets properties of the element `id`, by the names a UIKit or AppKit developer knows.
    case set(id: String, properties: [(name: String, value: PropertyValue)])
    /// Removes the element `id` with everything that refers to it.
    case remove(id: String)
    /// Connects the outlet `property` of `source` to `destination`; with `declare`, the source's
    /// class gains the `@IBOutlet` in code.
    case connectOutlet(source: String, property: String, destination: String, declare: Bool = false)
    /// Sends `selector` to `target` when `source` sends `event` (a control event; nil for the
    /// control's default, or for a bar button item or gesture recognizer, which have none); with
    /// `declare`, the target's class gains the `@IBAction` in code.
    case connectAction(source: String, event: String?, target: String, selector: String, declare: Bool = false)
    /// A segue of `kind` from `source` (a controller or a control in one) to the controller `destination`.
    case addSegue(source: String, destination: String, kind: String, identifier: String?)
    /// Renames a custom class wherever the document uses it.
    case renameClass(from: String, to: String)
    /// Adds a view to a superview, with its properties and constraints.
    case addView(AddedView)
    /// Adds a constraint.
    case addConstraint(ConstraintSpec)
    /// Puts views that share a superview into a new stack view where they were, as Xcode's Embed
    /// In › Stack View does.
    case embedInStack(ids: [String], axis: String, spacing: Double?)
    /// Adds a scene with a view controller of a custom class, optionally in a navigation controller.
    case addScene(AddedScene)

    /// The operation's name in a script.
    public var op: String {
        switch self {
        case .set: "set"
        case .remove: "remove"
        case .connectOutlet: "connectOutlet"
        case .connectAction: "connectAction"
        case .addSegue: "addSegue"
        case .renameClass: "renameClass"
        case .addView: "addView"
        case .addConstraint: "addConstraint"
        case .embedInStack: "embedInStack"
        case .addScene: "addScene"
        }
    }

    /// The operations a script may name.
    public static let operations = ["addView", "addConstraint", "embedInStack", "set", "remove", "connectOutlet", "connectAction", "addSegue", "renameClass", "addScene"]

    public static func == (lhs: Edit, rhs: Edit) -> Bool {
        switch (lhs, rhs) {
        case let (.set(a, p), .set(b, q)): a == b && p.map(\.name) == q.map(\.name) && p.map(\.value) == q.map(\.value)
        case let (.remove(a), .remove(b)): a == b
        case let (.connectOutlet(a, b, c, x), .connectOutlet(d, e, f, y)): a == d && b == e && c == f && x == y
        case let (.connectAction(a, b, c, d, x), .connectAction(e, f, g, h, y)): a == e && b == f && c == g && d == h && x == y
        case let (.addSegue(a, b, c, d), .addSegue(e, f, g, h)): a == e && b == f && c == g && d == h
        case let (.renameClass(a, b), .renameClass(c, d)): a == c && b == d
        case let (.addView(a), .addView(b)): a == b
        case let (.addConstraint(a), .addConstraint(b)): a == b
        case let (.embedInStack(a, b, c), .embedInStack(d, e, f)): a == d && b == e && c == f
        case let (.addScene(a), .addScene(b)): a == b
        default: false
        }
    }
}

/// A property's value as a script gives it.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)

    public var description: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): value ? "true" : "false"
        }
    }
}
