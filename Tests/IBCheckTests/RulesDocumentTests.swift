import Foundation
import IBCheck
import IBTestSupport
import Testing

/// `Docs/Rules.md` is generated from the rules; a stale copy fails here.
@Suite struct RulesDocumentTests {
    @Test func committedRulesDocumentIsCurrent() throws {
        let url = Corpus.repositoryRoot.appendingPathComponent("Docs/Rules.md")
        if ProcessInfo.processInfo.environment["IBKIT_RECORD"] != nil {
            try RulesDocument.markdown().write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == RulesDocument.markdown(), "Docs/Rules.md is stale: run `swift run ibkit rules > Docs/Rules.md` (or IBKIT_RECORD=1 swift test)")
    }

    @Test func everyRuleIsDocumentedWithItsExamples() {
        let text = RulesDocument.markdown()
        for rule in RuleRegistry.all {
            #expect(text.contains("## \(rule.description.id)\n"))
        }
    }
}
