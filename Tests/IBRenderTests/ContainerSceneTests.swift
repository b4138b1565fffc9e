import Foundation
import IBDocument
import IBRender
import IBTestSupport
import IBXML
import Testing

/// A navigation or tab bar controller's scene is drawn as the canvas shows it, a screen with its
/// bar in place, not as the bar alone; in documents of Xcode 7 and older, which name no device, on
/// the screen the document's other scenes are laid out on. The shape is firebase's quickstart:
/// a tab bar controller pushed from a navigation controller's root, its children's views on the
/// 600-point square, reaching the bottom under the tab bar.
@Suite struct ContainerSceneTests {
    static let pushedTabs = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15G31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController title="Sign In" id="signIn" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="signInView">
                            <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                        </view>
                        <navigationItem key="navigationItem" title="Example" id="signInItem">
                            <barButtonItem key="backBarButtonItem" title="Sign Out" id="back"/>
                        </navigationItem>
                        <connections>
                            <segue destination="tabs" kind="show" id="push"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="posts" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="postsView">
                            <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="My Posts" id="postsItem"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="top" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="topView">
                            <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="My Top Posts" id="topItem"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="signIn" kind="relationship" relationship="rootViewController" id="root"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s5">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Messages" id="tabsItem">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                        </navigationItem>
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="posts" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="top" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func drawings() throws -> [RenderedScene] { SceneRenderer.render(try Document.parse(pushedTabs)) }

    static func texts(_ drawing: RenderedScene) throws -> [String] {
        let tree = try XMLTree.parse(drawing.svg, path: "\(drawing.name).svg")
        return tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "text") }.map { tree.text(of: $0) }
    }

    @Test func containersAreDrawnAsTheirScenesNotAsTheirBarsAlone() throws {
        let names = try Self.drawings().map(\.name).sorted()
        #expect(names == ["nav", "posts", "signIn", "tabs", "top"])
    }

    @Test func withNoDeviceNamedAContainerFillsTheScreenItsDocumentsScenesAreLaidOutOn() throws {
        let tabs = try #require(try Self.drawings().first { $0.name == "tabs" })
        #expect(tabs.size == Size(width: 600, height: 600))
        let tree = try XMLTree.parse(tabs.svg, path: "tabs.svg")
        // The 320-point bar the document stores is drawn across the screen.
        let bars = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "rect") && tree.number("height", of: $0) == 49 }
        #expect(bars.contains { tree.number("width", of: $0) == 600 && tree.number("y", of: $0) == 551 })
    }

    @Test func aPushedTabBarControllerShowsItsNavigationItemAndThePushersBackTitle() throws {
        let tabs = try #require(try Self.drawings().first { $0.name == "tabs" })
        let texts = try Self.texts(tabs)
        #expect(texts.contains("Messages"))
        #expect(texts.contains("Sign Out"))
        #expect(texts.contains("My Posts") && texts.contains("My Top Posts"))
    }

    @Test func aTabChildWhoseViewReachesTheBottomOfTheSquareCanvasShowsTheTabBarOverIt() throws {
        let posts = try #require(try Self.drawings().first { $0.name == "posts" })
        #expect(try Self.texts(posts).filter { ["My Posts", "My Top Posts"].contains($0) } == ["My Posts", "My Top Posts"])
    }

    @Test func aNavigationControllersShownToolbarIsDrawnInItsSceneNotAsAStripOfItsOwn() throws {
        let shown = Self.pushedTabs.replacingOccurrences(of: #"<navigationController id="nav" sceneMemberID="viewController">"#, with: """
            <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="navToolbar">
                    <rect key="frame" x="0.0" y="556" width="320" height="44"/>
                </toolbar>
            """)
        let drawings = SceneRenderer.render(try Document.parse(shown))
        #expect(!drawings.contains { $0.name == "navToolbar" })
        let navigation = try #require(drawings.first { $0.name == "nav" })
        let tree = try XMLTree.parse(navigation.svg, path: "nav.svg")
        let toolbar = try #require(tree.descendants(of: tree.rootElement!).first { tree.attribute("data-id", of: $0) == "navToolbar" })
        #expect(tree.isElement(toolbar, named: "rect"))
    }
}
