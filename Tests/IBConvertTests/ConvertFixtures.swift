import IBConvert
import IBDocument

/// Small documents in the shapes the converter meets, named after what they hold.
enum ConvertFixtures {
    /// A storyboard wrapping `objects` in one scene whose controller is `LoginViewController`.
    static func scene(_ view: String, controllerExtras: String = "", sceneExtras: String = "", controllerConnections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/></dependencies>
            <scenes>
                <scene sceneID="sc-1">
                    <objects>
                        <viewController id="vc-1" customClass="LoginViewController" sceneMemberID="viewController">
                            \(view)
                            \(controllerExtras)
                            <connections>\(controllerConnections)</connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                        \(sceneExtras)
                    </objects>
                </scene>
            </scenes>
            <resources><systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor></resources>
        </document>
        """
    }

    /// A login form: a label tied to the safe area and the margins, a button with an action and a
    /// prioritized, identified width, and an outlet to each.
    static let loginForm = scene("""
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="79" width="361" height="21"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                    <color key="textColor" systemColor="labelColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="signin">
                    <rect key="frame" x="16" y="120" width="120" height="30"/>
                    <state key="normal" title="Sign In"/>
                    <connections><action selector="signIn:" destination="vc-1" eventType="touchUpInside" id="act-1"/></connections>
                </button>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                <constraint firstItem="signin" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="c3"/>
                <constraint firstItem="signin" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c4"/>
                <constraint firstItem="signin" firstAttribute="width" secondItem="title" secondAttribute="width" multiplier="0.5" priority="750" identifier="halfWidth" id="c5"/>
                <constraint firstItem="signin" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="0.5" id="c6"/>
                <constraint firstItem="title" firstAttribute="height" constant="44" placeholder="YES" id="c7"/>
            </constraints>
        </view>
        """, controllerConnections: """
        <outlet property="titleLabel" destination="title" id="o-1"/>
        <outlet property="signInButton" destination="signin" id="o-2"/>
        """)

    static func document(_ text: String, path: String = "/project/Base.lproj/Login.storyboard") throws -> Document {
        try Document.parse(text, path: path)
    }

    /// The converted files of a document, by name.
    static func convert(_ text: String, path: String = "/project/Base.lproj/Login.storyboard", options: ConvertOptions = ConvertOptions()) throws -> [String: ConvertedFile] {
        let files = UIKitConverter(document: try document(text, path: path), options: options).convert().files
        return Dictionary(files.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
