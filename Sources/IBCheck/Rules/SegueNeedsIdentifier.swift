import IBDocument
import IBFoundation

/// A controller-to-controller segue that code cannot perform, because it has no identifier.
public struct SegueNeedsIdentifier: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "segue-needs-identifier",
        summary: "A segue drawn from a controller itself (not from a control) has no identifier.",
        rationale: """
        A segue that starts at a controller rather than at a button or cell is only ever fired by \
        performSegue(withIdentifier:sender:), which needs its identifier. Without one the segue can never run.
        """,
        severity: .warning,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <connections>↓<segue destination="b" kind="show" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a"),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <button id="b1"><connections><segue destination="b" kind="show" id="sg2"/></connections></button>
                    </subviews></view>
                    <connections><segue destination="b" kind="presentation" identifier="showB" id="sg1"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a"),
        ]
    )

    /// Creates the rule.
    public init() {}

    static let automatic: Set<String> = ["relationship", "embed", "unwind"]

    /// Checks the segues in each controller's own `<connections>`.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        document.scenes.compactMap(\.controller).flatMap { controller in
            controller.object.connections.filter { segue in
                segue.kind == .segue && !Self.automatic.contains(segue.segueKind ?? "") && (segue.identifier ?? "").isEmpty
            }.map { finding("segue from the controller itself has no identifier, so performSegue(withIdentifier:) can never fire it", at: $0.location) }
        }
    }
}
