import Foundation
@testable import IBConvert
import IBDocument
import Testing

/// Navigation, tab bar and split view controller scenes become factories that make the
/// container with its children; unwind segues become the calls UIKit makes.
@Suite(.serialized) struct ContainerConversionTests {
    /// A tab bar controller whose first tab is a navigation controller (large titles, opaque bar,
    /// a tab bar item) around a list scene, whose second tab is a settings scene, and whose list
    /// scene unwinds from a detail scene pushed on it.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="s-tabs">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="settings" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController storyboardIdentifier="Inbox" id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Inbox" id="item"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" largeTitles="YES" id="navBar"><rect key="frame" x="0.0" y="59" width="393" height="96"/></navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-list">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                        <rect key="frame" x="16" y="100" width="80" height="30"/>
                                        <state key="normal" title="Open"/>
                                        <connections><segue destination="detail" kind="show" id="show"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-detail">
                    <objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailView">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                                        <rect key="frame" x="16" y="100" width="80" height="30"/>
                                        <state key="normal" title="Done"/>
                                        <connections><segue destination="exit" kind="unwind" identifier="backToList" unwindAction="unwindToList:" id="unwind"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s-settings">
                    <objects>
                        <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="settingsView"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aTabBarSceneMakesItsTabsAndTheNavigationSceneItsRootWithItsBars() throws {
        let files = try ConvertFixtures.convert(Self.storyboard, path: "/project/Base.lproj/Main.storyboard")
        let tabs = try #require(files.values.first { $0.root.kind == .containerChildren && $0.root.className == "UITabBarController" })
        #expect(tabs.source.contains("static func makeConvertedMain() -> UITabBarController {"))
        #expect(tabs.source.contains("setViewControllers([UINavigationController.makeConvertedMainInbox(), SettingsViewController()], animated: false)"))
        #expect(tabs.source.contains("tabBar.isTranslucent = false"))
        let navigation = try #require(files.values.first { $0.root.kind == .containerChildren && $0.root.className == "UINavigationController" })
        #expect(navigation.source.contains("func loadConvertedChildrenMainInbox() {"))
        #expect(navigation.source.contains("setViewControllers([ListViewController()], animated: false)"))
        #expect(navigation.source.contains("navigationBar.prefersLargeTitles = true"))
        #expect(navigation.source.contains("tabBarItem.title = "))
    }

    @Test func anUnwindSegueSearchesForItsDestinationAsUIKitDoesAndPopsToIt() throws {
        let files = try ConvertFixtures.convert(Self.storyboard, path: "/project/Base.lproj/Main.storyboard")
        let detail = try #require(files.values.first { $0.root.className == "DetailViewController" })
        #expect(detail.source.contains("func performSegueBackToList(_ sender: Any?) {"))
        #expect(detail.source.contains("let action = Selector((\"unwindToList:\"))"))
        #expect(detail.source.contains("guard let destination = convertedUnwindDestination(for: action, sender: sender) else { return }"))
        #expect(detail.source.contains("_ = destination.perform(action, with: segue)"))
        #expect(detail.source.contains("container.unwind(for: segue, towards: destination)"))
        #expect(detail.source.contains("private func convertedUnwindDestination(for action: Selector, sender: Any?) -> UIViewController? {"))
        #expect(!detail.notes.contains { $0.message.contains("unwind") })
    }

    @Test func theConvertedContainersAndUnwindVerifyEqual() throws {
        let outcome = try ConversionVerifier.prepared().verify(document: ConvertFixtures.document(Self.storyboard, path: "/project/Base.lproj/Main.storyboard"))
        #expect(outcome.isEqual, "\(outcome.summaryLines.joined(separator: "\n"))")
        #expect(outcome.roots == 5)
    }

    @Test func aMissingTabAndAShownNavigationBarAreNamed() throws {
        let document = try ConvertFixtures.document(Self.storyboard, path: "/project/Base.lproj/Main.storyboard")
        let tabs = try #require(document.object(withID: "tabs"))
        let recorded: [String: Any] = ["owner": ["class": "UITabBarController", "properties": [:] as [String: Any],
                                                "children": [["class": "UINavigationController", "children": [["class": "ListViewController"]]]],
                                                "tabBar": ["properties": [:] as [String: Any]]] as [String: Any]]
        let differences = ContainerExpectation.differences(recorded: recorded, scene: tabs, classes: [:], references: ReferencedScenes())
        #expect(differences.contains("children: made [UINavigationController[ListViewController]], the scene has [UINavigationController[ListViewController], SettingsViewController]"))
        #expect(differences.contains("the tabBar's isTranslucent is not set, the scene's false"))
    }

    /// A split view controller with a master and a detail scene, and a page view controller that
    /// curls pages from a spine in the middle.
    static let splitAndPages = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="split">
            <scenes>
                <scene sceneID="s-split">
                    <objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="master" kind="relationship" relationship="masterViewController" id="m"/>
                                <segue destination="pages" kind="relationship" relationship="detailViewController" id="d"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="s-master">
                    <objects>
                        <viewController id="master" customClass="MasterViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="masterView"><rect key="frame" x="0.0" y="0.0" width="320" height="852"/></view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-pages">
                    <objects>
                        <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="vertical" spineLocation="mid" doubleSided="YES" id="pages" customClass="BookViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aSplitSceneMakesMasterAndDetailAndAPageSceneItsInitializersArguments() throws {
        let files = try ConvertFixtures.convert(Self.splitAndPages, path: "/project/Base.lproj/Book.storyboard")
        let split = try #require(files.values.first { $0.root.className == "UISplitViewController" })
        #expect(split.source.contains("viewControllers = [MasterViewController(), BookViewController.makeConverted()]"))
        let pages = try #require(files.values.first { $0.root.className == "BookViewController" })
        #expect(pages.source.contains("BookViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])"))
        #expect(pages.source.contains("isDoubleSided = true"))
        let outcome = try ConversionVerifier.prepared().verify(document: ConvertFixtures.document(Self.splitAndPages, path: "/project/Base.lproj/Book.storyboard"))
        #expect(outcome.isEqual, "\(outcome.summaryLines.joined(separator: "\n"))")
    }
}
