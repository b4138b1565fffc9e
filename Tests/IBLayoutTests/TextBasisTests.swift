import IBDocument
import IBLayout
import Testing

/// What measured a view's text follows the font Xcode's canvas drew it in: SF Pro (measured) from
/// Xcode 9 on iOS and macOS 11's controls on the Mac; SF UI (approximated) in Xcode 7's and 8's
/// documents; Helvetica Neue before; SF Pro standing in for the Mac's older system fonts.
@Suite struct TextBasisTests {
    static func label(_ font: String) -> String {
        """
        <label opaque="NO" text="Left Smithton" translatesAutoresizingMaskIntoConstraints="NO" id="text">
            <rect key="frame" x="20" y="20" width="100" height="21"/>
            \(font)
        </label>
        """
    }

    static func basis(_ xml: String, tools: String) throws -> TextBasis {
        let document = try LayoutFixture.pinned([("text", xml, 20)], tools: tools)
        return TextBasis.of(try #require(document.object(withID: "text")))
    }

    @Test(arguments: [("22505", TextBasis.uiKitSFPro), ("13771", .uiKitSFPro), ("11762", .uiKitSFUI), ("8191", .uiKitSFUI), ("6254", .helveticaNeue)])
    func uiKitsSystemFontFollowsTheSavingXcode(tools: String, basis: TextBasis) throws {
        #expect(try Self.basis(Self.label(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#), tools: tools) == basis)
    }

    @Test func anAppsOwnFontAndAMonospacedOneAreTheirOwnBases() throws {
        let avenir = #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="17"/>"#
        let menlo = #"<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="12"/>"#
        #expect(try Self.basis(Self.label(avenir), tools: "22505") == .appFont)
        #expect(try Self.basis(Self.label(menlo), tools: "22505") == .monospaced)
    }

    /// A stack view holds text but names no font: its document's system font measures it.
    @Test func aViewWithoutAFontCountsUnderItsDocumentsSystemFont() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                <rect key="frame" x="20" y="20" width="100" height="21"/>
            </stackView>
            """
        #expect(try Self.basis(stack, tools: "11762") == .uiKitSFUI)
        #expect(try Self.basis(stack, tools: "22505") == .uiKitSFPro)
    }

    /// Xcode 11 drew macOS 10.15's SF NS; Xcode 13 macOS 11's controls and SF Pro.
    @Test(arguments: [("16097", TextBasis.appKitBeforeMacOS11), ("19529", .appKitSFPro)])
    func appKitsSystemFontFollowsTheControlsEra(tools: String, basis: TextBasis) throws {
        let document = try LayoutFixture.appKitRoot(tools: tools, LayoutFixture.appKitLabel("text"), constraints: "")
        #expect(TextBasis.of(try #require(document.object(withID: "text"))) == basis)
        #expect(basis.isMeasured == (basis == .appKitSFPro))
    }
}
