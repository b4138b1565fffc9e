import IBDocument
import IBLayout
import Testing

/// The constraints a UIStackView adds so that its arrangement is never ambiguous.
@Suite struct StackViewDisambiguationTests {
    /// A 320 × 200 root whose stack view, pinned 20 points from its leading and top edges and
    /// 300 wide, arranges `views`.
    static func stack(_ attributes: String, _ views: String, margins: String = "") throws -> Document {
        try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="10" y="20" width="300" height="50"/>
                        <subviews>
            \(views)
                        </subviews>
            \(margins)
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="stack" firstAttribute="width" constant="300" id="w"/>
                </constraints>
            </view>
            """)
    }

    /// A wrapping label (hugging and resisting at 1000 across, as Simplenote's notice is) titled `text`.
    static func wrappingLabel(_ id: String, _ text: String) -> String {
        """
        <label opaque="NO" contentMode="left" horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
        </label>
        """
    }

    @Test func aViewNothingSizesAcrossACentredStackShrinksToNothing() throws {
        // Simplenote's empty progress view, stored 0 wide in its centred stack.
        let document = try Self.stack(#"axis="vertical" alignment="center""#, """
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="100" y="0.0" width="100" height="50"/>
            </view>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "free") == Rect(x: 150, y: 0, width: 0, height: 50))
    }

    @Test func wrappingLabelsOfEqualPrioritiesShareTheStacksWidthEqually() throws {
        // Simplenote's notice: its label and its button's title each take half of the width less the spacing.
        let document = try Self.stack(#"spacing="16""#, Self.wrappingLabel("a", "Short") + Self.wrappingLabel("b", "A longer text that wraps"))
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "a")?.width == 142 && layouts.frame(of: "b")?.x == 158, "\(String(describing: layouts.frame(of: "a")))")
    }

    @Test func aStacksDirectionalMarginsInsetItsViews() throws {
        let document = try Self.stack(#"spacing="16""#, Self.wrappingLabel("a", "Short") + Self.wrappingLabel("b", "Longer"),
                                      margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="28" bottom="16" trailing="27"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "a")?.x == 28 && layouts.frame(of: "a")?.y == 16, "\(String(describing: layouts.frame(of: "a")))")
        // (300 - 28 - 27) / 2 - 8.
        #expect(layouts.frame(of: "a")?.width == 114.5, "\(String(describing: layouts.frame(of: "a")))")
    }
}
