import IBDocument
import IBLayout
import Testing

/// What UIKit does with a document's constraints, one behaviour per test.
@Suite struct LayoutSemanticsTests {
    @Test func edgesAndSizesPlaceAView() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: LayoutFixture.size100x50, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t"/>
            """))
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func marginAttributesUseUIKitsEightPointDefault() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: LayoutFixture.size100x50, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
            """))
        #expect(LayoutEngine.layout(document).frame(of: "box") == Rect(x: 8, y: 8, width: 100, height: 50))
    }

    /// The iPhone 15's sensor housing makes a 59-point safe area; a controller's view has 16-point margins.
    static let controllerView = """
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="59" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="end">
                    <rect key="frame" x="273" y="59" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w2"/>
                        <constraint firstAttribute="height" constant="50" id="h2"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="end" secondAttribute="trailing" constant="20" id="r"/>
                <constraint firstItem="end" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t2"/>
            </constraints>
        </view>
        """

    @Test func aControllersViewHasTheDevicesSafeAreaAndSystemMargins() throws {
        let layouts = LayoutEngine.layout(try LayoutFixture.storyboard(Self.controllerView))
        #expect(layouts.frame(of: "box") == Rect(x: 16, y: 59, width: 100, height: 50))
    }

    @Test func aControllersViewNarrowerThan400PointsHasSixteenPointMarginsEvenOnAnIPad() throws {
        // A child's view, as wide as the container that shows it: iPads give 20 points to wider views.
        let narrow = Self.controllerView.replacingOccurrences(of: #"width="393" height="852""#, with: #"width="240" height="189""#)
        let layouts = LayoutEngine.layout(try LayoutFixture.storyboard(device: "ipad9_7", tools: "11762", narrow))
        #expect(layouts.frame(of: "box")?.x == 16)
        let wide = LayoutEngine.layout(try LayoutFixture.storyboard(device: "ipad9_7", tools: "11762", Self.controllerView.replacingOccurrences(of: #"width="393" height="852""#, with: #"width="768" height="1024""#)))
        #expect(wide.frame(of: "box")?.x == 20)
    }

    @Test func aNavigationBarsMetricsAddItsHeightToTheSafeArea() throws {
        let document = try LayoutFixture.storyboard(Self.controllerView, extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        #expect(LayoutEngine.layout(document).frame(of: "box")?.y == 103)
    }

    @Test func aNavigationItemAloneDrawsNoBar() throws {
        // Nothing puts the controller in a navigation controller: it is made from its identifier.
        let document = try LayoutFixture.storyboard(Self.controllerView, extra: #"<navigationItem key="navigationItem" id="nav"/>"#)
        #expect(LayoutEngine.layout(document).frame(of: "box")?.y == 59)
    }

    @Test func anotherDeviceMovesWhatHangsOnTheTrailingEdge() throws {
        let document = try LayoutFixture.storyboard(Self.controllerView)
        #expect(LayoutEngine.layout(document).frame(of: "end")?.x == 273)
        let small = try #require(LayoutDevice.named("retina4_7"))
        let layouts = LayoutEngine.layout(document, device: small)
        // As the canvas of Xcode 11 and later shows it: no status bar above the safe area.
        #expect(layouts.frame(of: "end") == Rect(x: 255, y: 0, width: 100, height: 50))
        #expect(layouts.frame(of: "box") == Rect(x: 16, y: 0, width: 100, height: 50))
    }

    @Test func anAutoresizingMaskStretchesWithItsSuperview() throws {
        let view = """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <view contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="20" y="100" width="353" height="50"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </view>
            """
        let document = try LayoutFixture.storyboard(view)
        #expect(LayoutEngine.layout(document).frame(of: "bar") == Rect(x: 20, y: 100, width: 353, height: 50))
        let small = try #require(LayoutDevice.named("retina4_7"))
        let layouts = LayoutEngine.layout(document, device: small)
        #expect(layouts.frame(of: "bar") == Rect(x: 20, y: 100, width: 335, height: 50))
    }

    @Test func aSwitchTakesItsIntrinsicSizeAndItsFrameReachesPastItsAlignmentRect() throws {
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="251" y="20" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="r"/>
                    <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                </constraints>
            </view>
            """)
        // The alignment rectangle is 49 wide and ends 20 points from the edge; the frame is 2 wider.
        #expect(LayoutEngine.layout(document).frame(of: "toggle") == Rect(x: 251, y: 20, width: 51, height: 31))
    }

    @Test func stackedSlidersStandAPointCloserThanTheirFrames() throws {
        let sliders = ["upper", "lower"].enumerated().map { index, id in
            """
                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="18" y="\(20 + 50 * index)" width="284" height="31"/>
                </slider>
            """
        }.joined(separator: "\n")
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
            \(sliders)
                </subviews>
                <constraints>
                    <constraint firstItem="upper" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                    <constraint firstAttribute="trailing" secondItem="upper" secondAttribute="trailing" constant="20" id="r1"/>
                    <constraint firstItem="upper" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                    <constraint firstItem="lower" firstAttribute="leading" secondItem="upper" secondAttribute="leading" id="l2"/>
                    <constraint firstItem="lower" firstAttribute="trailing" secondItem="upper" secondAttribute="trailing" id="r2"/>
                    <constraint firstItem="lower" firstAttribute="top" secondItem="upper" secondAttribute="bottom" constant="20" id="t2"/>
                </constraints>
            </view>
            """)
        // The 30-point alignment rectangle sits in a 31-point frame that reaches 2 points to each side.
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "upper") == Rect(x: 18, y: 20, width: 284, height: 31))
        #expect(layouts.frame(of: "lower") == Rect(x: 18, y: 70, width: 284, height: 31))
    }

    /// A 17-point system label pinned to the top left, in a document of the Xcode of `tools`.
    static func systemLabel(tools: String, font: String = #"type="system" pointSize="17""#) throws -> Document {
        try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" width="42" height="20.5"/>
                        <fontDescription key="fontDescription" \(font)/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                </constraints>
            </view>
            """, tools: tools)
    }

    @Test func aLabelIsAsTallAsItsFontsLineRoundedToThePixel() throws {
        let layout = try #require(LayoutEngine.layout(try Self.systemLabel(tools: "22505")).first?.views.first)
        #expect(layout.frame.height == 20.5)
        #expect(abs(layout.frame.width - 42) <= 1.5)
        #expect(layout.dependsOnText)
    }

    @Test func beforeXcode7TheSystemFontWasHelveticaNeueWithItsTallerLine() throws {
        let layout = try #require(LayoutEngine.layout(try Self.systemLabel(tools: "7706")).first?.views.first)
        #expect(layout.frame.height == 21)
    }

    @Test func beforeXcode7TheTextStylesSetHelveticaNeueWithoutItsLeading() throws {
        let document = try Self.systemLabel(tools: "4510", font: #"style="UICTFontTextStyleBody""#)
        let layout = try #require(LayoutEngine.layout(document).first?.views.first)
        #expect(layout.frame.height == 20)
    }

    @Test func sinceIOS9HelveticaNeuesRegularFaceSetsItsLinesWithoutLeadingAndItsLightFaceWith() throws {
        // owncloud's 17-point cell titles (Xcode 7) stand 20 tall; the Light labels of Ray
        // Wenderlich's samples 21.
        for (name, height) in [("HelveticaNeue", 20.0), ("HelveticaNeue-Light", 21.0)] {
            let document = try Self.systemLabel(tools: "10116", font: #"name="\#(name)" family="Helvetica Neue" pointSize="17""#)
            let layout = try #require(LayoutEngine.layout(document).first?.views.first)
            #expect(layout.frame.height == height, "\(name)")
        }
    }

    @Test func sinceIOS13ABorderlessTextFieldIsAtLeast22PointsTall() throws {
        // Simplenote's Body tag field (Xcode 12) is stored 22 tall; GoMap's Title 3 fields 24.
        func field(_ style: String, tools: String) throws -> Double? {
            let document = try LayoutFixture.pinned([("field", """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="tag" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="20" y="20" width="40" height="22"/>
                    <fontDescription key="fontDescription" style="\(style)"/>
                </textField>
                """, 20)], tools: tools)
            return LayoutEngine.layout(document).frame(of: "field")?.height
        }
        #expect(try field("UICTFontTextStyleBody", tools: "17701") == 22)
        #expect(try field("UICTFontTextStyleTitle3", tools: "17701") == 24)
        #expect(try field("UICTFontTextStyleBody", tools: "14490") == 21)
    }

    /// A label that may wrap, pinned at its leading edge and top, stored `width` points wide.
    static func wrappingLabel(width: Double) throws -> Document {
        try LayoutFixture.pinned([("label", """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Collect in background" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="20" width="\(width)" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, 20)])
    }

    @Test func aWrappingLabelStoredAFewPercentNarrowerThanItsEstimateKeepsOneLine() throws {
        // Interface Builder measured the text with the real font: if the estimate is 3% wider than
        // the stored width, the text still fits there, and the label stays one line at its own width.
        let estimate = try #require(LayoutEngine.layout(try Self.wrappingLabel(width: 300)).frame(of: "label"))
        let stored = (estimate.width / 1.03).rounded(.down)
        let layout = try #require(LayoutEngine.layout(try Self.wrappingLabel(width: stored)).frame(of: "label"))
        #expect(layout.height == estimate.height && layout.width == estimate.width, "\(layout) against \(estimate)")
    }

    @Test func theHeadlineStyleIsSemiboldSoWiderThanTheBodyStyle() throws {
        let labels = [("headline", "UICTFontTextStyleHeadline", 20), ("body", "UICTFontTextStyleBody", 60)].map { id, style, top in
            (id, """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Collect in background" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="20" y="\(top)" width="170" height="21"/>
                    <fontDescription key="fontDescription" style="\(style)"/>
                </label>
                """, top)
        }
        let layouts = LayoutEngine.layout(try LayoutFixture.pinned(labels))
        let headline = try #require(layouts.frame(of: "headline")), body = try #require(layouts.frame(of: "body"))
        // Headline is measured with the semibold table, a few percent wider than the regular one
        // (the fitted scales of the two faces); both are rounded to the pixel.
        #expect(headline.width > body.width * 1.02 && headline.width < body.width * 1.08, "\(headline.width) against \(body.width)")
    }

    /// Buttons titled `title`, one below the other, each with its own attributes and children.
    static func buttons(title: String, _ variants: [(id: String, attributes: String, children: String)]) throws -> Document {
        try LayoutFixture.pinned(variants.enumerated().map { index, variant in
            let top = 20 + 60 * index
            return (variant.id, """
                <button opaque="NO" contentMode="scaleToFill" \(variant.attributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(variant.id)">
                    <rect key="frame" x="20" y="\(top)" width="80" height="30"/>
                    \(variant.children)
                    <state key="normal" title="\(title)"/>
                </button>
                """, top)
        })
    }

    @Test func contentInsetsThatPadATitleVerticallyReplaceTheButtonsOwnPadding() throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#
        let layouts = LayoutEngine.layout(try Self.buttons(title: "Left", [
            ("plain", #"buttonType="system" "#, font),
            ("padded", #"buttonType="system" "#, font + #"<inset key="contentEdgeInsets" minX="16" minY="6" maxX="16" maxY="6"/>"#),
        ]))
        // A 17-point line: 6 points above and below by itself (Firebase's 14-point buttons stand 29
        // tall), or the insets' 6 and 6.
        #expect(layouts.frame(of: "plain")?.height == 29)
        #expect(layouts.frame(of: "padded")?.height == 29)
    }

    @Test func sinceXcode11AButtonsTitleIsAWholeNumberOfPointsWide() throws {
        // GoMap's, VLC's and Simplenote's unconstrained buttons: widths in whole points at 3×, not pixels.
        for title in ["Go to B", "Back to B", "Sign In"] {
            let width = try #require(LayoutEngine.layout(try Self.buttons(title: title, [("plain", #"buttonType="system" "#, "")])).frame(of: "plain")?.width)
            #expect(width == width.rounded(), "\(title): \(width)")
        }
    }

    @Test func aSegmentedControlsSegmentsShareTheWidestTitlesWidth() throws {
        let controls = [("equal", "", 20), ("byContent", #"apportionsSegmentWidthsByContent="YES" "#, 80)].map { id, apportion, top in
            (id, """
                <segmentedControl opaque="NO" contentMode="scaleToFill" \(apportion)contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="20" y="\(top)" width="121" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                """, top)
        }
        let layouts = LayoutEngine.layout(try LayoutFixture.pinned(controls))
        // Pinned at one corner, a segmented control's width is its segments', never ambiguous.
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
        let equal = try #require(layouts.frame(of: "equal")), byContent = try #require(layouts.frame(of: "byContent"))
        // Interface Builder's default control is 121 points wide: twice the wider title, with padding.
        // The padding is an estimate (the corpus's few unconstrained controls scatter 4 points
        // either side of it with the published tracking), so this holds to 4 points.
        #expect(abs(equal.width - 121) <= 4, "\(equal.width)")
        #expect(byContent.width < equal.width, "\(byContent.width) against \(equal.width)")
    }

    @Test func aSegmentedControlsFrameReachesAPointBelowWhatHangsFromItInEveryXcode() throws {
        // RxSwift's (Xcode 11), VLC's and GoMap's controls: 32-point frames, the next view 31 below.
        for (tools, height) in [("10117", 28.0), ("18122", 31.0), ("24506", 31.0)] {
            let document = try LayoutFixture.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(height + 1)"/>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                        </segmentedControl>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="0.0" y="\(height)" width="320" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="segments" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="segments" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="segments" secondAttribute="trailing" id="r"/>
                        <constraint firstItem="below" firstAttribute="top" secondItem="segments" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
                        <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" id="r2"/>
                        <constraint firstItem="below" firstAttribute="height" constant="20" id="h"/>
                    </constraints>
                </view>
                """, tools: tools)
            let layouts = LayoutEngine.layout(document)
            #expect(layouts.frame(of: "segments")?.height == height + 1, "tools \(tools)")
            #expect(layouts.frame(of: "below")?.y == height, "tools \(tools)")
        }
    }

    @Test func aTitledButtonIsNeverNarrowerThan30Points() throws {
        // GoMap's "OK", ello's "Inv", EZAudio's "Play": stored 30 wide, their titles narrower.
        let layouts = LayoutEngine.layout(try Self.buttons(title: "OK", [("short", #"buttonType="system" "#, "")]))
        #expect(layouts.frame(of: "short")?.width == 30)
        let longer = LayoutEngine.layout(try Self.buttons(title: "Sign In", [("long", #"buttonType="system" "#, "")]))
        #expect((longer.frame(of: "long")?.width ?? 0) > 30)
    }

    @Test(arguments: [("11762", 22.0), ("23727", 77.0 / 3)])
    func anInfoButtonIsItsGlyph(tools: String, side: Double) throws {
        // AliSoftware's info button of Xcode 9 is 22 points square; GoMap's of Xcode 16, the
        // symbol iOS 13 drew it with, 25.67. An untitled custom button is 30.
        let buttons = [("info", #"buttonType="infoLight" "#), ("plain", "")].enumerated().map { index, button in
            (button.0, """
                <button opaque="NO" contentMode="scaleToFill" \(button.1)translatesAutoresizingMaskIntoConstraints="NO" id="\(button.0)">
                    <rect key="frame" x="20" y="\(20 + 60 * index)" width="30" height="30"/>
                </button>
                """, 20 + 60 * index)
        }
        let layouts = LayoutEngine.layout(try LayoutFixture.pinned(buttons, tools: tools))
        let info = try #require(layouts.frame(of: "info")), plain = try #require(layouts.frame(of: "plain"))
        #expect(abs(info.width - side) < 0.2 && abs(info.height - side) < 0.2, "\(info)")
        #expect(plain.width == 30 && plain.height == 30, "\(plain)")
    }

    @Test func aCustomButtonWithoutAFontHasAnEighteenPointTitle() throws {
        let layouts = LayoutEngine.layout(try Self.buttons(title: "Sign In", [("custom", "", ""), ("system", #"buttonType="system" "#, "")]))
        // A 22-point line (18-point system) or an 18-point one (15-point), 6 points above and below.
        #expect(layouts.frame(of: "custom")?.height == 34)
        #expect(layouts.frame(of: "system")?.height == 30)
    }

    @Test func tvOSTextStylesAreSizedForAScreenAcrossTheRoom() throws {
        let document = try Document.parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="22505" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES">
                <device id="appleTV" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Server" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="90" y="60" width="120" height="46"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="90" id="l"/>
                            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """)
        // Headline is 38 points on tvOS (17 on iOS): a 46-point line on the 1-pixel-per-point screen.
        #expect(LayoutEngine.layout(document).frame(of: "label")?.height == 46)
    }
}
