import Foundation
import IBDocument
import IBLayoutVariants

/// Documents for the variant tests, written into a fresh folder with their translations.
enum VariantFixture {
    /// An iOS xib holding `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>

        """
    }

    /// File's Owner taking the view `id` as its `view`: a controller's view, which keeps the size
    /// the screen or container gives it (a free-standing view's host is unknown).
    static func owner(ofView id: String = "root") -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController">
            <connections><outlet property="view" destination="\(id)" id="own"/></connections>
        </placeholder>
        """
    }

    /// An iOS storyboard designed on the iPhone 11 (414 × 896) with one controller whose view holds `subviews` and `constraints`.
    static func storyboard(_ subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A label with a fixed width, or none.
    static func label(_ id: String, _ text: String, x: Double, y: Double = 20, width: Double, fixed: Bool = true, extra: String = "", font: String = #"type="system" pointSize="17""#) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="20.5"/>
            <fontDescription key="fontDescription" \(font)/>
            \(fixed ? "<constraints><constraint firstAttribute=\"width\" constant=\"\(width)\" id=\"\(id)-w\"/></constraints>" : "")
        </label>
        """
    }

    /// A macOS xib holding `objects`, as Xcode 15 writes one.
    static func macXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSWindowController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        \(objects)
            </objects>
        </document>

        """
    }

    /// A window whose content view (`content`, `width` × 60) holds `subviews` and `constraints`;
    /// `sizes` are the window's `minSize`/`maxSize` values.
    static func window(width: Double, sizes: String = "", _ subviews: String, constraints: String) -> String {
        """
        <window title="Preferences" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="win">
            <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
            <rect key="contentRect" x="196" y="240" width="\(width)" height="60"/>
            <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
            \(sizes)
            <view key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
        \(subviews)
                </subviews>
                <constraints>
        \(constraints)
                </constraints>
            </view>
        </window>
        """
    }

    /// An AppKit label (a non-wrapping text field) reading `text`, `width` points wide at `x`.
    static func macLabel(_ id: String, _ text: String, x: Double, y: Double = 22, width: Double, extra: String = "", connections: String = "") -> String {
        """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="\(text)" id="\(id)-cell">
                <font key="font" metaFont="system"/>
            </textFieldCell>
            \(connections)
        </textField>
        """
    }

    /// Constraints pinning `id` `inset` points from both sides of `superview` and centring it vertically.
    static func pinnedSideways(_ id: String, in superview: String, inset: Double = 20) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(superview)" secondAttribute="leading" constant="\(inset)" id="\(id)-l"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(inset)" id="\(id)-r"/>
        <constraint firstItem="\(id)" firstAttribute="centerY" secondItem="\(superview)" secondAttribute="centerY" id="\(id)-y"/>
        """
    }

    /// The plan of only the document's translations (no pseudo-language, mirror or other device).
    static var translationsOnly: VariantPlan {
        var plan = VariantPlan()
        plan.pseudoLanguage = false
        plan.rightToLeft = false
        plan.otherDevices = false
        return plan
    }

    /// Writes `files` (relative path → text) into a new temporary folder and returns it.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-variants-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The document at `path` in `folder`.
    static func load(_ folder: URL, _ path: String) throws -> Document {
        try Document.load(contentsOf: folder.appendingPathComponent(path).path)
    }
}
