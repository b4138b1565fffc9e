import IBProject
import IBDocument
import IBFoundation

/// Storyboard references that lead back to themselves without reaching a controller.
public struct StoryboardReferenceCycle: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "storyboard-reference-cycle",
        summary: "Storyboard references whose targets are themselves references, around a cycle that never reaches a controller.",
        rationale: """
        A reference whose target storyboard's entry point is itself a reference is followed again when \
        instantiated. When the chain comes back to where it started, no controller is ever created: \
        instantiation recurses until the app is killed.
        """,
        severity: .error,
        examples: [
            RuleExample(triggers: true, files: [
                ("A.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    ↓<viewControllerPlaceholder storyboardName="B" id="ra" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "ra")),
                ("B.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    ↓<viewControllerPlaceholder storyboardName="A" id="rb" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "rb")),
            ]),
            RuleExample(triggers: false, files: [
                ("A.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewControllerPlaceholder storyboardName="B" id="ra" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "ra")),
                ("B.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="b1" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "b1")),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Follows each reference through references until a controller, a dead end, or a repeat.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            guard var reference = object.asStoryboardReference else { continue }
            var seen: Set<FlowGraph.Node> = [FlowGraph.node(object)]
            while let target = FlowGraph.resolve(reference, in: context.project), let next = target.asStoryboardReference {
                if target == object {
                    findings.append(finding("storyboard reference leads back to itself through \(seen.count) reference(s); instantiating it never reaches a controller",
                                            at: object.location))
                    break
                }
                guard seen.insert(FlowGraph.node(target)).inserted else { break }
                reference = next
            }
        }
        return findings
    }
}
