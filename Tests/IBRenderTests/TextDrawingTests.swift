import IBDocument
import IBRender
import IBXML
import Testing

/// Text as a label draws it: wrapped by word when it may take more lines, as many lines as its
/// limit and height allow, truncated with an ellipsis where its line break mode says.
@Suite struct TextDrawingTests {
    static func label(_ attributes: String, text: String, width: Double, height: Double) -> String {
        ImageDrawingTests.document("""
            <label \(attributes) text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="10" y="10" width="\(width)" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
        """)
    }

    /// The lines drawn, top to bottom.
    static func lines(_ xml: String) throws -> [String] {
        let svg = try #require(SceneRenderer.render(try Document.parse(xml)).first).svg
        let tree = try XMLTree.parse(svg, path: "scene.svg")
        return tree.descendants(of: tree.rootElement!)
            .filter { tree.isElement($0, named: "text") && tree.attribute("class", of: $0) == "text" }
            .map { tree.text(of: $0) }
    }

    static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    @Test func aLabelOfAnyNumberOfLinesWrapsByWordAtItsWidth() throws {
        let lines = try Self.lines(Self.label(#"numberOfLines="0""#, text: Self.sentence, width: 160, height: 200))
        #expect(lines.count >= 4)
        #expect(lines.joined(separator: " ") == Self.sentence)
    }

    /// The edge of the label (at x 10, 160 wide) each line keeps to, in order.
    static func anchors(_ xml: String) throws -> [String] {
        let svg = try #require(SceneRenderer.render(try Document.parse(xml)).first).svg
        let tree = try XMLTree.parse(svg, path: "scene.svg")
        return tree.descendants(of: tree.rootElement!)
            .filter { tree.isElement($0, named: "text") && tree.attribute("class", of: $0) == "text" }
            .map { TextPlacement.alignment(tree, $0, in: (10, 160)) ?? "none" }
    }

    @Test func rightToLeftDrawsNaturalTextFromTheRightEdgeButKeepsLeftAlignedTextLeft() throws {
        #expect(try Self.anchors(Self.label(#"textAlignment="natural""#, text: "Hello", width: 160, height: 21)) == ["start"])
        #expect(try Self.anchors(Self.label(#"textAlignment="natural" semanticContentAttribute="forceRightToLeft""#, text: "Hello", width: 160, height: 21)) == ["end"])
        #expect(try Self.anchors(Self.label(#"semanticContentAttribute="forceRightToLeft""#, text: "Hello", width: 160, height: 21)) == ["end"])
        #expect(try Self.anchors(Self.label(#"textAlignment="left" semanticContentAttribute="forceRightToLeft""#, text: "Hello", width: 160, height: 21)) == ["start"])
    }

    @Test func aLimitOfLinesEndsTheLastOneWithAnEllipsis() throws {
        let lines = try Self.lines(Self.label(#"numberOfLines="2" lineBreakMode="tailTruncation""#, text: Self.sentence, width: 160, height: 200))
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func theHeightLimitsTheLinesWhenTheNumberIsUnlimited() throws {
        let lines = try Self.lines(Self.label(#"numberOfLines="0""#, text: Self.sentence, width: 160, height: 42))
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func aSingleLineTooWideIsTruncatedWhereItsModeSays() throws {
        let tail = try Self.lines(Self.label(#"lineBreakMode="tailTruncation""#, text: Self.sentence, width: 120, height: 21))
        #expect(tail.count == 1 && tail[0].hasSuffix("…") && tail[0].hasPrefix("The quick"))
        let middle = try Self.lines(Self.label(#"lineBreakMode="middleTruncation""#, text: Self.sentence, width: 120, height: 21))
        #expect(middle[0].hasPrefix("The") && middle[0].hasSuffix("away") && middle[0].contains("…"))
        let head = try Self.lines(Self.label(#"lineBreakMode="headTruncation""#, text: Self.sentence, width: 120, height: 21))
        #expect(head[0].hasPrefix("…") && head[0].hasSuffix("far away"))
        let clipped = try Self.lines(Self.label(#"lineBreakMode="clip""#, text: Self.sentence, width: 120, height: 21))
        #expect(clipped == [Self.sentence])
    }

    @Test func aLineWithinTheMetricsErrorOfItsWidthIsDrawnWhole() throws {
        // "Hello" at 17 pt measures about 40 points: a view Interface Builder sized a little
        // narrower is the estimate's error, not a truncated label.
        let lines = try Self.lines(Self.label(#"lineBreakMode="tailTruncation""#, text: "Hello", width: 38, height: 21))
        #expect(lines == ["Hello"])
    }

    @Test func aHugeTextDrawsABoundedNumberOfLines() throws {
        let text = Array(repeating: "word", count: 20_000).joined(separator: " ")
        let lines = try Self.lines(Self.label(#"numberOfLines="0""#, text: text, width: 100, height: 1_000_000))
        #expect(lines.count <= 400)
    }
}
