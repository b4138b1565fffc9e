import IBDocument
import IBLayout
import Testing

/// The diagnosis that gives every text its stored size: what a perfect text measure would solve.
@Suite struct StoredTextSizesTests {
    @Test func aTextTakesTheSizeItsViewIsStoredWith() throws {
        // A label stored 3 points wider and a point taller than its text measures.
        let document = try LayoutFixture.pinned([("label", """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="20" width="45" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, 20)])
        var stored = TextMeasure.standard
        stored.storedTextSizes = true
        #expect(LayoutEngine.layout(document, text: stored).frame(of: "label") == Rect(x: 20, y: 20, width: 45, height: 22))
        #expect(LayoutEngine.layout(document).frame(of: "label") != Rect(x: 20, y: 20, width: 45, height: 22))
    }
}
