@testable import IBLayout
import IBText
import Testing

/// Semibold and bold are set a fifth of the way toward the next lighter weight in SF Pro's Text
/// design only: the share shrinks as the size nears the Display design and is gone from 28 points.
@Suite struct SystemFontWeightBlendTests {
    /// Titles stored at their text's width, each a point narrower with the whole fifth:
    /// hakanngul's and adhamfarid11's 50-point bold titles (Xcode 15.3 and 26, 3×), Simplenote's
    /// 34-point "Diagnostics" (Xcode 12, 2×), MagicBell's 28-point semibold launch title and
    /// NikolozCh's 25-point "Actor/Actress" (Xcode 13, 2×).
    static let displayTitles: [(face: TextFace, size: Double, scale: Double, text: String, stored: Double)] = [
        (TextFace(.system, .bold), 50, 3, "Django", 163 + 2.0 / 3),
        (TextFace(.system, .bold), 50, 3, "Label", 126),
        (TextFace(.system, .bold), 34, 2, "Diagnostics", 188),
        (TextFace(.system, .semibold), 28, 2, "MagicBell", 125),
        (TextFace(.system, .semibold), 25, 2, "Actor/Actress", 155),
    ]

    /// Each is within half a point of its stored width.
    @Test(arguments: displayTitles)
    func displaySizesDrawTheNamedWeight(title: (face: TextFace, size: Double, scale: Double, text: String, stored: Double)) {
        let width = TextMetrics(face: title.face, pointSize: title.size, scale: title.scale, text: .standard).width(of: title.text)
        #expect(abs(width - title.stored) <= 0.5)
    }

    /// At 17 points the whole fifth still holds: GoMap's semibold Headline "Buildings" (Xcode 26,
    /// 2×) is 73.5, where SF Pro's semibold instance alone makes it a pixel wider.
    @Test func textSizesKeepTheWholeFifth() {
        #expect(TextMetrics(face: TextFace(.system, .semibold), pointSize: 17, scale: 2, text: .standard).width(of: "Buildings") == 73.5)
    }
}
