import IBDocument
import IBLayout
import Testing

/// The canvas draws the bars a controller gets from where it sits, and its safe area leaves them
/// out: a tab bar controller's tab bar, a navigation controller's bar, the bars of the controller
/// that pushes it.
@Suite struct SimulatedBarsTests {
    /// A controller whose view holds `fill`, pinned to the safe area's four edges (375 × 667 unless given).
    static func scene(_ id: String, attributes: String = "", extra: String = "", connections: String = "", width: Int = 375, height: Int = 667) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-view">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-fill">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                        <constraints>
                            <constraint firstItem="\(id)-fill" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-t"/>
                            <constraint firstItem="\(id)-fill" firstAttribute="bottom" secondItem="\(id)-safe" secondAttribute="bottom" id="\(id)-b"/>
                            <constraint firstItem="\(id)-fill" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" id="\(id)-l"/>
                            <constraint firstItem="\(id)-fill" firstAttribute="trailing" secondItem="\(id)-safe" secondAttribute="trailing" id="\(id)-r"/>
                        </constraints>
                    </view>
                    \(extra)
                    <connections>\(connections)</connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    static func storyboard(_ scenes: String, tools: String = "22505", device: String = "retina4_7") throws -> Document {
        try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """)
    }

    /// A tab bar controller holding a navigation controller whose root is `root`.
    static let containers = """
        <scene sceneID="s-tabs">
            <objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar"/>
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="tabs-nav"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="s-nav">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>
                    <connections>
                        <segue destination="root" kind="relationship" relationship="rootViewController" id="nav-root"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """

    static func fill(_ layouts: [[RootLayout]], _ id: String) -> Rect? {
        layouts.joined().lazy.compactMap { $0.views.first { $0.object.id == id }?.frame }.first
    }

    @Test func theRootOfANavigationControllerInATabGetsBothBars() throws {
        let document = try Self.storyboard(Self.containers + Self.scene("root"))
        #expect(Self.fill([LayoutEngine.layout(document)], "root-fill") == Rect(x: 0, y: 44, width: 375, height: 667 - 44 - 49))
    }

    @Test func aPushedControllerKeepsTheStacksBarsUnlessItHidesTheBottomOne() throws {
        let pushes = #"<segue destination="pushed" kind="show" id="p1"/><segue destination="bare" kind="show" id="p2"/>"#
        let document = try Self.storyboard(Self.containers + Self.scene("root", connections: pushes)
            + Self.scene("pushed") + Self.scene("bare", attributes: #"hidesBottomBarWhenPushed="YES""#))
        let layouts = [LayoutEngine.layout(document)]
        #expect(Self.fill(layouts, "pushed-fill") == Rect(x: 0, y: 44, width: 375, height: 667 - 44 - 49))
        #expect(Self.fill(layouts, "bare-fill") == Rect(x: 0, y: 44, width: 375, height: 667 - 44))
    }

    @Test func theNavigationBarsStoredFrameSetsTheHeightItsRootSitsUnder() throws {
        let stored = Self.containers.replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>"#, with: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
            </navigationBar>
            """)
        let item = #"<navigationItem key="navigationItem" title="Large" id="root-item"/>"#
        let document = try Self.storyboard(stored + Self.scene("root", extra: item))
        #expect(Self.fill([LayoutEngine.layout(document)], "root-fill") == Rect(x: 0, y: 96, width: 375, height: 667 - 96 - 49))
    }

    @Test func xcode26DrawsFiftyFourPointNavigationBars() throws {
        // Every navigation bar its documents in the corpus store is 54 points tall.
        let document = try Self.storyboard(Self.containers + Self.scene("root"), tools: "24506")
        #expect(Self.fill([LayoutEngine.layout(document)], "root-fill") == Rect(x: 0, y: 54, width: 375, height: 667 - 54 - 49))
    }

    @Test func aControllersOwnSimulatedMetricsWin() throws {
        let none = #"<nil key="simulatedBottomBarMetrics"/>"#
        let document = try Self.storyboard(Self.containers + Self.scene("root", extra: none))
        #expect(Self.fill([LayoutEngine.layout(document)], "root-fill") == Rect(x: 0, y: 44, width: 375, height: 667 - 44))
    }

    @Test func statusBarNoneTakesTheStatusBarAwayAndAContainersHoldsForWhatItHolds() throws {
        // Xcode 10 still drew an iPhone 8's status bar. DuckDuckGo's Today widget (Status Bar: None)
        // stores its table 8 points below its top guide, at the top of the view.
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        let own = try Self.storyboard(Self.scene("root", extra: none), tools: "14313")
        #expect(Self.fill([LayoutEngine.layout(own)], "root-fill") == Rect(x: 0, y: 0, width: 375, height: 667))
        let drawn = try Self.storyboard(Self.scene("root"), tools: "14313")
        #expect(Self.fill([LayoutEngine.layout(drawn)], "root-fill") == Rect(x: 0, y: 20, width: 375, height: 647))
        // The navigation controller's "None" leaves its root only the bar.
        let navigation = Self.containers.replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>"#,
                                                              with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"/>"# + none)
        let held = try Self.storyboard(navigation + Self.scene("root"), tools: "14313")
        #expect(Self.fill([LayoutEngine.layout(held)], "root-fill") == Rect(x: 0, y: 44, width: 375, height: 667 - 44 - 49))
    }

    @Test func aControllerOnlyPresentedModallyGetsNoBarsEvenWithANavigationItem() throws {
        // Full screen: a page sheet's card is SheetCardTests' subject.
        let presents = #"<segue destination="modal" kind="presentation" modalPresentationStyle="fullScreen" id="m1"/>"#
        let item = #"<navigationItem key="navigationItem" title="Left behind" id="modal-item"/>"#
        let document = try Self.storyboard(Self.containers + Self.scene("root", connections: presents) + Self.scene("modal", extra: item))
        #expect(Self.fill([LayoutEngine.layout(document)], "modal-fill") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
