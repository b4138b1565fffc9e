import IBDocument
import IBLayout
import Testing

/// AppKit controls' natural sizes and alignment rectangles.
@Suite struct AppKitLayoutTests {
    /// A label 100 points wide (its alignment rectangle) whose cell says `cell`, under a 300 × 200 view.
    static func label(cell: String, tools: String = "22505") throws -> Document {
        try LayoutFixture.appKitRoot(tools: tools, """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="18" y="164" width="104" height="16"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                </constraints>
                \(cell)
            </textField>
            """, constraints: LayoutFixture.pinnedAt("label", top: 20))
    }

    /// The frame of `id`, once the layout is checked to leave nothing ambiguous.
    static func unambiguousFrame(of id: String, in document: Document) throws -> Rect {
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
        return try #require(layouts.frame(of: id))
    }

    static let longTitle = "<string key=\"title\">A label that wraps its words at the width its constraints give it.</string>"

    @Test func aWrappingLabelIsAsTallAsItsLinesAtItsWidth() throws {
        // No line break mode written: AppKit's default, by word. The title is an element.
        let document = try Self.label(cell: """
            <textFieldCell key="cell" sendsActionOnEndEditing="YES" id="cell">
                <font key="font" metaFont="system"/>
                \(Self.longTitle)
            </textFieldCell>
            """)
        let frame = try #require(LayoutEngine.layout(document).frame(of: "label"))
        #expect(frame.height >= 48 && frame.height.truncatingRemainder(dividingBy: 16) == 0, "\(frame)")
        #expect(frame.x == 18 && frame.width == 104)
    }

    @Test func aTruncatingLabelKeepsOneLine() throws {
        let document = try Self.label(cell: """
            <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" id="cell">
                <font key="font" metaFont="system"/>
                \(Self.longTitle)
            </textFieldCell>
            """)
        #expect(LayoutEngine.layout(document).frame(of: "label")?.height == 16)
    }

    /// A one-line label cell titled "Name:" in the meta font `metaFont`.
    static func nameCell(metaFont: String) -> String {
        """
        <textFieldCell key="cell" lineBreakMode="truncatingTail" title="Name:" id="cell">
            <font key="font" metaFont="\(metaFont)"/>
        </textFieldCell>
        """
    }

    @Test func beforeXcode11ALabelsLineWasAPointTaller() throws {
        let cell = Self.nameCell(metaFont: "system")
        #expect(LayoutEngine.layout(try Self.label(cell: cell, tools: "11762")).frame(of: "label")?.height == 17)
        // SwiftGen's, iTerm2's, CotEditor's and shadowsocks' labels: 17 up to Xcode 10, 16 from
        // Xcode 11 (its betas' tools 14800 on).
        #expect(LayoutEngine.layout(try Self.label(cell: cell, tools: "14490")).frame(of: "label")?.height == 17)
        #expect(LayoutEngine.layout(try Self.label(cell: cell, tools: "14868")).frame(of: "label")?.height == 16)
    }

    @Test func beforeXcode10ALabelsLineWasItsAscentAndDescentEachRoundedUp() throws {
        // WWDC's and Sparkle's 11-point labels: 14 points (the line height rounded up and a point would be 15).
        #expect(LayoutEngine.layout(try Self.label(cell: Self.nameCell(metaFont: "smallSystem"), tools: "10117")).frame(of: "label")?.height == 14)
    }

    @Test func beforeXcode11ALabelsExtraPointStoodAboveItsText() throws {
        // WWDC's preferences: an 11-point path a point below a 13-point label's baseline.
        let document = try LayoutFixture.appKitRoot(tools: "10117", """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="18" y="163" width="166" height="17"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Downloaded videos folder:" id="c1">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="path">
                <rect key="frame" x="188" y="164" width="80" height="14"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" title="~/Library" id="c2">
                    <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
            </textField>
            """, constraints: LayoutFixture.pinnedAt("name", top: 20) + """
            <constraint firstItem="path" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="gap"/>
            <constraint firstItem="path" firstAttribute="baseline" secondItem="name" secondAttribute="baseline" constant="-1" id="base"/>
            """)
        // The 13-point label's baseline stands 3.6 points above its 17-point frame's bottom, as a
        // 16-point line's does: the path's 14-point frame starts 22 points down (y 164), not 21.
        let path = try Self.unambiguousFrame(of: "path", in: document)
        #expect(path.y == 164 && path.height == 14, "\(path)")
    }

    /// A scroll view whose clip view holds `document`: 100 points of it stored against a 60-point clip.
    static func scrolled(_ document: String) throws -> Document {
        try LayoutFixture.appKitRoot(tools: "22505", """
            <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="20" y="120" width="200" height="60"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(document)
                    </subviews>
                </clipView>
            </scrollView>
            """, constraints: LayoutFixture.pinnedAt("scroll", top: 20) + """
            <constraint firstItem="scroll" firstAttribute="width" constant="200" id="w"/>
            <constraint firstItem="scroll" firstAttribute="height" constant="60" id="h"/>
            """)
    }

    @Test func aClipViewIsFlippedWhenItsDocumentViewIs() throws {
        // A plain view's clip view is not flipped: a 100-point view scrolled to its top is stored
        // 40 points below the clip's bottom edge (y -40, y up); a table's frames are stored y down.
        let plain = try Self.scrolled("""
                <view id="content">
                    <rect key="frame" x="0.0" y="-40" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                </view>
            """)
        let table = try Self.scrolled("""
                <tableView columnAutoresizingStyle="lastColumnOnly" columnReordering="NO" multipleSelection="NO" autosaveColumns="NO" rowSizeStyle="automatic" viewBased="YES" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </tableView>
            """)
        for document in [plain, table] {
            let content = try #require(LayoutEngine.layout(document).flatMap(\.views).first { $0.object.id == "content" })
            // Both start at the clip view's top, which is the scroll view's, 20 points below the root's.
            #expect(content.frameInRoot.y == 20 && content.frameInRoot.height == 100, "\(content.frameInRoot)")
        }
    }

    @Test func anImageBesideAPushButtonsTitleWidensItByItselfAndTwoPoints() throws {
        // Rectangle's "Import" with its 15-point symbol, and its 22-point status icon.
        func width(image: String) throws -> Double {
            let document = try LayoutFixture.appKitRoot(tools: "22505", """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
                    <rect key="frame" x="14" y="153" width="100" height="32"/>
                    <buttonCell key="cell" type="push" title="Import" bezelStyle="rounded" \(image)alignment="center" borderStyle="border" inset="2" id="cell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """, constraints: LayoutFixture.pinnedAt("push", top: 20),
                resources: #"<image name="square.and.arrow.down" catalog="system" width="15" height="17"/>"#)
            return try #require(LayoutEngine.layout(document).frame(of: "push")).width
        }
        let plain = try width(image: "")
        #expect(try width(image: #"image="square.and.arrow.down" catalog="system" imagePosition="left" "#) == plain + 17)
        // An image over or instead of the title is another shape, not measured here.
        #expect(try width(image: #"image="square.and.arrow.down" catalog="system" imagePosition="overlaps" "#) == plain)
    }

    @Test(arguments: [("14868", 27.0), ("15705", 28.0)])
    func aSteppersArrowsReachThreePointsPastItsSides(tools: String, height: Double) throws {
        // CotEditor's steppers 2 points after their fields: the frame stands 3 points left of the
        // rectangle. Its Xcode 10 documents store them 27 tall, its Xcode 11 ones 28.
        let document = try LayoutFixture.appKitRoot(tools: tools, """
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                <rect key="frame" x="17" y="152" width="19" height="28"/>
                <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="cell"/>
            </stepper>
            """, constraints: LayoutFixture.pinnedAt("stepper", top: 20))
        #expect(try Self.unambiguousFrame(of: "stepper", in: document) == Rect(x: 17, y: 180 - height, width: 19, height: height))
    }

    /// A segmented control of `segments`, pinned at its leading edge and top.
    static func segmentedControl(tools: String, width: Int, _ segments: String) throws -> Document {
        try LayoutFixture.appKitRoot(tools: tools, """
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                <rect key="frame" x="18" y="157" width="\(width)" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="cell">
                    <font key="font" metaFont="system"/>
                    <segments>
                        \(segments)
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """, constraints: LayoutFixture.pinnedAt("segments", top: 20))
    }

    @Test func aSegmentedControlOfFixedSegmentsIsAsWideAsThemAndTheirBorders() throws {
        let document = try Self.segmentedControl(tools: "16096", width: 77, """
            <segment image="LeftAlignTemplate" width="23"/>
            <segment image="CenterAlignTemplate" width="23" selected="YES" tag="1"/>
            <segment image="RightAlignTemplate" width="23"/>
            """)
        // CotEditor's print pane: a 73 × 21 alignment rectangle; the rounded bezel's frame reaches a
        // point above it and 2 to the sides and below (y up).
        #expect(try Self.unambiguousFrame(of: "segments", in: document) == Rect(x: 18, y: 157, width: 77, height: 24))
    }

    @Test func aSegmentedControlOfLabelledSegmentsIsAsWideAsItsLabels() throws {
        let document = try Self.segmentedControl(tools: "4514", width: 129, """
            <segment label="Buffer" selected="YES"/>
            <segment label="Rolling" tag="1"/>
            """)
        // Each label and 21 points of padding, a point between and around the segments and 4 more.
        let width = try Self.unambiguousFrame(of: "segments", in: document).width
        #expect(abs(width - 129) <= 3, "\(width)")
        // Its width is its labels' text's: it is judged with the views text decides.
        #expect(LayoutEngine.layout(document).flatMap(\.views).first { $0.object.id == "segments" }?.dependsOnText == true)
    }

    @Test func aProgressBarsFrameReachesAPointPastItsEighteenPointTrack() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <progressIndicator wantsLayer="YES" maxValue="1" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="20" y="161" width="260" height="20"/>
            </progressIndicator>
            """, constraints: """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """)
        // An 18-point alignment rectangle 20 points down (y up: 162 to 180), the frame a point beyond it.
        #expect(try Self.unambiguousFrame(of: "bar", in: document) == Rect(x: 20, y: 161, width: 260, height: 20))
    }

    @Test func anImageViewIsAsLargeAsTheImageTheResourcesList() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="20" y="148" width="32" height="32"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSCaution" id="cell"/>
            </imageView>
            """, constraints: LayoutFixture.pinnedAt("icon", top: 20), resources: #"<image name="NSCaution" width="32" height="32"/>"#)
        #expect(try Self.unambiguousFrame(of: "icon", in: document) == Rect(x: 20, y: 148, width: 32, height: 32))
    }

    @Test func aBorderlessImageButtonIsAsLargeAsItsImage() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="stop">
                <rect key="frame" x="20" y="166" width="14" height="14"/>
                <buttonCell key="cell" type="bevel" bezelStyle="rounded" image="NSStopProgressFreestandingTemplate" imagePosition="overlaps" alignment="center" controlSize="small" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="smallSystem"/>
                </buttonCell>
            </button>
            """, constraints: LayoutFixture.pinnedAt("stop", top: 20), resources: #"<image name="NSStopProgressFreestandingTemplate" width="14" height="14"/>"#)
        #expect(try Self.unambiguousFrame(of: "stop", in: document) == Rect(x: 20, y: 166, width: 14, height: 14))
    }

    @Test func anUntitledBoxsFrameReachesPastItsBorder() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <box titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="17" y="16" width="266" height="166"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="3" y="5" width="260" height="158"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </box>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="b"/>
            """)
        // The border is 20 points in from each edge; the frame reaches 3 to the sides, 2 above, 4 below (y up).
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 17, y: 16, width: 266, height: 166))
    }

    @Test func aBoxTitledAtTheTopHasItsTitleAtItsFramesTopAndItsContentWhereStored() throws {
        // MacDown's Markdown preferences (Xcode 6): a titled box 20 points in is stored at 17, 3
        // wider each side and 4 below its bezel; the check boxes pinned 16 points inside it and
        // 11 above its bezel's bottom sit where stored in its content view, a point above the
        // frame's bottom.
        let document = try LayoutFixture.appKitRoot(tools: "6254", """
            <box autoresizesSubviews="NO" title="Block formatting" borderType="line" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="17" y="106" width="181" height="74"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="1" y="1" width="179" height="58"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="child">
                            <rect key="frame" x="18" y="14" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="cw"/>
                                <constraint firstAttribute="height" constant="20" id="ch"/>
                            </constraints>
                        </customView>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="child" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstAttribute="bottom" secondItem="child" secondAttribute="bottom" constant="11" id="c2"/>
                </constraints>
            </box>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="box" firstAttribute="width" constant="175" id="w"/>
            <constraint firstItem="box" firstAttribute="height" constant="70" id="h"/>
            """)
        let layouts = LayoutEngine.layout(document)
        // y up: the frame's top 20 points below the root's, its bottom 4 below the bezel's.
        #expect(layouts.frame(of: "box") == Rect(x: 17, y: 200 - 20 - 74, width: 181, height: 74))
        // In the content view (1 point in from the frame): 16 from the bezel's leading edge
        // (3 + 16 - 1), 11 above its bottom (4 + 11 - 1).
        #expect(layouts.frame(of: "child") == Rect(x: 18, y: 14, width: 100, height: 20))
    }

    /// A textured rounded button titled `title`, stored `height` tall at `y` (y up), pinned 20
    /// points from the root's leading edge and bottom, saved by the Xcode of `tools`.
    static func texturedButton(_ title: String, width: Int, height: Int, y: Int, tools: String) throws -> Document {
        try LayoutFixture.appKitRoot(tools: tools, """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="20" y="\(y)" width="\(width)" height="\(height)"/>
                <buttonCell key="cell" type="roundTextured" title="\(title)" bezelStyle="texturedRounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="button-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, constraints: """
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="bottom" secondItem="button" secondAttribute="bottom" constant="20" id="b"/>
            """)
    }

    @Test func beforeMacOS11ATexturedButtonsShadowReachesTwoPointsBelowItsBezel() throws {
        // MacPass's welcome window (Xcode 6): buttons 20 points above the bottom are stored at 18.
        let older = try Self.texturedButton("Open Database…", width: 123, height: 25, y: 18, tools: "6250")
        #expect(try Self.unambiguousFrame(of: "button", in: older) == Rect(x: 20, y: 18, width: 123, height: 25))
        // One stored 23 points tall is its bezel (Gifski's completion buttons, Xcode 10).
        let flat = try Self.texturedButton("Copy", width: 93, height: 23, y: 20, tools: "14490.70")
        #expect(try Self.unambiguousFrame(of: "button", in: flat).y == 20)
    }

    @Test func aSmallComboBoxsBezelReachesBelowAndRightOfItsTextBox() throws {
        let document = try LayoutFixture.appKitRoot(tools: "17156", """
            <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="combo">
                <rect key="frame" x="20" y="158" width="63" height="22"/>
                <constraints>
                    <constraint firstAttribute="width" constant="60" id="w"/>
                </constraints>
                <comboBoxCell key="cell" controlSize="small" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" id="cell">
                    <font key="font" metaFont="message" size="11"/>
                </comboBoxCell>
            </comboBox>
            """, constraints: LayoutFixture.pinnedAt("combo", top: 21))
        // A 60 × 17 text box 21 points down; the frame reaches 1 above, 4 below and 3 to the right (y up).
        #expect(LayoutEngine.layout(document).frame(of: "combo") == Rect(x: 20, y: 158, width: 63, height: 22))
    }

    /// A regular help button stored at `x`, `y` (y up) in its 25-point frame.
    static func helpButton(x: Int, y: Int) -> String {
        """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
            <rect key="frame" x="\(x)" y="\(y)" width="25" height="25"/>
            <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    @Test func aHelpButtonsFrameReachesPastItsCircleAndShadow() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", Self.helpButton(x: 257, y: 16), constraints: """
            <constraint firstAttribute="trailing" secondItem="help" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstAttribute="bottom" secondItem="help" secondAttribute="bottom" constant="20" id="b"/>
            """)
        // The 21-point circle ends 20 points from the corner; the frame reaches 2 to the side, 4 below (y up).
        #expect(LayoutEngine.layout(document).frame(of: "help") == Rect(x: 257, y: 16, width: 25, height: 25))
    }

    @Test func fromMacOS11AHelpButtonsCircleStartsAPointBelowItsFrame() throws {
        // Vienna's advanced preferences (Xcode 16 and 26, macOS 11 to 15's bezels): a column tied
        // from top to bottom through the help button adds up to its stored frames only with a
        // 20-point circle a point below the frame's top.
        let document = try LayoutFixture.appKitRoot(tools: "23727", Self.helpButton(x: 18, y: 150), constraints: """
            <constraint firstItem="help" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="help" firstAttribute="top" secondItem="root" secondAttribute="top" constant="26" id="t"/>
            <constraint firstAttribute="bottom" secondItem="help" secondAttribute="bottom" constant="154" id="b"/>
            """)
        // 26 + 20 + 154 = 200: the circle fits exactly, the frame a point above it and 4 below (y up).
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.conflicts).isEmpty)
        #expect(layouts.frame(of: "help") == Rect(x: 18, y: 150, width: 25, height: 25))
    }

    @Test func aSmallHelpButtonsFrameIsItsCircleAndAPointOfShadow() throws {
        // CotEditor's find preferences: the small help button 12 points from the corner.
        let document = try LayoutFixture.appKitRoot(tools: "14460.31", """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
                <rect key="frame" x="270" y="11" width="18" height="19"/>
                <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="smallSystem"/>
                </buttonCell>
            </button>
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="help" secondAttribute="trailing" constant="12" id="r"/>
            <constraint firstAttribute="bottom" secondItem="help" secondAttribute="bottom" constant="12" id="b"/>
            """)
        #expect(LayoutEngine.layout(document).frame(of: "help") == Rect(x: 270, y: 11, width: 18, height: 19))
    }

    @Test(arguments: [("14868", 152.0), ("22505", 153.0)])
    func aPushButtonsBezelSitsLowerInItsFrameSinceMacOS11(tools: String, frameY: Double) throws {
        let document = try LayoutFixture.appKitRoot(tools: tools, """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="push">
                <rect key="frame" x="14" y="153" width="76" height="32"/>
                <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, constraints: LayoutFixture.pinnedAt("push", top: 20))
        // A 21-point bezel 4 points below the frame's top, or (Xcode 12 on) a 20-point one 5 below:
        // the same 32-point frame, a point lower (y up).
        let frame = try #require(LayoutEngine.layout(document).frame(of: "push"))
        #expect(frame.y == frameY && frame.height == 32, "\(frame)")
    }

    @Test func aBevelButtonsFrameIsItsAlignmentRectangleWhateverBezelItNames() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="bevel">
                <rect key="frame" x="20" y="130" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="w"/>
                    <constraint firstAttribute="height" constant="50" id="h"/>
                </constraints>
                <buttonCell key="cell" type="bevel" bezelStyle="rounded" image="play" imagePosition="only" alignment="center" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, constraints: LayoutFixture.pinnedAt("bevel", top: 20))
        #expect(LayoutEngine.layout(document).frame(of: "bevel") == Rect(x: 20, y: 130, width: 50, height: 50))
    }

    @Test(arguments: ["button", "popUpButton"])
    func aBorderedSquareButtonsFrameReachesAPointAboveAndBelow(element: String) throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <\(element) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                <rect key="frame" x="20" y="157" width="24" height="23"/>
                <constraints>
                    <constraint firstAttribute="width" constant="24" id="w"/>
                    <constraint firstAttribute="height" constant="21" id="h"/>
                </constraints>
                <\(element)Cell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" alignment="center" borderStyle="border" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </\(element)Cell>
            </\(element)>
            """, constraints: LayoutFixture.pinnedAt("add", top: 21))
        // A 24 × 21 alignment rectangle 21 points down; the frame adds a point above and below, none at the sides.
        #expect(LayoutEngine.layout(document).frame(of: "add") == Rect(x: 20, y: 157, width: 24, height: 23))
    }

    /// A pop-up pinned only at its leading edge and top, its menu holding `items`.
    static func popUp(items: [String]) throws -> Document {
        try PopUpButtonLayoutTests.popUp(tools: "22505", items: items, cellAttributes: #"title="\#(items[0])" selectedItem="item0""#)
    }

    @Test func aPopUpButtonIsAsWideAsItsWidestItemSoItsWidthIsNeverAmbiguous() throws {
        let short = LayoutEngine.layout(try Self.popUp(items: ["Short", "Shorter"]))
        let long = LayoutEngine.layout(try Self.popUp(items: ["Short", "A much longer menu item"]))
        #expect(short.flatMap(\.ambiguities).isEmpty && long.flatMap(\.ambiguities).isEmpty)
        let shortWidth = try #require(short.frame(of: "popUp")?.width), longWidth = try #require(long.frame(of: "popUp")?.width)
        // The widest title, whichever item is selected, and 28 points of bezel ends and arrows (plus the 3-point insets).
        #expect(longWidth > shortWidth + 60, "\(longWidth) against \(shortWidth)")
        #expect(shortWidth > 28 + 6 + 30 && shortWidth < 28 + 6 + 60, "\(shortWidth)")
    }

    @Test func aPopUpButtonsBezelReachesPastItsAlignmentRectangle() throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                <rect key="frame" x="18" y="156" width="105" height="25"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                </constraints>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="menu"/>
                </popUpButtonCell>
            </popUpButton>
            """, constraints: LayoutFixture.pinnedAt("popUp", top: 20))
        // A 21-point alignment rectangle; before macOS 11 the bezel reaches 1 above, 2 to the left and 3
        // to the right and below (y up), as WWDC's pop-ups tied to their labels stand.
        #expect(LayoutEngine.layout(document).frame(of: "popUp") == Rect(x: 18, y: 156, width: 105, height: 25))
    }

    @Test func aBoxIsAsTallAsWhatItsContentViewsConstraintsHold() throws {
        // Sequel-Ace's Preferences.xib: a borderless custom box whose content view holds a
        // 22-point row 9 points from each edge; nothing outside the box sets its height.
        let document = try LayoutFixture.appKitRoot(tools: "24765", """
            <box boxType="custom" borderType="none" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="160" width="300" height="40"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="20" y="9" width="260" height="22"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="22" id="row-h"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="top" secondItem="content" secondAttribute="top" constant="9" id="row-t"/>
                        <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="9" id="row-b"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="row-l"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="20" id="row-r"/>
                    </constraints>
                </view>
            </box>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="box-t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="box-l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="box-r"/>
            """)
        let layout = try #require(LayoutEngine.layout(document).first { $0.root.id == "root" })
        #expect(layout.views.first { $0.object.id == "box" }?.frame == Rect(x: 0, y: 160, width: 300, height: 40))
        #expect(!layout.ambiguities.contains { $0.object.id == "box" })
        // The content view is laid out with its box, not as a drawing of its own.
        #expect(!LayoutEngine.layout(document).contains { $0.root.id == "content" })
    }

    @Test(arguments: [("metaFont=\"system\"", 162.0), ("usesAppearanceFont=\"YES\"", 161.0)])
    func aBezelFieldInTheControlsOwnFontDrawsItsLineAPointLower(font: String, labelY: Double) throws {
        // OpenEmu's shader preset sheet: "Name:" on the baseline of a field in the appearance font,
        // 3 points below its top; beside a field in the system font (CotEditor's, Vienna's), 2.
        let field = """
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="68" y="159" width="200" height="21"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="fw"/>
                </constraints>
                <textFieldCell key="cell" scrollable="YES" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="field-cell">
                    <font key="font" \(font)/>
                </textFieldCell>
            </textField>
            """
        let constraints = LayoutFixture.pinnedAt("control", top: 20) + """

            <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="control" secondAttribute="firstBaseline" id="b"/>
            <constraint firstItem="control" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="h"/>
            """
        let document = try LayoutFixture.appKitRoot(tools: "21701", field + "\n" + LayoutFixture.appKitLabel("label", title: "Name:"), constraints: constraints)
        let layout = LayoutEngine.layout(document)
        let label = try #require(layout.frame(of: "label")), control = try #require(layout.frame(of: "control"))
        // y up: the field's frame 200 - 20 - 21.
        #expect(control.y == 159 && label.y == labelY, "\(control) \(label)")
    }
}
