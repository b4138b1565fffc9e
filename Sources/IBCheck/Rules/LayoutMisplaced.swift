import IBDocument
import IBFoundation
import IBLayout

/// Views whose stored frame is not where their constraints put them.
public struct LayoutMisplaced: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "layout-misplaced",
        summary: "A view's frame in the document differs from the frame its constraints give it.",
        rationale: """
        Interface Builder draws the stored frame, but at run time Auto Layout moves the view to where its \
        constraints put it, so the canvas lies about the app. ibkit solves the layout for the document's \
        device and compares, within half a point. Views whose frame depends on text are left out, because \
        text is measured with fitted metrics rather than the device's fonts; so is the rule by default (opt in).
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    ↓<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="40" y="20" width="100" height="50"/>
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

    /// Reports each misplaced Auto Layout view with the solved frame and the difference.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        LayoutCache.shared.layouts(of: document).flatMap { layout -> [Diagnostic] in
            let ambiguous = Set(layout.ambiguities.map(\.object))
            return layout.views.compactMap { view -> Diagnostic? in
                guard view.usesAutoLayout, !view.dependsOnText, !view.isHidden, !ambiguous.contains(view.object), layout.conflicts.isEmpty,
                      !view.matchesStored(tolerance: LayoutFidelity.tolerance), let stored = view.stored, let delta = view.delta else { return nil }
                let moves = [("x", delta.x), ("y", delta.y), ("width", delta.width), ("height", delta.height)]
                    .filter { abs($0.1) > LayoutFidelity.tolerance }.map { "\($0.0) \($0.1 > 0 ? "+" : "")\(LayoutFormat.number($0.1))" }
                return finding("\(view.object.layoutName) is misplaced: its constraints put it at \(LayoutFormat.rect(view.frame)), the document draws it at \(LayoutFormat.rect(stored)) (\(moves.joined(separator: ", ")))",
                               at: view.object.location)
            }
        }
    }
}
