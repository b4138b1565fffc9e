import Foundation
import IBTestSupport
import Testing

/// git itself, with the drivers `ibkit install-git` sets up: two branches edit one storyboard
/// next to each other, `git merge` merges it through ibkit, and `ibkit check` passes on the result.
@Suite struct GitMergeDriverTests {
    /// The ibkit built beside this test bundle.
    static let ibkit = BuiltProducts.ibkit

    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A copy of the seed app in a fresh git repository (on `main`, with a committer set, nothing
    /// committed), and git run in it.
    static func scratchRepository(named name: String) throws -> (folder: URL, git: ([String]) throws -> (status: Int32, output: String)) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Corpus.examples.appendingPathComponent("SeedApp"), to: folder)
        let git = { (arguments: [String]) throws -> (status: Int32, output: String) in try Self.run(["git"] + arguments, in: folder) }
        for arguments in [["init", "-q", "-b", "main"], ["config", "user.email", "test@example.com"], ["config", "user.name", "Test"]] { try git(arguments) }
        return (folder, git)
    }

    static func edit(_ file: URL, _ replacements: [(String, String)]) throws {
        var text = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(old) is in the fixture")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func gitMergesTwoBranchesEditingOneStoryboardThroughTheDriver() throws {
        #expect(FileManager.default.fileExists(atPath: Self.ibkit), "the ibkit executable is built beside the tests")
        let (folder, git) = try Self.scratchRepository(named: "ibkit-git")
        defer { try? FileManager.default.removeItem(at: folder) }
        let install = try Self.run([Self.ibkit, "install-git"], in: folder)
        #expect(install.status == 0, "\(install.output)")
        try git(["add", "-A"])
        try git(["commit", "-qm", "base"])
        let storyboard = folder.appendingPathComponent("Base.lproj/Settings.storyboard")

        try git(["checkout", "-qb", "scene"])
        try Self.edit(storyboard, [
            ("<outlet property=\"notificationsSwitch\" destination=\"set-sw-001\" id=\"set-ot-001\"/>",
             "<outlet property=\"notificationsSwitch\" destination=\"set-sw-001\" id=\"set-ot-001\"/>\n<segue destination=\"abt-vc-001\" kind=\"show\" identifier=\"showAbout\" id=\"abt-sg-001\"/>"),
            ("    </scenes>", """
                    <scene sceneID="abt-sc-001">
                        <objects>
                            <viewController title="About" id="abt-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="abt-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                        <point key="canvasLocation" x="500" y="0.0"/>
                    </scene>
                </scenes>
            """),
        ])
        try git(["commit", "-qam", "about scene"])

        try git(["checkout", "-q", "main"])
        try Self.edit(storyboard, [
            ("title=\"Settings\" id=\"set-vc-001\"", "title=\"Preferences\" id=\"set-vc-001\""),
            ("secondAttribute=\"centerY\" id=\"set-cn-002\"/>",
             "secondAttribute=\"centerY\" id=\"set-cn-002\"/>\n<constraint firstItem=\"set-sw-001\" firstAttribute=\"top\" relation=\"greaterThanOrEqual\" secondItem=\"set-sa-001\" secondAttribute=\"top\" constant=\"20\" id=\"set-cn-003\"/>"),
        ])
        try git(["commit", "-qam", "preferences"])

        let merge = try git(["merge", "-q", "--no-edit", "scene"])
        #expect(merge.status == 0, "git merge: \(merge.output)")
        let merged = try String(contentsOf: storyboard, encoding: .utf8)
        for piece in ["title=\"Preferences\"", "id=\"set-cn-003\"", "sceneID=\"abt-sc-001\"", "id=\"abt-sg-001\""] {
            #expect(merged.contains(piece), "the merge holds \(piece)")
        }
        #expect(!merged.contains("<<<<<<<"))
        let check = try Self.run([Self.ibkit, "check", "."], in: folder)
        #expect(!check.output.contains("error:"), "\(check.output)")
    }
}
