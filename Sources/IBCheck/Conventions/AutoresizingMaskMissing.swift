import IBDocument
import IBFoundation
import IBXML

/// xiblint's concern with views that no constraint places and no mask resizes.
public struct AutoresizingMaskMissing: Rule {
    /// The rule's description.
    public static let description = RuleDescription(
        id: "autoresizing-mask-missing",
        summary: "A subview laid out by autoresizing (no constraint names it) has no autoresizing mask.",
        rationale: """
        A view that translates its autoresizing mask into constraints and has none keeps its stored frame \
        from the top left whatever the screen: it neither stretches nor follows its superview's edges, \
        which is seldom what was meant on a device other than the one it was designed on. Give it a mask \
        in the Size inspector (or constraints). Stack views' arranged subviews, cells' content views and \
        bars are laid out by their containers and are left alone.
        """,
        severity: .warning, isOptIn: true,
        examples: [
            .xib(true, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    ↓<view contentMode="scaleToFill" id="banner">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </view>
                </subviews>
            </view>
            """),
            .xib(false, """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" id="banner">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="placed">
                        <rect key="frame" x="0.0" y="50" width="320" height="44"/>
                    </view>
                    <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <subviews>
                            <view contentMode="scaleToFill" id="arranged"/>
                        </subviews>
                    </stackView>
                </subviews>
            </view>
            """),
        ]
    )

    /// Creates the rule.
    public init() {}

    /// Checks every subview.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] {
        let tree = document.tree
        // Every item a constraint names: those views are placed by constraints, mask or not.
        var constrained: Set<String> = []
        for constraint in ConventionScope.constraints(of: document) {
            if let first = constraint.firstItemID { constrained.insert(first) }
            if let second = constraint.secondItemID { constrained.insert(second) }
        }
        return ConventionScope.views(of: document).compactMap { view -> Diagnostic? in
            // Only views in a `<subviews>` list of a view that is not a stack view.
            guard let list = tree.parent(of: view.node), tree.isElement(list, named: "subviews"),
                  let superview = tree.parent(of: list), tree.name(of: superview) != "stackView",
                  view.attribute("translatesAutoresizingMaskIntoConstraints") != "NO",
                  !constrained.contains(view.id ?? ""),
                  tree.firstChildElement(of: view.node, named: "autoresizingMask") == nil else { return nil }
            return finding("\(view.className ?? view.elementName) \(view.id ?? "") has neither constraints nor an autoresizing mask: it keeps its frame on every screen", at: view.location)
        }
    }
}
