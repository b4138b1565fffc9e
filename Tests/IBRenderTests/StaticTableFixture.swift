/// A settings screen as Xcode saves it: a table view controller in a navigation controller, with a
/// grouped static table of two titled sections, and a second scene the first one shows.
enum StaticTableFixture {
    static func cell(_ id: String, y: Double, text: String, segue: String? = nil) -> String {
        """
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="\(id)">
                                            <rect key="frame" x="0.0" y="\(y)" width="390" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" id="\(id)-lb">
                                                        <rect key="frame" x="20" y="11" width="300" height="21"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>\(segue.map { "\n                                            <connections><segue destination=\"\($0)\" kind=\"show\" id=\"\(id)-sg\"/></connections>" } ?? "")
                                        </tableViewCell>

        """
    }

    static let about = """
            <scene sceneID="ab-sc">
                <objects>
                    <viewController title="About" id="ab-vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ab-vw">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="500" y="0.0"/>
            </scene>

    """

    /// The storyboard, with its cells, and with or without the About scene.
    static func storyboard(cells: String? = nil, about: Bool = true) -> String {
        let rows = cells ?? cell("wifi", y: 55.5, text: "Wi-Fi", segue: "ab-vc") + cell("bt", y: 99.5, text: "Bluetooth")
            + "                                    </cells>\n                                </tableViewSection>\n                                <tableViewSection headerTitle=\"General\" footerTitle=\"Shown to everyone\" id=\"s2\">\n                                    <cells>\n"
            + cell("name", y: 199.5, text: "Name")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="nav-sc">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="59" width="390" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="st-vc" kind="relationship" relationship="rootViewController" id="nav-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="-500" y="0.0"/>
                </scene>
                <scene sceneID="st-sc">
                    <objects>
                        <tableViewController title="Settings" id="st-vc" customClass="SettingsViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="st-tv">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="Connections" id="s1">
                                        <cells>
        \(rows)                                </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Settings" id="st-ni"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </tableViewController>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
        \(about ? Self.about : "")    </scenes>
        </document>

        """
    }
}
