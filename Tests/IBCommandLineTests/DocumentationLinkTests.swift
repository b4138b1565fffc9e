import Foundation
import IBTestSupport
import Testing

/// Every relative link in the README and the Docs pages leads to a file of the repository, so
/// that moving a page or an explanation never leaves a reader at a dead end.
@Suite struct DocumentationLinkTests {
    /// The README and every Markdown page under Docs.
    static func pages() throws -> [URL] {
        let root = Corpus.repositoryRoot
        var pages = [root.appendingPathComponent("README.md")]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent("Docs").path))
        for case let path as String in enumerator where path.hasSuffix(".md") { pages.append(root.appendingPathComponent("Docs/\(path)")) }
        return pages
    }

    /// The targets of a page's Markdown links and images that are not web addresses or anchors
    /// of the page itself, without their `#anchor`.
    static func relativeTargets(in text: String) -> [String] {
        text.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).map { String($0.1) }
            .filter { !$0.contains("://") && !$0.hasPrefix("mailto:") && !$0.hasPrefix("#") }
            .map { String($0.prefix { $0 != "#" }) }
    }

    @Test func everyRelativeLinkPointsAtAFileThatExists() throws {
        var checked = 0
        for page in try Self.pages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            for target in Self.relativeTargets(in: text) {
                let decoded = target.removingPercentEncoding ?? target
                let url = page.deletingLastPathComponent().appendingPathComponent(decoded).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: url.path), "\(page.lastPathComponent) links to \(target), which is not there")
                checked += 1
            }
        }
        #expect(checked > 20, "the pages link to each other")
    }

    @Test func theLinkReaderFindsLinksAndLeavesOutWebAddressesAndAnchors() {
        let text = #"See [Install](Docs/Install.md#brew), ![a](Docs/Gallery/a.png "A"), [web](https://x.org/y), [here](#top)."#
        #expect(Self.relativeTargets(in: text) == ["Docs/Install.md", "Docs/Gallery/a.png"])
    }
}
