import IBTestSupport
import IBXML
import Testing

/// Every real document parses, and its tree writes back byte for byte.
@Suite struct CorpusRoundTripTests {
    @Test func theCorpusIsThere() {
        #expect(Corpus.documents.count >= 1000, "expected the corpus at \(Corpus.root.path) (set IBKIT_CORPUS to move it)")
    }

    @Test func everyDocumentRoundTripsByteForByte() {
        var failures: [String] = []
        for url in Corpus.documents {
            let bytes = Corpus.bytes(url)
            do {
                let tree = try XMLTree.parse(bytes, path: Corpus.name(url))
                if LosslessWriter.bytes(of: tree) != bytes { failures.append("\(Corpus.name(url)): output differs") }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Corpus.documents.count) documents failed:\n\(failures.joined(separator: "\n"))")
    }
}
