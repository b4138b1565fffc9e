import IBDocument
import IBLayout
import IBTestSupport
import Testing

/// What gives when a column's constraints leave less room than its views ask for.
@Suite struct SqueezedSizesTests {
    /// A 100-point root holding a view that would be 30 tall at priority 500, and 10 points below
    /// it one that would be 120 tall at 999 and reaches the root's bottom.
    static let overfullColumn = """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="weak">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="0.0"/>
                    <constraints>
                        <constraint firstAttribute="height" priority="500" constant="30" id="wh"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strong">
                    <rect key="frame" x="0.0" y="10" width="100" height="90"/>
                    <constraints>
                        <constraint firstAttribute="height" priority="999" constant="120" id="sh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="weak" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="strong" firstAttribute="top" secondItem="weak" secondAttribute="bottom" constant="10" id="gap"/>
                <constraint firstAttribute="bottom" secondItem="strong" secondAttribute="bottom" id="b"/>
                <constraint firstItem="weak" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                <constraint firstItem="weak" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r1"/>
                <constraint firstItem="strong" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
                <constraint firstItem="strong" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r2"/>
            </constraints>
        </view>
        """

    @Test func aViewSqueezedPastNothingStopsAtZeroAndTheNextOneGivesTheRest() throws {
        // Cassowary alone would make the weak view -30 tall and keep the strong one at 120.
        let layouts = LayoutEngine.layout(try LayoutFixture.xib(Self.overfullColumn))
        #expect(layouts.frame(of: "weak") == Rect(x: 0, y: 0, width: 100, height: 0))
        #expect(layouts.frame(of: "strong") == Rect(x: 0, y: 10, width: 100, height: 90))
    }

    /// GoMap's cache cells (Xcode 26): a 52-point cell whose stack of three labels asks for more.
    static let squeezedCell = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="10" width="88.5" height="32"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" verticalHuggingPriority="251" verticalCompressionResistancePriority="751" text="Aerial Tiles" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="0.0" y="0.0" width="88.5" height="0.0"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                </label>
                                <label opaque="NO" contentMode="left" verticalHuggingPriority="100" verticalCompressionResistancePriority="1000" text="Details Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                                    <rect key="frame" x="0.0" y="5" width="88.5" height="4"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                </label>
                                <label opaque="NO" contentMode="left" text="Size Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="size">
                                    <rect key="frame" x="0.0" y="14" width="88.5" height="18"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="18" id="sh"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="10" id="b"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """

    @Test func aCellKeepsItsHeightAgainstALabelsCompressionResistanceOf1000() throws {
        // GoMap's cache cells (Xcode 26): the headline is stored 0 tall and the detail label, which
        // resists compression at 1000, 4 of its 18 points; the cell stays 52 tall.
        let document = try LayoutFixture.xib(Self.squeezedCell, tools: "24506")
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "stack")?.height == 32)
        #expect(layouts.frame(of: "title")?.height == 0)
        #expect(layouts.frame(of: "detail").map { ($0.y, $0.height) } ?? (0, 0) == (5, 4))
        #expect(layouts.frame(of: "size")?.y == 14)
    }

    @Test func framesASqueezeDecidesAreMarkedAsDependingOnText() throws {
        // Larger text squeezes the same way, so only smaller text shows that the squeeze decides
        // the headline's and the detail's heights and where the detail starts.
        let layouts = LayoutEngine.layout(try LayoutFixture.xib(Self.squeezedCell, tools: "24506"))
        let views = layouts.flatMap(\.views)
        func view(_ id: String) -> ViewLayout? { views.first { $0.object.id == id } }
        for id in ["title", "detail"] {
            #expect(view(id)?.dependsOnText == true, "\(id)")
        }
    }
}
