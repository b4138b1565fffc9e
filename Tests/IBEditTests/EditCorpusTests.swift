import Foundation
@testable import IBEdit
import IBTestSupport
import IBXML
import Testing

/// Format and diff on every shared corpus document: formatting twice changes nothing the second
/// time and loses nothing; a document diffed with itself, or with its formatted self, is equal.
@Suite struct EditCorpusTests {
    @Test func formatIsIdempotentAndDiffSeesNoChangeOnEveryCorpusDocument() throws {
        var formatted = 0, skipped = 0, documents = 0
        var failures: [String] = []
        for url in Corpus.documents {
            let bytes = Corpus.bytes(url), name = Corpus.name(url)
            guard let tree = try? XMLTree.parse(bytes, path: name), let root = tree.rootElement, tree.name(of: root) == "document" else { continue }
            documents += 1
            switch try DocumentFormatter.format(bytes, path: name) {
            case .unchanged:
                break
            case .skipped:
                skipped += 1
            case .formatted(let once):
                formatted += 1
                if try DocumentFormatter.format(once, path: name) != .unchanged { failures.append("\(name): a second format changed it") }
                if !(try DocumentDiff.changes(old: bytes, oldPath: name, new: once, newPath: name)).isEmpty {
                    failures.append("\(name): the diff sees formatting")
                }
            }
            if !(try DocumentDiff.changes(old: bytes, oldPath: name, new: bytes, newPath: name)).isEmpty {
                failures.append("\(name): differs from itself")
            }
        }
        print("format: \(documents) documents, \(formatted) reformatted, \(skipped) left alone; diff with itself empty on all")
        #expect(documents >= 1000)
        #expect(skipped == 0)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
