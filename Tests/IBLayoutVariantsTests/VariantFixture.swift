import Foundation
import IBDocument

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
