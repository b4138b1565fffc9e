import IBDocument
import IBLayout
import IBRender
import IBXML
import Testing

/// Bars drawn with what they hold, as Xcode's canvas shows them: a navigation item's title and
/// bar button items (system items as their word or glyph, spaces as space), a pushed controller's
/// back button, a controller's toolbar items, a search bar's placeholder, and the bars above a
/// view the document stores below them.
@Suite struct BarContentTests {
    /// A navigation controller holding an inbox that pushes a message; the message shows a
    /// toolbar with a flexible space between its items.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="AppleSDK" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="inbox" kind="relationship" relationship="rootViewController" id="root-segue"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="inbox-scene">
                <objects>
                    <viewController id="inbox" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="inbox-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                    <rect key="frame" x="20" y="100" width="46" height="30"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="message" kind="show" id="open-segue"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <navigationItem key="navigationItem" title="Inbox" id="inbox-item">
                            <barButtonItem key="leftBarButtonItem" systemItem="edit" id="edit-item"/>
                            <rightBarButtonItems>
                                <barButtonItem systemItem="add" id="add-item"/>
                                <barButtonItem title="Filter" id="filter-item"/>
                            </rightBarButtonItems>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="message-scene">
                <objects>
                    <viewController id="message" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="message-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <searchBar contentMode="redraw" placeholder="Search mail" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                    <rect key="frame" x="0.0" y="64" width="375" height="56"/>
                                </searchBar>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                        <toolbarItems>
                            <barButtonItem title="Archive" id="archive-item"/>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="flexible-item"/>
                            <barButtonItem systemItem="trash" id="trash-item"/>
                        </toolbarItems>
                        <navigationItem key="navigationItem" title="Message" id="message-item"/>
                        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func drawing(_ id: String, of xml: String = storyboard) throws -> XMLTree {
        let document = try Document.parse(xml)
        let drawing = try #require(SceneRenderer.render(document, options: .canvas).first { $0.name == id })
        return try XMLTree.parse(drawing.svg, path: "\(id).svg")
    }

    static func texts(_ tree: XMLTree, class kind: String) -> [(text: String, x: Double, y: Double)] {
        tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "text") && (tree.attribute("class", of: $0) ?? "").split(separator: " ").contains(Substring(kind)) }
            .map { (tree.text(of: $0), TextPlacement.extent(tree, $0)?.start ?? tree.number("x", of: $0) ?? .nan, tree.number("y", of: $0) ?? .nan) }
    }

    @Test func aNavigationBarShowsItsTitleAndItsItemsOnTheirSides() throws {
        let tree = try Self.drawing("inbox")
        let title = try #require(Self.texts(tree, class: "bar-title").first)
        #expect(title.text == "Inbox")
        // In the bar under the status bar.
        #expect(title.y > 20 && title.y < 64)
        let items = Self.texts(tree, class: "bar-item")
        // The edit item is its word at the leading margin; the first right item is the trailing one.
        let edit = try #require(items.first { $0.text == "Edit" })
        #expect(edit.x == 16)
        let add = try #require(items.first { $0.text == "+" })
        let filter = try #require(items.first { $0.text == "Filter" })
        #expect(add.x > filter.x && add.x > 300)
        #expect(title.x > edit.x && title.x < filter.x)
    }

    @Test func aPushedControllerShowsABackButtonWithTheTitleBelowIt() throws {
        let tree = try Self.drawing("message")
        #expect(Self.texts(tree, class: "back").map(\.text) == ["Inbox"])
        #expect(Self.texts(tree, class: "bar-title").map(\.text) == ["Message"])
        // The root of the navigation controller has nothing to go back to.
        #expect(Self.texts(try Self.drawing("inbox"), class: "back").isEmpty)
    }

    @Test func aToolbarsFlexibleSpaceIsSpaceBetweenItsItems() throws {
        let tree = try Self.drawing("message")
        let items = Self.texts(tree, class: "bar-item")
        #expect(!items.contains { $0.text.lowercased().contains("flexible") })
        let archive = try #require(items.first { $0.text == "Archive" })
        let trash = try #require(items.first { $0.text == "⌫" })
        // The archive item at the leading margin, the trash can pushed to the trailing one, both in the toolbar.
        #expect(archive.x == 16 && trash.x > 330)
        #expect(archive.y > 667 - 44 && trash.y > 667 - 44)
    }

    @Test func aSearchBarShowsItsPlaceholderInItsField() throws {
        let tree = try Self.drawing("message")
        let placeholder = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Search mail" })
        let y = try #require(tree.number("y", of: placeholder))
        #expect(y > 64 && y < 120)
        #expect(tree.descendants(of: tree.rootElement!).contains { tree.attribute("class", of: $0) == "search-field" })
    }

    /// iOS 6's opaque bars: the view is stored 64 points down, under the status bar and the
    /// navigation bar; the canvas draws the whole screen with the bars above the view.
    @Test func aViewStoredBelowTheBarsIsDrawnUnderThem() throws {
        let legacy = Self.storyboard
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
            .replacingOccurrences(of: #"toolsVersion="17701""#, with: #"toolsVersion="3084""#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#)
        let tree = try Self.drawing("inbox", of: legacy)
        let root = try #require(tree.rootElement)
        #expect(tree.attribute("viewBox", of: root) == "0 -64 375 667")
        let title = try #require(Self.texts(tree, class: "bar-title").first)
        #expect(title.text == "Inbox" && title.y < 0 && title.y > -44)
        #expect(tree.descendants(of: root).contains { tree.isElement($0, named: "text") && tree.text(of: $0) == "9:41" })
    }

    /// A standalone bar of the black style is dark with a white title; a tab bar's system items
    /// show their names.
    @Test func aBlackBarIsDarkAndSystemTabItemsAreNamed() throws {
        let xml = ImageDrawingTests.document("""
            <navigationBar contentMode="scaleToFill" barStyle="black" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                <items>
                    <navigationItem title="Player" id="player-item"/>
                </items>
            </navigationBar>
            <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                <rect key="frame" x="0.0" y="251" width="300" height="49"/>
                <items>
                    <tabBarItem systemItem="favorites" id="fav"/>
                    <tabBarItem systemItem="mostRecent" id="recent"/>
                </items>
            </tabBar>
        """)
        let drawing = try #require(SceneRenderer.render(try Document.parse(xml), options: .canvas).first)
        let tree = try XMLTree.parse(drawing.svg, path: "bars.svg")
        let nodes = tree.descendants(of: tree.rootElement!)
        let background = try #require(nodes.first { tree.attribute("class", of: $0) == "bar-background" })
        #expect(tree.attribute("fill", of: background) == "rgba(22,22,24,0.94)")
        let title = try #require(nodes.first { tree.attribute("class", of: $0) == "bar-title" })
        #expect(tree.text(of: title) == "Player" && tree.attribute("fill", of: title) == "rgba(255,255,255,1)")
        #expect(nodes.contains { tree.text(of: $0) == "Favorites" } && nodes.contains { tree.text(of: $0) == "Most Recent" })
    }
}
