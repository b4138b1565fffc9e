@testable import IBEdit
import IBXML

/// A small storyboard and the edits the merge tests make to it.
enum MergeFixture {
    static let base = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1-aa-bbb">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <scenes>
            <!--Settings-->
            <scene sceneID="sc1-aa-bbb">
                <objects>
                    <viewController title="Settings" id="vc1-aa-bbb" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label opaque="NO" text="Title" id="lb1-aa-bbb">
                                    <rect key="frame" x="20" y="60" width="100" height="21"/>
                                </label>
                                <button opaque="NO" id="bt1-aa-bbb">
                                    <rect key="frame" x="20" y="100" width="100" height="30"/>
                                    <state key="normal" title="Go"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lb1-aa-bbb" firstAttribute="leading" secondItem="vw1-aa-bbb" secondAttribute="leading" constant="20" id="cn1-aa-bbb"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="lb1-aa-bbb" id="ot1-aa-bbb"/>
                        </connections>
                    </viewController>
                </objects>
                <point key="canvasLocation" x="100" y="100"/>
            </scene>
        </scenes>
    </document>

    """

    static func edited(_ pairs: [(String, String)]) -> String {
        pairs.reduce(base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// The base without the elements of these ids, written as Xcode would.
    static func removing(_ ids: [String]) -> String {
        let tree = try! XMLTree.parse(base)
        var found: [XMLNodeID] = []
        tree.forEachElement(withAttribute: "id") { node, attribute in
            if ids.contains(tree.value(of: attribute)) { found.append(node) }
        }
        for node in found { try! tree.remove(node) }
        return String(decoding: CanonicalWriter.bytes(of: tree), as: UTF8.self)
    }

    static func merge(_ base: String, _ ours: String, _ theirs: String, strategy: MergeStrategy = .markers) throws -> MergeResult {
        try DocumentMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), strategy: strategy)
    }

    static func text(_ result: MergeResult) -> String { String(decoding: result.bytes, as: UTF8.self) }
}
