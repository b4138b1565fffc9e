import IBDocument
import IBFoundation

/// Two controllers of one storyboard with the same storyboard ID.
public struct DuplicateStoryboardIdentifier: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "duplicate-storyboard-identifier",
        summary: "Two controllers of one storyboard share a storyboard ID.",
        rationale: """
        The compiled storyboard maps each identifier to one scene, so instantiateViewController(withIdentifier:) \
        returns only one of the two controllers and the other can never be created by identifier. ibtool does \
        not warn.
        """,
        severity: .error,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                ↓<viewController id="b" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene>
            """),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="b" storyboardIdentifier="Summary" sceneMemberID="viewController"/>
            </objects></scene>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Reports every controller after the first with an identifier.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        var first: [String: IBObject] = [:]
        var findings: [Diagnostic] = []
        for scene in document.scenes {
            guard let controller = scene.controller, let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
            if let earlier = first[identifier] {
                findings.append(finding("storyboard ID '\(identifier)' is already used by another controller of this storyboard; only one of them can be instantiated by it",
                                        at: controller.object.location, notes: [.init(message: "first used here", location: earlier.location)]))
            } else {
                first[identifier] = controller.object
            }
        }
        return findings
    }
}
