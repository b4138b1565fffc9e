import IBDocument
@testable import IBLayout
import IBText
import Testing

/// iOS 15 buttons with a configuration: its title, image and font size them, not the state's.
@Suite struct ConfiguredButtonTests {
    static func button(_ configuration: String, tools: String = "22505") throws -> Document {
        try LayoutFixture.pinned([("button", """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="20" y="20" width="80" height="36"/>
                <state key="normal" title="Button"/>
                \(configuration)
            </button>
            """, 20)], tools: tools)
    }

    @Test func theConfigurationsTitleAndFontSizeTheButtonWithItsPadding() throws {
        let document = try Self.button("""
            <buttonConfiguration key="configuration" style="plain" title="Donate">
                <fontDescription key="titleFontDescription" type="system" pointSize="18"/>
            </buttonConfiguration>
            """)
        let frame = try #require(LayoutEngine.layout(document).frame(of: "button"))
        let metrics = TextMetrics(face: TextFace(.system), pointSize: 18, scale: 3, text: .standard)
        // 7 points above and below an 18-point line (21.48), rounded up to the pixel of this 2×
        // fixture (Xcode stores 35.67 at 3×); 12 each side.
        #expect(frame.height == 35.5, "\(frame)")
        #expect(abs(frame.width - (metrics.width(of: "Donate") + 24)) <= 0.5, "\(frame)")
    }

    /// GoMap's clear-cache buttons: a plain configuration showing the system's trash symbol, which
    /// the document lists at 117 × 128 (its proportions at 128 points) and Xcode draws 48 × 34. The
    /// stored size stands for the symbol's, an estimate, rather than a 141-point button.
    @Test(arguments: [true, false])
    func aSystemSymbolIsNotAsLargeAsTheDocumentListsIt(configured: Bool) throws {
        let content = configured
            ? #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>"#
            : #"<state key="normal" image="trash" catalog="system"/>"#
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="20" y="20" width="48" height="34"/>
                        \(content)
                    </button>
                </subviews>
                <constraints>\(LayoutFixture.pinnedAt("button", top: 20))</constraints>
            </view>
            """, tools: "24506", resources: #"<image name="trash" catalog="system" width="117" height="128"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "button") == Rect(x: 20, y: 20, width: 48, height: 34))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    @Test func withoutATitleFontTheTitleIsSeventeenPoints() throws {
        let document = try Self.button(#"<buttonConfiguration key="configuration" style="filled" title="Remove All"/>"#)
        let frame = try #require(LayoutEngine.layout(document).frame(of: "button"))
        // 20.29 + 14, at 2× (34.33 at 3×).
        #expect(frame.height == 34.5, "\(frame)")
    }

    /// Xcode 13's canvas sets a configured title without a font of its own at 14 points, with
    /// the same padding: petit-ami's "ENTRAR" is 79 × 31 on its 2× screen (tools 19162), WeScan's
    /// "Cancel" 69 × 31 (20037). Xcode 14's is 17 points.
    @Test(arguments: [("19162", 14.0), ("20037", 14.0), ("21223", 17.0)])
    func xcode13SetsAConfiguredTitleWithoutAFontAtFourteenPoints(tools: String, size: Double) throws {
        let document = try Self.button(#"<buttonConfiguration key="configuration" style="filled" title="ENTRAR"/>"#, tools: tools)
        let frame = try #require(LayoutEngine.layout(document).frame(of: "button"))
        let metrics = TextMetrics(face: TextFace(.system), pointSize: size, scale: 2, text: .standard)
        #expect(abs(frame.width - (metrics.width(of: "ENTRAR") + 24)) <= 0.5, "\(frame)")
        #expect(frame.height == metrics.roundUpLines(metrics.unroundedLineHeight + 14), "\(frame)")
        #expect(frame.height == (size == 14 ? 31 : 34.5), "\(frame)")
    }
}
