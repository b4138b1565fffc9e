import IBDocument
import IBLayout
import Testing

/// UIStackView's proportional fill: each view's share of the stack, as UIKit's
/// "UISV-fill-proportionally" constraints give it.
@Suite struct StackViewProportionalTests {
    /// A stack of `length` points along `axis`, pinned at its start, holding `views`.
    static func stack(axis: String, length: Int, spacing: Int, views: String) throws -> Document {
        let vertical = axis == "vertical"
        let size = vertical ? #"width="300" height="\#(length)""# : #"width="\#(length)" height="30""#
        return try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="400" height="400"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" distribution="fillProportionally" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" \(size)/>
                        <subviews>
            \(views)
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="\(vertical ? 300 : length)" id="sw"/>
                            <constraint firstAttribute="height" constant="\(vertical ? length : 30)" id="sh"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                </constraints>
            </view>
            """)
    }

    static func view(_ id: String, height: Double, intrinsic: Bool) -> String {
        let declared = intrinsic ? #" placeholderIntrinsicWidth="300" placeholderIntrinsicHeight="\#(height)""# : ""
        return """
            <view contentMode="scaleToFill"\(declared) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
            </view>
        """
    }

    static func label(_ id: String, _ text: String, hugging: Int) -> String {
        """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="\(hugging)" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
        """
    }

    /// Each share is the view's natural length over the naturals and the spacing together, so
    /// with spacing the shares fall short and the last view takes the rest (the shape of VLC's
    /// video filter panel): 48, 30 and 34 points with 2 points between them in 201 make 83.2, 52
    /// and 61.8, not 84.4, 52.8 and 59.8 as the ratio of their sizes alone would.
    @Test func theSharesCountTheSpacingAndTheLastViewTakesWhatTheyLeave() throws {
        let views = [("a", 48.0), ("b", 30.0), ("c", 34.0)].map { Self.view($0.0, height: $0.1, intrinsic: true) }.joined(separator: "\n")
        let layouts = LayoutEngine.layout(try Self.stack(axis: "vertical", length: 201, spacing: 2, views: views))
        let heights = ["a", "b", "c"].map { layouts.frame(of: $0)?.height ?? 0 }
        #expect(abs(heights[0] - 201 * 48 / 116) < 0.5)
        #expect(abs(heights[1] - 201 * 30 / 116) < 0.5)
        #expect(abs(heights[2] - (201 - 4 - 201 * 78 / 116)) < 0.5)
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    /// A view without an intrinsic length shares by the length it has when the stack lays out,
    /// its stored one (isradeleon's two plain views halving a 759-point stack): nothing is left
    /// undecided.
    @Test func viewsWithoutAnIntrinsicLengthShareByTheirStoredLengths() throws {
        let views = Self.view("a", height: 150, intrinsic: false) + "\n" + Self.view("b", height: 50, intrinsic: false)
        let layouts = LayoutEngine.layout(try Self.stack(axis: "vertical", length: 200, spacing: 0, views: views))
        #expect(layouts.frame(of: "a") == Rect(x: 0, y: 0, width: 300, height: 150))
        #expect(layouts.frame(of: "b") == Rect(x: 0, y: 150, width: 300, height: 50))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    /// Hugging at 1000 beats the shares' 999 even where the label's width is measured, an
    /// estimate: habipyesilyurt's name and age labels keep their text's width and the third
    /// label, hugging at 251, takes the rest of the row.
    @Test func labelsThatHugAtOneThousandKeepTheirWidthAgainstTheShares() throws {
        let views = [Self.label("name", "Ada", hugging: 1000), Self.label("age", " - 30", hugging: 1000), Self.label("status", " / Married", hugging: 251)]
        let layouts = LayoutEngine.layout(try Self.stack(axis: "horizontal", length: 324, spacing: 0, views: views.joined(separator: "\n")))
        let name = try #require(layouts.frame(of: "name")), age = try #require(layouts.frame(of: "age")), status = try #require(layouts.frame(of: "status"))
        #expect(name.width < 40)
        #expect(age.width < 40)
        #expect(status.x == name.width + age.width)
        #expect(status.width == 324 - name.width - age.width)
    }
}
