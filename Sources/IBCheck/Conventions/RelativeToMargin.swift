import IBDocument
import IBFoundation

/// IBLinter's `relative_to_margin`: constraints to layout margins.
public struct RelativeToMargin: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "relative-to-margin",
        summary: "A constraint binds a view's layout margin (leadingMargin, trailingMargin, topMargin, bottomMargin).",
        rationale: """
        A convention, not a crash (IBLinter's relative_to_margin): margins change with the device, the safe \
        area and `preservesSuperviewLayoutMargins`, so a team that wants fixed spacing asks for constraints \
        to edges and turns Interface Builder's "Constrain to margins" off. One finding per margin attribute, \
        as IBLinter counts them.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                </subviews>
                <constraints>
                    ↓<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    ↓<constraint firstItem="root" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                </constraints>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                </constraints>
            </view>
            """),
        ]
    )

    static let margins: Set<LayoutAttribute> = [.leadingMargin, .trailingMargin, .topMargin, .bottomMargin]

    /// Creates the rule.
    public init() {}

    /// Checks every constraint's two attributes.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        ConventionScope.constraints(of: document).flatMap { constraint in
            [constraint.firstAttribute, constraint.secondAttribute].filter(Self.margins.contains).map { attribute in
                finding("constraint \(constraint.id ?? "") is relative to the \(attribute.name); constrain to the edge instead", at: constraint.location)
            }
        }
    }
}
