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

    @Test func aXibsViewThatFilesOwnerTakesAsItsViewHasAControllersMargins() throws {
        func document(outlet: String) throws -> Document {
            try Document.parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                        <connections>
                            <outlet property="\(outlet)" destination="root" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="100" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w"/>
                                    <constraint firstAttribute="height" constant="50" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """)
        }
        #expect(LayoutEngine.layout(try document(outlet: "view")).frame(of: "box")?.x == 16)
        // Any other outlet leaves it a plain view, with UIKit's 8-point margins.
        #expect(LayoutEngine.layout(try document(outlet: "contentView")).frame(of: "box")?.x == 8)
    }

    @Test func aFreeformXibViewOfFilesOwnerHasTheHousingAboveAndNoHomeIndicatorBelow() throws {
        // Xcode 13's 6.1-inch iPhone: a 44-point housing; the 320 × 522 view is a screen of its own.
        let document = try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="522"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="44" width="280" height="478"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                    </constraints>
                    <nil key="simulatedStatusBarMetrics"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 20, y: 44, width: 280, height: 478))
    }
}
