import IBDocument
import IBFoundation

/// IBLinter's `storyboard_viewcontroller_id`: a controller's storyboard ID is its class name.
public struct StoryboardIdentifierMatchesClass: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "storyboard-identifier-matches-class",
        summary: "A scene's controller has its custom class as its storyboard ID.",
        rationale: """
        A convention, not a crash (IBLinter's storyboard_viewcontroller_id): with the class name as storyboard \
        ID, `instantiateViewController(withIdentifier: String(describing: T.self))` needs no table of strings. \
        A controller with neither a custom class nor a storyboard ID (a plain navigation controller) is left alone.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                ↓<viewController id="a" storyboardIdentifier="profile" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                ↓<viewController id="b" customClass="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" storyboardIdentifier="ProfileViewController" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <navigationController id="n" sceneMemberID="viewController"/>
            </objects></scene>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every scene's controller.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard else { return [] }
        return ConventionScope.controllers(of: document).compactMap { controller in
            let identifier = controller.asController?.storyboardIdentifier
            guard controller.customClass != identifier else { return nil }
            return finding("storyboard ID '\(identifier ?? "")' should be the controller's custom class '\(controller.customClass ?? "")'", at: controller.location)
        }
    }
}
