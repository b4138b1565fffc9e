import IBFoundation
import IBXML

/// An Auto Layout constraint: `firstItem.firstAttribute = multiplier × secondItem.secondAttribute + constant`.
public struct Constraint: Hashable, Sendable {
    /// The view whose `<constraints>` holds the constraint.
    public let owner: IBObject
    /// The `<constraint>` element.
    public let node: XMLNodeID

    private var tree: XMLTree { owner.document.tree }
    private func attribute(_ name: String) -> String? { tree.attribute(name, of: node) }

    /// The constraint's id.
    public var id: String? { attribute("id") }
    /// The id of the first item; Interface Builder leaves it out when it is the owning view.
    public var firstItemID: String? { attribute("firstItem") ?? owner.id }
    /// The first item resolved; the owning view when the document leaves it implicit.
    public var firstItem: IBObject? { attribute("firstItem").map { owner.document.object(withID: $0) } ?? owner }
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute { LayoutAttribute(attribute("firstAttribute")) }
    /// `=`, `≤` or `≥`.
    public var relation: Relation { Relation(rawValue: attribute("relation") ?? "equal") ?? .equal }
    /// The id of the second item; nil for a constant (width or height) constraint.
    public var secondItemID: String? { attribute("secondItem") }
    /// The second item resolved.
    public var secondItem: IBObject? { secondItemID.flatMap(owner.document.object(withID:)) }
    /// The second item's attribute; `.notAnAttribute` without a second item.
    public var secondAttribute: LayoutAttribute {
        attribute("secondAttribute").map { LayoutAttribute($0) } ?? .notAnAttribute
    }
    /// The multiplier in every written form: `2`, `0.5`, `16:9` (a ratio, 16 ÷ 9).
    public var multiplier: Double { Self.parseMultiplier(attribute("multiplier")) ?? 1 }
    /// The multiplier exactly as written.
    public var multiplierText: String? { attribute("multiplier") }
    /// The constant, in points.
    public var constant: Double { tree.number("constant", of: node) ?? 0 }
    /// The constant for a trait collection: a size-class `<variation>` of the constraint that
    /// applies to `traits` replaces it, the one naming the most traits first.
    public func constant(for traits: [String: String]) -> Double {
        let variations = tree.childElements(of: node).filter { tree.isElement($0, named: "variation") && tree.attribute("constant", of: $0) != nil }
        guard !variations.isEmpty else { return constant }
        let applying = variations.map { Variation(document: owner.document, node: $0) }.filter { $0.applies(to: traits) }
        guard let chosen = applying.max(by: { $0.traits.count < $1.traits.count }) else { return constant }
        return tree.number("constant", of: chosen.node) ?? constant
    }
    /// Whether Interface Builder shows the constant as the standard spacing (`symbolic="YES"`),
    /// which the system works out where the constraint is laid out.
    public var isSymbolic: Bool { attribute("symbolic") == "YES" }
    /// The priority, 1–1000.
    public var priority: Double { tree.number("priority", of: node) ?? 1000 }
    /// The identifier set in the inspector (shown in layout error logs).
    public var identifier: String? { attribute("identifier") }
    /// Whether the constraint is a placeholder removed at build time.
    public var isPlaceholder: Bool { attribute("placeholder") == "YES" }
    /// Where the constraint is written.
    public var location: SourceLocation {
        var location = tree.location(of: node)
        location.objectID = id
        return location
    }

    /// Reads `2`, `0.5` and ratios such as `16:9` or `4/3`; nil when the text is neither.
    public static func parseMultiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), maxSplits: 1)
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0,
                  NumberCheck.isInRange(numerator), NumberCheck.isInRange(denominator) else { return nil }
            let ratio = numerator / denominator
            return NumberCheck.isInRange(ratio) ? ratio : nil
        }
        return Double(text).flatMap { NumberCheck.isInRange($0) ? $0 : nil }
    }

    /// How the two sides compare.
    public enum Relation: String, Hashable, Sendable, Codable {
        /// `=`
        case equal
        /// `≤`
        case lessThanOrEqual
        /// `≥`
        case greaterThanOrEqual
    }
}

/// An `NSLayoutConstraint.Attribute` as Interface Builder names it.
public enum LayoutAttribute: Hashable, Sendable, Codable {
    /// Edges and centers of the item's alignment rectangle.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// Text baselines (`baseline` in older documents is `lastBaseline`).
    case lastBaseline, firstBaseline
    /// Edges inset by the item's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// Centers within the layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second side of a constant width or height constraint.
    case notAnAttribute
    /// A name ibkit does not know; kept as written.
    case other(String)

    private static let byName: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        "notAnAttribute": .notAnAttribute,
    ]

    /// The attribute named `name` (`baseline` is the old name of `lastBaseline`).
    public init(_ name: String?) {
        guard let name else { self = .notAnAttribute; return }
        self = Self.byName[name] ?? .other(name)
    }

    /// The name as Interface Builder writes it.
    public var name: String {
        if case .other(let name) = self { return name }
        return Self.byName.first { $0.value == self && $0.key != "baseline" }?.key ?? "notAnAttribute"
    }
}
