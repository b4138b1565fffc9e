import Foundation
import IBCommandLine
import IBDocument
import IBFoundation
import IBTestSupport
import Testing

/// `ibkit dump` and `ibkit stats` as a user runs them, bad files included.
@Suite struct CommandLineTests {
    /// What a command printed. `LockedValue` rather than `Mutex`, which macOS has only from 15 on
    /// while the package runs on 13.
    final class Captured: Sendable {
        let out = LockedValue<[String]>([])
        let err = LockedValue<[String]>([])
        var console: Console {
            Console(out: { line in self.out.withLock { $0.append(line) } }, err: { line in self.err.withLock { $0.append(line) } })
        }
        var stdout: String { out.withLock { $0.joined(separator: "\n") } }
        var stderr: String { err.withLock { $0.joined(separator: "\n") } }
    }

    var examples: String { Corpus.examples.path }

    static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func dumpPrintsTheOutlineOfEveryExampleDocument() {
        let captured = Captured()
        let status = DumpAction.run(paths: [examples], json: false, console: captured.console)
        #expect(status == 0)
        #expect(captured.stderr.isEmpty)
        let out = captured.stdout
        #expect(out.contains("Main.storyboard — iOS storyboard, entry point nav-vc-001"))
        #expect(out.contains("├─ B View Controller [BViewController] #bbb-vc-001"))
        #expect(out.contains("↳ segue embed \"embedChild\" → Child View Controller (chd-vc-001)"))
        #expect(out.contains("↳ segue unwind unwindToA: → Exit (ccc-ex-001)"))
        #expect(out.contains("↳ segue presentation \"showSettings\" → Settings Reference (ref-vc-001)"))
        #expect(out.contains("⊢ Image View.width = Image View.height × 1:1"))
        #expect(out.contains("⚙ layer.cornerRadius: number = 12.5"))
        #expect(out.contains("ProfileCardView.xib — iOS xib"))
        #expect(out.contains("Settings.storyboard — iOS storyboard"))
    }

    @Test func dumpAsJSONDecodesBackIntoOutlines() throws {
        let captured = Captured()
        #expect(DumpAction.run(paths: [examples], json: true, console: captured.console) == 0)
        let outlines = try JSONDecoder().decode([Outline].self, from: Data(captured.stdout.utf8))
        #expect(outlines.map { ($0.path as NSString).lastPathComponent } == ["Dashboard.storyboard", "Main.storyboard", "Settings.storyboard", "BadgeView.xib", "ProfileCardView.xib"])
        #expect(outlines[1].items.count == 6)
    }

    @Test func aBadFileIsReportedAndTheOthersStillRun() throws {
        let bad = try Self.temporaryFile("Broken.storyboard", Array("<document>\n  <scenes>\n".utf8))
        let binary = try Self.temporaryFile("Compiled.xib", Array("bplist00".utf8) + [0, 0, 1])
        let good = examples + "/SeedApp/Base.lproj/Settings.storyboard"
        let captured = Captured()
        let status = DumpAction.run(paths: [bad, good, binary, "/no/such/file.xib"], json: false, console: captured.console)
        #expect(status == 1)
        let errors = captured.err.withLock { $0 }
        #expect(errors == [
            "/no/such/file.xib:1:1: error: no such file or folder",
            "\(bad):3:1: error: unexpected end of file: <scenes> opened at 2:3 is not closed",
            "\(binary):1:1: error: binary property list, not an Interface Builder document (a compiled nib? ibkit reads the source .xib or .storyboard)",
        ])
        #expect(captured.stdout.contains("Settings.storyboard — iOS storyboard"))
    }

    @Test func statsCountsWhatTheExamplesHold() throws {
        let captured = Captured()
        #expect(StatsAction.run(paths: [examples], json: true, console: captured.console) == 0)
        let statistics = try JSONDecoder().decode(DocumentStatistics.self, from: Data(captured.stdout.utf8))
        #expect(statistics.documents == ["storyboard": 3, "xib": 2])
        #expect(statistics.scenes == 12)
        #expect(statistics.controllers == 10)
        #expect(statistics.storyboardReferences == 2)
        #expect(statistics.segues == ["relationship": 1, "show": 2, "presentation": 1, "embed": 5, "unwind": 2])
        #expect(statistics.connections["outlet"] == 8)
        #expect(statistics.connections["action"] == 1)
        #expect(statistics.runtimeAttributes == 10)
        #expect(statistics.constraints == 30)
    }

    @Test func statsTextIsATable() {
        let captured = Captured()
        #expect(StatsAction.run(paths: [examples], json: false, console: captured.console) == 0)
        #expect(captured.stdout.contains("segues: unwind         2"))
    }

    @Test func theFinderLooksInsideLprojFoldersAndSkipsHiddenOnes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-finder-\(UUID().uuidString)")
        for path in ["en.lproj/A.xib", "Base.lproj/Main.storyboard", ".git/B.xib", "notes.txt"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = DocumentFinder.find([root.path]).documents.map { String($0.dropFirst(root.path.count + 1)) }
        #expect(found == ["Base.lproj/Main.storyboard", "en.lproj/A.xib"])
    }
}
