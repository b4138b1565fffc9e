import IBDocument
import IBLayout
import Testing

/// An AppKit pop-up button's natural size and where its title's baseline sits, by era.
@Suite struct PopUpButtonLayoutTests {
    /// A pop-up of `items` pinned at its leading edge and top, `attributes` on the control and
    /// `cellAttributes` on its cell, with a label beside it aligned on their first baselines.
    static func popUp(tools: String, items: [String], attributes: String = "", cellAttributes: String = "") throws -> Document {
        let menuItems = items.enumerated().map { #"<menuItem title="\#($1)" id="item\#($0)"/>"# }.joined(separator: "\n")
        return try LayoutFixture.appKitRoot(tools: tools, """
            <popUpButton verticalHuggingPriority="750" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="popUp">
                <rect key="frame" x="18" y="156" width="105" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" \(cellAttributes) id="cell">
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="menu">
                        <items>
                            \(menuItems)
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="158" y="161" width="40" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="labelCell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """, constraints: LayoutFixture.pinnedAt("popUp", top: 20) + """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="160" id="labelLeading"/>
            <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="popUp" secondAttribute="firstBaseline" id="baselines"/>
            """)
    }

    @Test func beforeXcode10ARegularPopUpsFrameIsTwentySixPointsTall() throws {
        // The 21-point bezel 20 points down, its frame 2 points above it and 3 below (y up).
        let frame = LayoutEngine.layout(try Self.popUp(tools: "11762", items: ["Small"])).frame(of: "popUp")
        #expect(frame?.y == 156 && frame?.height == 26, "\(String(describing: frame))")
        #expect(LayoutEngine.layout(try Self.popUp(tools: "14868", items: ["Small"])).frame(of: "popUp")?.height == 25)
    }

    @Test func aPullDownIsAsWideAsItsFirstItemItsTitle() throws {
        let pullDown = try Self.popUp(tools: "14868", items: ["Action", "A much longer menu item"], cellAttributes: #"pullsDown="YES""#)
        let titleOnly = try Self.popUp(tools: "14868", items: ["Action"])
        let popUp = try Self.popUp(tools: "14868", items: ["Action", "A much longer menu item"])
        let width = try #require(LayoutEngine.layout(pullDown).frame(of: "popUp")?.width)
        #expect(width == LayoutEngine.layout(titleOnly).frame(of: "popUp")?.width)
        #expect(width < (LayoutEngine.layout(popUp).frame(of: "popUp")?.width ?? 0) - 60)
    }

    @Test func aPlaceholderSizeKeepsTheTitlesBaseline() throws {
        // Vienna's preferences: pop-ups whose designer gave a placeholder size, labels on their baselines.
        let placeheld = try Self.popUp(tools: "24765", items: ["Small"], attributes: #"placeholderIntrinsicWidth="74" placeholderIntrinsicHeight="21""#)
        let natural = try Self.popUp(tools: "24765", items: ["Small"])
        let label = try #require(LayoutEngine.layout(placeheld).frame(of: "label"))
        #expect(label == LayoutEngine.layout(natural).frame(of: "label"))
        // The placeholder's 74 points are the alignment rectangle's; the bezel reaches 3 left and 4 right.
        let width = try #require(LayoutEngine.layout(placeheld).frame(of: "popUp")?.width)
        #expect(abs(width - 81) < 1e-9, "\(width)")
    }

    @Test func sinceMacOS11ThePopUpsTitleSitsAPointHigher() throws {
        // The label beside a pop-up of Xcode 12 to 16 starts 2 points below the pop-up's frame, 3 before.
        let bigSur = LayoutEngine.layout(try Self.popUp(tools: "21507", items: ["Small"]))
        let classic = LayoutEngine.layout(try Self.popUp(tools: "14868", items: ["Small"]))
        func labelBelowPopUpTop(_ layouts: [RootLayout]) -> Double? {
            guard let popUp = layouts.frame(of: "popUp"), let label = layouts.frame(of: "label") else { return nil }
            return (popUp.y + popUp.height) - (label.y + label.height)
        }
        #expect(labelBelowPopUpTop(bigSur) == 2)
        #expect(labelBelowPopUpTop(classic) == 3)
    }
}
