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
}
