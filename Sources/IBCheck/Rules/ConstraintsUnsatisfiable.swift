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
        A minimum width that fits the designer's iPhone but not the smallest one, or labels that refuse to \
        compress and meet accessibility text sizes: UIKit logs "Unable to simultaneously satisfy constraints" \
        only on the devices and settings where it happens, and breaks one of them. ibkit solves each scene in \
        the configurations the target supports (see `text-truncated`) and reports conflicts that none of the \
        base layout's conflicts share, named by constraint as `ibkit layout` names them (the base layout's own \
        conflicts are `layout-conflict`'s). Enabled with `ibkit check --layout` or `layout: true`.
        """,
        severity: .warning,
        isOptIn: true,
        examples: [
            .xib(true, ConstraintsUnsatisfiable.example(trailingSpace: 80, marked: true)).configured("layout_pseudo_language: true"),
            .xib(false, ConstraintsUnsatisfiable.example(trailingSpace: 20)).configured("layout_pseudo_language: true"),
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

    /// A label that refuses to compress, 20 points from the leading edge and at least
    /// `trailingSpace` from the trailing one of a controller's 320-point view (File's Owner's
    /// `view`, as wide as the screen shows it): the pseudo-language's 40% longer text leaves no
    /// room for 80 points.
    static func example(trailingSpace: Int, marked: Bool = false) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController">
            <connections>
                <outlet property="view" destination="root" id="own"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="1000" text="Continue to the next step" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                    <rect key="frame" x="20" y="20" width="196" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                \(marked ? RuleExample.marker : "")<constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lbl" secondAttribute="trailing" constant="\(trailingSpace)" id="r1"/>
            </constraints>
        </view>
        """
    }
}
