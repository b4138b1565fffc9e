import IBDocument
import IBLayout
import Testing

/// AppKit controls' frames around their alignment rectangles in each generation of bezels: the
/// designer's macOS drew them, and the frames Interface Builder stores follow.
@Suite struct AppKitControlEraTests {
    /// A control pinned 20 points from the leading edge and 20 below the top of a 300 × 200 view.
    static func pinned(_ control: String, tools: String, besides: String = "", dependencies: String = "") throws -> Document {
        try LayoutFixture.appKitRoot(tools: tools, control + "\n" + besides, constraints: LayoutFixture.pinnedAt("control", top: 20), dependencies: dependencies)
    }

    static func checkBox(size: String = "regular", type: String = "check", width: Int = 60, height: Int = 18) -> String {
        """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="18" y="163" width="\(width)" height="\(height)"/>
            <buttonCell key="cell" type="\(type)" title="Wrap" bezelStyle="regularSquare" imagePosition="left" controlSize="\(size)" inset="2" id="cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    /// A push button elsewhere in the document, stored `height` points tall: the bezel's era.
    static func otherPushButton(height: Int) -> String {
        """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="other">
            <rect key="frame" x="200" y="20" width="76" height="\(height)"/>
            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="other-cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    @Test(arguments: [("16096", 18.0, 2.0), ("22505", 18.0, 2.0)])
    func aCheckBoxReachesPastItsBoxOnTheLeft(tools: String, height: Double, left: Double) throws {
        let frame = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(), tools: tools)).frame(of: "control"))
        #expect(frame.x == 20 - left && frame.height == height, "\(frame)")
    }

    @Test func beforeMacOS11ARadioButtonsCircleReachesAPointFromItsFrame() throws {
        // CotEditor's radios: the frame a point left of and above the 16-point circle (y up: 200 - 19 - 18).
        let frame = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(type: "radio"), tools: "16096")).frame(of: "control"))
        #expect(frame.x == 19 && frame.y == 163 && frame.height == 18, "\(frame)")
    }

    @Test func sinceMacOS11ACheckBoxsTitleStartsEightPointsAfterItsBox() throws {
        let classic = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(), tools: "16096")).frame(of: "control"))
        let bigSur = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(), tools: "22505")).frame(of: "control"))
        // The same title, 4 points more of frame before it (Vienna's and macvim's natural widths).
        #expect(bigSur.width - classic.width == 4, "\(classic) \(bigSur)")
    }

    /// Another check box titled "Wrap", stored `width` points wide: the Mac that drew it.
    static func otherCheckBox(width: Double) -> String {
        """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="other">
            <rect key="frame" x="18" y="20" width="\(width)" height="18"/>
            <buttonCell key="cell" type="check" title="Wrap" bezelStyle="regularSquare" imagePosition="left" inset="2" id="other-cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    @Test func xcode12sCheckBoxesAtTheirNaturalWidthSayWhetherMacOS10Or11DrewThem() throws {
        // Xcode 12 ran on both. OpenEmu's alert test window: five check boxes 22 points wider than
        // their titles (macOS 10.15); macvim's preferences: seven 26 points wider (macOS 11).
        let catalina = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(), tools: "16096")).frame(of: "control"))
        let bigSur = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(), tools: "22505")).frame(of: "control"))
        #expect(bigSur.width - catalina.width == 4, "\(catalina) \(bigSur)")
        func control(besides width: Double) throws -> Rect {
            // The control's own stored frame fits neither Mac (a frame no wider than the title).
            let document = try Self.pinned(Self.checkBox(width: 30), tools: "17701", besides: Self.otherCheckBox(width: width))
            return try #require(LayoutEngine.layout(document).frame(of: "control"))
        }
        #expect(try control(besides: catalina.width) == catalina)
        #expect(try control(besides: bigSur.width) == bigSur)
        // A check box its constraints stretch says nothing: macOS 11's, as for every Xcode 12 document.
        #expect(try control(besides: catalina.width + 40) == bigSur)
    }

    @Test func aSmallCheckBoxBeforeMacOS11HoldsATwelvePointBox() throws {
        let frame = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(size: "small"), tools: "16096")).frame(of: "control"))
        // 18 points of frame, 3 above the box: the box's top is 20 below the root's (y up: 200 - 17 - 18).
        #expect(frame.x == 17 && frame.height == 18 && frame.y == 165, "\(frame)")
    }

    @Test func aSmallCheckBoxSinceMacOS11IsSixteenPointsTall() throws {
        let frame = try #require(LayoutEngine.layout(try Self.pinned(Self.checkBox(size: "small"), tools: "22505")).frame(of: "control"))
        #expect(frame.x == 19 && frame.height == 16, "\(frame)")
    }

    @Test func aSmallCheckBoxSinceMacOS11HasItsTitle21PointsInAndAlone14PointsWide() throws {
        // CotEditor's find options and HandBrake's "Range:" at their natural widths: 5 points
        // narrower than a regular box before the same title; CotEditor's untitled ones 14 wide.
        func frame(_ box: String) throws -> Rect {
            try #require(LayoutEngine.layout(try Self.pinned(box, tools: "22505")).frame(of: "control"))
        }
        let small = try frame(Self.checkBox(size: "small")), regular = try frame(Self.checkBox())
        #expect(regular.width - small.width == 5, "\(regular) \(small)")
        let untitled = Self.checkBox(size: "small").replacingOccurrences(of: #"title="Wrap" "#, with: "")
        #expect(try frame(untitled).width == 14)
    }

    @Test func aLargePushButtonsFortyPointFrameHoldsATwentyEightPointBezel() throws {
        // pock's onboarding: "Open Preferences…" in a 152 × 40 frame, 6 points around its bezel (y up: 200 - 14 - 40).
        let button = """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="14" y="146" width="152" height="40"/>
                <buttonCell key="cell" type="push" title="Open Preferences…" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        let frame = try #require(LayoutEngine.layout(try Self.pinned(button, tools: "19115.2")).frame(of: "control"))
        #expect(frame.x == 14 && frame.y == 146 && frame.height == 40, "\(frame)")
        #expect(abs(frame.width - 152) <= 1, "\(frame)")
    }

    @Test func macOS26sControlsAreTheirAlignmentRectanglesAndThePushButtonsSayWhichMacDrewThem() throws {
        // Xcode 26 on macOS 15 stores 32-point push buttons; on macOS 26, 24-point ones.
        let tahoe = try Self.pinned(Self.checkBox(height: 16), tools: "24765", besides: Self.otherPushButton(height: 24))
        let sequoia = try Self.pinned(Self.checkBox(), tools: "24765", besides: Self.otherPushButton(height: 32))
        #expect(LayoutEngine.layout(tahoe).frame(of: "control")?.x == 20)
        #expect(LayoutEngine.layout(sequoia).frame(of: "control")?.x == 18)
        // macOS 26's check box frame is its 16-point alignment rectangle (Rectangle's settings).
        #expect(LayoutEngine.layout(tahoe).frame(of: "control")?.height == 16)
        #expect(LayoutEngine.layout(sequoia).frame(of: "control")?.height == 18)
    }

    static func pushButton(size: String, height: Int = 32) -> String {
        """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="14" y="153" width="76" height="\(height)"/>
            <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" controlSize="\(size)" borderStyle="border" inset="2" id="cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    /// Pinned 20 points in, Dozer's "Check for updates" (Xcode 12.3) is stored 13 points in, and so
    /// are Vienna's preference buttons (Xcode 26 on macOS 15); before macOS 11 (Xcode 11), 14.
    @Test(arguments: [("16096", 14.0), ("17701", 13.0), ("22505", 13.0), ("24765", 13.0)])
    func aPushButtonsBezelStandsSevenPointsInsideItsFrameOnMacOS11To15(tools: String, x: Double) throws {
        let frame = try #require(LayoutEngine.layout(try Self.pinned(Self.pushButton(size: "regular"), tools: tools)).frame(of: "control"))
        #expect(frame.x == x && frame.height == 32, "\(frame)")
    }

    @Test func macOS26sPushButtonIs24PointsTallAnd24WiderThanItsTitleAndXcode26OnMacOS15KeepsTheOlderBezel() throws {
        func frame(tools: String, height: Int) throws -> Rect {
            try #require(LayoutEngine.layout(try Self.pinned(Self.pushButton(size: "regular", height: height), tools: tools)).frame(of: "control"))
        }
        let xcode16 = try frame(tools: "22505", height: 32), sequoia = try frame(tools: "24765", height: 32), tahoe = try frame(tools: "24765", height: 24)
        // Vienna's "Select…" (Xcode 26 on macOS 15) is 34 points wider than its title, as in Xcode
        // 13 to 16; Sequel-Ace's and Rectangle's macOS 26 buttons 24, in a 24-point frame.
        #expect(sequoia.width == xcode16.width && sequoia.height == 32, "\(sequoia) \(xcode16)")
        #expect(tahoe.width == xcode16.width - 10 && tahoe.height == 24 && tahoe.x == 20, "\(tahoe) \(xcode16)")
    }

    @Test func macOS26sPushButtonAndBezelFieldCentreTheirLineSoALabelTiedByItsBaselineSharesTheirCentre() throws {
        // Sequel-Ace's font preference row: a 13-point label, a bezel field stretched to 24 points
        // and centred on a 24-point button, all three on one baseline (y up: the button 200 - 20 - 24).
        let label = LayoutFixture.appKitLabel("label") + """

            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="100" y="156" width="80" height="24"/>
                <constraints>
                    <constraint firstAttribute="width" constant="80" id="fw"/>
                    <constraint firstAttribute="height" constant="24" id="fh"/>
                </constraints>
                <textFieldCell key="cell" title="Menlo" borderStyle="bezel" drawsBackground="YES" id="field-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let constraints = """
            <constraint firstItem="label" firstAttribute="baseline" secondItem="control" secondAttribute="baseline" id="b1"/>
            <constraint firstItem="label" firstAttribute="baseline" secondItem="field" secondAttribute="firstBaseline" id="b2"/>
            <constraint firstItem="field" firstAttribute="centerY" secondItem="control" secondAttribute="centerY" id="c"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="control" secondAttribute="trailing" constant="8" id="h1"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="h2"/>
            """
        let document = try LayoutFixture.appKitRoot(tools: "24765", Self.pushButton(size: "regular", height: 24) + "\n" + label,
                                                    constraints: LayoutFixture.pinnedAt("control", top: 20) + "\n" + constraints)
        let layout = LayoutEngine.layout(document)
        let button = try #require(layout.frame(of: "control")), text = try #require(layout.frame(of: "label"))
        let field = try #require(layout.frame(of: "field"))
        #expect(button.y == 156 && button.height == 24, "\(button)")
        #expect(text.y + text.height / 2 == 168 && field.y == 156, "\(text) \(field)")
        #expect(layout.allSatisfy { $0.conflicts.isEmpty })
    }

    @Test func macOS26sPopUpIs24PointsTallWithItsLineCentred() throws {
        // Rectangle's pop-ups stand 24 tall; a 13-point label tied to one by its first baseline
        // (Sequel-Ace's preferences) has its top 4 points below the pop-up's (y up: 200 - 20 - 24).
        let popUp = """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="156" width="100" height="24"/>
                <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" id="cell">
                    <font key="font" metaFont="message"/>
                    <menu key="menu" id="menu"><items><menuItem title="Item" state="on" id="item"/></items></menu>
                </popUpButtonCell>
            </popUpButton>
            """ + LayoutFixture.appKitLabel("label", x: 128)
        let constraints = """
            <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="control" secondAttribute="firstBaseline" id="b"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="control" secondAttribute="trailing" constant="8" id="h"/>
            """
        let tahoe = try LayoutFixture.appKitRoot(tools: "24765", popUp + "\n" + Self.otherPushButton(height: 24),
                                                 constraints: LayoutFixture.pinnedAt("control", top: 20) + "\n" + constraints)
        let layout = LayoutEngine.layout(tahoe)
        let frame = try #require(layout.frame(of: "control")), label = try #require(layout.frame(of: "label"))
        #expect(frame.y == 156 && frame.height == 24, "\(frame)")
        #expect(label.y + label.height == 176, "\(label)")
    }

    @Test(arguments: [("16096", 15.0), ("22505", 14.0)])
    func aSmallPushButtonsFrameIs27PointsTall(tools: String, x: Double) throws {
        let frame = try #require(LayoutEngine.layout(try Self.pinned(Self.pushButton(size: "small"), tools: tools)).frame(of: "control"))
        #expect(frame.x == x && frame.height == 27, "\(frame)")
    }

    @Test func inXcode26EachCheckBoxsStoredHeightTellsItsBezel() throws {
        // Xcode 26 reframes only what the designer touched on macOS 26: beside a 24-point push
        // button (macOS 26's) a check box stored 18 tall keeps macOS 15's frame, and beside a
        // 32-point one a check box stored 16 tall is macOS 26's (Vienna's preferences hold both).
        func height(checkBox: Int, pushButton: Int) throws -> Double? {
            let document = try Self.pinned(Self.checkBox(height: checkBox), tools: "24765", besides: Self.otherPushButton(height: pushButton))
            return LayoutEngine.layout(document).frame(of: "control")?.height
        }
        #expect(try height(checkBox: 18, pushButton: 24) == 18)
        #expect(try height(checkBox: 16, pushButton: 32) == 16)
        #expect(try height(checkBox: 16, pushButton: 24) == 16)
        #expect(try height(checkBox: 18, pushButton: 32) == 18)
    }

    @Test func macOS26sSmallPushButtonIs20PointsTallAnd20WiderThanItsTitle() throws {
        // Vienna's "Show All Feeds" (Xcode 26 on macOS 26), centred in its bar: 100 × 20 around an
        // 80-point title; the frame is its alignment rectangle (y up: 200 - 20 - 20).
        let button = """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="160" width="100" height="20"/>
                <buttonCell key="cell" type="push" title="Show All Feeds" bezelStyle="rounded" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="cell">
                    <font key="font" metaFont="smallSystem"/>
                </buttonCell>
            </button>
            """
        let document = try Self.pinned(button, tools: "24765", besides: Self.otherPushButton(height: 24))
        #expect(LayoutEngine.layout(document).frame(of: "control") == Rect(x: 20, y: 160, width: 100, height: 20))
    }

    @Test func aSmallPopUpsFrameHoldsASixteenPointBezel() throws {
        let popUp = """
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="16" y="156" width="100" height="22"/>
                <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" controlSize="small" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" id="cell">
                    <font key="font" metaFont="smallSystem"/>
                    <menu key="menu" id="menu"><items><menuItem title="Item" state="on" id="item"/></items></menu>
                </popUpButtonCell>
            </popUpButton>
            """
        let frame = try #require(LayoutEngine.layout(try Self.pinned(popUp, tools: "22505")).frame(of: "control"))
        #expect(frame.x == 16 && frame.height == 22, "\(frame)")
    }

    @Test func aSlidersFrameReachesTwoPointsPastItsTrack() throws {
        let slider = """
            <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="18" y="155" width="204" height="24"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="width"/>
                </constraints>
                <sliderCell key="cell" continuous="YES" alignment="left" maxValue="1" doubleValue="0.5" tickMarkPosition="below" numberOfTickMarks="9" sliderType="linear" id="cell"/>
            </slider>
            """
        let frame = try #require(LayoutEngine.layout(try Self.pinned(slider, tools: "16096")).frame(of: "control"))
        #expect(frame.x == 18 && frame.width == 204, "\(frame)")
    }

    /// A color well held at 44 × 22 by its constraints, stored `width` × `height`.
    static func colorWell(width: Int, height: Int) -> String {
        """
        <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="control">
            <rect key="frame" x="17" y="152" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="44" id="width"/>
                <constraint firstAttribute="height" constant="22" id="height"/>
            </constraints>
            <color key="color" white="1" alpha="1" colorSpace="calibratedWhite"/>
        </colorWell>
        """
    }

    @Test func macOS26sColorWellReachesPastTheSizeItsConstraintsGiveIt() throws {
        // keycastr's visualizer preferences (Xcode 26): wells given 44 × 22 are stored 50 × 26.
        let tahoe = try #require(LayoutEngine.layout(try Self.pinned(Self.colorWell(width: 50, height: 26), tools: "24506")).frame(of: "control"))
        #expect(tahoe == Rect(x: 17, y: 200 - 20 - 22 - 2, width: 50, height: 26), "\(tahoe)")
        // Before macOS 26 the frame is the well (CotEditor's appearance pane, Xcode 11).
        let classic = try #require(LayoutEngine.layout(try Self.pinned(Self.colorWell(width: 44, height: 22), tools: "16096")).frame(of: "control"))
        #expect(classic == Rect(x: 20, y: 200 - 20 - 22, width: 44, height: 22), "\(classic)")
    }

    @Test func aPlaceholderToolsVersionTakesThePlugInsBuild() throws {
        let document = try Self.pinned(Self.pushButton(size: "regular"), tools: "32700.99.1234",
                                       dependencies: #"<plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>"#)
        #expect(document.header.toolsBuild == 22690)
        // So its push buttons are Xcode 15's, 7 points inside their frames.
        #expect(LayoutEngine.layout(document).frame(of: "control")?.x == 13)
    }
}
