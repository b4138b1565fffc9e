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

    /// Single-line AppKit labels in the system font stand as tall as Xcode 11 and later store
    /// them: 13 at 10 points (pock's footnotes, OpenEmu's and iTerm2's), 19 at 15 (pock's Title 3),
    /// 19 at 16 (OpenEmu's, WWDC's), 26 at 22 (Rectangle's); 16 at 13 and 17 at 14 as before.
    @Test(arguments: [(10.0, 13.0), (11.0, 14.0), (13.0, 16.0), (14.0, 17.0), (15.0, 19.0), (16.0, 19.0), (17.0, 21.0), (22.0, 26.0), (28.0, 34.0)])
    func anAppKitLabelsLineIsAsTallAsXcodeStoresItAtEachSize(size: Double, height: Double) throws {
        let label = LayoutFixture.appKitLabel("label", title: "Label", font: #"metaFont="system" size="\#(Int(size))""#)
        let document = try LayoutFixture.appKitRoot(tools: "19115.2", label, constraints: LayoutFixture.pinnedAt("label", top: 20))
        #expect(LayoutEngine.layout(document).frame(of: "label")?.height == height)
    }

    /// pock's widget pane: labels with no title yet, only a placeholder ("Author", "Version"), are
    /// stored as wide as their placeholders, not 4 points of empty insets.
    @Test func anEmptyLabelIsAsWideAsItsPlaceholder() throws {
        let small = #"metaFont="smallSystem""#
        let labels = LayoutFixture.appKitLabel("empty", title: nil, width: 44, font: small, cell: #"enabled="NO" placeholderString="Author""#)
            + LayoutFixture.appKitLabel("titled", title: "Author", y: 120, width: 44, font: small)
        let document = try LayoutFixture.appKitRoot(tools: "19115.2", labels,
                                                     constraints: LayoutFixture.pinnedAt("empty", top: 26) + """
            <constraint firstItem="titled" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
            <constraint firstItem="titled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="66" id="t2"/>
            """)
        let layouts = LayoutEngine.layout(document)
        let empty = try #require(layouts.frame(of: "empty")), titled = try #require(layouts.frame(of: "titled"))
        #expect(empty.width == titled.width)
        #expect(empty.width > 30)
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

    /// A control pinned 20 points from the top and leading edges of a 300 × 200 view, laid out
    /// with nothing ambiguous: its frame.
    static func pinnedFrame(_ control: String, tools: String = "22505", resources: String = "") throws -> Rect {
        let document = try LayoutFixture.appKitRoot(tools: tools, control, constraints: LayoutFixture.pinnedAt("control", top: 20), resources: resources)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        return try #require(layouts.frame(of: "control"))
    }

    /// Flashlight's plug-in editor (Xcode 6), Tunnelblick's windows (Xcode 7.3) and CotEditor's
    /// Unicode panel (Xcode 10.1) store their bordered fields 22 points tall; CotEditor's panes of
    /// Xcode 11's betas and Xcode 11, 21.
    @Test(arguments: [("6250", 22.0), ("13771", 22.0), ("14460.31", 22.0), ("14868", 21.0), ("16096", 21.0)])
    func aBorderedFieldIsAPointTallerBeforeXcode11(tools: String, height: Double) throws {
        let field = """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="158" width="96" height="22"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" title="Google Search" drawsBackground="YES" id="cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        #expect(try Self.pinnedFrame(field, tools: tools).height == height)
    }

    /// NetNewsWire's account sheet (Xcode 10, tools 14490): a label tied by its first baseline to a bordered
    /// field stands 2 points below the field's top, as it does beside the 21-point fields since
    /// Xcode 11: the older bezel's extra point stands above the text, as the label line's does.
    @Test(arguments: ["14490.70", "16096"])
    func aLabelOnABorderedFieldsBaselineStandsTwoPointsBelowItsTop(tools: String) throws {
        let views = LayoutFixture.appKitLabel("label", title: "Name:", x: 18, y: 161, width: 44) + """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="100" y="158" width="140" height="22"/>
                <constraints>
                    <constraint firstAttribute="width" constant="140" id="w"/>
                </constraints>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="field-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let constraints = """
            <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="fl"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ft"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
            <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="lb"/>
            """
        let layouts = LayoutEngine.layout(try LayoutFixture.appKitRoot(tools: tools, views, constraints: constraints))
        let field = try #require(layouts.frame(of: "field")), label = try #require(layouts.frame(of: "label"))
        // AppKit's frames stand y up: a top is y plus the height.
        #expect((field.y + field.height) - (label.y + label.height) == 2)
    }

    /// Textual's notification settings: a label in the cell title meta font, the system font at
    /// 12 points, is stored at its text's width in 12 points (13 would make it 124).
    @Test func aLabelInTheCellTitleFontIsMeasuredAtTwelvePoints() throws {
        let label = """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="18" y="164" width="116" height="16"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Play sound on alert:" id="cell">
                    <font key="font" metaFont="cellTitle"/>
                </textFieldCell>
            </textField>
            """
        #expect(try Self.pinnedFrame(label).width == 116)
    }

    /// An NSMatrix is its grid of cells and the spacing between them: iTerm2's, Sequel-Ace's and
    /// MacVim's radio groups, placed by nothing else, are stored exactly so.
    @Test func aMatrixIsItsGridOfCells() throws {
        let matrix = """
            <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" autorecalculatesCellSize="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="102" width="240" height="78"/>
                <size key="cellSize" width="118" height="18"/>
                <size key="intercellSpacing" width="4" height="2"/>
                <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="prototype">
                    <font key="font" metaFont="system"/>
                </buttonCell>
                <cells>
                    <column>
                        <buttonCell type="radio" title="Left" imagePosition="left" alignment="left" state="on" inset="2" id="c1"/>
                        <buttonCell type="radio" title="Right" imagePosition="left" alignment="left" inset="2" id="c2"/>
                        <buttonCell type="radio" title="Top" imagePosition="left" alignment="left" inset="2" id="c3"/>
                        <buttonCell type="radio" title="Bottom" imagePosition="left" alignment="left" inset="2" id="c4"/>
                    </column>
                    <column>
                        <buttonCell type="radio" title="None" imagePosition="left" alignment="left" inset="2" id="c5"/>
                    </column>
                </cells>
            </matrix>
            """
        #expect(try Self.pinnedFrame(matrix) == Rect(x: 20, y: 200 - 20 - 78, width: 240, height: 78))
    }

    /// WWDC's preference switches: a 38 × 22 track in a 42 × 25 frame, 2 points left of and 2
    /// below it; CotEditor's mini ones 36 × 16.
    @Test func aSwitchHasTheSizeOfItsTrack() throws {
        func control(size: String) -> String {
            """
            <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" \(size)baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="18" y="157" width="42" height="25"/>
            </switch>
            """
        }
        #expect(try Self.pinnedFrame(control(size: "")) == Rect(x: 18, y: 200 - 20 - 22 - 2, width: 42, height: 25))
        #expect(try Self.pinnedFrame(control(size: #"controlSize="mini" "#), tools: "24127") == Rect(x: 20, y: 200 - 20 - 16, width: 36, height: 16))
    }

    /// WWDC's pop-up whose items come from code: its bezel and arrows still give it a width.
    @Test func aPopUpWithoutItemsStillHasAWidth() throws {
        let frame = try Self.pinnedFrame("""
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="17" y="154" width="39" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="menu"/>
                </popUpButtonCell>
            </popUpButton>
            """)
        #expect(frame.width == 39, "\(frame)")
    }

    /// Vienna's feed list size pop-up (Xcode 26 on macOS 15), left at its own width: its widest
    /// item, "Medium", at 13 points (the size `menu` draws at in a pop-up, not 14), and 39 points
    /// of bezel ends and arrows.
    @Test func aPopUpIsItsWidestItemAtThirteenPointsAndThirtyNinePointsOfBezel() throws {
        let frame = try Self.pinnedFrame("""
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="17" y="154" width="88" height="25"/>
                <popUpButtonCell key="cell" type="push" title="Small" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" tag="1" imageScaling="proportionallyDown" inset="2" selectedItem="small" id="cell">
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="menu">
                        <items>
                            <menuItem title="Small" state="on" tag="1" id="small"/>
                            <menuItem title="Medium" tag="2" id="medium"/>
                            <menuItem title="Large" tag="3" id="large"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """, tools: "24765")
        #expect(frame.width == 88, "\(frame)")
    }

    /// Vienna's filter bar: a small round-rect pop-up is not the push bezel ibkit draws; its
    /// stored 118 × 17 stands in, its frame its alignment rectangle.
    @Test func aRoundRectPopUpKeepsItsStoredSize() throws {
        let frame = try Self.pinnedFrame("""
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="163" width="118" height="17"/>
                <popUpButtonCell key="cell" type="roundRect" title="All Articles" bezelStyle="roundedRect" alignment="center" controlSize="small" lineBreakMode="truncatingTail" state="on" borderStyle="border" imageScaling="proportionallyDown" inset="2" selectedItem="all" id="cell">
                    <font key="font" metaFont="smallSystem"/>
                    <menu key="menu" id="menu">
                        <items>
                            <menuItem title="All Articles" state="on" id="all"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """, tools: "23727")
        #expect(frame == Rect(x: 20, y: 163, width: 118, height: 17))
    }

    /// pock's console buttons: a title for accessibility that `imagePosition="only"` never draws,
    /// and a symbol named by an `<imageReference>`; the button is the image's size.
    @Test func anImageOnlyBorderlessButtonIsItsImageWhateverItsTitle() throws {
        let frame = try Self.pinnedFrame("""
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="161" width="24" height="19"/>
                <buttonCell key="cell" type="bevel" title="Floating window" bezelStyle="rounded" imagePosition="only" alignment="center" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                    <imageReference key="image" image="macwindow.on.rectangle" catalog="system" symbolScale="large"/>
                </buttonCell>
            </button>
            """, resources: #"<image name="macwindow.on.rectangle" catalog="system" width="24" height="19"/>"#)
        #expect(frame == Rect(x: 20, y: 161, width: 24, height: 19))
    }

    /// OpenEmu's "DEVELOPER NAME" and sidebar "Edit": a borderless button's title is drawn as a
    /// label's, one line and 2 points each side, so the button is as large as a label of it.
    @Test func aBorderlessTitledButtonIsAsLargeAsALabelOfItsTitle() throws {
        let title = "Developer Name"
        let button = try Self.pinnedFrame("""
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="164" width="100" height="16"/>
                <buttonCell key="cell" type="bevel" title="\(title)" bezelStyle="rounded" alignment="left" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """)
        let label = try Self.pinnedFrame(LayoutFixture.appKitLabel("control", title: title, y: 164, width: 100))
        #expect(button.width == label.width && button.height == 16 && label.height == 16, "\(button) \(label)")
    }

    /// Rectangle's "ⓘ": a symbol no data measures leaves the width to the constraints, not a guess.
    @Test func aBorderlessButtonTitledWithAnUnmeasuredSymbolHasNoWidthOfItsOwn() throws {
        let document = try LayoutFixture.appKitRoot(tools: "24765", """
            <button horizontalHuggingPriority="1000" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="164" width="17" height="16"/>
                <buttonCell key="cell" type="smallSquare" title="ⓘ" bezelStyle="smallSquare" imagePosition="overlaps" alignment="center" lineBreakMode="truncatingTail" state="on" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, constraints: LayoutFixture.pinnedAt("control", top: 20))
        let ambiguities = LayoutEngine.layout(document).flatMap(\.ambiguities)
        #expect(ambiguities.map(\.dimensions) == [["width"]], "\(ambiguities)")
    }

    /// pock's onboarding: an AppKit font names its text style in short (`subheadline`, 11 points).
    @Test func anAppKitFontsShortTextStyleNameSetsItsSize() throws {
        let frame = try Self.pinnedFrame("""
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="18" y="166" width="100" height="14"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Default Touch Bar shows:" id="cell">
                    <font key="font" textStyle="subheadline" name=".SFNS-Regular"/>
                </textFieldCell>
            </textField>
            """)
        #expect(frame.height == 14, "\(frame)")
    }

    /// WWDC's download spinner and Rectangle's stack: hidden in an NSStackView that detaches hidden
    /// views, out of the layout, so never ambiguous.
    @Test func aViewAStackDetachesIsNotAmbiguous() throws {
        let document = try LayoutFixture.appKitRoot(tools: "22505", """
            <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="160" width="100" height="20"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                            <constraint firstAttribute="height" constant="20" id="h"/>
                        </constraints>
                    </customView>
                    <progressIndicator hidden="YES" maxValue="100" indeterminate="YES" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                        <rect key="frame" x="108" y="2" width="16" height="16"/>
                    </progressIndicator>
                </subviews>
            </stackView>
            """, constraints: LayoutFixture.pinnedAt("control", top: 20))
        #expect(LayoutEngine.layout(document).flatMap(\.ambiguities).isEmpty)
    }
}
