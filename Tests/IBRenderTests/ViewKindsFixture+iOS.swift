extension ViewKindsFixture {
    /// A view as a storyboard stores it, with its frame and autoresizing mask.
    static func iOSView(_ element: String, _ id: String, x: Double, y: Double, width: Double, height: Double, attributes: String = "", body: String = "") -> String {
        """
        <\(element) \(attributes)id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            \(body)
        </\(element)>
        """
    }

    static func iOSScene(_ id: String, _ views: String) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    \(views)
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// November 27, 2026, 12:00 UTC, as a date picker stores it.
    static let storedDate = "<date key=\"date\" timeIntervalSinceReferenceDate=\"817473600\"/>"

    static let iOSScreens = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="pickers">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <scenes>
        \(iOSScene("pickers", [
            iOSView("pickerView", "pk", x: 0, y: 60, width: 390, height: 216),
            iOSView("datePicker", "dw", x: 0, y: 280, width: 390, height: 216, attributes: "contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" datePickerMode=\"date\" style=\"wheels\" ", body: storedDate),
            iOSView("datePicker", "dc", x: 20, y: 500, width: 350, height: 40, attributes: "contentHorizontalAlignment=\"leading\" contentVerticalAlignment=\"center\" datePickerMode=\"dateAndTime\" style=\"compact\" ", body: storedDate),
            iOSView("mapView", "map", x: 20, y: 550, width: 170, height: 100, attributes: "clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" mapType=\"standard\" "),
            iOSView("wkWebView", "web", x: 200, y: 550, width: 170, height: 100, attributes: "contentMode=\"scaleToFill\" ",
                    body: "<wkWebViewConfiguration key=\"configuration\"><audiovisualMediaTypes key=\"mediaTypesRequiringUserActionForPlayback\" none=\"YES\"/><wkPreferences key=\"preferences\"/></wkWebViewConfiguration>"),
            iOSView("webView", "uiweb", x: 20, y: 660, width: 170, height: 60),
            iOSView("textView", "tx", x: 20, y: 730, width: 350, height: 90, attributes: "clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" textAlignment=\"natural\" ",
                    body: "<string key=\"text\">A text view shows its text from the top, wrapped by word across its width, and as many lines as its height holds.</string><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>"),
        ].joined(separator: "\n")))
        \(iOSScene("lists", [
            iOSView("tableView", "empty", x: 0, y: 60, width: 390, height: 300, attributes: "clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" sectionHeaderHeight=\"28\" sectionFooterHeight=\"28\" "),
            iOSView("collectionView", "coll", x: 0, y: 380, width: 390, height: 200, attributes: "clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" dataMode=\"prototypes\" ", body: """
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="128" height="128"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="photo">
                        <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="photo-cv">
                            <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Photo" lineBreakMode="tailTruncation" id="photo-lb">
                                    <rect key="frame" x="8" y="8" width="112" height="21"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                </cells>
            """),
            iOSView("datePicker", "di", x: 20, y: 590, width: 350, height: 250, attributes: "contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" datePickerMode=\"date\" style=\"inline\" ", body: storedDate),
        ].joined(separator: "\n")))
            </scenes>
        </document>
        """
}
