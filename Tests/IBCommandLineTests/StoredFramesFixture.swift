/// A xib whose card the constraints put 40 points below where the document stores it.
enum StoredFramesFixture {
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="20" y="20" width="100" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c2"/>
                    <constraint firstAttribute="width" constant="100" firstItem="card" id="c3"/>
                    <constraint firstAttribute="height" constant="80" firstItem="card" id="c4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
}
