import IBDocument
import IBLayout
import Testing

/// A UISlider's natural height and how far its frame reaches past its alignment rectangle, by Xcode.
@Suite struct SliderGeometryTests {
    /// A slider pinned 20 points from the leading edge, 40 below the top, 200 wide.
    static func slider(tools: String) throws -> Document {
        try LayoutFixture.pinned([(id: "slider", xml: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="18" y="40" width="204" height="31"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="w"/>
                </constraints>
            </slider>
            """, top: 40)], tools: tools)
    }

    @Test func untilXcode26ASlidersThumbReachesTwoPointsEachSideAndOneBelow() throws {
        #expect(LayoutEngine.layout(try Self.slider(tools: "22505")).frame(of: "slider") == Rect(x: 18, y: 40, width: 204, height: 31))
    }

    @Test func xcode26sSliderIs33PointsTallAndItsFrameIsItsAlignmentRectangle() throws {
        // VLC's video filters: five sliders as wide as their stack, 33 to their 16-point labels' 19.
        #expect(LayoutEngine.layout(try Self.slider(tools: "24412")).frame(of: "slider") == Rect(x: 20, y: 40, width: 200, height: 33))
    }
}
