import IBDocument
import IBLayout
import Testing

/// What Interface Builder's canvas adds to the constraints, and how it changed with Xcode's version.
@Suite struct InterfaceBuilderCanvasTests {
    @Test func aViewNoConstraintNamesKeepsItsStoredFrame() throws {
        // An old document's label: Auto Layout on, no constraints, a frame wider than its text.
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="30" width="250" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </view>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "label") == Rect(x: 20, y: 30, width: 250, height: 40))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    /// A check box with no title pinned 20 points from its superview's top left corner.
    static func checkBox(tools: String) throws -> Document {
        try LayoutFixture.appKitXib("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                        <rect key="frame" x="18" y="64" width="18" height="18"/>
                        <buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cell">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="check" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                </constraints>
            </customView>
            """, tools: tools)
    }

    @Test func anXcode11CheckBoxsFrameReachesTwoPointsPastItsAlignmentRect() throws {
        // AppKit frames are y-up: the 18-point frame's bottom is 100 - 18 - 18.
        #expect(LayoutEngine.layout(try Self.checkBox(tools: "14868")).frame(of: "check") == Rect(x: 18, y: 64, width: 18, height: 18))
    }

    @Test func aMacOS11CheckBoxsFrameReachesTwoPointsLeftAndOneAboveAndBelow() throws {
        // The box's frame 2 points left of the rectangle and none right: the constraints of four
        // projects' check boxes (Vienna, OpenEmu, macvim, Sequel-Ace) say so.
        #expect(LayoutEngine.layout(try Self.checkBox(tools: "17506")).frame(of: "check") == Rect(x: 18, y: 63, width: 18, height: 18))
    }

    /// A cell whose content view holds a box pinned to its top and leading margins (or trailing).
    static func cell(tools: String, accessory: String = "none", edge: String = "leading", width: Int = 320, device: String? = nil) throws -> Document {
        try LayoutFixture.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="8" y="8" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="w"/>
                                <constraint firstAttribute="height" constant="20" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="\(edge)" secondItem="content" secondAttribute="\(edge)Margin" id="l"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, tools: tools, device: device)
    }

    @Test func aCellsContentViewHadEightPointMarginsBeforeIOS11() throws {
        #expect(LayoutEngine.layout(try Self.cell(tools: "12121")).frame(of: "box") == Rect(x: 8, y: 8, width: 20, height: 20))
    }

    @Test func sinceIOS11ACellsContentViewHasTheSystemsMargins() throws {
        // No device in a xib: the 16-point side margin of a compact width, 11 points above.
        #expect(LayoutEngine.layout(try Self.cell(tools: "13771")).frame(of: "box") == Rect(x: 16, y: 11, width: 20, height: 20))
    }

    @Test func aCellsSideMarginsFollowItsOwnWidthNotTheScreens() throws {
        // pocket-casts-ios's TimeStepperCell (Xcode 13): a 320-point cell on the 414-point iPhone 11
        // has its image 16 points in; a cell as wide as that screen has 20.
        #expect(LayoutEngine.layout(try Self.cell(tools: "20037", device: "retina6_1")).frame(of: "box")?.x == 16)
        #expect(LayoutEngine.layout(try Self.cell(tools: "20037", width: 414, device: "retina6_1")).frame(of: "box")?.x == 20)
    }

    @Test func besideAnAccessoryACellsContentViewKeepsAnEightPointMargin() throws {
        let document = try Self.cell(tools: "24506", accessory: "disclosureIndicator", edge: "trailing")
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 292, y: 11, width: 20, height: 20))
    }

    @Test func anXcode6ContentViewWithoutAFrameFillsItsCellAboveTheSeparator() throws {
        let document = try LayoutFixture.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="5" width="320" height="49"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="5" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="5" id="b"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, tools: "7706")
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 5, width: 320, height: 49))
    }

    /// An iPhone 8's controller view with a box pinned to the top of its safe area.
    static func iPhone8(tools: String) throws -> Document {
        try CanvasSafeAreaTests.controller(device: "retina4_7", tools: tools, width: 375, height: 667, fixedHeight: true)
    }

    @Test func sinceXcode11TheCanvasDrawsNoStatusBarOnAScreenWithoutASensorHousing() throws {
        #expect(LayoutEngine.layout(try Self.iPhone8(tools: "15505")).frame(of: "box") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(LayoutEngine.layout(try Self.iPhone8(tools: "14490")).frame(of: "box") == Rect(x: 0, y: 20, width: 375, height: 50))
    }

    @Test func xcode7sSquareCanvasHasAStatusBarAndOnlyTheBaseSizeClass() throws {
        // Size classes on, no device named: Xcode 6 and 7 design on a 600-point square.
        let document = try Document.parse("""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="20" width="560" height="580"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                                    <constraint firstItem="bottom" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="b"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" constant="100" id="compact"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="compact"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=compact">
                                    <mask key="constraints">
                                        <include reference="compact"/>
                                        <exclude reference="r"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 20, y: 20, width: 560, height: 580))
    }
}
