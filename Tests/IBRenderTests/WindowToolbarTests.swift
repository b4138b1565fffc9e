import IBDocument
import IBRender
import IBXML
import Testing

/// A Mac window's toolbar below its title bar, as the canvas draws it: its default items in
/// order, each item's control above its label, a flexible space pushing the items after it to the
/// trailing edge; an item's picture in its control when the project has it; a hidden title is not drawn.
@Suite struct WindowToolbarTests {
    static func window(displayMode: String = "iconAndLabel", titleVisibility: String = "visible") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <window title="Player" titleVisibility="\(titleVisibility)" animationBehavior="default" id="win">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="196" y="240" width="400" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                    </view>
                    <toolbar key="toolbar" implicitIdentifier="T" autosavesConfiguration="NO" displayMode="\(displayMode)" sizeMode="regular" id="bar">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="flex"/>
                            <toolbarItem implicitItemIdentifier="A" label="Library" paletteLabel="Library" image="books" id="library"/>
                            <toolbarItem implicitItemIdentifier="B" label="Shuffle" paletteLabel="Shuffle" id="shuffle">
                                <size key="minSize" width="70" height="28"/>
                                <size key="maxSize" width="82" height="32"/>
                            </toolbarItem>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="library"/>
                            <toolbarItem reference="flex"/>
                            <toolbarItem reference="shuffle"/>
                        </defaultToolbarItems>
                    </toolbar>
                </window>
            </objects>
        </document>
        """
    }

    static func drawing(_ xml: String) throws -> XMLTree {
        let drawing = try #require(SceneRenderer.render(try Document.parse(xml), options: .canvas).first)
        return try XMLTree.parse(drawing.svg, path: "window.svg")
    }

    static func labels(_ tree: XMLTree) -> [(text: String, x: Double)] {
        tree.descendants(of: tree.rootElement!).filter { tree.attribute("class", of: $0) == "canvas toolbar-label" }
            .map { (tree.text(of: $0), tree.number("x", of: $0) ?? .nan) }
    }

    @Test func theToolbarsDefaultItemsSitBelowTheTitleBarInOrder() throws {
        let tree = try Self.drawing(Self.window())
        // The title bar's 28 points and the toolbar's 52 above the content view.
        #expect(tree.attribute("viewBox", of: tree.rootElement!) == "0 -80 400 280")
        let labels = Self.labels(tree)
        #expect(labels.map(\.text) == ["Library", "Shuffle"])
        // The flexible space pushes Shuffle to the trailing edge.
        #expect(labels[0].x < 60 && labels[1].x > 330)
        #expect(tree.descendants(of: tree.rootElement!).contains { tree.text(of: $0) == "Player" })
    }

    @Test func anIconOnlyToolbarIsShorterAndUnlabelled() throws {
        let tree = try Self.drawing(Self.window(displayMode: "iconOnly", titleVisibility: "hidden"))
        #expect(tree.attribute("viewBox", of: tree.rootElement!) == "0 -66 400 266")
        #expect(Self.labels(tree).isEmpty)
        #expect(tree.descendants(of: tree.rootElement!).filter { tree.attribute("class", of: $0) == "canvas toolbar-item" }.count == 2)
        #expect(!tree.descendants(of: tree.rootElement!).contains { tree.text(of: $0) == "Player" })
    }

    @Test func anItemsPictureIsDrawnInItsControlWhenTheProjectHasIt() throws {
        let document = try Document.parse(Self.window())
        let pictures = { (images: ImageLibrary) throws -> [XMLNodeID] in
            let drawing = try #require(SceneRenderer.render(document, images: images, options: .canvas).first)
            let tree = try XMLTree.parse(drawing.svg, path: "window.svg")
            return tree.descendants(of: tree.rootElement!).filter { tree.attribute("class", of: $0) == "canvas toolbar-image" }
        }
        #expect(try pictures(ImageLibrary()).isEmpty)
        let drawn = try ImageLibraryTests.withFolder(["A.xcassets/books.imageset/Contents.json": ImageLibraryTests.json(#"{"images":[{"idiom":"mac","scale":"1x","filename":"b.png"}]}"#),
                                                      "A.xcassets/books.imageset/b.png": ImageLibraryTests.greenPNG]) { folder in
            try pictures(ImageLibrary.scanning([folder])).count
        }
        // Library's picture, and none for Shuffle, which names none.
        #expect(drawn == 1)
    }
}
