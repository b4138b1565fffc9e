import IBDocument
import IBLayout
import Testing

/// Controls whose drawing ibkit does not model still have a natural size: the one Interface
/// Builder stored, or the one the document's resources give their image.
@Suite struct UnmodelledControlTests {
    /// A 300 × 200 root with `control` pinned 20 points from the leading edge and a 13-point
    /// label 4 points after it, both centred on the root.
    static func besideALabel(_ control: String, tools: String = "22505", resources: String = "") throws -> Document {
        try LayoutFixture.appKitRoot(tools: tools, control + LayoutFixture.appKitLabel("label", x: 60, y: 92), constraints: """
            <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="control" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="control" secondAttribute="trailing" constant="4" id="gap"/>
            <constraint firstItem="label" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy2"/>
            """, resources: resources)
    }

    @Test func anInlineButtonKeepsTheSizeInterfaceBuilderStoredAndPlacesWhatFollowsIt() throws {
        // WWDC's download list and Vienna's unread counts: an inline bezel ibkit does not draw.
        let document = try Self.besideALabel("""
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="91" width="18" height="19"/>
                <buttonCell key="cell" type="inline" title="0" bezelStyle="inline" alignment="center" id="control-cell">
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "control")?.width == 18)
        // The label's frame starts 2 points before its text, 4 after the button's 18.
        #expect(abs((layouts.frame(of: "label")?.x ?? 0) - (20 + 18 + 4 - 2)) < 0.01, "\(String(describing: layouts.frame(of: "label")))")
    }

    @Test func aSymbolImageViewIsAsLargeAsTheResourcesListItsSymbol() throws {
        // Vienna's warning triangle: listed 17 × 15; the button after it in its stack starts 17 + 4 on.
        let document = try Self.besideALabel("""
            <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="89" width="17.5" height="22"/>
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="control-cell">
                    <imageReference key="image" image="exclamationmark.triangle.fill" catalog="system" symbolScale="default"/>
                </imageCell>
            </imageView>
            """, resources: #"<image name="exclamationmark.triangle.fill" catalog="system" width="17" height="15"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(abs((layouts.frame(of: "label")?.x ?? 0) - (20 + 17 + 4 - 2)) < 0.01, "\(String(describing: layouts.frame(of: "label")))")
    }

    @Test func anAppKitSegmentedControlShowingAnImageKeepsItsStoredWidth() throws {
        // WWDC's filter bar: a segment showing only an image the resources list at 19 × 19.
        let document = try Self.besideALabel("""
            <segmentedControl verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="18" y="88" width="100" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="control-cell">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment label="All" selected="YES"/>
                        <segment image="downloaded"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """, resources: #"<image name="downloaded" width="19" height="19"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "control")?.width == 100)
    }

    @Test func aMiniSliderKeepsItsStoredHeightSoWhatHangsFromItIsPlaced() throws {
        // keycastr's fade slider (Xcode 26): mini, centred on its label, its captions below it.
        let document = try Self.besideALabel("""
            <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="18" y="92" width="204" height="17"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="w"/>
                </constraints>
                <sliderCell key="cell" controlSize="mini" state="on" alignment="left" maxValue="1" doubleValue="0.25" tickMarkPosition="above" sliderType="linear" id="control-cell"/>
            </slider>
            """, tools: "24506")
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "control")?.height == 17)
    }

    @Test func anIOSImageViewNamingASymbolByReferenceKeepsItsStoredSize() throws {
        // WordPress's "info.circle" icon (Xcode 13): an `<imageReference>`, listed at 128 × 121.
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="46"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                        <rect key="frame" x="20" y="13" width="20" height="20"/>
                        <imageReference key="image" image="info.circle" catalog="system" symbolScale="default"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="control" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                </constraints>
            </view>
            """, tools: "18122", resources: #"<image name="info.circle" catalog="system" width="128" height="121"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "control") == Rect(x: 20, y: 13, width: 20, height: 20))
    }
}
