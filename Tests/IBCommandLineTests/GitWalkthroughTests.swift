import Foundation
import IBTestSupport
import Testing

/// What a new user meets with real git: `install-git`, a merge and a rebase that conflict, the
/// help that follows, `check` on the markers, history through textconv, and a driver whose
/// binary is gone.
@Suite struct GitWalkthroughTests {
    typealias Git = GitMergeDriverTests

    /// A repository with the seed app committed on `main`, the drivers installed, and two
    /// branches that both retitle the Settings scene while one deletes the switch the other turns off.
    static func conflictingBranches() throws -> (folder: URL, git: ([String]) throws -> (status: Int32, output: String), storyboard: URL) {
        let (folder, git) = try Git.scratchRepository(named: "ibkit-walk")
        let install = try Git.run([Git.ibkit, "install-git", "--textconv"], in: folder)
        #expect(install.status == 0, "\(install.output)")
        #expect(install.output.contains("Next: commit .gitattributes") && install.output.contains("Each teammate runs"))
        #expect(install.output.contains("a build folder"), "a binary under .build is worth a warning: \(install.output)")
        try git(["add", "-A"])
        try git(["commit", "-qm", "base"])
        let storyboard = folder.appendingPathComponent("Base.lproj/Settings.storyboard")
        try git(["checkout", "-qb", "feature"])
        try Git.edit(storyboard, [("title=\"Settings\" id=\"set-vc-001\"", "title=\"Preferences\" id=\"set-vc-001\""),
                                  (#"on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="set-sw-001""#, #"on="NO" translatesAutoresizingMaskIntoConstraints="NO" id="set-sw-001""#)])
        try git(["commit", "-qam", "feature"])
        try git(["checkout", "-q", "main"])
        var text = try String(contentsOf: storyboard, encoding: .utf8)
        text = text.replacingOccurrences(of: "title=\"Settings\" id=\"set-vc-001\"", with: "title=\"Options\" id=\"set-vc-001\"")
        text = text.replacingOccurrences(of: #"(?s)\s*<switch .*?</switch>"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\s*<constraint firstItem="set-sw-001"[^>]*/>"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\s*<outlet property="notificationsSwitch"[^>]*/>"#, with: "", options: .regularExpression)
        #expect(!text.contains("set-sw-001"), "main deletes the switch with its constraints and outlet")
        try text.write(to: storyboard, atomically: true, encoding: .utf8)
        try git(["commit", "-qam", "main"])
        return (folder, git, storyboard)
    }

    @Test func aConflictNamesTheBranchesTheOutputLinesAndHowToResolve() throws {
        let (folder, git, storyboard) = try Self.conflictingBranches()
        defer { try? FileManager.default.removeItem(at: folder) }
        let merge = try git(["merge", "feature"])
        #expect(merge.status != 0)
        let merged = try String(contentsOf: storyboard, encoding: .utf8)
        let lines = merged.components(separatedBy: "\n")
        #expect(merge.output.contains("main set title to \"Options\", feature to \"Preferences\""), "\(merge.output)")
        #expect(merge.output.contains("main deleted it (with its 2 constraints, 1 action, 1 outlet); feature set on to \"NO\""), "\(merge.output)")
        #expect(!merge.output.contains(".merge_file"), "messages name the document, never git's temporary file")
        for match in merge.output.matches(of: /Base\.lproj\/Settings\.storyboard:(\d+):1: error: merge conflict/) {
            #expect(lines[Int(match.1)! - 1].hasPrefix("<<<<<<< main"), "line \(match.1) is where the markers are")
        }
        #expect(merge.output.contains("To resolve:") && merge.output.contains("checkout -m"))
        let check = try Git.run([Git.ibkit, "check", "Base.lproj/Settings.storyboard"], in: folder)
        #expect(check.output.contains("error: unresolved merge conflict at line"), "\(check.output)")
        // The advice works: every conflict settled as main's, everything else merged.
        let driver = try #require(merge.output.firstMatch(of: /git -c merge\.ibkit\.driver='([^']*)' checkout -m/)).1
        let retry = try git(["-c", "merge.ibkit.driver=\(driver)", "checkout", "-m", "--", "Base.lproj/Settings.storyboard"])
        #expect(retry.status == 0, "\(retry.output)")
        let settled = try String(contentsOf: storyboard, encoding: .utf8)
        #expect(!settled.contains("<<<<<<<") && settled.contains("title=\"Options\""))
    }

    @Test func duringARebaseTheSidesAreTheUpstreamAndTheBranchBeingRebased() throws {
        let (folder, git, storyboard) = try Self.conflictingBranches()
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["checkout", "-q", "feature"])
        let rebase = try git(["rebase", "main"])
        #expect(rebase.status != 0)
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        #expect(text.contains("<<<<<<< upstream") && text.contains(">>>>>>> feature (being rebased)"))
        #expect(rebase.output.contains("upstream") && rebase.output.contains("feature (being rebased) to \"Preferences\""), "\(rebase.output)")
        try git(["rebase", "--abort"])
    }

    @Test func historyShowsDocumentsAsOutlinesThroughTextconv() throws {
        let (folder, git, _) = try Self.conflictingBranches()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try git(["log", "-p", "-1", "main"])
        #expect(log.output.contains("-   │  │  ↳ outlet notificationsSwitch → Switch (set-sw-001)"), "\(log.output)")
        #expect(!log.output.contains("-                            <switch"), "the outline, not the XML")
        let diff = try git(["diff", "main~1", "main", "--", "Base.lproj/Settings.storyboard"])
        #expect(diff.output.contains("ibkit diff a/Base.lproj/Settings.storyboard"), "git diff runs ibkit's own diff: \(diff.output)")
    }

    @Test func aDriverWhoseBinaryIsGoneFallsBackToGitsLineMergeWithMarkers() throws {
        let (folder, git, storyboard) = try Self.conflictingBranches()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try git(["config", "--get", "merge.ibkit.driver"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        try git(["config", "merge.ibkit.driver", driver.replacingOccurrences(of: Git.ibkit, with: "/nonexistent/ibkit")])
        let merge = try git(["merge", "feature"])
        #expect(merge.status != 0)
        #expect(merge.output.contains("not found; Base.lproj/Settings.storyboard merged line by line") || merge.output.contains("merged line by line"), "\(merge.output)")
        #expect(try String(contentsOf: storyboard, encoding: .utf8).contains("<<<<<<<"), "never our side alone, silently")
    }

    @Test func installGitNamesIbkitFromPathWhenItIsTheSameProgram() throws {
        let (folder, git) = try Git.scratchRepository(named: "ibkit-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("ibkit").path, withDestinationPath: Git.ibkit)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let install = try Git.run(["PATH=\(path)", "ibkit", "install-git"], in: folder)
        #expect(install.status == 0 && !install.output.contains("warning"), "\(install.output)")
        let driver = try git(["config", "--get", "merge.ibkit.driver"]).output
        #expect(driver.contains(" ibkit merge %O %A %B") && !driver.contains(Git.ibkit), "\(driver)")
    }
}
