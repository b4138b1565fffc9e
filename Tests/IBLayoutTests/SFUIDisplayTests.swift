@testable import IBLayout
import IBText
import Testing

/// Xcode 7 and 8 drew UIKit's system font with SF UI, two static fonts: SF UI Text below 20
/// points and SF UI Display from 20, which sets wider than SF Pro's Display design.
@Suite struct SFUIDisplayTests {
    /// Labels Xcode 8 (tools 11762 to 12120, 2×) sized to their text: AliSoftware's "Xib Text
    /// Cell" and an Apple sample's "Main Mixer Node" (bqlin, 21-point bold), IQKeyboardManager's
    /// launch title (25-point bold), wesreisz's "Egg Timer" (38 points).
    static let titles: [(weight: TextFace.Weight, size: Double, text: String, tools: Int, stored: Double)] = [
        (.bold, 21, "Xib Text Cell", 11762, 125),
        (.bold, 21, "Main Mixer Node", 11762, 168),
        (.bold, 25, "IQKeyboardManger", 12118, 232),
        (.regular, 38, "Egg Timer", 12120, 170.5),
    ]

    static func width(_ weight: TextFace.Weight, _ size: Double, _ text: String, tools: Int) -> Double {
        TextMetrics(face: TextFace(.system, weight), pointSize: size, scale: 2, text: .standard, tools: tools).width(of: text)
    }

    /// Each is within half a point of its stored width, where SF Pro as Xcode 9 draws it falls
    /// 2.5 to 6 points short.
    @Test(arguments: titles)
    func sfUIDisplaySetsTheTitlesAsXcode8Stored(title: (weight: TextFace.Weight, size: Double, text: String, tools: Int, stored: Double)) {
        #expect(abs(Self.width(title.weight, title.size, title.text, tools: title.tools) - title.stored) <= 0.5)
        #expect(title.stored - Self.width(title.weight, title.size, title.text, tools: 13771) >= 2.5)
    }

    /// Xcode 9 drew SF Pro: a tutorial's 24-point bold "Left Smithton" (stored 153) and
    /// Ramotion's 25-point "Circle Menu" (129), both of tools 13771, match SF Pro's axis.
    @Test func xcode9sDisplaySizesAreSFPro() {
        #expect(abs(Self.width(.bold, 24, "Left Smithton", tools: 13771) - 153) <= 0.5)
        #expect(Self.width(.regular, 25, "Circle Menu", tools: 13771) == 129)
    }

    /// Below 20 points SF UI Text is its one static design, not SF Pro's axis at the size: the
    /// Apple sample's 18-point "Playback Rate" (Xcode 8) is 115, which the axis at 18 makes 114.5.
    @Test func sfUITextIsTheTextDesignAtEverySize() {
        #expect(Self.width(.regular, 18, "Playback Rate", tools: 11762) == 115)
        #expect(TextMetrics(face: TextFace(.system), pointSize: 18, scale: 2, text: .standard, tools: 11762).opticalSize == 17)
        #expect(TextMetrics(face: TextFace(.system), pointSize: 18, scale: 2, text: .standard, tools: 13771).opticalSize == 18)
    }
}
