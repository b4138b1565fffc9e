import IBDocument
import IBLayout
import Testing

/// Xcode 11's betas saved tools 14800 to 14999 and drew iOS 13 already; Xcode 10's last
/// builds save 14490.
@Suite struct XcodeBuildsTests {
    static func frame(of xml: String, tools: String) throws -> Rect {
        try #require(LayoutEngine.layout(try LayoutFixture.pinned([("control", xml, 20)], tools: tools)).frame(of: "control"))
    }

    /// SVProgressHUD's and iOS-Depth-Sampler's segmented controls (tools 14868) are stored 32
    /// points tall, iOS 13's height; Xcode 10's are 29.
    @Test(arguments: [("14490.70", 29.0), ("14868", 32.0), ("15400", 32.0)])
    func aSegmentedControlIsIOS13sFromXcode11sBetas(tools: String, height: Double) throws {
        let control = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="20" width="121" height="\(height)"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            """
        #expect(try Self.frame(of: control, tools: tools).height == height)
    }

    /// A book's examples of tools 14845 store their bordered text fields 34 tall, iOS 13's.
    @Test(arguments: [("14490.70", 30.0), ("14845", 34.0)])
    func aBorderedTextFieldIsIOS13sFromXcode11sBetas(tools: String, height: Double) throws {
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="20" y="20" width="97" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        #expect(try Self.frame(of: field, tools: tools).height == height)
    }

    /// SVProgressHUD's iPhone 8 scene (tools 14868) stores its buttons pinned to the top guide
    /// with no status bar above them, as Xcode 11 draws an iPhone without a sensor housing.
    @Test(arguments: [("14490.70", 20.0), ("14868", 0.0)])
    func anIPhoneWithoutAHousingHasNoStatusBarFromXcode11sBetas(tools: String, top: Double) throws {
        let document = try CanvasSafeAreaTests.controller(device: "retina4_7", tools: tools, width: 375, height: 667)
        #expect(LayoutEngine.layout(document).frame(of: "box")?.y == top)
    }
}
