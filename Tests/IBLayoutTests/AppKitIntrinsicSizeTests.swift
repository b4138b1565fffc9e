import IBDocument
import IBLayout
import Testing

/// Which AppKit controls have a size of their own in each direction, and which leave it to
/// their constraints.
@Suite struct AppKitIntrinsicSizeTests {
    /// HexFiend's and Sequel-Ace's rows: a label, then an editable bordered field that runs to the
    /// trailing edge, both at the default hugging. The label keeps its text's width; the field
    /// takes the rest, for what it holds is typed later.
    @Test func anEditableFieldHasNoWidthOfItsOwnSoItsRowLeavesTheLabelAtItsText() throws {
        let document = try LayoutFixture.appKitRoot(tools: "22505", """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="34" y="164" width="23" height="16"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" alignment="right" title="To:" id="labelCell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="62" y="161" width="218" height="21"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" alignment="right" title="1024" placeholderString="1024" drawsBackground="YES" usesSingleLineMode="YES" id="fieldCell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="36" id="l"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="7" id="gap"/>
            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="18" id="t"/>
            <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="b"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        let field = try #require(layouts.frame(of: "field"))
        #expect(field.x + field.width == 280)
        #expect(field.height == 21)
    }

    /// A horizontal slider pinned at its leading edge and top, 260 points wide: its height is its
    /// own, 21-point frames in Xcode 5 (EZAudio's), 19 from OS X 10.10 (RxSwift's, CotEditor's)
    /// and 28 since macOS 11 (iTerm2's and OpenEmu's), its knob's shadow 2 points around the
    /// alignment rectangle.
    @Test(arguments: [("4514", 21.0), ("11542", 19.0), ("22505", 28.0)])
    func aHorizontalSliderHasAHeightOfItsOwnByEra(tools: String, frameHeight: Double) throws {
        let document = try LayoutFixture.appKitRoot(tools: tools, """
            <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="18" y="163" width="264" height="\(Int(frameHeight))"/>
                <constraints>
                    <constraint firstAttribute="width" constant="260" id="w"/>
                </constraints>
                <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="cell"/>
            </slider>
            """, constraints: LayoutFixture.pinnedAt("slider", top: 20))
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(try #require(layouts.frame(of: "slider")) == Rect(x: 18, y: 200 - 18 - frameHeight, width: 264, height: frameHeight))
    }
}
