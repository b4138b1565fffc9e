import IBDocument
@testable import IBLayout
import IBText
import Testing

/// How many lines a UILabel takes and how tall they stand.
@Suite struct LabelLinesTests {
    /// A label that may take any number of lines, pinned 20 points from the leading edge and top.
    static func label(text: String, font: String) throws -> Document {
        try LayoutFixture.pinned([("label", """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="20" width="200" height="61"/>
                <fontDescription key="fontDescription" \(font)/>
            </label>
            """, 20)])
    }

    @Test func theLinesAfterTheFirstOfATextStyleStepByItsLeading() throws {
        let body = try #require(LayoutEngine.layout(try Self.label(text: "One&#10;Two&#10;Three", font: #"style="UICTFontTextStyleBody""#)).frame(of: "label"))
        let system = try #require(LayoutEngine.layout(try Self.label(text: "One&#10;Two&#10;Three", font: #"type="system" pointSize="17""#)).frame(of: "label"))
        // Body's first line is the 17-point font's own (20.29 points), each further line 22, rounded
        // up to the pixel of this 2× fixture (at 3× Xcode stores 64.33 for three Body lines); a
        // 17-point system font's three lines are 60.86 points, rounded up once.
        #expect(body.height == 64.5, "\(body)")
        #expect(system.height == 61, "\(system)")
    }

    @Test func beforeIOS9HelveticaNeuesLinesWereWholePointsTall() throws {
        // Realm's and Apple's samples of Xcode 6: a 14-point line 17 points tall, a 17-point one 21.
        func height(_ size: Int) throws -> Double? {
            LayoutEngine.layout(try LayoutFixture.pinned([("label", """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="20" y="20" width="40" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                </label>
                """, 20)], tools: "6250")).frame(of: "label")?.height
        }
        #expect(try height(14) == 17)
        #expect(try height(17) == 21)
    }

    @Test func aLineSeparatorBreaksTheLineAsALineFeedDoes() throws {
        let separated = try #require(LayoutEngine.layout(try Self.label(text: "Keyboard\u{2028}Manager", font: #"type="system" pointSize="17""#)).frame(of: "label"))
        let fed = try #require(LayoutEngine.layout(try Self.label(text: "Keyboard&#10;Manager", font: #"type="system" pointSize="17""#)).frame(of: "label"))
        #expect(separated == fed && separated.height > 40, "\(separated) against \(fed)")
        #expect(TextWrapping.paragraphs(of: "a\r\nb\u{2029}c") == ["a", "b", "c"])
    }

    @Test func aParagraphThatWrapsBreaksAtTheWidthNotPastIt() throws {
        let metrics = TextMetrics(face: TextFace(.system), pointSize: 17, scale: 2, text: .standard)
        let words = "Collect every item in the background"
        let whole = metrics.width(of: words)
        // A paragraph that fits within the estimate's tolerance stays one line.
        #expect(TextWrapping.lines(of: words, width: whole - 1, metrics: metrics) == [words])
        // One that wraps anyway breaks where a line would pass the width, even by a point.
        let firstTwo = metrics.width(of: "Collect every")
        let lines = TextWrapping.lines(of: words, width: firstTwo - 1, metrics: metrics)
        #expect(lines.first == "Collect", "\(lines)")
    }

    @Test func chineseAndJapaneseWrapBetweenCharactersWithoutSpaces() throws {
        let metrics = TextMetrics(face: TextFace(.system), pointSize: 17, scale: 2, text: .standard)
        let chinese = "这是一个很长的中文句子，用来测试自动换行。"
        let lines = TextWrapping.lines(of: chinese, width: 100, metrics: metrics)
        #expect(lines.count > 3 && lines.allSatisfy { metrics.width(of: $0) <= 100 }, "\(lines)")
        #expect(lines.joined() == chinese)
        // Closing punctuation stays with the character before it; opening with the one after.
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("，") && !$0.hasPrefix("。") }, "\(lines)")
        #expect(LineBreaks.runs(of: "「東京」です").map(\.text) == ["「東", "京」", "で", "す"])
        // Korean keeps its words whole, as a label's standard strategy does.
        #expect(LineBreaks.runs(of: "설정 열기").map(\.text) == ["설정", "열기"])
    }

    @Test func aHyphenBetweenLettersIsABreakOpportunity() throws {
        // Esri's progress message (Xcode 12): "Presenting status of long-" | "running process".
        #expect(LineBreaks.runs(of: "of long-running").map(\.text) == ["of", "long-", "running"])
        // Not in a number or before a digit.
        #expect(LineBreaks.runs(of: "-3 and 10-12").map(\.text) == ["-3", "and", "10-12"])
        let metrics = TextMetrics(face: TextFace(.system, .semibold), pointSize: 17, scale: 3, text: .standard)
        let text = "Presenting status of long-running process"
        let lines = TextWrapping.lines(of: text, width: metrics.width(of: "Presenting status of long-") + 1, metrics: metrics)
        #expect(lines == ["Presenting status of long-", "running process"])
    }
}
