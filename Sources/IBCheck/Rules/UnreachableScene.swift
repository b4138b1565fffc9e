import IBProject
import IBDocument
import IBFoundation

/// A scene nothing can ever show.
public struct UnreachableScene: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "unreachable-scene",
        summary: "A scene is not the entry point, has no storyboard ID, and no segue, relationship or reference leads to it.",
        rationale: """
        A storyboard scene is created by the entry point, by a segue or relationship, by a storyboard \
        reference, or from code by its storyboard ID (a WatchKit interface controller by its identifier, the \
        name `pushController(withName:context:)` and `presentController(withName:context:)` take). A scene with none of these is compiled into the app but \
        can never appear: usually a segue was deleted or the identifier was cleared.
        """,
        severity: .warning,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects>↓<viewController id="b" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a"),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <navigationController id="n" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="b" storyboardIdentifier="Detail" sceneMemberID="viewController"/></objects></scene>
            """, initial: "n"),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <application id="app" sceneMemberID="viewController">
                    <menu key="mainMenu" title="Main Menu" systemMenu="main" id="m"><items>
                        <menuItem title="About" id="i"><connections><segue destination="w" kind="show" id="g"/></connections></menuItem>
                    </items></menu>
                </application>
            </objects></scene>
            <scene sceneID="s2"><objects><windowController id="main" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><windowController id="w" sceneMemberID="viewController"/></objects></scene>
            """, initial: "main"),
            .storyboard(false, """
            <scene sceneID="s1"><objects>
                <controller id="a" customClass="InterfaceController"><items>
                    <table alignment="left" id="t"><items>
                        <tableRow identifier="Row" id="r"><group key="rootItem" width="1" alignment="left" id="g">
                            <connections><segue destination="b" kind="push" id="s"/></connections>
                        </group></tableRow>
                    </items></table>
                </items></controller>
            </objects></scene>
            <scene sceneID="s2"><objects><controller id="b" customClass="DetailController"/></objects></scene>
            <scene sceneID="s3"><objects><controller identifier="Settings" id="c" customClass="SettingsController"/></objects></scene>
            """, initial: "a"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// watchOS controllers the system shows by itself: notifications for their category, glances.
    static let systemShown: Set<String> = ["notificationController", "glanceController"]

    /// Looks for scenes without a way in.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard else { return [] }
        let graph = context.project.flowGraph
        let initial = document.header.initialViewController
        return document.scenes.compactMap { scene -> Diagnostic? in
            guard let controller = scene.controller, let id = controller.object.id, id != initial,
                  !Self.systemShown.contains(controller.object.elementName),
                  (controller.storyboardIdentifier ?? "").isEmpty, (controller.interfaceControllerName ?? "").isEmpty,
                  (graph.incoming[FlowGraph.node(controller.object)] ?? []).isEmpty else { return nil }
            // A controller other storyboards reach through a reference counts as reachable; those need an identifier anyway.
            return finding("scene can never be shown: it is not the entry point, has no storyboard ID, and no segue or relationship leads to it",
                           at: controller.object.location)
        }
    }
}
