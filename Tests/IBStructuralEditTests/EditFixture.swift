import IBEdit
import IBStructuralEdit
import IBXML

/// A storyboard to edit: a controller "list" whose view holds a title label and a button (tied
/// by constraints), with outlets to the label and its top constraint and a show segue from the
/// button to "detail".
enum EditFixture {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="list">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        </dependencies>
        <scenes>
            <scene sceneID="s-list">
                <objects>
                    <viewController id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="list-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Items" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="59" width="361" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                    <rect key="frame" x="16" y="88" width="46" height="35"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="detail" kind="show" identifier="showDetail" id="open-segue"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="list-safe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="list-safe" secondAttribute="top" id="c-title-top"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="list-safe" secondAttribute="leading" constant="16" id="c-title-leading"/>
                                <constraint firstItem="open" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c-open-top"/>
                                <constraint firstItem="open" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c-open-leading"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="list-title-outlet"/>
                            <outlet property="titleTop" destination="c-title-top" id="list-top-outlet"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="list-responder" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s-detail">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detail-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="detail-safe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="detail-responder" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

    /// The script `json` applied to the fixture.
    static func apply(_ json: String, to document: String = storyboard) throws(EditFailure) -> StructuralEditor.Result {
        try StructuralEditor.apply(try EditScript.parse(Array(json.utf8)), to: Array(document.utf8), path: "Main.storyboard")
    }

    /// The edited document's tree.
    static func tree(_ result: StructuralEditor.Result) throws -> XMLTree {
        try XMLTree.parse(result.bytes, path: "Main.storyboard")
    }

    /// The element with `id` in a tree.
    static func element(_ id: String, in tree: XMLTree) -> XMLNodeID? {
        tree.rootElement.flatMap { root in tree.descendants(of: root).first { tree.attribute("id", of: $0) == id } }
    }
}
