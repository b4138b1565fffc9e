import IBDocument
import IBFoundation
import IBLayout

/// Views whose constraints leave their position or size free, found by solving the layout.
public struct LayoutAmbiguous: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "layout-ambiguous",
        summary: "A view's constraints do not decide its position or size.",
        rationale: """
        With an ambiguous layout, Auto Layout picks one of many solutions, and which one can change between \
        runs, devices and iOS versions: views jump or vanish. ibkit solves the layout and moves every view's \
        tie-breaker; a view that moves with it is decided by nothing else. Views with no constraints at all \
        are left out, as Xcode builds them with their autoresizing mask.
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    ↓<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="20" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w1"/>
                            <constraint firstAttribute="height" constant="50" id="h1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                </constraints>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="20" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w1"/>
                            <constraint firstAttribute="height" constant="50" id="h1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                </constraints>
            </view>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports each ambiguous view at its element, naming the free dimensions.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        LayoutCache.shared.layouts(of: document).flatMap { layout in
            layout.ambiguities.map { ambiguity in
                let names = ["x": "horizontal position", "y": "vertical position", "width": "width", "height": "height"]
                let free = ambiguity.dimensions.compactMap { names[$0] }.joined(separator: ", ")
                return finding("\(ambiguity.object.layoutName) has an ambiguous layout: nothing decides its \(free)", at: ambiguity.object.location)
            }
        }
    }
}
