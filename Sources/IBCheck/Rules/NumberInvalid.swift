import IBDocument
import IBFoundation

/// A frame, constraint, font size or other number that is infinite, not a number, or beyond
/// anything Interface Builder writes.
public struct NumberInvalid: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: NumberCheck.ruleID,
        summary: "A numeric attribute is not a finite number within the range Interface Builder writes.",
        rationale: """
        Interface Builder writes geometry, constants, priorities, font sizes and colour components as plain \
        decimals within Float's range. `inf`, `nan`, `1e308` or a word in their place come from a hand edit or a \
        damaged merge; Xcode refuses or rewrites such a document, and at run time the value ends in NaN frames or \
        an exception. ibkit ignores the value (as if it were absent) and reports it here.
        """,
        severity: .error,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1"><view key="view" contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="↓inf" height="844"/>
                    <subviews><label text="Title" id="l1"><rect key="frame" x="16" y="60" width="100" height="21"/></label></subviews>
                    <constraints><constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="↓1e308" id="c1"/></constraints>
                </view></viewController>
            </objects></scene>
            """),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="vc1"><view key="view" contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews><label text="inf" id="l1"><rect key="frame" x="16" y="60" width="100" height="21"/></label></subviews>
                    <constraints><constraint firstItem="l1" firstAttribute="width" secondItem="l1" secondAttribute="height" multiplier="16:9" id="c1"/></constraints>
                </view></viewController>
            </objects></scene>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports every numeric attribute whose value is out of range or not a number.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        NumberCheck.problems(in: document)
    }
}
