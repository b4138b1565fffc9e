import IBDocument
import IBLayout
import Testing

/// The safe area Interface Builder's canvas gives a controller's view: what the screen, the bars and
/// the view's own size leave, as each Xcode drew it.
@Suite struct CanvasSafeAreaTests {
    /// A `width` × `height` view holding a box pinned to its safe area's sides and top, and to its
    /// bottom too unless `fixedHeight` gives the box 50 points instead. `leading` is what the box's
    /// leading edge is pinned to.
    static func boxInSafeArea(_ key: String, width: Int, height: Int, fixedHeight: Bool = false, extra: String = "",
                              leading: String = #"secondItem="safe" secondAttribute="leading""#) -> String {
        """
        <view \(key) contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(fixedHeight ? 50 : height)"/>
                    \(fixedHeight ? #"<constraints><constraint firstAttribute="height" constant="50" id="h"/></constraints>"# : "")
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                \(fixedHeight ? "" : #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>"#)
                <constraint firstItem="box" firstAttribute="leading" \(leading) id="l"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
            \(extra)
        </view>
        """
    }

    /// A storyboard controller's view (see `boxInSafeArea`) on `device`.
    static func controller(device: String, tools: String, width: Int, height: Int, fixedHeight: Bool = false, extra: String = "") throws -> Document {
        try LayoutFixture.storyboard(device: device, tools: tools, boxInSafeArea(#"key="view""#, width: width, height: height, fixedHeight: fixedHeight), extra: extra)
    }

    /// A xib's view (see `boxInSafeArea`) that File's Owner connects to its `outlet`.
    static func ownersXib(outlet: String, device: String, tools: String, width: Int, height: Int, fixedHeight: Bool = false, extra: String = "",
                          leading: String = #"secondItem="safe" secondAttribute="leading""#) throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                    <connections>
                        <outlet property="\(outlet)" destination="root" id="o1"/>
                    </connections>
                </placeholder>
        \(boxInSafeArea("", width: width, height: height, fixedHeight: fixedHeight, extra: extra, leading: leading))
            </objects>
        </document>
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

    @Test func anIPadKeepsItsStatusBarSinceXcode11() throws {
        // Simplenote's SPAuthViewController.xib (Xcode 15, iPad 9.7-inch, landscape): a screen-filling
        // view's stack pinned to the safe area's top is stored 20 points down.
        let document = try Self.ownersXib(outlet: "view", device: "ipad9_7", tools: "22505", width: 768, height: 1024)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 20, width: 768, height: 1004))
    }

    @Test func aFreeformControllerViewHasTheStatusBarAtItsTop() throws {
        // Xcode 9: a 516-point view (the height of the container it is shown in) is drawn as a screen that tall.
        let document = try Self.controller(device: "retina4_7", tools: "13771", width: 375, height: 516)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 20, width: 375, height: 496))
    }

    @Test func aControllerViewAsTallAsTheSpaceBelowItsBarsStartsBelowThem() throws {
        // 896 less the 48-point status bar and a 44-point navigation bar: nothing overlaps it.
        let document = try Self.controller(device: "retina6_1", tools: "23504", width: 414, height: 804, fixedHeight: true,
                                           extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 0, width: 414, height: 50))
    }

    @Test func aXibsViewThatFilesOwnerTakesAsItsViewHasAControllersMargins() throws {
        // The box's leading edge on the root's leading margin instead of the safe area's.
        func box(outlet: String, width: Int = 393) throws -> Rect? {
            let document = try Self.ownersXib(outlet: outlet, device: "retina6_12", tools: "22505", width: width, height: 852, fixedHeight: true,
                                              leading: #"secondItem="root" secondAttribute="leadingMargin""#)
            return LayoutEngine.layout(document).frame(of: "box")
        }
        #expect(try box(outlet: "view")?.x == 16)
        // Any other view of the xib as wide as the screen, or wider, has them too: on the 414-point
        // 6.1-inch iPhone, Simplenote's section header (Xcode 11) holds its label 20 points in,
        // SwiftMessages' 600-point status line (Xcode 12) its label 20 points from each side.
        #expect(try box(outlet: "contentView")?.x == 16)
        #expect(try box(outlet: "contentView", width: 500)?.x == 16)
        // A narrower one is a plain view, with UIKit's 8-point margins.
        #expect(try box(outlet: "contentView", width: 300)?.x == 8)
    }

    @Test func theSixPointOneInchIPhonesSafeAreaGrewFrom44To48InXcode14() throws {
        // 44 up to Xcode 13.2 (pocket-casts-ios's and woocommerce-ios's screens), 48 from Xcode 14.1
        // (nextcloud's, VLC's, KIF's, GoMap's), as the iPhone 11 has.
        for (tools, top) in [("17701", 44.0), ("19455", 44.0), ("21507", 48.0), ("23504", 48.0)] {
            let document = try Self.controller(device: "retina6_1", tools: tools, width: 414, height: 896, fixedHeight: true)
            #expect(LayoutEngine.layout(document).frame(of: "box")?.y == top, "\(tools)")
        }
    }

    @Test func aFreeformXibViewOfFilesOwnerHasTheHousingAboveAndNoHomeIndicatorBelow() throws {
        // Xcode 13's 6.1-inch iPhone: a 44-point housing; the 320 × 522 view is a screen of its own.
        let document = try Self.ownersXib(outlet: "view", device: "retina6_1", tools: "18122", width: 320, height: 522, extra: """
            <nil key="simulatedStatusBarMetrics"/>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            """)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 44, width: 320, height: 478))
    }

    @Test func aFreeformXibViewOfFilesOwnerHasNoStatusBarWithoutAHousing() throws {
        // mapbox's 238-point top banner (Xcode 9, iPhone 8): the instructions pinned to the safe
        // area's top are stored at its top; a storyboard controller's would be 20 points down.
        let document = try Self.ownersXib(outlet: "view", device: "retina4_7", tools: "13771", width: 375, height: 238, fixedHeight: true,
                                          extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test func aXibsOwnViewOnANotchedScreenHasTheHousingAboveIt() throws {
        // Simplenote's notice view (Xcode 13, 6.1-inch iPhone), which no File's Owner takes as its
        // view: its stack's views are stored 44 + 16 points below the top of a stack pinned to its top.
        let document = try Self.ownersXib(outlet: "noticeView", device: "retina6_1", tools: "18122", width: 275, height: 94,
                                          extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 44, width: 275, height: 50))
    }

    @Test func aXibsOwnViewOnAScreenWithoutANotchHasNoStatusBarAboveIt() throws {
        // Ray Wenderlich's board squares (Xcode 9, 4.7-inch iPhone) start at their 4-point margin.
        let document = try Self.ownersXib(outlet: "squareView", device: "retina4_7", tools: "13771", width: 100, height: 100,
                                          extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A xib whose top-level `element` (a collection or table view cell) holds `box` pinned 8
    /// points below its safe area's top, on Xcode 12.4's 6.1-inch iPhone.
    static func cellXib(_ element: String, width: Int, height: Int) throws -> Document {
        let content = element == "tableViewCell" ? "tableViewCellContentView" : "view"
        return try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <\(element) opaque="NO" contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <\(content) key="contentView" opaque="NO" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="bh"/>
                                </constraints>
                            </view>
                        </subviews>
                    </\(content)>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="8" id="t"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="l"/>
                        <constraint firstItem="guide" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                    </constraints>
                </\(element)>
            </objects>
        </document>
        """)
    }

    @Test func aCollectionViewCellAtAXibsTopLevelHasTheHousingAboveIt() throws {
        // AdGuard's statistics cell (Xcode 12.4, 521 points wide) stores its title 44 + 8 points
        // down; sang200515's 120-point seat cell (Xcode 13) its image 44 down. So does a
        // collection view's reusable view (AdGuard's DNS header).
        for (element, width) in [("collectionViewCell", 521), ("collectionViewCell", 120), ("collectionReusableView", 654)] {
            let document = try Self.cellXib(element, width: width, height: 440)
            #expect(LayoutEngine.layout(document).frame(of: "box")?.y == 52, "\(element) \(width)")
        }
    }

    @Test func aTableViewCellAtAXibsTopLevelIsDrawnAsARowWithoutTheHousing() throws {
        // nextcloud's Talk (Xcode 26, 6.1-inch iPhone) stores its cell's view at the safe area's
        // top, which is the cell's.
        let document = try Self.cellXib("tableViewCell", width: 414, height: 189)
        #expect(LayoutEngine.layout(document).frame(of: "box")?.y == 8)
    }

    /// A tvOS xib whose view File's Owner takes, holding one view, `box`, and the root's constraints.
    static func tvOwnersXib(tools: String, constraints: String) throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.AppleTV.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES">
            <device id="appleTV" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """)
    }

    @Test func aTVControllersMarginsKeepItsContentOutOfTheOverscan() throws {
        // Xcode 11, no safe-area guide: the view's top and bottom margins are tvOS's 60 points.
        let document = try Self.tvOwnersXib(tools: "15705", constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
            <constraint firstItem="box" firstAttribute="bottom" secondItem="root" secondAttribute="bottomMargin" id="b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1008" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="110" id="r"/>
            """)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 1008, y: 60, width: 802, height: 960))
    }

    /// Flipboard's tvOS demo and Apple's AVAudioEngine 3D sample (Xcode 7) keep their views 20
    /// points inside the margins; from tvOS 11's safe area (Xcode 9) a controller's are 90.
    @Test(arguments: [("9532", 20.0), ("15705", 90.0)])
    func aTVControllersSideMarginsWere20PointsBeforeTheSafeArea(tools: String, margin: Double) throws {
        let document = try Self.tvOwnersXib(tools: tools, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
            """)
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: margin, y: 0, width: 1920 - 2 * margin, height: 1080))
    }
}
