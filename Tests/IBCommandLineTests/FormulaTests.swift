import Foundation
import IBTestSupport
import Testing

/// The Homebrew formula, checked where brew cannot run: its Ruby parses, the release script
/// writes its url and checksum, and its `test do` block's document gets the finding the block
/// asserts from the ibkit built here.
@Suite struct FormulaTests {
    static let formula = Corpus.repositoryRoot.appendingPathComponent("Formula/ibkit.rb")

    /// The document the formula's `test do` block writes (its `<<~XML` heredoc, indentation removed).
    static func tinyDocument() throws -> String {
        let text = try String(contentsOf: formula, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasSuffix("<<~XML") })
        let end = try #require(lines[(start + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "XML" })
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    }

    @Test func theFormulaIsValidRuby() throws {
        let (status, output) = try GitMergeDriverTests.run(["ruby", "-c", Self.formula.path], in: Corpus.repositoryRoot)
        #expect(status == 0 && output.contains("Syntax OK"), "ruby -c (Debian's ruby, which .ci/install installs): \(output)")
    }

    @Test func theFormulasTestBlockGetsTheFindingItAssertsFromThisIbkit() throws {
        let text = try String(contentsOf: Self.formula, encoding: .utf8)
        let expected = text.matches(of: /assert_match "([^"]+)", output/).map { String($0.1) }
        #expect(expected.count == 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-formula-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try Self.tinyDocument().utf8).write(to: folder.appendingPathComponent("Tiny.xib"))
        // shell_output("#{bin}/ibkit check Tiny.xib", 1): exit status 1.
        let (status, output) = try GitMergeDriverTests.run([BuiltProducts.ibkit, "check", "Tiny.xib"], in: folder)
        #expect(status == 1, "\(output)")
        for part in expected { #expect(output.contains(part), "\(part) in \(output)") }
        #expect(text.contains(##"shell_output("#{bin}/ibkit check Tiny.xib", 1)"##))
    }

    @Test func updateFormulaWritesTheTagsArchiveURLAndItsChecksum() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-formula-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("ibkit.rb"), archive = folder.appendingPathComponent("archive.tar.gz")
        try FileManager.default.copyItem(at: Self.formula, to: copy)
        // SHA-256's published test vector: "abc".
        try Data("abc".utf8).write(to: archive)
        let script = Corpus.repositoryRoot.appendingPathComponent("Scripts/update-formula.sh").path
        for version in ["1.0.0", "1.1.0"] {
            let (status, output) = try GitMergeDriverTests.run(["bash", script, version, "--archive", archive.path, "--formula", copy.path], in: folder)
            #expect(status == 0, "\(output)")
        }
        let written = try String(contentsOf: copy, encoding: .utf8)
        let release = #"""
              homepage "https://github.com/ibkit/ibkit"
              url "https://github.com/ibkit/ibkit/archive/refs/tags/1.1.0.tar.gz"
              sha256 "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
            """#
        #expect(written.contains(release), "\(written)")
        #expect(written.components(separatedBy: "\n  url ").count == 2, "one url, the last release's")
        let (status, output) = try GitMergeDriverTests.run(["ruby", "-c", copy.path], in: folder)
        #expect(status == 0 && output.contains("Syntax OK"), "\(output)")
    }
}
