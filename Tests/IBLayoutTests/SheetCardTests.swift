import IBDocument
@testable import IBLayout
import Testing

/// Since Xcode 11 the canvas draws a controller presented modally in UIKit's default style as a
/// page sheet's card: shorter than the screen by the status bar, with no status bar, its content
/// starting near the card's top. Each case has the shape of a corpus document named in `SheetCard`.
@Suite struct SheetCardTests {
    static func scene(_ id: String, width: Int, height: Int, connections: String = "") -> String {
        SimulatedBarsTests.scene(id, connections: connections, width: width, height: height)
    }

    /// A presenter and the controller `sheet` it presents with `segue`'s attributes, on `device`.
    static func presenting(device: String, tools: String, screen: (Int, Int), sheetHeight: Int,
                           segue: String = #"kind="presentation""#) throws -> Document {
        let presents = #"<segue destination="sheet" \#(segue) id="p1"/>"#
        return try SimulatedBarsTests.storyboard(scene("presenter", width: screen.0, height: screen.1, connections: presents)
                                                 + scene("sheet", width: screen.0, height: sheetHeight), tools: tools, device: device)
    }

    static func root(_ id: String, in document: Document) -> RootLayout? {
        LayoutEngine.layout(document).first { $0.root.id == "\(id)-view" }
    }

    @Test func anXcode11SheetIsShorterByTheStatusBarAndStartsAtItsTop() throws {
        // IBDecodable's StoryboardAttributes.storyboard: 647 of a 4.7-inch screen's 667 points.
        let document = try Self.presenting(device: "retina4_7", tools: "16096", screen: (375, 667), sheetHeight: 647)
        let sheet = try #require(Self.root("sheet", in: document))
        #expect(sheet.environment.rootFrame == Rect(x: 0, y: 0, width: 375, height: 647))
        #expect(sheet.environment.sheet?.gap == 20)
        #expect(sheet.views.first { $0.object.id == "sheet-fill" }?.frame == Rect(x: 0, y: 0, width: 375, height: 647))
    }

    @Test func anXcode26SheetWithNoBarStartsBelowTheStatusBarsHeight() throws {
        // GoMap's Display.storyboard: 848 of 896 points; a bar held to the safe area is stored at y 48.
        let document = try Self.presenting(device: "retina6_1", tools: "24506", screen: (414, 896), sheetHeight: 848)
        let sheet = try #require(Self.root("sheet", in: document))
        #expect(sheet.environment.rootFrame.height == 848)
        #expect(sheet.environment.safeArea.top == 48)
    }

    @Test func anXcode26SheetsNavigationBarLiesSixteenPointsBelowTheCardsTop() throws {
        // GoMap's MainStoryboard.storyboard: the navigation controller presented modally stores
        // its 54-point bar at y 16, and the root's table held to the safe area at y 70.
        let navigation = """
            <scene sceneID="s-nav">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="16" width="393" height="54"/>
                        </navigationBar>
                        <connections>
                            <segue destination="sheet" kind="relationship" relationship="rootViewController" id="nav-root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
        let presents = #"<segue destination="nav" kind="presentation" id="p1"/>"#
        let document = try SimulatedBarsTests.storyboard(Self.scene("presenter", width: 393, height: 852, connections: presents) + navigation
                                                         + Self.scene("sheet", width: 393, height: 793), tools: "24765", device: "retina6_12")
        let sheet = try #require(Self.root("sheet", in: document))
        #expect(sheet.views.first { $0.object.id == "sheet-fill" }?.frame.y == 70)
        #expect(LayoutEnvironment.sheet(of: try #require(document.object(withID: "nav")), device: try #require(LayoutDevice.named("retina6_12")),
                                        orientation: .portrait)?.size.height == 793)
    }

    @Test func aFullScreenPresentationIsNoSheet() throws {
        let document = try Self.presenting(device: "retina4_7", tools: "16096", screen: (375, 667), sheetHeight: 667,
                                           segue: #"kind="presentation" modalPresentationStyle="fullScreen""#)
        let sheet = try #require(Self.root("sheet", in: document))
        #expect(sheet.environment.sheet == nil)
        #expect(sheet.environment.rootFrame.height == 667)
    }

    @Test func beforeXcode11AModalControllerFillsTheScreen() throws {
        let document = try Self.presenting(device: "retina4_7", tools: "14490", screen: (375, 667), sheetHeight: 667)
        #expect(try #require(Self.root("sheet", in: document)).environment.sheet == nil)
    }

    @Test func aSheetTakesEachIPhonesCardAndFillsAnIPadsScreen() throws {
        let document = try Self.presenting(device: "retina4_7", tools: "16096", screen: (375, 667), sheetHeight: 647)
        let phone = try #require(LayoutEngine.layout(document, device: LayoutDevice.named("retina6_12")).first { $0.root.id == "sheet-view" })
        #expect(phone.environment.rootFrame == Rect(x: 0, y: 0, width: 393, height: 852 - 59))
        let pad = try #require(LayoutEngine.layout(document, device: LayoutDevice.named("ipad12_9")).first { $0.root.id == "sheet-view" })
        #expect(pad.environment.sheet == nil)
        #expect(pad.environment.rootFrame.height == 1366)
    }

    @Test func aControllerPushedInASheetIsOnTheCardToo() throws {
        let pushes = #"<segue destination="next" kind="show" id="s1"/>"#
        let presents = #"<segue destination="sheet" kind="presentation" id="p1"/>"#
        let document = try SimulatedBarsTests.storyboard(Self.scene("presenter", width: 375, height: 667, connections: presents)
                                                         + Self.scene("sheet", width: 375, height: 647, connections: pushes)
                                                         + Self.scene("next", width: 375, height: 647), tools: "16096")
        #expect(try #require(Self.root("next", in: document)).environment.sheet != nil)
    }
}
