import IBDocument
import IBLayout
import Testing

/// The safe area Interface Builder's canvas gives a controller's view: what the screen, the bars and
/// the view's own size leave, as each Xcode drew it.
@Suite struct CanvasSafeAreaTests {
    /// A controller view of `height` points on `device`, its box pinned to the safe area's top and bottom.
    static func controller(device: String, tools: String, width: Int, height: Int) throws -> Document {
        try LayoutFixture.storyboard(device: device, tools: tools, """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
            """)
    }

    @Test func aNotchedScreensInsetsAreTheDevicesBeforeXcode16() throws {
        let document = try Self.controller(device: "retina6_12", tools: "22505", width: 393, height: 852)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    }

    @Test func sinceXcode16TheCanvasCountsANotchedScreensInsetsTwice() throws {
        let document = try Self.controller(device: "retina6_12", tools: "24506", width: 393, height: 852)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 118, width: 393, height: 852 - 118 - 68))
    }

    @Test func aScreenWithoutANotchIsNotCountedTwice() throws {
        // No status bar since Xcode 11 and no home indicator: nothing to double.
        let document = try Self.controller(device: "retina4_7", tools: "24506", width: 375, height: 667)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func aFreeformControllerViewHasTheStatusBarAtItsTop() throws {
        // Xcode 9: a 516-point view (the height of the container it is shown in) is drawn as a screen that tall.
        let document = try Self.controller(device: "retina4_7", tools: "13771", width: 375, height: 516)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 20, width: 375, height: 496))
    }

    @Test func aControllerViewAsTallAsTheSpaceBelowItsBarsStartsBelowThem() throws {
        // 896 less the 48-point status bar and a 44-point navigation bar: nothing overlaps it.
        let document = try LayoutFixture.storyboard(device: "retina6_1", tools: "23504", """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="804"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
            """, extra: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            """)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 0, width: 414, height: 50))
    }
}
