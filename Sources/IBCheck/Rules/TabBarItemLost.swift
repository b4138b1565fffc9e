import IBProject
import IBDocument
import IBFoundation

/// A tab whose storyboard reference leads to a controller without a tab bar item.
public struct TabBarItemLost: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "tab-bar-item-lost",
        summary: "A tab bar controller's tab is a storyboard reference whose target controller has no tab bar item.",
        rationale: """
        A tab's title and image come from the child controller's own tabBarItem. The item Interface Builder \
        shows on a storyboard reference lives only in the referencing storyboard; at run time the referenced \
        controller replaces the placeholder, and if that controller has no tab bar item the tab appears blank.
        """,
        severity: .warning,
        examples: [
            RuleExample(triggers: true, files: [
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <tabBarController id="t" sceneMemberID="viewController">
                        <connections>↓<segue destination="r" kind="relationship" relationship="viewControllers" id="e1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Feed" id="r" sceneMemberID="viewController"/></objects></scene>
                """, initial: "t")),
                ("Feed.storyboard", Fixture.storyboard("<scene sceneID=\"f\"><objects><viewController id=\"f1\" sceneMemberID=\"viewController\"/></objects></scene>", initial: "f1")),
            ]),
            RuleExample(triggers: false, files: [
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <tabBarController id="t" sceneMemberID="viewController">
                        <connections><segue destination="r" kind="relationship" relationship="viewControllers" id="e1"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Feed" id="r" sceneMemberID="viewController"/></objects></scene>
                """, initial: "t")),
                ("Feed.storyboard", Fixture.storyboard("""
                <scene sceneID="f"><objects><viewController id="f1" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Feed" id="ti"/>
                </viewController></objects></scene>
                """, initial: "f1")),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Follows each tab's reference to its controller.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard else { return [] }
        var findings: [Diagnostic] = []
        for controller in document.scenes.compactMap(\.controller) where controller.object.elementName == "tabBarController" {
            for segue in controller.object.connections where segue.relationship == "viewControllers" {
                guard let reference = segue.destination?.asStoryboardReference,
                      let target = FlowGraph.resolve(reference, in: context.project),
                      let targetController = target.asController, targetController.tabBarItem == nil else { continue }
                findings.append(finding("tab leads through a storyboard reference to a controller without a tab bar item; the tab shows no title or image",
                                        at: segue.location))
            }
        }
        return findings
    }
}
