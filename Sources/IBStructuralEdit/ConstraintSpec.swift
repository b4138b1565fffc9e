/// A constraint as a script names it: `item.attribute relation relatedTo.relatedAttribute ×
/// multiplier + constant @ priority`.
public struct ConstraintSpec: Sendable, Equatable {
    /// The first item: an id, or `$name` for a view an earlier `addView` made.
    public var item: String
    public var attribute: String
    /// An id, `$name`, `superview`, `safeArea` (the controller's view's safe area), or nil for a
    /// width or height of its own.
    public var relatedTo: String?
    public var relatedAttribute: String?
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    public var constant: Double
    public var multiplier: Double
    public var priority: Double

    /// A constraint spec; defaults as Interface Builder makes them.
    public init(item: String, attribute: String, relatedTo: String? = nil, relatedAttribute: String? = nil, relation: String = "equal",
                constant: Double = 0, multiplier: Double = 1, priority: Double = 1000) {
        self.item = item
        self.attribute = attribute
        self.relatedTo = relatedTo
        self.relatedAttribute = relatedAttribute
        self.relation = relation
        self.constant = constant
        self.multiplier = multiplier
        self.priority = priority
    }

    /// The attributes a document's constraints name.
    static let attributes = ["top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX", "centerY",
                             "firstBaseline", "lastBaseline", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin"]
    /// The relations.
    static let relations = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]
}

/// A view `addView` makes.
public struct AddedView: Sendable, Equatable {
    /// The superview's id (or `$name`).
    public var parent: String
    /// The UIKit or AppKit class (`UIButton`, `NSTextField`, …).
    public var className: String
    /// A custom class to give it.
    public var customClass: String?
    /// The name later edits call it by (`$name`).
    public var ref: String?
    /// Its place among the parent's subviews; nil puts it last (on top).
    public var index: Int?
    public var properties: [(name: String, value: PropertyValue)]
    public var constraints: [ConstraintSpec]

    public static func == (lhs: AddedView, rhs: AddedView) -> Bool {
        lhs.parent == rhs.parent && lhs.className == rhs.className && lhs.customClass == rhs.customClass && lhs.ref == rhs.ref
            && lhs.index == rhs.index && lhs.properties.map(\.name) == rhs.properties.map(\.name)
            && lhs.properties.map(\.value) == rhs.properties.map(\.value) && lhs.constraints == rhs.constraints
    }
}
