import Foundation
import IBDocument
import IBRender
import IBXML
import Testing

/// The screen Xcode's canvas draws around an iPhone controller's view: under an opaque navigation
/// bar the view is stored at y 0, shorter by the status bar and the bar, which are drawn above it;
/// a xib's navigation controller puts its bar over the controllers it holds inline, in the bar's
/// style; a bar with large titles shows its title large below its items, a navigation item's title
/// view sits in the bar; a view that simulates no status bar shows none; a page sheet is its card
/// below the darkened screen. Shapes from KIF's test host (Xcode 16) and Apple's
/// AVCaptureToAudioUnit (`MainWindow.xib`) and ownCloud's document picker (Xcode 7).
@Suite struct ScreenAroundViewTests {
    static let opaqueStack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController title="Test Suite" id="root" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rootView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="804"/>
                        </view>
                        <navigationItem key="navigationItem" title="Test Suite" id="rootItem"/>
                        <connections>
                            <segue destination="detail" kind="push" id="p"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detailView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="804"/>
                        </view>
                        <navigationItem key="navigationItem" title="TapView" id="detailItem"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let inlineStack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication"/>
            <navigationController id="106">
                <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="107">
                    <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                </navigationBar>
                <viewControllers>
                    <viewController id="60" customClass="MyViewController">
                        <view key="view" contentMode="scaleToFill" id="61">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="808"/>
                        </view>
                        <navigationItem key="navigationItem" title="Recorder" id="110"/>
                    </viewController>
                </viewControllers>
            </navigationController>
        </objects>
    </document>
    """

    static func ownersView(simulatesStatusBar: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10116" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Picker">
                    <connections>
                        <outlet property="view" destination="v" id="o"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    \(simulatesStatusBar ? "" : #"<nil key="simulatedStatusBarMetrics"/>"#)
                </view>
            </objects>
        </document>
        """
    }

    static func drawing(_ xml: String, _ name: String) throws -> (RenderedScene, XMLTree) {
        let drawing = try #require(SceneRenderer.render(try Document.parse(xml), options: .canvas).first { $0.name == name })
        return (drawing, try XMLTree.parse(drawing.svg, path: "\(name).svg"))
    }

    static func texts(_ tree: XMLTree) -> [String] {
        tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "text") }.map { tree.text(of: $0) }
    }

    @Test func aViewStoredAtTheTopButShorterByTheOpaqueBarsIsDrawnBelowThem() throws {
        let (drawing, tree) = try Self.drawing(Self.opaqueStack, "detail")
        // The whole screen: the status bar's 48 points and the bar's 44 above the view.
        #expect(drawing.size == Size(width: 414, height: 896))
        #expect(tree.attribute("viewBox", of: tree.rootElement!) == "0 -92 414 896")
        let texts = Self.texts(tree)
        #expect(texts.contains("TapView") && texts.contains("Test Suite") && texts.contains("9:41"))
    }

    @Test func aXibsNavigationControllerPutsItsBarOverTheControllerItHoldsInlineInItsStyle() throws {
        let (drawing, tree) = try Self.drawing(Self.inlineStack, "60")
        #expect(drawing.size == Size(width: 414, height: 896))
        // A black bar: dark, its title white.
        let title = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Recorder" })
        #expect(tree.attribute("fill", of: title) == "rgba(255,255,255,1)")
        #expect(tree.descendants(of: tree.rootElement!).contains { tree.isElement($0, named: "rect") && tree.attribute("fill", of: $0) == "rgba(22,22,24,0.94)" })
    }

    static let largeTitles = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" largeTitles="YES" id="bar">
                            <rect key="frame" x="0.0" y="44" width="414" height="96"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="listView">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Firebase Config" largeTitleDisplayMode="always" id="item">
                            <barButtonItem key="rightBarButtonItem" title="Fetch" id="fetch"/>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func aBarWithLargeTitlesShowsItsTitleLargeBelowItsItems() throws {
        let (_, tree) = try Self.drawing(Self.largeTitles, "list")
        let title = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Firebase Config" })
        #expect(tree.attribute("font-size", of: title) == "34")
        let fetch = try #require(tree.descendants(of: tree.rootElement!).first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Fetch" })
        // The item in the bar's top row (44 to 88), the title in its lower part (88 to 140).
        #expect((tree.number("y", of: fetch) ?? 0) < 88 && (tree.number("y", of: title) ?? 0) > 100)
    }

    @Test func aViewThatSimulatesNoStatusBarShowsNone() throws {
        let (_, shown) = try Self.drawing(Self.ownersView(simulatesStatusBar: true), "v")
        #expect(Self.texts(shown).contains("9:41"))
        let (_, hidden) = try Self.drawing(Self.ownersView(simulatesStatusBar: false), "v")
        #expect(!Self.texts(hidden).contains("9:41"))
    }

    @Test func aNavigationItemsTitleViewIsDrawnInTheBarNotOnItsOwn() throws {
        let titled = Self.opaqueStack.replacingOccurrences(of: #"<navigationItem key="navigationItem" title="TapView" id="detailItem"/>"#, with: """
            <navigationItem key="navigationItem" id="detailItem">
                <label key="titleView" opaque="NO" contentMode="left" text="Custom" textAlignment="center" lineBreakMode="tailTruncation" id="titleLabel">
                    <rect key="frame" x="157" y="11.5" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </navigationItem>
            """)
        let drawings = SceneRenderer.render(try Document.parse(titled), options: .canvas)
        #expect(!drawings.contains { $0.name == "titleLabel" })
        let (_, tree) = try Self.drawing(titled, "detail")
        let title = try #require(tree.descendants(of: tree.rootElement!).first { tree.attribute("data-title-view", of: $0) == "titleLabel" })
        // Centred in the bar's 44 points above the view (y −44 to 0).
        #expect(abs((tree.number("y", of: title) ?? 0) + 32.5) < 0.01)
        #expect(tree.descendants(of: title).contains { tree.isElement($0, named: "text") && tree.text(of: $0) == "Custom" })
    }

    @Test func aTitleViewWithNoBarToSitInIsDrawnOnItsOwn() throws {
        // The root of no stack, reached by nothing: no bar is drawn over it.
        let alone = Self.largeTitles.replacingOccurrences(of: #"<segue destination="list" kind="relationship" relationship="rootViewController" id="r"/>"#, with: "")
            .replacingOccurrences(of: #"<barButtonItem key="rightBarButtonItem" title="Fetch" id="fetch"/>"#, with: """
                <label key="titleView" opaque="NO" contentMode="left" text="Custom" lineBreakMode="tailTruncation" id="titleLabel">
                    <rect key="frame" x="157" y="11.5" width="100" height="21"/>
                </label>
                """)
        #expect(SceneRenderer.render(try Document.parse(alone), options: .canvas).contains { $0.name == "titleLabel" })
    }

    /// GoMap's note sheet (Xcode 26, `MainStoryboard.storyboard`): a navigation controller
    /// presented modally, its 54-point bar stored 16 points below the card's top.
    static let noteSheet = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24765" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="map">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="map" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="mapView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                        <connections>
                            <segue destination="nav" kind="modal" identifier="NotesSegue" id="m"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="16" width="393" height="54"/>
                        </navigationBar>
                        <connections>
                            <segue destination="note" kind="relationship" relationship="rootViewController" id="r"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="note" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="noteView">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="793"/>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Note" id="noteItem"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func aSheetIsDrawnAsItsCardBelowTheDarkenedScreenWithNoStatusBar() throws {
        let (drawing, tree) = try Self.drawing(Self.noteSheet, "note")
        // The card's 793 points and, above it, the 59 of the presenting screen.
        #expect(drawing.size == Size(width: 393, height: 852))
        #expect(tree.attribute("viewBox", of: tree.rootElement!) == "0 -59 393 852")
        let elements = tree.descendants(of: tree.rootElement!)
        #expect(elements.contains { tree.attribute("class", of: $0) == "canvas sheet-backdrop" })
        let texts = Self.texts(tree)
        #expect(texts.contains("Note") && !texts.contains("9:41"))
        // The bar where the layout's inset puts it: 16 points below the card's top.
        let title = try #require(elements.first { tree.isElement($0, named: "text") && tree.text(of: $0) == "Note" })
        #expect((16...70).contains(tree.number("y", of: title) ?? 0))
    }
}
