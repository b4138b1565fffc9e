import IBDocument
import IBLayout
import Testing

/// Where constraints find a view's baselines: a label's from its top and bottom, a control's with
/// the title it centres.
@Suite struct BaselineTests {
    /// Two 14-point buttons in a 60-point root, the first pinned 12 points from the top and bottom,
    /// the second's first baseline on the first's last baseline and its top on the first's top.
    static let buttons = """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
            <subviews>
                \(button("first", title: "Request", x: 16, width: 166))
                \(button("second", title: "Send", x: 190, width: 123))
            </subviews>
            <constraints>
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
                <constraint firstAttribute="bottom" secondItem="first" secondAttribute="bottom" constant="12" id="b"/>
                <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" constant="8" id="gap"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="top" id="tops"/>
                <constraint firstItem="second" firstAttribute="firstBaseline" secondItem="first" secondAttribute="lastBaseline" id="baselines"/>
            </constraints>
        </view>
        """

    /// A 14-point button of a fixed width, drawn 36 points tall.
    static func button(_ id: String, title: String, x: Int, width: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="12" width="\(width)" height="36"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <state key="normal" title="\(title)"/>
        </button>
        """
    }

    @Test func aStretchedButtonsBaselinesStayWithItsCentredTitle() throws {
        // Both buttons stretch past their 30-point natural height; their single baseline moves with
        // their centres, so first and last baselines meet without fixing either height.
        let layouts = LayoutEngine.layout(try LayoutFixture.xib(Self.buttons))
        #expect(layouts.frame(of: "first") == Rect(x: 16, y: 12, width: 166, height: 36))
        #expect(layouts.frame(of: "second") == Rect(x: 190, y: 12, width: 123, height: 36))
        #expect(layouts.flatMap(\.conflicts).isEmpty)
    }
}
