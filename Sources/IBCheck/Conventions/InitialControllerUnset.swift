import IBDocument
import IBFoundation

/// IBLinter's `has_initial_view_controller`: every storyboard has an entry point.
public struct InitialControllerUnset: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "initial-controller-unset",
        summary: "A storyboard has no initial view controller.",
        rationale: """
        A convention (IBLinter's has_initial_view_controller): with an entry point in every storyboard, \
        `instantiateInitialViewController()` works everywhere and storyboard references need no identifier. \
        The main storyboard without one is worse than a convention: `initial-controller-missing` reports it.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            RuleExample(triggers: true, files: [("Profile.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """)]),
            .storyboard(false, """
            <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks the storyboard's entry point.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard, document.header.initialViewController == nil else { return [] }
        return [finding("the storyboard has no initial view controller", at: ConventionScope.documentLocation(document))]
    }
}
