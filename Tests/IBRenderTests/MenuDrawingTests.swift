import IBDocument
import IBRender
import IBXML
import Testing

/// A Mac app's menus, drawn as Xcode's canvas shows them: a document that holds only menus
/// draws them, titles with their key equivalents, separators and submenus open beside them.
@Suite struct MenuDrawingTests {
    static let mainMenu = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <menu title="Main Menu" systemMenu="main" id="main">
                <items>
                    <menuItem title="Notes" id="app">
                        <menu key="submenu" title="Notes" systemMenu="apple" id="appMenu">
                            <items>
                                <menuItem title="About Notes" id="about"/>
                                <menuItem isSeparatorItem="YES" id="sep"/>
                                <menuItem title="Quit Notes" keyEquivalent="q" id="quit"/>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="File" id="file">
                        <menu key="submenu" title="File" id="fileMenu">
                            <items>
                                <menuItem title="Save As…" keyEquivalent="s" id="saveAs">
                                    <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                                </menuItem>
                                <menuItem title="Find Next" keyEquivalent="G" id="next"/>
                                <menuItem title="Open Recent" id="recent">
                                    <menu key="submenu" title="Open Recent" systemMenu="recentDocuments" id="recentMenu">
                                        <items><menuItem title="Clear Menu" id="clear"/></items>
                                    </menu>
                                </menuItem>
                                <menuItem title="Debug Only" hidden="YES" id="hidden"/>
                                <menuItem title="Print…" enabled="NO" id="print">
                                    <modifierMask key="keyEquivalentModifierMask"/>
                                </menuItem>
                                <menuItem id="indented">
                                    <string key="title">\tRight to Left</string>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                </items>
            </menu>
            <menu title="Status" id="status">
                <items>
                    <menuItem title="Connect" state="on" id="connect"/>
                    <menuItem title="Preferences…" keyEquivalent="," id="prefs"/>
                </items>
            </menu>
        </objects>
    </document>
    """

    static func texts(_ svg: String) throws -> [(text: String, x: Double, y: Double)] {
        let tree = try XMLTree.parse(svg)
        return tree.descendants(of: try #require(tree.rootElement)).filter { tree.isElement($0, named: "text") }.map {
            (tree.text(of: $0), Double(tree.attribute("x", of: $0) ?? "") ?? -1, Double(tree.attribute("y", of: $0) ?? "") ?? -1)
        }
    }

    static func panels(_ svg: String) throws -> [Rect] {
        let tree = try XMLTree.parse(svg)
        return tree.descendants(of: try #require(tree.rootElement)).filter { tree.isElement($0, named: "rect") && tree.attribute("rx", of: $0) != nil }.map {
            Rect(x: Double(tree.attribute("x", of: $0)!)!, y: Double(tree.attribute("y", of: $0)!)!,
                 width: Double(tree.attribute("width", of: $0)!)!, height: Double(tree.attribute("height", of: $0)!)!)
        }
    }

    @Test func aDocumentOfMenusAloneDrawsEachMenu() throws {
        let document = try Document.parse(Array(Self.mainMenu.utf8), path: "MainMenu.xib")
        let drawings = SceneRenderer.render(document)
        #expect(drawings.map(\.name) == ["menu-main", "menu-status"])
    }

    @Test func theMainMenuIsABarWithEveryMenuOpenAndItsKeys() throws {
        let document = try Document.parse(Array(Self.mainMenu.utf8), path: "MainMenu.xib")
        let svg = try #require(SceneRenderer.render(document).first).svg
        let texts = try Self.texts(svg).map(\.text)
        #expect(Array(texts.prefix(2)) == ["Notes", "File"], "the bar's titles first")
        for expected in ["About Notes", "Quit Notes", "⌘Q", "Save As…", "⇧⌘S", "Find Next", "⇧⌘G", "Open Recent", "›", "Clear Menu", "Print…", "Right to Left"] {
            #expect(texts.contains(expected), "\(expected) is drawn")
        }
        #expect(!texts.contains("Debug Only"), "hidden items are not")
        #expect(svg.contains("<line"), "the separator is drawn")
        // Every item's text starts inside one open panel, and the panels do not overlap.
        let panels = try Self.panels(svg)
        #expect(panels.count == 3)
        for (text, x, y) in try Self.texts(svg).dropFirst(2) {
            #expect(panels.contains { x >= $0.x && x <= ($0.x + $0.width) && y >= $0.y && y <= ($0.y + $0.height) }, "\(text) at \(x),\(y) lies in a panel")
        }
        for (index, panel) in panels.enumerated() {
            for other in panels[(index + 1)...] {
                #expect((panel.x + panel.width) <= other.x || (other.x + other.width) <= panel.x || (panel.y + panel.height) <= other.y || (other.y + other.height) <= panel.y, "\(panel) overlaps \(other)")
            }
        }
    }

    @Test func aStatusMenuIsOnePanelUnderItsName() throws {
        let document = try Document.parse(Array(Self.mainMenu.utf8), path: "MainMenu.xib")
        let svg = try #require(SceneRenderer.render(document, dark: true).last).svg
        #expect(try Self.texts(svg).map(\.text) == ["Status", "✓", "Connect", "Preferences…", "⌘,"])
        #expect(try Self.panels(svg).count == 1)
    }

    @Test func thePageShowsTheMenus() throws {
        let document = try Document.parse(Array(Self.mainMenu.utf8), path: "MainMenu.xib")
        let page = DocumentPage.html(of: document)
        #expect(page.contains("data-id=\"main\"") && page.contains("data-id=\"status\""))
    }
}
