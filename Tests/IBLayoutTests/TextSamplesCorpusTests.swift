import IBDocument
import IBLayout
import IBTestSupport
import Testing

/// The corpus's texts whose stored width is their own (single-line labels, titled buttons, AppKit
/// labels at their natural width), measured as shipped: SF Pro's metrics, the fitted space. The
/// floors are the shares measured when this was written (77.9% of UIKit labels and 82.7% of
/// AppKit labels in the system font within half a point), a point or two below.
@Suite struct TextSamplesCorpusTests {
    static let floors = (uiKitLabels: 0.76, appKitLabels: 0.81, samples: 450)

    @Test func theSystemFontsSamplesMeasureAsXcodeStoredThem() throws {
        var samples: [TextAdvancesFit.Sample] = []
        for url in Corpus.documents {
            guard let document = try? Document.parse(Corpus.bytes(url), path: url.path) else { continue }
            samples += TextAdvancesFit.samples(in: document)
        }
        #expect(samples.count >= Self.floors.samples, "the corpus is missing or its samples dropped: \(samples.count)")
        func share(_ element: String, _ family: TextFace.Family) -> Double {
            let chosen = samples.filter { $0.element == element && $0.face.family == family }
            let agreement = TextAdvancesFit.agreement(chosen, with: .standard)
            return chosen.isEmpty ? 0 : Double(agreement.withinHalfPoint) / Double(chosen.count)
        }
        let uiKit = share("label", .system), appKit = share("textField", .appKitSystem)
        print(String(format: "text samples: %d; UIKit labels %.1f%%, AppKit labels %.1f%% within 0.5 pt", samples.count, uiKit * 100, appKit * 100))
        #expect(uiKit >= Self.floors.uiKitLabels)
        #expect(appKit >= Self.floors.appKitLabels)
    }
}
