import IBCheck
import Testing

/// `load-fails` and a specific rule finding the same cause: only the specific finding is kept.
@Suite struct LoadFailsEchoTests {
    @Test func aDanglingSegueIsReportedOnceBySpecificRule() {
        let example = RuleExample.storyboard(true, """
        <scene sceneID="s1"><objects>
            <viewController id="a" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v">
                    <subviews>
                        <containerView contentMode="scaleToFill" id="c">
                            <connections><segue destination="gone" kind="embed" identifier="child" id="s"/></connections>
                        </containerView>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        """, initial: "a")
        let findings = Checker().run(example.project())
        #expect(findings.contains { $0.ruleID == "dangling-reference" && $0.location.line == 9 })
        #expect(!findings.contains { $0.ruleID == "load-fails" })
        // On its own, the simulation does report it.
        #expect(example.findings(of: LoadFails.self).map(\.location.line) == [9])
    }
}
