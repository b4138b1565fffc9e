import IBLocalization
import IBTestSupport
import Testing

/// The export reproduces the keys of the real translations in the corpus.
@Suite struct StringsAgreementTests {
    @Test func theCorpusTranslationsKeysAreReproduced() {
        let agreement = StringsAgreement.measure(root: Corpus.root.path)
        let missed = agreement.missedByProperty.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(12).map { "\($0.key) \($0.value)" }
        print("strings agreement: \(agreement.reproduced) of \(agreement.keys) keys in \(agreement.files) files (\(String(format: "%.1f", agreement.share * 100))%);"
            + " \(agreement.extra) exported keys no translation has; \(agreement.orphans.count) files without a document; most missed: \(missed.joined(separator: ", "))")
        #expect(agreement.files >= 150)
        #expect(agreement.share >= 0.97)
    }
}
