import IBConvert
import IBDocument
import IBTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// Every UIKit document of the corpus converts, and every file it writes is Swift that parses.
@Suite struct ConvertCorpusTests {
    @Test func everyUIKitDocumentConvertsToSwiftThatParses() throws {
        #expect(!Corpus.documents.isEmpty, "the corpus is missing")
        var documents = 0, files = 0
        var broken: [String] = []
        for url in Corpus.documents {
            guard let document = try? Document.load(contentsOf: url.path), document.platform == .iOS || document.platform == .tvOS else { continue }
            documents += 1
            for file in UIKitConverter(document: document).convert().files {
                files += 1
                let tree = Parser.parse(source: file.source)
                if tree.hasError { broken.append(Corpus.name(url) + " → " + file.name) }
            }
        }
        #expect(documents > 700 && files > 1_100)
        #expect(broken.isEmpty, "files that do not parse: \(broken.prefix(10))")
    }
}
