import Foundation
import IBCheck
import IBFoundation
import IBTestSupport
import Testing

/// One version, written in one place (`IBKitVersion.current`), printed by `ibkit --version`,
/// carried by SARIF, and rewritten by the release script.
@Suite struct VersionTests {
    static let setVersion = Corpus.repositoryRoot.appendingPathComponent("Scripts/set-version.sh").path

    @Test func theVersionIsASemanticVersion() {
        #expect(IBKitVersion.current.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?/) != nil)
    }

    @Test func versionOptionPrintsTheVersionAloneOnOneLine() throws {
        let (status, output) = try GitMergeDriverTests.run([BuiltProducts.ibkit, "--version"], in: Corpus.repositoryRoot)
        #expect(status == 0)
        #expect(output == IBKitVersion.current + "\n")
    }

    @Test func sarifNamesTheSameVersionAsItsToolDriver() throws {
        let sarif = Reporter.sarif.render([])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ibkit")
        #expect(driver["version"] as? String == IBKitVersion.current)
    }

    /// A copy of the version file, for the script to rewrite.
    func versionFileCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("IBKitVersion.swift")
        try FileManager.default.copyItem(at: Corpus.repositoryRoot.appendingPathComponent("Sources/IBFoundation/IBKitVersion.swift"), to: copy)
        return copy
    }

    @Test func theReleaseScriptRewritesTheOneLineThatHoldsTheVersion() throws {
        let copy = try versionFileCopy()
        let before = try String(contentsOf: copy, encoding: .utf8)
        let (status, output) = try GitMergeDriverTests.run(["bash", Self.setVersion, "1.2.0-rc.1", copy.path], in: copy.deletingLastPathComponent())
        #expect(status == 0, "\(output)")
        let after = try String(contentsOf: copy, encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: "\"\(IBKitVersion.current)\"", with: "\"1.2.0-rc.1\""))
        #expect(after != before)
        let release = try String(contentsOfFile: Corpus.repositoryRoot.appendingPathComponent("Scripts/release.sh").path, encoding: .utf8)
        #expect(release.contains("Scripts/set-version.sh \"$version\""), "release.sh bumps the version first")
    }

    /// What `make bundle`, check-plugins.sh and the workflow's release build pass to release.sh.
    @Test func theScriptReadsTheVersionBackFromTheOnePlace() throws {
        let (status, output) = try GitMergeDriverTests.run(["bash", Self.setVersion, "--current"], in: Corpus.repositoryRoot)
        #expect(status == 0)
        #expect(output == IBKitVersion.current + "\n")
    }

    @Test func aVersionThatIsNotSemanticIsRefusedAndNothingIsWritten() throws {
        let copy = try versionFileCopy()
        let before = try String(contentsOf: copy, encoding: .utf8)
        for bad in ["1.2", "v1.2.0", "1.2.0 ", "01.2.0", "1.2.0/x"] {
            let (status, output) = try GitMergeDriverTests.run(["bash", Self.setVersion, bad, copy.path], in: copy.deletingLastPathComponent())
            #expect(status == 2, "\(bad): \(output)")
            #expect(output.contains("is not a semantic version"))
        }
        #expect(try String(contentsOf: copy, encoding: .utf8) == before)
    }
}
