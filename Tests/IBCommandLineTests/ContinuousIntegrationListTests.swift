import Foundation
import IBTestSupport
import Testing

/// The lists of tests a GitHub runner cannot run (`.ci/needs-shared`, `.ci/needs-debian`) stay
/// true: every suite that reads ../shared or Debian's fonts is listed, and every line names a
/// suite or test that exists, so that a CI run leaves out nothing it does not say.
@Suite struct ContinuousIntegrationListTests {
    static let tests = Corpus.repositoryRoot.appendingPathComponent("Tests")

    /// The lines of a list file, comments and blank lines left out.
    static func entries(_ name: String) throws -> [String] {
        try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent(".ci/\(name)"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Every test source file (test support left out) and its text.
    static func sources() throws -> [(path: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
        var found: [(String, String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") && !path.hasPrefix("IBTestSupport/") {
            // Fixtures and stubs are not tests; they have no @Test.
            let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
            if text.contains("@Test") { found.append((path, text)) }
        }
        return found
    }

    /// The suites a file declares at its top level.
    static func suites(in text: String) -> [String] {
        text.matches(of: /(?m)^(?:@Suite[^\n]*?\s)?(?:final\s+)?(?:struct|class)\s+([A-Za-z0-9_]+)/).map { String($0.1) }
            .filter { $0.hasSuffix("Tests") }
    }

    /// Checks that every suite of a file matching `uses` is listed in `list`, whole or by test.
    func expectListed(_ list: String, uses: Regex<Substring>) throws {
        let listed = Set(try Self.entries(list).map { String($0.prefix { $0 != "/" }) })
        var users = 0
        for (path, text) in try Self.sources() where text.contains(uses) {
            users += 1
            for suite in Self.suites(in: text) { #expect(listed.contains(suite), "\(path): \(suite) is in .ci/\(list)") }
        }
        #expect(users > 0)
    }

    @Test func everySuiteThatReadsSharedIsListed() throws {
        try expectListed("needs-shared", uses: /Corpus\.(?:root|documents|name\()|\bApps\.|\bMergeCases\./)
    }

    @Test func everySuiteThatReadsDebiansFontsIsListed() throws {
        try expectListed("needs-debian", uses: /\bSystemFonts\.|\bHarfBuzz\./)
    }

    @Test func everyListedSuiteAndTestExists() throws {
        let sources = try Self.sources()
        for entry in try Self.entries("needs-shared") + Self.entries("needs-debian") {
            let parts = entry.split(separator: "/").map(String.init)
            let file = sources.first { Self.suites(in: $0.text).contains(parts[0]) }
            #expect(file != nil, "\(entry): a suite named \(parts[0])")
            if parts.count == 2, let file {
                #expect(file.text.contains("func \(parts[1])("), "\(entry): a test named \(parts[1]) in \(file.path)")
            }
        }
    }
}
