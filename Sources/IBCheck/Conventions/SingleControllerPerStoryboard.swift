import IBDocument
import IBFoundation

/// IBLinter's `has_single_view_controller`: one controller per storyboard, references aside.
public struct SingleControllerPerStoryboard: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "single-controller-per-storyboard",
        summary: "A storyboard holds one controller; other scenes are references to other storyboards.",
        rationale: """
        A convention, not a crash (IBLinter's has_single_view_controller): one controller per storyboard \
        keeps merges small and lets teams own screens, with storyboard references linking them. Each \
        controller after the first is reported.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                ↓<viewController id="b" sceneMemberID="viewController"/>
            </objects></scene>
            """),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks the storyboard's scenes.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard else { return [] }
        return ConventionScope.controllers(of: document).dropFirst().map { controller in
            finding("\(controller.className ?? controller.elementName) is a second controller in this storyboard; move it to a storyboard of its own and reference it", at: controller.location)
        }
    }
}
