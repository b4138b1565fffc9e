import IBDocument
import IBFoundation

/// IBLinter's `duplicate_constraint`: two constraints of one view say the same thing.
public struct DuplicateConstraint: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "duplicate-constraint",
        summary: "A view holds two constraints that relate the same attributes of the same items by the same amount.",
        rationale: """
        The second constraint adds nothing but work for the solver and a trap for whoever edits one and \
        not the other (IBLinter's duplicate_constraint). Two constraints are the same when their items, \
        attributes, relation, multiplier and constant agree, or when one is the other with its items \
        swapped and its constant negated. Unlike IBLinter, constraints of different relations or \
        multipliers (a ≥ and a ≤ bound) are not duplicates.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
                    ↓<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                    ↓<constraint firstItem="root" firstAttribute="top" secondItem="box" secondAttribute="top" constant="-8" id="c3"/>
                </constraints>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="width" relation="greaterThanOrEqual" constant="40" id="c1"/>
                    <constraint firstItem="box" firstAttribute="width" relation="lessThanOrEqual" constant="40" id="c2"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c3"/>
                </constraints>
            </view>
            """),
        ]
    )

    /// What makes two constraints the same.
    struct Key: Hashable {
        var first: String?, firstAttribute: String, second: String?, secondAttribute: String
        var relation: String, multiplier: Double, constant: Double
    }

    /// Creates the rule.
    public init() {}

    /// Checks each view's constraints against each other.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        ConventionScope.views(of: document).compactMap(\.asView).flatMap { view -> [Diagnostic] in
            var seen: Set<Key> = []
            return view.constraints.compactMap { constraint in
                let first = constraint.firstItemID, second = constraint.secondItemID
                let a = constraint.firstAttribute.name, b = constraint.secondAttribute.name
                let relation = constraint.relation.rawValue
                let key = Key(first: first, firstAttribute: a, second: second, secondAttribute: b,
                              relation: relation, multiplier: constraint.multiplier, constant: constraint.constant)
                // The same constraint read from the other item: items swapped, constant negated.
                let swapped = Key(first: second, firstAttribute: b, second: first, secondAttribute: a,
                                  relation: relation, multiplier: constraint.multiplier, constant: -constraint.constant)
                if seen.contains(key) || (second != nil && constraint.multiplier == 1 && relation == "equal" && seen.contains(swapped)) {
                    return finding("constraint \(constraint.id ?? "") repeats another of \(view.object.className ?? "the view")'s constraints (\(first ?? "") \(a) \(relation) \(second ?? "") \(b) \(constraint.constant))",
                                   at: constraint.location)
                }
                seen.insert(key)
                return nil
            }
        }
    }
}
