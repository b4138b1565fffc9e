import IBDocument
import IBLayout
import Testing

/// A table cell's separator takes a pixel of its content view.
@Suite struct CellSeparatorTests {
    /// owncloud's share cell: a 55-point cell whose content view Xcode 8 stored 55 tall, a label
    /// pinned 8 below its top margin and 9 above its bottom margin.
    static func cell(tools: String) throws -> Document {
        try LayoutFixture.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="55" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="55"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="55"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="15" y="16" width="281" height="21"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" constant="16" id="r"/>
                        <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="9" id="b"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="7" id="l"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="8" id="t"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, tools: tools)
    }

    @Test func xcode8StoredTheContentViewOverTheSeparatorsPixel() throws {
        // 55 − 0.5 − 8 − 9 − 16: within half a point of the stored 21 (the content view is a pixel shorter).
        let height = try #require(LayoutEngine.layout(try Self.cell(tools: "11762")).frame(of: "box")?.height)
        #expect(height == 21.5, "\(height)")
    }

    @Test func laterXcodesStoreTheContentViewAsLaidOut() throws {
        // From Xcode 9 the content view's margins are 11 and its stored height is its own.
        let height = try #require(LayoutEngine.layout(try Self.cell(tools: "15705")).frame(of: "box")?.height)
        #expect(height == 55 - 11 - 9 - 8 - 11, "\(height)")
    }
}
