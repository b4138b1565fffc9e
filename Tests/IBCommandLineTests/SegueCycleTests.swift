import Foundation
import IBCommandLine
import Testing

/// A storyboard whose scenes show one another in a ring: `flows` lists each once and ends, and
/// `run` follows the ring as far as it is tapped.
@Suite struct SegueCycleTests {
    typealias Captured = CommandLineTests.Captured

    /// Scenes 0 → 1 → 2 → 0 inside one navigation controller, each by a button `next<i>`.
    static func ring(_ count: Int) -> String {
        let scenes = (0..<count).map { index in
            """
            <scene sceneID="s\(index)"><objects>
                <viewController title="Scene \(index)" id="vc\(index)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v\(index)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews><button opaque="NO" contentMode="scaleToFill" id="next\(index)"><rect key="frame" x="16" y="120" width="100" height="35"/>
                            <state key="normal" title="Next"/><connections><segue destination="vc\((index + 1) % count)" kind="show" id="sg\(index)"/></connections></button></subviews>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(index)" sceneMemberID="firstResponder"/>
            </objects></scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="nav-s"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                            <connections><segue destination="vc0" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
                    </objects></scene>
            \(scenes)
                </scenes>
            </document>
            """
    }

    @Test func flowsListsEachSceneOfARingOnceAndEnds() throws {
        let path = try CommandLineTests.temporaryFile("Ring.storyboard", Array(Self.ring(3).utf8))
        let captured = Captured()
        #expect(FlowsAction.run(document: path, projectPath: nil, dot: false, console: captured.console) == 0)
        for index in 0..<3 { #expect(captured.stdout.contains("vc\(index)")) }
        #expect(captured.stdout.count < 4_000, "the ring was unrolled: \(captured.stdout.count) characters")
    }

    @Test func runFollowsTheRingAsFarAsItIsTapped() throws {
        let path = try CommandLineTests.temporaryFile("Ring.storyboard", Array(Self.ring(3).utf8))
        var options = RunAction.Options()
        options.document = path
        options.taps = (0..<7).map { "next\($0 % 3)" }
        let captured = Captured()
        #expect(RunAction.run(options, console: captured.console) == 0, "\(captured.stderr)")
        // Seven pushes on the root: the ring went round twice and one more.
        #expect(captured.stdout.components(separatedBy: "pushViewController").count - 1 == 7)
    }
}
