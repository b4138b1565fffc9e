import IBCheck
import IBRuntime
import Testing

/// Relationship segues to tabs (one through a storyboard reference), tab selection, and references
/// that load each other without end.
@Suite struct TabsAndReferencesTests {
    static let tabs = RuleExample(triggers: true, files: [
        ("App/Base.lproj/Main.storyboard", Fixture.storyboard("""
        <scene sceneID="s0"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="home" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="ref" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s1"><objects>
            <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="hv"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                <tabBarItem key="tabBarItem" title="Home" id="hi"/>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Profile" id="ref" sceneMemberID="viewController"/>
        </objects></scene>
        """, initial: "tabs")),
        ("App/Base.lproj/Profile.storyboard", Fixture.storyboard("""
        <scene sceneID="p1"><objects>
            <viewController id="profile" customClass="ProfileViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="pv"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                <tabBarItem key="tabBarItem" title="Profile" id="pi"/>
            </viewController>
        </objects></scene>
        """, initial: "profile")),
    ]).project()

    @Test func tabsComeFromTheirRelationshipsAndAReferenceLoadsTheOtherStoryboard() throws {
        let runtime = Runtime(project: Self.tabs)
        let root = try runtime.launch(runtime.storyboard(named: "Main"))
        #expect(root.container == .tabBar)
        #expect(root.children.map(\.label) == ["HomeViewController", "ProfileViewController"])
        #expect(root.children[1].storyboard?.name == "Profile")
        // Only the selected tab's view is loaded and shown.
        #expect(root.children[0].isAppeared)
        #expect(!root.children[1].isViewLoaded)
        runtime.clearTrace()
        try runtime.tap("Profile")
        #expect(root.selectedIndex == 1)
        let order = ["UITabBarController(tabs).selectedIndex = 1", "ProfileViewController.viewDidLoad()",
                     "HomeViewController.viewWillDisappear(_:)", "ProfileViewController.viewWillAppear(_:)",
                     "HomeViewController.viewDidDisappear(_:)", "ProfileViewController.viewDidAppear(_:)"]
        #expect(runtime.lines.filter(order.contains) == order)
    }

    @Test func referencesThatLoadEachOtherAreARecursionFailure() throws {
        let project = RuleExample(triggers: true, files: [
            ("A.storyboard", Fixture.storyboard("""
            <scene sceneID="a1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="toB" kind="relationship" relationship="rootViewController" id="ra"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="a2"><objects><viewControllerPlaceholder storyboardName="B" id="toB" sceneMemberID="viewController"/></objects></scene>
            """, initial: "nav")),
            ("B.storyboard", Fixture.storyboard("""
            <scene sceneID="b1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="toA" kind="relationship" relationship="rootViewController" id="rb"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="b2"><objects><viewControllerPlaceholder storyboardName="A" id="toA" sceneMemberID="viewController"/></objects></scene>
            """, initial: "nav")),
        ]).project()
        let runtime = Runtime(project: project)
        let failure = #expect(throws: RuntimeFailure.self) { try runtime.launch(runtime.storyboard(named: "A")) }
        #expect(failure?.kind == .recursion)
        #expect(failure?.reason.contains("A.storyboard#nav → A.storyboard#toB → B.storyboard#nav → B.storyboard#toA → A.storyboard#nav") == true)
        #expect(failure?.location.file == "B.storyboard")
    }

    @Test func aRelationshipBackToItsOwnContainerFailsInsteadOfLooping() throws {
        let project = RuleExample(triggers: true, files: [
            ("Main.storyboard", Fixture.storyboard("""
            <scene sceneID="s"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="rootViewController" id="loop"/></connections>
                </navigationController>
            </objects></scene>
            """, initial: "nav")),
        ]).project()
        let runtime = Runtime(project: project)
        let failure = #expect(throws: RuntimeFailure.self) { try runtime.launch(runtime.storyboard(named: "Main")) }
        #expect(failure?.kind == .recursion)
        #expect(failure?.location.line == 6)
    }

    @Test func entryPointsThatReferToEachOtherFailInsteadOfLooping() throws {
        let project = RuleExample(triggers: true, files: [
            ("A.storyboard", Fixture.storyboard("""
            <scene sceneID="a"><objects><viewControllerPlaceholder storyboardName="B" id="toB" sceneMemberID="viewController"/></objects></scene>
            """, initial: "toB")),
            ("B.storyboard", Fixture.storyboard("""
            <scene sceneID="b"><objects><viewControllerPlaceholder storyboardName="A" id="toA" sceneMemberID="viewController"/></objects></scene>
            """, initial: "toA")),
        ]).project()
        let runtime = Runtime(project: project)
        let failure = #expect(throws: RuntimeFailure.self) { try runtime.launch(runtime.storyboard(named: "A")) }
        #expect(failure?.kind == .recursion)
        let document = try #require(project.storyboards["A"]?.first)
        let map = FlowMap(document: document, project: project)
        #expect(map.nodes.count == 1)
        #expect(map.text().contains("no entry point") == false)
    }
}
