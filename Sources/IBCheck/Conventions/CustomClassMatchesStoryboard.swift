import IBDocument
import IBFoundation

/// IBLinter's `custom_class_name`: a storyboard of one scene is named after its controller's class.
public struct CustomClassMatchesStoryboard: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "custom-class-matches-storyboard",
        summary: "A storyboard holding one controller is named after that controller's custom class (Main excepted).",
        rationale: """
        A convention, not a crash (IBLinter's custom_class_name): one storyboard per controller, named after \
        the class, so that `UIStoryboard(name: String(describing: ProfileViewController.self), bundle: nil)` \
        finds it and a reader finds the file from the class. Storyboards of several scenes, controllers \
        without a custom class and Main.storyboard are left alone, as IBLinter does.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                ↓<viewController id="a" customClass="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """, name: "Profile"),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="ProfileViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """, name: "ProfileViewController"),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" customClass="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks a storyboard of one scene.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let name = ConventionScope.storyboardName(document)
        guard document.isStoryboard, name != "Main", document.scenes.count == 1,
              let controller = document.scenes.first?.mainObject, controller.role == .controller,
              let custom = controller.customClass, custom != name else { return [] }
        return [finding("custom class '\(custom)' of the storyboard's only controller should be '\(name)', the storyboard's name", at: controller.location)]
    }
}
