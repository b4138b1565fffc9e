import IBCheck
import IBFoundation
import Testing

/// Every rule's examples: a triggering example is found exactly at its markers, a
/// non-triggering one not at all. The same examples are the rules document.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleCase(rule: $0) }

    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        var testDescription: String { rule.description.id }
    }

    @Test(arguments: rules)
    func examplesFindExactlyTheirMarkers(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(description.examples.contains { $0.triggers }, "\(description.id) has no triggering example")
        #expect(description.examples.contains { !$0.triggers }, "\(description.id) has no non-triggering example")
        for (number, example) in description.examples.enumerated() {
            if let yaml = example.configuration {
                #expect(throws: Never.self, "\(description.id) example \(number + 1)'s configuration reads") { try Configuration(yaml: yaml, path: ".ibkit.yml") }
            }
            let expected = example.stripped.markers.map { "\($0.path):\($0.line):\($0.column)" }.sorted()
            let found = example.findings(of: ruleCase.rule).map { "\($0.location.file):\($0.location.line):\($0.location.column)" }.sorted()
            #expect(found == expected, "\(description.id) example \(number + 1): \(example.findings(of: ruleCase.rule).map(\.description))")
            if example.triggers { #expect(!expected.isEmpty, "\(description.id) example \(number + 1) triggers but has no marker") }
            else { #expect(expected.isEmpty, "\(description.id) example \(number + 1) does not trigger but has a marker") }
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}
