import IBDocument
import IBLayout
import Testing

/// Which constant a document's constraint is solved with: the one written, a size class's, or the
/// standard spacing the system works out.
@Suite struct ConstraintConstantTests {
    /// A 30-point square stored at (`x`, `y`).
    static func box(x: Int, y: Int) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="\(x)" y="\(y)" width="30" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="30" id="w"/>
                <constraint firstAttribute="height" constant="30" id="h"/>
            </constraints>
        </view>
        """
    }

    /// A controller of Xcode 6 on a 4-inch iPhone, its box tied to the top layout guide by `guide`.
    static func underTheTopLayoutGuide(_ guide: String) throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6250" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    \(Self.box(x: 20, y: 28))
                                </subviews>
                                <constraints>
                                    \(guide)
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                                </constraints>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
    }

    @Test func theStandardSpacingToALayoutGuideIsEightPointsWhateverTheDocumentStores() throws {
        // Apple's Accessory sample stores 20 on a symbolic constraint and draws its view 8 below the guide.
        let symbolic = try Self.underTheTopLayoutGuide("""
            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" symbolic="YES" id="t"/>
            """)
        #expect(LayoutEngine.layout(symbolic).frame(of: "box")?.y == 28)
        let written = try Self.underTheTopLayoutGuide("""
            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="t"/>
            """)
        #expect(LayoutEngine.layout(written).frame(of: "box")?.y == 40)
    }

    /// A box 20 points from the top of a device's controller view, 100 on regular width and height.
    static func controller(on device: String) throws -> Document {
        try LayoutFixture.storyboard(device: device, tools: "11762", """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(device == "ipad9_7" ? 768 : 375)" height="\(device == "ipad9_7" ? 1024 : 667)"/>
                <subviews>
                    \(Self.box(x: 0, y: 20))
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t">
                        <variation key="heightClass=regular-widthClass=regular" constant="100"/>
                    </constraint>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                </constraints>
            </view>
            """)
    }

    @Test func aConstraintsSizeClassVariationReplacesItsConstantWhereItApplies() throws {
        #expect(LayoutEngine.layout(try Self.controller(on: "ipad9_7")).frame(of: "box")?.y == 100)
        #expect(LayoutEngine.layout(try Self.controller(on: "retina4_7")).frame(of: "box")?.y == 20)
    }
}
