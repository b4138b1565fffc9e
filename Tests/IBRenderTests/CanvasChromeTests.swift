import Foundation
import IBDocument
import IBRender
import IBTestSupport
import IBXML
import Testing

/// What the canvas draws that the document holds no view for: a Mac window's title bar, and over
/// an iPhone controller's view the status bar, the navigation bar with its title, the home
/// indicator and the safe area's outline.
@Suite struct CanvasChromeTests {
    static let window = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" animationBehavior="default" id="win">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <rect key="contentRect" x="100" y="100" width="300" height="120"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="18" y="84" width="104" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" alignment="right" title="Network Name:" id="cell"/>
                        </textField>
                    </subviews>
                </view>
            </window>
        </objects>
    </document>
    """

    static func elements(_ tree: XMLTree, class type: String) -> [XMLNodeID] {
        tree.descendants(of: tree.rootElement!).filter { (tree.attribute("class", of: $0) ?? "").split(separator: " ").contains(Substring(type)) }
    }

    @Test func aWindowsTitleBarSitsAboveItsContentViewWhichKeepsItsCoordinates() throws {
        let drawing = try #require(SceneRenderer.render(try Document.parse(Self.window)).first)
        #expect(drawing.size == Size(width: 300, height: 148))
        let tree = try XMLTree.parse(drawing.svg, path: "window.svg")
        #expect(tree.attribute("viewBox", of: tree.rootElement!) == "0 -28 300 148")
        let bar = try #require(Self.elements(tree, class: "title-bar").first)
        #expect(tree.number("y", of: bar) == -28)
        #expect(drawing.svg.contains(">Preferences</text>"))
        // AppKit's label: right-aligned in its cell (2 points inside its 18…122 frame), drawn whole.
        let label = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Network Name:" })
        #expect(abs((TextPlacement.extent(tree, label)?.end ?? 0) - 120) < 0.5)
    }

    @Test func aTransparentTitleBarTakesTheWindowsBackground() throws {
        func fill(_ xml: String) throws -> String? {
            let tree = try XMLTree.parse(try #require(SceneRenderer.render(try Document.parse(xml)).first).svg, path: "window.svg")
            return Self.elements(tree, class: "title-bar").first.flatMap { tree.attribute("fill", of: $0) }
        }
        #expect(try fill(Self.window) == "rgba(232,232,232,1)")
        let transparent = Self.window.replacingOccurrences(of: #"<window title="Preferences""#, with: #"<window title="Preferences" titlebarAppearsTransparent="YES""#)
        #expect(try fill(transparent) == "rgba(236,236,236,1)")
    }

    @Test func aWindowControllersSceneIsItsWindowInTheMap() throws {
        let url = Corpus.root.appendingPathComponent("xamarin__mac-samples/Hello_Mac/Hello_Mac/Main.storyboard")
        let document = try Document.parse(Corpus.bytes(url), path: url.path)
        let tree = try XMLTree.parse(try #require(StoryboardMap.svg(of: document)), path: "map.svg")
        let window = try #require(tree.descendants(of: tree.rootElement!).first { tree.attribute("data-id", of: $0) == "B8D-0N-5wS" })
        let frame = try #require(tree.firstChildElement(of: window, named: "rect"))
        // contentRect 480×270, and the title bar.
        #expect(tree.number("width", of: frame) == 480 && tree.number("height", of: frame) == 298)
        #expect(!Self.elements(tree, class: "title-bar").isEmpty)
    }

    @Test func anIPhoneControllerInANavigationControllerShowsItsBarsAndSafeArea() throws {
        let url = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard")
        let document = try Document.parse(Corpus.bytes(url), path: url.path)
        let drawing = try #require(SceneRenderer.render(document).first { $0.name == "aaa-vc-001" })
        let tree = try XMLTree.parse(drawing.svg, path: "a.svg")
        let texts = Self.elements(tree, class: "canvas").filter { tree.isElement($0, named: "text") }.map { tree.text(of: $0) }
        // The status bar's time, and the navigation item's title on the bar.
        #expect(texts == ["9:41", "A"])
        let safe = try #require(Self.elements(tree, class: "safe-area").first)
        // iPhone 15 (retina6_12): 59 points of sensor housing and 44 of navigation bar above, 34 of home indicator below.
        #expect(tree.number("y", of: safe) == 103)
        #expect(abs((tree.number("height", of: safe) ?? 0) - (852 - 103 - 34)) < 0.01)
        // Nothing of the canvas catches the pointer that a view below should.
        for node in Self.elements(tree, class: "canvas") {
            #expect(tree.attribute("pointer-events", of: node) == "none", "\(tree.name(of: node)) at line \(tree.location(of: node).line)")
        }
    }

    @Test func aFreeformViewHasNoCanvasBars() throws {
        let drawing = try #require(SceneRenderer.render(try Document.parse(SceneRendererTests.document)).first)
        #expect(!drawing.svg.contains("class=\"canvas"))
    }

    /// Ray Wenderlich's ARKit demo: a tab bar controller holding a room and a catalog controller.
    static func raykea() throws -> Document {
        let url = Corpus.root.appendingPathComponent("iOSDevLog__raywenderlich/code/1759. Getting Started with ARKit RWDevCon-2018-Vault-Getting-Started-With-ARKit/13-Getting-Started-with-ARKit/Demo2/final/Raykea/Raykea/Base.lproj/Main.storyboard")
        return try Document.parse(Corpus.bytes(url), path: url.path)
    }

    @Test func aTabBarControllersChildShowsTheTabsWithItsOwnSelected() throws {
        let drawing = try #require(SceneRenderer.render(try Self.raykea()).first { $0.name == "j3k-A8-knv" })
        let tree = try XMLTree.parse(drawing.svg, path: "catalog.svg")
        let tabs = Self.elements(tree, class: "canvas").filter { tree.isElement($0, named: "text") && tree.attribute("font-size", of: $0) == "10" }
        #expect(tabs.map { tree.text(of: $0) } == ["Place furniture", "Furniture catalog"])
        #expect(tabs.map { tree.attribute("fill", of: $0) } == ["rgba(142,142,147,1)", "rgba(0,122,255,1)"])
    }

    @Test func aTabItemShowsItsPictureWhenTheProjectHasIt() throws {
        let document = try Self.raykea()
        let item = try #require(document.allObjects.first { $0.elementName == "tabBarItem" && $0.attribute("image") != nil })
        let name = try #require(item.attribute("image"))
        try ImageLibraryTests.withFolder(["A.xcassets/\(name).imageset/Contents.json": ImageLibraryTests.json(#"{"images":[{"idiom":"universal","scale":"2x","filename":"i.png"}]}"#),
                                          "A.xcassets/\(name).imageset/i.png": ImageLibraryTests.greenPNG]) { folder in
            let drawings = SceneRenderer.render(document, images: ImageLibrary.scanning([folder]))
            #expect(drawings.contains { $0.svg.contains("class=\"canvas tab-image\"") })
        }
    }

    @Test func aContainersSceneInTheMapIsAScreenWithItsBarAndItems() throws {
        let tree = try XMLTree.parse(try #require(StoryboardMap.svg(of: try Self.raykea())), path: "map.svg")
        let container = try #require(tree.descendants(of: tree.rootElement!).first { tree.attribute("class", of: $0) == "container" })
        // The document's device (retina5_5, 414 × 736).
        #expect(tree.number("width", of: container) == 414 && tree.number("height", of: container) == 736)
        // The container's own items (its children's simulated tab bars carry them too).
        let screen = try #require(tree.parent(of: container))
        let items = tree.descendants(of: screen).filter { (tree.attribute("class", of: $0) ?? "").contains("tab-item") }.map { tree.text(of: $0) }
        #expect(items == ["Place furniture", "Furniture catalog"])
    }
}
