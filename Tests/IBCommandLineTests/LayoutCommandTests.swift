import Foundation
import IBCommandLine
import IBTestSupport
import Testing

/// `ibkit layout`: frames as text or JSON, another device, bad input.
@Suite struct LayoutCommandTests {
    typealias Captured = CommandLineTests.Captured
    var settings: String { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard").path }
    var main: String { Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Main.storyboard").path }

    @Test func textShowsEachViewsFrameOnTheDocumentsDevice() {
        let captured = Captured()
        #expect(LayoutAction.run(paths: [settings], device: nil, json: false, console: captured.console) == 0)
        #expect(captured.stdout.contains("on retina6_12 portrait, 393×852"))
        #expect(captured.stdout.contains(":20: UISwitch (set-sw-001) (172, 410.67, 51, 31)"))
        #expect(!captured.stdout.contains("misplaced"))
    }

    @Test func jsonOnAnotherDeviceMovesTheCenteredSwitch() throws {
        let captured = Captured()
        #expect(LayoutAction.run(paths: [settings], device: "retina4_7", json: true, console: captured.console) == 0)
        let reports = try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [[String: Any]]
        let root = try #require((reports?.first?["roots"] as? [[String: Any]])?.first)
        #expect(root["device"] as? String == "retina4_7")
        let view = try #require((root["views"] as? [[String: Any]])?.first { $0["id"] as? String == "set-sw-001" })
        let frame = try #require(view["frame"] as? [String: Double])
        // The 49-point alignment rectangle is centred: (375 − 49) ÷ 2 = 163; (667 − 31) ÷ 2 = 318.
        #expect(frame["x"] == 163 && frame["y"] == 318)
        // On another device the stored frames are not the oracle: nothing is called misplaced.
        #expect(view["misplacedBy"] == nil)
    }

    @Test func theSameDocumentInThePseudoLanguageGivesItsLabelTheWidthOfTheLongerText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-layout-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="Settings" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="20" width="63.5" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """#
        try xib.write(toFile: folder + "/Card.xib", atomically: true, encoding: .utf8)
        let base = Captured(), pseudo = Captured()
        #expect(LayoutAction.run(paths: [folder + "/Card.xib"], device: nil, json: false, console: base.console) == 0)
        #expect(LayoutAction.run(paths: [folder + "/Card.xib"], device: nil, language: "pseudo", json: false, console: pseudo.console) == 0)
        #expect(base.stdout.contains("UILabel (title) (20, 20, 63.5, 20.5)"))
        #expect(pseudo.stdout.contains("UILabel (title) (20, 20, 94.5, 20.5)"), "SettingsSett")
        #expect(!pseudo.stdout.contains("misplaced"), "frames stored for the base language are not compared")
    }

    @Test func anUnknownDeviceIsAnErrorThatListsTheKnownOnes() {
        let captured = Captured()
        #expect(LayoutAction.run(paths: [settings], device: "iphone99", json: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("unknown device 'iphone99'; known: retina3_5"))
    }

    @Test func aBrokenFileIsReportedAndTheOthersStillRun() throws {
        let broken = try CommandLineTests.temporaryFile("Broken.xib", Array("<document><objects><view".utf8))
        let captured = Captured()
        #expect(LayoutAction.run(paths: [broken, settings], device: nil, json: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("Broken.xib:1:"))
        #expect(captured.stdout.contains("set-sw-001"))
    }

    @Test(arguments: ["inf", "-inf", "nan", "1e308", "-1e308", "hello"])
    func aHostileNumberIsOneErrorAtItsValueNeverATrap(value: String) throws {
        let text = try String(contentsOfFile: main, encoding: .utf8)
        let range = try #require(text.range(of: #"constant="[^"]*""#, options: .regularExpression))
        let hostile = try CommandLineTests.temporaryFile("Hostile.storyboard", Array(text.replacingCharacters(in: range, with: "constant=\"\(value)\"").utf8))
        let line = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        let captured = Captured()
        #expect(LayoutAction.run(paths: [hostile, settings], device: nil, json: false, console: captured.console) == 1)
        #expect(captured.stderr.contains("Hostile.storyboard:\(line):"))
        #expect(captured.stderr.contains("constant=\"\(value)\" on <constraint> is not a finite number"))
        #expect(captured.stderr.split(separator: "\n").count == 1)
        #expect(captured.stdout.contains("set-sw-001"))
    }

    @Test func aHugeButFiniteNumberIsLaidOutWithoutATrap() throws {
        let text = try String(contentsOfFile: main, encoding: .utf8)
        let range = try #require(text.range(of: #"constant="[^"]*""#, options: .regularExpression))
        let huge = try CommandLineTests.temporaryFile("Huge.storyboard", Array(text.replacingCharacters(in: range, with: #"constant="999999999999999999""#).utf8))
        let captured = Captured()
        _ = LayoutAction.run(paths: [huge], device: nil, json: false, console: captured.console)
        #expect(captured.stdout.contains("Huge.storyboard"))
    }

    /// A view pinned on every side, a label sized by its text, a view placed by its mask and one
    /// the constraints leave free vertically.
    static let sources = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="20" y="20" width="353" height="100"/>
                    </view>
                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="20" y="140" width="40" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" id="masked">
                        <rect key="frame" x="20" y="200" width="100" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                        <rect key="frame" x="20" y="400" width="100" height="50"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="root" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="20" id="c2"/>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                    <constraint firstItem="pinned" firstAttribute="height" constant="100" id="c4"/>
                    <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                    <constraint firstItem="text" firstAttribute="top" secondItem="pinned" secondAttribute="bottom" constant="20" id="c6"/>
                    <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
                    <constraint firstItem="loose" firstAttribute="width" constant="100" id="c8"/>
                    <constraint firstItem="loose" firstAttribute="height" constant="50" id="c9"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func eachViewSaysWhatDecidedItsFrame() throws {
        let path = try CommandLineTests.temporaryFile("Sources.xib", Array(Self.sources.utf8))
        let captured = Captured()
        _ = LayoutAction.run(paths: [path], device: nil, json: false, console: captured.console)
        let lines = captured.stdout.split(separator: "\n").map(String.init)
        func line(_ id: String) -> String { lines.first { $0.contains("(\(id))") } ?? "" }
        #expect(line("pinned").contains("from constraints"))
        #expect(line("text").contains("from text metrics"))
        #expect(line("masked").contains("from autoresizing"))
        #expect(line("loose").contains("from stored frame"))
        #expect(line("loose").contains("ambiguous: y"))
    }
}
