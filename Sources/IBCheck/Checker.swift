import IBProject
import Dispatch
import IBDocument
import IBFoundation

/// Runs the enabled rules over a project and returns the findings, sorted and configured.
public struct Checker: Sendable {
    /// The configuration: which rules run, at which severity, with which baseline.
    public var configuration: Configuration

    /// A checker with a configuration.
    public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

    /// The rules that run under the configuration.
    public var enabledRules: [any Rule] {
        RuleRegistry.all.filter { configuration.isEnabled($0.description) }.map { $0.init() }
    }

    /// Checks a project: document rules on all cores, then project rules.
    public func run(_ project: Project) -> [Diagnostic] {
        let rules = enabledRules
        let context = CheckContext(project: project)
        let documents = project.documents
        let perDocument = ConcurrentSlots<[Diagnostic]>(count: documents.count)
        DispatchQueue.concurrentPerform(iterations: documents.count) { i in
            perDocument[i] = rules.flatMap { $0.check(documents[i], in: context) }
        }
        let perRule = ConcurrentSlots<[Diagnostic]>(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: rules.count) { i in
            perRule[i] = rules[i].checkProject(context)
        }
        var findings = project.loadDiagnostics + project.sources.diagnostics + perDocument.values.flatMap { $0 } + perRule.values.flatMap { $0 }
        if !project.hasSources && rules.contains(where: { type(of: $0).description.needsSources }) && !project.documents.isEmpty {
            findings.append(Diagnostic(ruleID: "sources-not-found", severity: .note,
                                       message: "no Swift or Objective-C sources found: outlets, actions, classes and identifiers were not checked against code",
                                       location: SourceLocation(file: project.documents[0].path, line: 1, column: 1)))
        }
        return configuration.apply(to: Self.droppingEchoes(findings)).sorted(by: Self.order)
    }

    /// Findings of rules that defer to others, on a line where another rule already reports (the
    /// same element, or one of its attributes): one cause is reported once, by the specific rule.
    static func droppingEchoes(_ findings: [Diagnostic]) -> [Diagnostic] {
        let deferring = Set(RuleRegistry.all.compactMap { rule in rule.description.defersToOtherRules ? rule.description.id : nil })
        func place(_ finding: Diagnostic) -> String { "\(finding.location.file):\(finding.location.line)" }
        let explained = Set(findings.filter { !deferring.contains($0.ruleID) }.map(place))
        return findings.filter { !deferring.contains($0.ruleID) || !explained.contains(place($0)) }
    }

    /// File, line, column, rule, message: stable output for goldens and CI diffs.
    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.ruleID, a.message)
            < (b.location.file, b.location.line, b.location.column, b.ruleID, b.message)
    }
}
