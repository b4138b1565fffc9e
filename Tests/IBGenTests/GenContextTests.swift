import Foundation
import IBGen
import IBProject
import IBTestSupport
import Testing

/// The typed context `gen` templates will read, on the example app and on the corpus.
@Suite struct GenContextTests {
    static func json(_ context: GenContext) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
    }

    /// `Goldens/SeedApp.context.json`; `IBKIT_RECORD=1 swift test` rewrites it, to be reviewed as a diff.
    @Test func theExampleAppsContextMatchesItsGolden() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.examples.path]).files)
        let produced = try Self.json(GenContext(project: project))
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/SeedApp.context.json")
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try produced.write(to: golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: golden, encoding: .utf8)
        #expect(committed == produced, "Goldens/SeedApp.context.json is stale: review the change, then IBKIT_RECORD=1 swift test")
    }

    /// `Goldens/GenApp.context.json`: prototype cells, xib cells, modules, a reference and unusual identifiers.
    @Test func theFixtureAppsContextMatchesItsGolden() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/GenApp")
        let produced = try Self.json(GenContext(project: Project(files: ProjectScanner.files(in: [fixture.path]).files)))
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/GenApp.context.json")
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try produced.write(to: golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: golden, encoding: .utf8)
        #expect(committed == produced, "Goldens/GenApp.context.json is stale: review the change, then IBKIT_RECORD=1 swift test")
        #expect(produced.contains("\"modules\" : [\n    \"Accounts\",\n    \"Gallery\"\n  ]"))
    }

    @Test func seguesReachTheirDestinationClassThroughReferences() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.examples.path]).files)
        let context = GenContext(project: project)
        let main = try #require(context.storyboards.first { $0.name == "Main" })
        let fromA = try #require(main.segues.first { $0.sceneName == "AViewController" })
        let settings = try #require(fromA.segues.first { $0.identifier == "showSettings" })
        #expect(settings.destination?.name == "SettingsViewController")
        #expect(settings.destinationStoryboard == "Settings")
        #expect(main.initialScene?.controller.name == "UINavigationController")
        let badge = try #require(context.xibs.first { $0.name == "BadgeView" })
        #expect(badge.owner == nil)
        #expect(badge.views.map(\.name) == ["BadgeView"])
        #expect(context.xibs.first { $0.name == "ProfileCardView" }?.owner?.name == "ProfileCardView")
    }

    /// A gesture recognizer dropped into the scene's bar triggers a segue of the scene's
    /// controller, as SwiftGen and R.swift list it.
    @Test func aSegueTriggeredFromTheScenesBarIsTheControllers() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                                </connections>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="tap">
                            <connections>
                                <segue destination="detail" kind="show" identifier="showDetail" id="sg1"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let project = Project(files: [ProjectFile(path: "/app/Main.storyboard", kind: .document, contents: Array(storyboard.utf8))], followsTargetSources: false)
        let main = try #require(GenContext(project: project).storyboards.first)
        let list = try #require(main.segues.first { $0.sceneName == "ListViewController" })
        #expect(list.segues.map(\.identifier) == ["showDetail"])
        #expect(list.segues.first?.destination?.name == "DetailViewController")
    }

    /// Every corpus document goes into one context, the same twice, and survives a JSON round trip.
    @Test func theCorpusContextIsDeterministic() throws {
        let project = Project(files: ProjectScanner.files(in: [Corpus.root.path]).files)
        let first = GenContext(project: project)
        // Names, not files: the corpus's many apps share names such as Main and LaunchScreen.
        #expect(first.storyboards.count == Set(project.documents.filter { $0.isStoryboard && $0.platform != nil && $0.format == .document }.map { Project.baseName($0.path) }).count)
        #expect(first.xibs.count >= 300, "xib names: \(first.xibs.count)")
        #expect(first == GenContext(project: project))
        let decoded = try JSONDecoder().decode(GenContext.self, from: Data(Self.json(first).utf8))
        #expect(decoded == first)
        for storyboard in first.storyboards {
            #expect(Set(storyboard.segues.map(\.sceneName)).count == storyboard.segues.count, "\(storyboard.name): scene names repeat")
        }
    }
}
