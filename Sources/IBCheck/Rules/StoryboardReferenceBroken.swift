import IBProject
import IBDocument
import IBFoundation

/// A storyboard reference that points at nothing.
public struct StoryboardReferenceBroken: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "storyboard-reference-broken",
        summary: "A storyboard reference names a missing storyboard, a missing storyboard ID, or a storyboard without an entry point.",
        rationale: """
        Following a reference instantiates the target when the segue fires. A missing storyboard raises \
        NSInvalidArgumentException ("Could not find a storyboard named 'Settings' in bundle …"); a missing \
        identifier raises NSInvalidArgumentException ("Storyboard (<UIStoryboard: 0x…>) doesn't contain a view \
        controller with identifier 'Profile'"); a storyboard without an initial controller gives nil and the \
        segue fails. References into another bundle (bundleIdentifier) are not followed.
        """,
        severity: .error,
        examples: [
            RuleExample(triggers: true, files: [
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    ↓<viewControllerPlaceholder storyboardName="Setings" id="r1" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    ↓<viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Profile" id="r2" sceneMemberID="viewController"/>
                </objects></scene>
                """)),
                ("Settings.storyboard", Fixture.storyboard("""
                <scene sceneID="t1"><objects>
                    <viewController id="p1" storyboardIdentifier="Account" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "p1")),
            ]),
            RuleExample(triggers: false, files: [
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="r1" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Account" id="r2" sceneMemberID="viewController"/>
                </objects></scene>
                """)),
                ("Settings.storyboard", Fixture.storyboard("""
                <scene sceneID="t1"><objects>
                    <viewController id="p1" storyboardIdentifier="Account" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "p1")),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Resolves each reference's storyboard and controller.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        guard document.isStoryboard else { return [] }
        var findings: [Diagnostic] = []
        for object in document.allObjects {
            guard let reference = object.asStoryboardReference, reference.bundleIdentifier == nil else { continue }
            let name = reference.storyboardName ?? Project.baseName(document.path)
            guard let targets = context.project.storyboards[name], !targets.isEmpty else {
                findings.append(finding("storyboard reference names '\(name)', but no storyboard of that name was found; following it raises NSInvalidArgumentException: \"Could not find a storyboard named '\(name)'\"",
                                        at: object.location))
                continue
            }
            if let identifier = reference.referencedIdentifier {
                let found = targets.contains { $0.scenes.contains { $0.controller?.storyboardIdentifier == identifier } }
                if !found {
                    findings.append(finding("storyboard reference names identifier '\(identifier)', which no controller of \(name).storyboard has; following it raises NSInvalidArgumentException: \"Storyboard doesn't contain a view controller with identifier '\(identifier)'\"",
                                            at: object.location))
                }
            } else if targets.allSatisfy({ $0.header.initialViewController == nil }) {
                findings.append(finding("storyboard reference points at the entry point of \(name).storyboard, which has no initial view controller",
                                        at: object.location))
            }
        }
        return findings
    }
}
