import Foundation
import IBDocument
import IBLayoutVariants
import IBTestSupport
import Testing

/// In the configuration the designer saw, a layout rule may only repeat what the canvas shows:
/// across the corpus, its base findings stay at or below 0.5% of the text views, and those a person
/// meets (placeholders and estimates weighed out) at or below 0.1%.
@Suite struct BaseConfigurationCorpusTests {
    @Test func baseFindingsAreAFewInAThousandTextViews() throws {
        #expect(Corpus.documents.count > 1000, "the corpus must be there")
        var textViews = 0, findings = 0, raw = 0
        var examples: [String] = []
        for url in Corpus.documents {
            guard let document = try? Document.parse(Corpus.bytes(url), path: url.path), document.usesAutoLayout else { continue }
            let analysis = LayoutVariants.analyze(document, plan: .baseOnly)
            textViews += analysis.textViews
            raw += analysis.findings.count
            let weighed = analysis.findings.compactMap { $0.weighed()?.finding }
            findings += weighed.count
            for found in weighed.prefix(1) where examples.count < 20 { examples.append("\(Corpus.name(url)):\(found.location.line): \(found.message())") }
        }
        print("base configuration: \(raw) finding(s), \(findings) a person meets, in \(textViews) text views")
        examples.forEach { print("  " + $0) }
        #expect(textViews > 3000, "labels, titled buttons and AppKit labels of the Auto Layout documents")
        #expect(Double(raw) <= 0.005 * Double(textViews), "\(raw) base findings in \(textViews) text views")
        #expect(Double(findings) <= 0.001 * Double(textViews), "\(findings) base findings a person meets in \(textViews) text views")
    }
}
