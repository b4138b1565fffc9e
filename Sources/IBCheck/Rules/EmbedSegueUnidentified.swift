import IBDocument
import IBFoundation
import IBProject

/// An embed segue without identifier in a container whose `prepare(for:sender:)` tells segues apart by identifier.
public struct EmbedSegueUnidentified: Rule {
    /// The container class both examples use.
    static let dashboardSource = """
        class DashboardViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == "embedMap", let map = segue.destination as? MapViewController { map.zoom = 2 }
            }
        }
        class MapViewController: UIViewController { var zoom = 1 }
        """

    /// The rule's description.
    public static let description = RuleDescription(
        id: "embed-segue-unidentified",
        summary: "An embed segue has no identifier while the container's prepare(for:sender:) compares segue identifiers.",
        rationale: """
        Embed segues fire while the container's view loads, and each passes through the container's \
        prepare(for:sender:). When that method picks its work by segue.identifier, an embed segue without one \
        matches no branch: the child is never configured, silently. Only children that method configures are \
        reported: those whose class (or a superclass or protocol of it, or the root of an embedded navigation \
        controller) it casts a segue's controller to, or any child when it sets a member of `segue.destination` \
        itself; a plain controller it never configures, a launch screen behind a reference, or a class the method \
        never names needs no identifier.
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
            <scene sceneID="s2"><objects><viewController id="m" customClass="MapViewController" sceneMemberID="viewController"/></objects></scene>
            """, initial: "c", ("Dashboard.swift", dashboardSource)),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="c" customClass="DashboardViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                        <containerView id="cv1"><connections><segue destination="m" kind="embed" id="e1"/></connections></containerView>
                        <containerView id="cv2"><connections><segue destination="r" kind="embed" id="e2"/></connections></containerView>
                    </subviews></view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="m" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewControllerPlaceholder storyboardName="LaunchScreen" id="r" sceneMemberID="viewController"/></objects></scene>
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
            guard let className = context.runtimeClass(of: controller.object) else { return [] }
            let chain = context.hierarchy.chain(of: className).names
            guard let comparer = chain.first(where: comparing.contains) else { return [] }
            let casts = chain.reduce(into: Set<String>()) { $0.formUnion(context.sources.prepareCasts[$1] ?? []) }
            return controller.segues.filter { segue in
                segue.segueKind == "embed" && (segue.identifier ?? "").isEmpty && Self.configures(casts, segue.destination, in: context)
            }.map {
                finding("embed segue has no identifier, but \(comparer).prepare(for:sender:) tells segues apart by identifier; this child is never configured", at: $0.location)
            }
        }
    }

    /// Whether a prepare that casts to `casts` configures the embedded child: its class, a
    /// superclass or protocol of it, or, for a navigation controller, its root's.
    static func configures(_ casts: Set<String>, _ destination: IBObject?, in context: CheckContext) -> Bool {
        guard !casts.isEmpty, var child = destination else { return false }
        if let reference = child.asStoryboardReference {
            guard let target = FlowGraph.resolve(reference, in: context.project) else { return false }
            child = target
        }
        // A launch screen shows before the app runs: nothing configures it.
        if child.document.header.launchScreen == true { return false }
        if casts.contains("*") { return true }
        var children = [child]
        if let root = child.asController?.segues.first(where: { $0.segueKind == "relationship" && $0.relationship == "rootViewController" })?.destination {
            children.append(root)
        }
        return children.contains { object in
            guard let className = context.runtimeClass(of: object) else { return false }
            let names = context.hierarchy.chain(of: className).names
            let conformances = names.flatMap { context.sources.types[$0]?.conformances ?? [] }
            return !casts.isDisjoint(with: names + conformances)
        }
    }
}
