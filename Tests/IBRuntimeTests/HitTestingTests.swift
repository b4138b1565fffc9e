import IBCheck
import IBRuntime
import Testing

/// Seed 002 and UIKIT_FACTS 9: taps reach a control only through UIKit's hit-testing rules.
@Suite struct HitTestingTests {
    /// One screen: controls that hit testing must skip, one covered, one sticking out of its
    /// superview, and two that work.
    static let project = RuleExample(triggers: true, files: [
        ("Package.swift", Fixture.swiftPackage()),
        ("Sources/App/PanelViewController.swift", """
        import UIKit
        final class PanelViewController: UIViewController {
            @IBAction func save(_ sender: UIButton) {}
        }
        """),
        ("Main.storyboard", Fixture.storyboard("""
        <scene sceneID="s"><objects>
            <viewController id="vc" customClass="PanelViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button hidden="YES" contentMode="scaleToFill" id="hidden"><rect key="frame" x="0" y="0" width="100" height="40"/></button>
                        <button alpha="0.0" contentMode="scaleToFill" id="faded"><rect key="frame" x="0" y="50" width="100" height="40"/></button>
                        <view userInteractionEnabled="NO" contentMode="scaleToFill" id="inert">
                            <rect key="frame" x="0" y="100" width="200" height="50"/>
                            <subviews><button contentMode="scaleToFill" id="insideInert"><rect key="frame" x="0" y="0" width="100" height="40"/></button></subviews>
                        </view>
                        <button contentMode="scaleToFill" id="covered"><rect key="frame" x="0" y="200" width="100" height="40"/></button>
                        <view contentMode="scaleToFill" id="cover"><rect key="frame" x="0" y="190" width="200" height="80"/></view>
                        <view contentMode="scaleToFill" id="clip">
                            <rect key="frame" x="0" y="300" width="100" height="50"/>
                            <subviews><button contentMode="scaleToFill" id="outside"><rect key="frame" x="150" y="0" width="50" height="40"/></button></subviews>
                        </view>
                        <button contentMode="scaleToFill" id="save">
                            <rect key="frame" x="0" y="400" width="100" height="40"/>
                            <state key="normal" title="Save"/>
                            <connections><action selector="save:" destination="vc" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                        <button contentMode="scaleToFill" id="broken">
                            <rect key="frame" x="0" y="450" width="100" height="40"/>
                            <connections><action selector="publish:" destination="vc" eventType="touchUpInside" id="a2"/></connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        """, initial: "vc")),
    ]).project()

    static func launched() throws -> Runtime {
        let runtime = Runtime(project: project)
        try runtime.launch(runtime.storyboard(named: "Main"))
        return runtime
    }

    @Test(arguments: [
        ("hidden", "it is hidden"),
        ("faded", "it has alpha 0.0, below 0.01"),
        ("insideInert", "its superview UIView(inert) has userInteractionEnabled off"),
        ("covered", "UIView(cover) is in front of it at its center (50.0, 220.0)"),
        ("outside", "its center (175.0, 320.0) lies outside a superview's bounds, so UIView(root) takes the touch"),
    ])
    func hitTestingSkips(_ id: String, _ reason: String) throws {
        let runtime = try Self.launched()
        let error = #expect(throws: InteractionError.self) { try runtime.tap(id) }
        guard case .notHittable(_, let found)? = error else {
            Issue.record("expected notHittable, got \(String(describing: error))")
            return
        }
        #expect(found == reason)
    }

    @Test func laterSubviewsAreAskedFirst() throws {
        let runtime = try Self.launched()
        let root = try #require(runtime.rootViewController?.viewIfLoaded)
        #expect(root.hitTest(.init(x: 50, y: 220))?.element?.id == "cover")
        #expect(root.hitTest(.init(x: 50, y: 420))?.element?.id == "save")
        #expect(root.hitTest(.init(x: 500, y: 20)) == nil)
    }

    @Test func aTapSendsTheActionToItsTarget() throws {
        let runtime = try Self.launched()
        runtime.clearTrace()
        try runtime.tap("Save")
        #expect(runtime.lines == ["PanelViewController.save:(UIButton(save))"])
    }

    @Test func aTargetWithoutTheMethodRaisesUnrecognizedSelectorOnlyWhenTapped() throws {
        let runtime = try Self.launched()
        #expect(runtime.failures.isEmpty)
        let error = #expect(throws: InteractionError.self) { try runtime.tap("broken") }
        guard case .failed(let failure)? = error else {
            Issue.record("expected a failure, got \(String(describing: error))")
            return
        }
        #expect(failure.exception == "NSInvalidArgumentException")
        #expect(failure.reason.hasPrefix("-[App.PanelViewController publish:]: unrecognized selector sent to instance 0x"))
    }

    @Test func nothingMatchingListsWhatCanBeTapped() throws {
        let runtime = try Self.launched()
        let error = #expect(throws: InteractionError.self) { try runtime.tap("Publish") }
        guard case .notFound(_, let candidates)? = error else {
            Issue.record("expected notFound")
            return
        }
        #expect(candidates.contains("Save"))
    }
}
