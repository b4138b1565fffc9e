import IBDocument
import IBLayout
import Testing

/// A UILabel's attributed text, each run in its own font.
@Suite struct AttributedLabelTests {
    /// A label of one line whose text is `fragments`, pinned at its leading edge and top.
    static func label(_ fragments: String) throws -> Document {
        try LayoutFixture.pinned([("label", """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="20" width="100" height="21"/>
                <attributedString key="attributedText">
                    \(fragments)
                </attributedString>
            </label>
            """, 20)])
    }

    static func fragment(_ text: String, size: Int) -> String {
        """
        <fragment content="\(text)">
            <attributes>
                <font key="NSFont" size="\(size)" name="HelveticaNeue"/>
            </attributes>
        </fragment>
        """
    }

    @Test func aRunMeasuresAsTheSameTextInItsFontWould() throws {
        let attributed = try #require(LayoutEngine.layout(try Self.label(Self.fragment("Go Map!!", size: 17))).frame(of: "label"))
        let plain = try #require(LayoutEngine.layout(try LayoutFixture.pinned([("label", """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Go Map!!" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="20" width="100" height="21"/>
                <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>
            </label>
            """, 20)])).frame(of: "label"))
        // GoMap's launch screen drew its attributed title 0 points tall before its runs were measured.
        #expect(attributed == plain && attributed.height >= 20, "\(attributed) against \(plain)")
    }

    @Test func aLineIsAsWideAsItsRunsAndAsTallAsItsLargestFont() throws {
        let small = try #require(LayoutEngine.layout(try Self.label(Self.fragment("Go ", size: 12))).frame(of: "label"))
        let large = try #require(LayoutEngine.layout(try Self.label(Self.fragment("Map", size: 36))).frame(of: "label"))
        let mixed = try #require(LayoutEngine.layout(try Self.label(Self.fragment("Go ", size: 12) + Self.fragment("Map", size: 36))).frame(of: "label"))
        #expect(mixed.height == large.height)
        #expect(abs(mixed.width - (small.width + large.width)) <= 1, "\(mixed.width) against \(small.width) + \(large.width)")
    }
}
