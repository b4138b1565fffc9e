import Foundation

/// Documents at the limits users can rely on, made up to size: many views, many constraints,
/// many scenes, a long segue cycle, nesting at the parser's depth limit.
enum LimitDocuments {
    static let storyboardHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="%@">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>

        """
    static let xibHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>

        """

    /// A xib of `roots` top-level views, each with `children` labels placed by frames.
    static func views(roots: Int, children: Int) -> String {
        var text = xibHeader
        text.reserveCapacity(roots * children * 200)
        for root in 0..<roots {
            text += "        <view contentMode=\"scaleToFill\" id=\"r\(root)\">\n            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n            <subviews>\n"
            for child in 0..<children {
                text += "                <label text=\"Label \(child)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"r\(root)-l\(child)\"><rect key=\"frame\" x=\"16\" y=\"\(child % 800)\" width=\"120\" height=\"21\"/></label>\n"
            }
            text += "            </subviews>\n        </view>\n"
        }
        return text + "    </objects>\n</document>\n"
    }

    /// A xib of `roots` top-level views, each a column of `children` fixed-size views held by
    /// `perChild` constraints each (leading, top to the one above, width, height, and repeats).
    static func constraints(roots: Int, children: Int, perChild: Int) -> String {
        var text = xibHeader
        for root in 0..<roots {
            text += "        <view contentMode=\"scaleToFill\" id=\"r\(root)\">\n            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n            <subviews>\n"
            for child in 0..<children {
                text += "                <view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"r\(root)-v\(child)\"><rect key=\"frame\" x=\"16\" y=\"\(child * 30)\" width=\"100\" height=\"20\"/></view>\n"
            }
            text += "            </subviews>\n            <constraints>\n"
            let kinds = ["leading", "top", "width", "height"]
            for child in 0..<children {
                for index in 0..<perChild {
                    let id = "r\(root)-c\(child)-\(index)"
                    switch kinds[index % 4] {
                    case "leading":
                        text += "                <constraint firstItem=\"r\(root)-v\(child)\" firstAttribute=\"leading\" secondItem=\"r\(root)\" secondAttribute=\"leading\" constant=\"16\" id=\"\(id)\"/>\n"
                    case "top":
                        let above = child == 0 ? "r\(root)" : "r\(root)-v\(child - 1)"
                        text += "                <constraint firstItem=\"r\(root)-v\(child)\" firstAttribute=\"top\" secondItem=\"\(above)\" secondAttribute=\"\(child == 0 ? "top" : "bottom")\" constant=\"10\" id=\"\(id)\"/>\n"
                    case "width":
                        text += "                <constraint firstItem=\"r\(root)-v\(child)\" firstAttribute=\"width\" constant=\"100\" id=\"\(id)\"/>\n"
                    default:
                        text += "                <constraint firstItem=\"r\(root)-v\(child)\" firstAttribute=\"height\" constant=\"20\" id=\"\(id)\"/>\n"
                    }
                }
            }
            text += "            </constraints>\n        </view>\n"
        }
        return text + "    </objects>\n</document>\n"
    }

    /// A storyboard of `count` scenes; with `cycle`, each scene's button shows the next and the
    /// last shows the first, all inside one navigation controller.
    static func scenes(_ count: Int, cycle: Bool) -> String {
        var text = String(format: storyboardHeader, cycle ? "nav" : "vc0")
        if cycle {
            text += """
                    <scene sceneID="nav-scene"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                            <connections><segue destination="vc0" kind="relationship" relationship="rootViewController" id="nav-root"/></connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
                    </objects></scene>

            """
        }
        for index in 0..<count {
            let segue = cycle ? "<connections><segue destination=\"vc\((index + 1) % count)\" kind=\"show\" identifier=\"next\(index)\" id=\"sg\(index)\"/></connections>" : ""
            text += """
                    <scene sceneID="s\(index)"><objects>
                        <viewController storyboardIdentifier="Scene\(index)" id="vc\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v\(index)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews><button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)"><rect key="frame" x="16" y="100" width="100" height="35"/><state key="normal" title="Next \(index)"/>\(segue)</button></subviews>
                                <constraints><constraint firstItem="b\(index)" firstAttribute="leading" secondItem="v\(index)" secondAttribute="leading" constant="16" id="c\(index)a"/><constraint firstItem="b\(index)" firstAttribute="top" secondItem="v\(index)" secondAttribute="top" constant="100" id="c\(index)b"/></constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(index)" sceneMemberID="firstResponder"/>
                    </objects><point key="canvasLocation" x="\(index % 100 * 500)" y="\(index / 100 * 900)"/></scene>

            """
        }
        return text + "    </scenes>\n</document>\n"
    }

    /// A xib whose views nest as deep as the parser accepts: `<view><subviews><view>…` to
    /// `depth` element levels in all.
    static func nesting(depth: Int) -> String {
        // document, objects: 2 levels; each nested view adds view + subviews, and its rect one more at the bottom.
        let views = (depth - 3) / 2
        var text = xibHeader
        for level in 0..<views {
            text += "<view contentMode=\"scaleToFill\" id=\"n\(level)\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"\(max(1, 1000 - level))\" height=\"\(max(1, 1000 - level))\"/><subviews>"
        }
        for _ in 0..<views { text += "</subviews></view>" }
        return text + "\n    </objects>\n</document>\n"
    }
}
