import Foundation
import IBDocument
import IBLayoutVariants
import IBTestSupport
import Testing

/// In the configuration the designer saw, a layout rule may only repeat what the canvas shows:
/// across the corpus, text-truncated's base findings stay at or below 1% of the text views.
@Suite struct BaseConfigurationCorpusTests {
    @Test func baseFindingsAreAtMostOnePercentOfTextViews() throws {
        #expect(Corpus.documents.count > 1000, "the corpus must be there")
        var textViews = 0, findings = 0
        var examples: [String] = []
        for url in Corpus.documents {
            guard let document = try? Document.parse(Corpus.bytes(url), path: url.path), document.usesAutoLayout else { continue }
            let analysis = LayoutVariants.analyze(document, plan: .baseOnly)
            textViews += analysis.textViews
            findings += analysis.findings.count
            for found in analysis.findings.prefix(1) where examples.count < 20 { examples.append("\(Corpus.name(url)):\(found.location.line): \(found.message())") }
        }
        print("base configuration: \(findings) finding(s) in \(textViews) text views (\(String(format: "%.2f", 100 * Double(findings) / Double(max(textViews, 1))))%)")
        examples.forEach { print("  " + $0) }
        #expect(textViews > 3000, "labels, titled buttons and AppKit labels of the Auto Layout documents")
        #expect(Double(findings) <= 0.01 * Double(textViews), "\(findings) base findings in \(textViews) text views")
    }
}
