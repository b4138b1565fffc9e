/// The xib the layout rules' examples share: a 320 × 200 root view holding one box, with the box's
/// own constraints and the root's.
enum LayoutRuleExample {
    /// The root and its box; `marked` puts the finding marker on the box, `x` is its stored x.
    static func box(marked: Bool = false, x: Int = 20, own: String, root: String) -> String {
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                \(marked ? RuleExample.marker : "")<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="\(x)" y="20" width="100" height="50"/>
                    <constraints>
        \(indent(own, by: 16))
                    </constraints>
                </view>
            </subviews>
            <constraints>
        \(indent(root, by: 8))
            </constraints>
        </view>
        """
    }

    /// A 100 × 50 size.
    static let size = """
        <constraint firstAttribute="width" constant="100" id="w1"/>
        <constraint firstAttribute="height" constant="50" id="h1"/>
        """

    /// The box 20 points from the root's leading edge.
    static let leading = #"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>"#
    /// The box 20 points below the root's top.
    static let top = #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>"#

    static func indent(_ text: String, by count: Int) -> String {
        text.split(separator: "\n").map { String(repeating: " ", count: count) + $0 }.joined(separator: "\n")
    }
}
