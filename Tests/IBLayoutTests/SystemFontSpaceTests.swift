import IBDocument
@testable import IBLayout
import IBText
import Testing

/// SF Pro's space narrows from the Text design to the Display design as its letters do: 576
/// units at 17 points and below, 430 from 28 points, the glyphs' blend between.
@Suite struct SystemFontSpaceTests {
    static let metrics = SystemFontMetricsFile.bundled

    /// The variable font's optical-size axis is not linear: at 19 points the glyphs are a tenth
    /// of the way to the Display design, at 24 points four fifths.
    @Test func theDisplayShareFollowsTheGlyphs() throws {
        let metrics = try #require(Self.metrics)
        #expect(metrics.displayShare(.regular, at: 17) == 0)
        #expect(abs(metrics.displayShare(.regular, at: 19) - 0.091) < 0.002)
        #expect(abs(metrics.displayShare(.regular, at: 24) - 0.819) < 0.002)
        #expect(metrics.displayShare(.bold, at: 28) == 1)
        #expect(metrics.displayShare(.bold, at: 50) == 1)
    }

    /// Labels stored at their text's width on a 3× screen: hakanngul's 50-point page titles
    /// (Xcode 15.3), whose letters alone match ("Anasayfa"), and erlanggaard's 24-point semibold
    /// line (Xcode 15.0), a point too wide still. With the Text design's space each is 3.3 to 8.3
    /// points too wide.
    static let displayTexts: [(face: TextFace, size: Double, text: String, stored: Double)] = [
        (TextFace(.system), 50, "SAYFA A", 188),
        (TextFace(.system), 50, "SAYFA B", 186 + 1.0 / 3),
        (TextFace(.system), 50, "Anasayfa", 197 + 2.0 / 3),
        (TextFace(.system, .semibold), 24, "Your email is on the way", 258 + 1.0 / 3),
    ]

    /// How far each may be from its stored width: half a point, and a point for the semibold line.
    static func tolerance(_ face: TextFace) -> Double { face.weight == .regular ? 0.5 : 1 }

    /// Each is within its tolerance of its stored width.
    @Test(arguments: displayTexts)
    func displaySizesDrawTheDisplayDesignsSpace(sample: (face: TextFace, size: Double, text: String, stored: Double)) {
        let width = TextMetrics(face: sample.face, pointSize: sample.size, scale: 3, text: .standard).width(of: sample.text)
        #expect(abs(width - sample.stored) <= Self.tolerance(sample.face))
    }

    /// The same texts measured with the Text design's space in every design miss, so the rule is
    /// what matches them.
    @Test func theTextDesignsSpaceMakesDisplayTextsTooWide() {
        var textSpace = TextMeasure.standard
        textSpace.fitted = TextAdvances(tables: [:], systemDisplaySpace: TextAdvances.sfProSpace, provenance: "test")
        #expect(TextMetrics(face: TextFace(.system), pointSize: 50, scale: 3, text: textSpace).width(of: "SAYFA A") > 191)
        #expect(TextMetrics(face: TextFace(.system, .semibold), pointSize: 24, scale: 3, text: textSpace).width(of: "Your email is on the way") > 265)
        // Below the Display design's sizes nothing moves: at 17 points the two measures agree.
        let text = "Forgot your password?"
        #expect(TextMetrics(face: TextFace(.system), pointSize: 17, scale: 2, text: textSpace).width(of: text)
            == TextMetrics(face: TextFace(.system), pointSize: 17, scale: 2, text: .standard).width(of: text))
    }

    /// erlanggaard's "Don't worry." heading (Xcode 15.0, iPhone 15): 24-point semibold in 361
    /// points wraps to three lines, stored 86 tall; with the Text design's space its second
    /// sentence takes a third line of its own, and the text field and button below move 28.67.
    @Test func aDisplaySizeParagraphWrapsWhereXcodeWrapsIt() throws {
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="heading">
                        <rect key="frame" x="16" y="173" width="361" height="86"/>
                        <string key="text">Don’t worry. 
            Enter your email and we’ll send you a link to reset your password.</string>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="24"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="heading" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="heading" secondAttribute="trailing" constant="16" id="r"/>
                    <constraint firstItem="heading" firstAttribute="top" secondItem="root" secondAttribute="top" constant="173" id="t"/>
                </constraints>
            </view>
            """, tools: "22138.1", device: "retina6_12")
        let height = try #require(LayoutEngine.layout(document).frame(of: "heading")?.height)
        #expect(abs(height - 86) <= 0.5)
    }
}
