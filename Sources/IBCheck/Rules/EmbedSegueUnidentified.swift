import IBDocument
import IBFoundation

/// An embed segue without identifier in a container whose `prepare(for:sender:)` tells segues apart by identifier.
public struct EmbedSegueUnidentified: Rule {
    /// The container class both examples use.
    static let dashboardSource = """
        class DashboardViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "embedMap" { }
            }
        }
        """

    /// The rule's description.
    public static let description = RuleDescription(
        id: "embed-segue-unidentified",
        summary: "An embed segue has no identifier while the container's prepare(for:sender:) compares segue identifiers.",
        rationale: """
        Embed segues fire while the container's view loads, and each passes through the container's \
        prepare(for:sender:). When that method picks its work by segue.identifier, an embed segue without one \
        matches no branch: the child is never configured, silently.
        """,
        severity: .warning,
        needsSources: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="c" customClass="DashboardViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <containerView id="cv1"><connections>↓<segue destination="m" kind="embed" id="e1"/></connections></containerView>
                    </subviews></view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="m" sceneMemberID="viewController"/></objects></scene>
            """, initial: "c", ("Dashboard.swift", dashboardSource)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="c" customClass="DashboardViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <containerView id="cv1"><connections><segue destination="m" kind="embed" identifier="embedMap" id="e1"/></connections></containerView>
                    </subviews></view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="m" sceneMemberID="viewController"/></objects></scene>
            """, initial: "c", ("Dashboard.swift", dashboardSource)),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Finds unidentified embed segues of containers that compare identifiers.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard context.project.hasSources else { return [] }
        let comparing = Set(context.project.sources.identifierUses.filter {
            $0.kind == .segueComparison && ($0.enclosingFunction?.hasPrefix("prepare") ?? false || $0.enclosingFunction?.hasPrefix("prepareForSegue") ?? false)
        }.compactMap(\.enclosingType))
        guard !comparing.isEmpty else { return [] }
        return document.scenes.compactMap(\.controller).flatMap { controller -> [Diagnostic] in
            guard let className = context.runtimeClass(of: controller.object),
                  let comparer = context.hierarchy.chain(of: className).names.first(where: comparing.contains) else { return [] }
            return controller.segues.filter { $0.segueKind == "embed" && ($0.identifier ?? "").isEmpty }.map {
                finding("embed segue has no identifier, but \(comparer).prepare(for:sender:) tells segues apart by identifier; this child is never configured", at: $0.location)
            }
        }
    }
}
