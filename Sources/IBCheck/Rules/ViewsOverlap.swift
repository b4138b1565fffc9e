import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants

/// Siblings that overlap in some configuration though the base layout keeps them apart.
public struct ViewsOverlap: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "views-overlap",
        summary: "Two sibling views overlap in some language, device or text size, though they do not as designed.",
        rationale: """
        A label that runs into its neighbour on the smallest iPhone, or a translated button that slides under \
        the one beside it, is what constraints that only hold on the designer's device produce. ibkit lays each \
        scene out in the configurations the target supports (see `text-truncated`) and reports siblings whose \
        alignment rectangles (the controls a person sees, without bezel shadows) overlap by more than 3 \
        points there, when they are apart in the base layout and in the stored frames, and ibkit's base \
        layout places both where the canvas does. Enabled with `ibkit check --layout` \
        or `layout: true`.
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, ViewsOverlap.example(marked: true)).configured("layout_pseudo_language: true"),
            .xib(false, ViewsOverlap.example(spaced: true)).configured("layout_pseudo_language: true"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// One finding per view, at the later sibling, naming the other one.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        variantFindings(document, in: context, kind: .viewsOverlap, notes: { found in
            guard let other = found.occurrences.first?.overlap?.other else { return [] }
            return [Diagnostic.Note(message: "the view it overlaps", location: other.location)]
        })
    }

    /// Two labels in a row of a 200-point root, one pinned to each edge: 40% longer texts run
    /// into each other (`spaced` keeps the second at least 8 points after the first).
    static func example(marked: Bool = false, spaced: Bool = false) -> String {
        let label = { (id: String, text: String, x: Int, width: Int, mark: Bool) in
            """
                    \(mark ? RuleExample.marker : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(x)" y="20" width="\(width)" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
            """
        }
        let gap = spaced ? #"<constraint firstItem="b" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="a" secondAttribute="trailing" constant="8" id="g1"/>"# : ""
        return """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
        \(label("a", "Name of it", 8, 78, false))
        \(label("b", "Value here", 112, 80, marked))
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t2"/>
                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="8" id="r1"/>
                \(gap)
            </constraints>
        </view>
        """
    }
}
