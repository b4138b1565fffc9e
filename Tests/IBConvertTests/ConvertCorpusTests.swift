import IBConvert
import IBDocument
import IBTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// Every UIKit and AppKit document of the corpus converts, and every file it writes is Swift that parses.
@Suite struct ConvertCorpusTests {
    /// Every document of the framework converts, and every file parses; at least `documents` and `files` of them.
    @Test(arguments: [("UIKit", 700, 1_100), ("AppKit", 350, 350)])
    func everyDocumentConvertsToSwiftThatParses(framework: String, documents least: Int, files leastFiles: Int) throws {
        #expect(!Corpus.documents.isEmpty, "the corpus is missing")
        var documents = 0, files = 0
        var broken: [String] = []
        for url in Corpus.documents {
            guard let document = try? Document.load(contentsOf: url.path), document.platform != nil,
                  (document.platform == .macOS) == (framework == "AppKit"), let converted = DocumentConverter.convert(document) else { continue }
            documents += 1
            for file in converted.files {
                files += 1
                let tree = Parser.parse(source: file.source)
                if tree.hasError { broken.append(Corpus.name(url) + " → " + file.name) }
            }
        }
        #expect(documents > least && files > leastFiles)
        #expect(broken.isEmpty, "files that do not parse: \(broken.prefix(10))")
    }
}
