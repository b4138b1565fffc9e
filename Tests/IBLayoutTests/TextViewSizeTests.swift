import IBDocument
import IBLayout
import Testing

/// A UITextView that does not scroll sizes itself to its text, as a label does; one that
/// scrolls has no size of its own.
@Suite struct TextViewSizeTests {
    /// A 320-point root with a text view pinned to its top, leading and trailing edges only.
    static func textView(scrolls: Bool, text: String = "") -> String {
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <textView clipsSubviews="YES" contentMode="scaleToFill" \(scrolls ? "" : "scrollEnabled=\"NO\" ")text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
            </subviews>
            <constraints>
                <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="r"/>
            </constraints>
        </view>
        """
    }

    @Test func anEmptyTextViewThatDoesNotScrollIsOneLineAndItsInsetsTall() throws {
        // Simplenote's sign-up screen: an empty 14-point text view stored 33 tall (8 + 16.7 + 8).
        let layouts = LayoutEngine.layout(try LayoutFixture.xib(Self.textView(scrolls: false)))
        #expect(layouts.frame(of: "text") == Rect(x: 0, y: 0, width: 320, height: 33))
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
    }

    @Test func aTextViewThatDoesNotScrollWrapsItsTextAtItsWidth() throws {
        let words = Array(repeating: "wrapping", count: 12).joined(separator: " ")
        let layouts = LayoutEngine.layout(try LayoutFixture.xib(Self.textView(scrolls: false, text: words)))
        let height = try #require(layouts.frame(of: "text")?.height)
        // Twelve words of about 56 points do not fit 310 points on one line, nor on two.
        #expect(height > 33 + 2 * 16.7 - 0.5, "\(height)")
    }

    @Test func aTextViewThatScrollsHasNoHeightOfItsOwn() throws {
        let layouts = LayoutEngine.layout(try LayoutFixture.xib(Self.textView(scrolls: true)))
        #expect(layouts.flatMap(\.ambiguities).map(\.dimensions) == [["height"]], "\(layouts.flatMap(\.ambiguities))")
    }
}
