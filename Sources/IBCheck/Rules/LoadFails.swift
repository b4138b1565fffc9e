import IBDocument
import IBFoundation
import IBRuntime

/// What fails when the documents are loaded and driven the way UIKit does it.
public struct LoadFails: DocumentwiseProjectRule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "load-fails",
        summary: "Loading a scene or xib, or performing one of its segues, fails in the simulation of UIKit.",
        rationale: """
        ibkit loads every storyboard's entry point and identified scenes, shows them, performs every segue once and \
        instantiates every xib, in UIKit's order: objects created, runtime attributes set, outlets connected, \
        awakeFromNib, then views loaded lazily with their embed segues. Each exception UIKit would raise on the way \
        is reported at the element that causes it with UIKit's own message: NSUnknownKeyException for a missing key \
        ("this class is not key value coding-compliant for the key …"), NSInternalInconsistencyException for a \
        nib without its view outlet or a missing nib, NSInvalidArgumentException for a missing storyboard or \
        storyboard ID, and the loops (a scene that embeds itself) that overflow the stack. Where another rule \
        reports on the same line, only that finding is kept. Keys and methods are judged only when \
        sources were found.
        """,
        severity: .error,
        defersToOtherRules: true,
        examples: [
            .storyboard(true, """
            <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <subviews>
                            <containerView contentMode="scaleToFill" id="c">
                                <connections>
                                    ↓<segue destination="a" kind="embed" identifier="again" id="s"/>
                                </connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """, initial: "a"),
            RuleExample(triggers: true, files: [
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="p" customClass="ProfileViewController" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "p")),
                ("ProfileView.xib", Fixture.xib("""
                ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
                <view contentMode="scaleToFill" id="v"/>
                """)),
            ]),
            RuleExample(triggers: false, files: [
                ("Main.storyboard", Fixture.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="p" customClass="ProfileViewController" sceneMemberID="viewController"/>
                </objects></scene>
                """, initial: "p")),
                ("ProfileView.xib", Fixture.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                    <connections><outlet property="view" destination="v" id="o"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v"/>
                """)),
            ]),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Exercises every document of the project and reports each distinct failure.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] {
        Exerciser.run(context.project).failures.map(\.diagnostic)
    }

    /// The failures met exercising one document (its scenes may load others).
    public func checkProject(_ context: CheckContext, startingFrom document: Document) -> [Diagnostic] {
        Exerciser.exercise(document, in: context.project).failures.map(\.diagnostic)
    }
}
