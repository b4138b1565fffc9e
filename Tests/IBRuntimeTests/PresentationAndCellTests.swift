import IBCheck
import IBRuntime
import Testing

/// A modal presentation unwound back to its presenter, a table cell's selection segue, and the
/// navigation bar's Back button.
@Suite struct PresentationAndCellTests {
    static let project = RuleExample(triggers: true, files: [
        ("Sources/App/ListViewController.swift", """
        import UIKit
        final class ListViewController: UITableViewController {
            @IBAction func closeEditor(_ segue: UIStoryboardSegue) {}
        }
        """),
        ("Main.storyboard", Fixture.storyboard("""
        <scene sceneID="s0"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
            <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" id="table">
                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="ItemCell" id="cell">
                            <connections><segue destination="detail" kind="show" identifier="showItem" id="toDetail"/></connections>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                <navigationItem key="navigationItem" title="Items" id="ni">
                    <barButtonItem key="rightBarButtonItem" title="Add" id="add">
                        <connections><segue destination="editor" kind="presentation" identifier="add" modalPresentationStyle="fullScreen" id="toEditor"/></connections>
                    </barButtonItem>
                </navigationItem>
            </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="dv"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="editor" customClass="EditorViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="ev">
                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <button contentMode="scaleToFill" id="done">
                            <rect key="frame" x="10" y="10" width="80" height="40"/>
                            <state key="normal" title="Done"/>
                            <connections><segue destination="exit" kind="unwind" unwindAction="closeEditor:" id="back"/></connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        """, initial: "nav")),
    ]).project()

    static func launched() throws -> Runtime {
        let runtime = Runtime(project: project)
        try runtime.launch(runtime.storyboard(named: "Main"))
        runtime.clearTrace()
        return runtime
    }

    @Test func aFullScreenPresentationUnwindsBackWithTheDismissal() throws {
        let runtime = try Self.launched()
        try runtime.tap("Add")
        let nav = try #require(runtime.rootViewController)
        #expect(nav.presentedViewController?.label == "EditorViewController")
        // Full screen: the presenter's side disappears (UIKIT_FACTS 8.3).
        #expect(runtime.lines.contains("ListViewController.viewDidDisappear(_:)"))
        runtime.clearTrace()
        try runtime.tap("Done")
        #expect(nav.presentedViewController == nil)
        let order = ["EditorViewController.prepare(for: nil → ListViewController)", "ListViewController.closeEditor:(UIStoryboardSegue)",
                     "UINavigationController(nav).dismiss(EditorViewController)", "EditorViewController.viewWillDisappear(_:)",
                     "UINavigationController(nav).viewWillAppear(_:)", "ListViewController.viewWillAppear(_:)",
                     "EditorViewController.viewDidDisappear(_:)", "ListViewController.viewDidAppear(_:)"]
        #expect(runtime.lines.filter(order.contains) == order)
    }

    @Test func aPrototypeCellIsDequeuedWhenTappedAndItsSeguePushes() throws {
        let runtime = try Self.launched()
        // The prototype is not created with the table view: it is its own nib.
        #expect(runtime.rootViewController?.topViewController?.viewIfLoaded?.subviews.isEmpty == true)
        try runtime.tap("ItemCell")
        #expect(runtime.stack == ["ListViewController", "DetailViewController"])
        #expect(runtime.lines.contains("ListViewController.shouldPerformSegue(withIdentifier: \"showItem\") -> true"))
    }

    @Test func theBackButtonPops() throws {
        let runtime = try Self.launched()
        try runtime.tap("ItemCell")
        try runtime.tap("Back")
        #expect(runtime.stack == ["ListViewController"])
        #expect(runtime.lines.contains("UINavigationController(nav).popViewController(DetailViewController)"))
    }
}
