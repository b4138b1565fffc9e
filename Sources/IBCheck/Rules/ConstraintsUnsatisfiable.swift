import IBDocument
import IBFoundation
import IBLayout
import IBLayoutVariants

/// Required constraints that cannot hold together in some configuration, though they do as designed.
public struct ConstraintsUnsatisfiable: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "constraints-unsatisfiable",
        summary: "Required constraints conflict in some language, device or text size, though they hold as designed.",
        rationale: """
        A minimum width that fits the designer's iPhone but not the smallest one, or Mac labels that refuse to \
        compress and meet a longer translation: UIKit logs "Unable to simultaneously satisfy constraints" \
        only on the devices and settings where it happens, and breaks one of them. ibkit solves each scene in \
        the configurations the target supports (see `text-truncated`) and reports conflicts that none of the \
        base layout's conflicts share, named by constraint as `ibkit layout` names them (the base layout's own \
        conflicts are `layout-conflict`'s). Enabled with `ibkit check --layout` or `layout: true`.
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .storyboard(true, ConstraintsUnsatisfiable.example(minimumWidth: 355, marked: true), initial: "vc", device: "retina6_12").configured("layout: true"),
            .storyboard(false, ConstraintsUnsatisfiable.example(minimumWidth: 300), initial: "vc", device: "retina6_12").configured("layout: true"),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// One finding per conflict, at the constraint UIKit breaks, with the others as notes.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        variantFindings(document, in: context, kind: .constraintsUnsatisfiable, notes: { found in
            guard let conflict = found.occurrences.first?.conflict else { return [] }
            return conflict.set.filter { $0.location != found.location }.map { rule in
                Diagnostic.Note(message: "\(rule.name): \(rule.constraint.relationDescription)", location: rule.location ?? found.object.location)
            }
        })
    }

    /// A controller's view designed on a 393-point iPhone, holding a bar at least `minimumWidth`
    /// points wide 16 points from each edge: 355 points fit there, and not on the 375-point iPhone
    /// the app also runs on. (A text's size is never required in UIKit: text alone cannot make
    /// such a conflict.)
    static func example(minimumWidth: Int, marked: Bool = false) -> String {
        """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="16" y="20" width="361" height="44"/>
                                <constraints>
                                    \(marked ? RuleExample.marker : "")<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="\(minimumWidth)" id="w1"/>
                                    <constraint firstAttribute="height" constant="44" id="h1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="r1"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """
    }
}
