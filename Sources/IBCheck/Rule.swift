import IBDocument
import IBFoundation

/// A check: one kind of mistake UIKit or AppKit would crash on or silently get wrong.
///
/// A rule looks at one document at a time (`check(_:in:)`, run on all cores) or at the project as
/// a whole (`checkProject(_:)`), and reports findings as diagnostics with its own id.
public protocol Rule: Sendable {
    /// The rule's id, summary, rationale, default severity and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Findings in one document.
    func check(_ document: Document, in context: CheckContext) -> [Diagnostic]
    /// Findings across documents, sources and plists.
    func checkProject(_ context: CheckContext) -> [Diagnostic]
}

extension Rule {
    /// No per-document findings.
    public func check(_ document: Document, in context: CheckContext) -> [Diagnostic] { [] }
    /// No project-wide findings.
    public func checkProject(_ context: CheckContext) -> [Diagnostic] { [] }

    /// A finding of this rule at its default severity.
    func finding(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(ruleID: Self.description.id, severity: Self.description.severity, message: message, location: location, notes: notes)
    }
}

/// What a rule is, for users and for the generated rules document.
public struct RuleDescription: Sendable {
    /// The id used in output, configuration and baselines (`outlet-missing`).
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters: what UIKit/AppKit does at run time, quoting the exception it raises.
    public var rationale: String
    /// The severity used unless configuration says otherwise.
    public var severity: Severity
    /// Whether the rule compares documents with sources (and so stays silent without them).
    public var needsSources: Bool
    /// Whether the rule runs only when the configuration opts in.
    public var isOptIn: Bool
    /// Whether the rule's findings give way to other rules': a finding on a line another rule
    /// reports on is dropped, because that rule explains the same cause better.
    public var defersToOtherRules: Bool
    /// Documents (and sources) that trigger the rule, and documents that do not.
    public var examples: [RuleExample]

    /// Describes a rule.
    public init(id: String, summary: String, rationale: String, severity: Severity, needsSources: Bool = false,
                isOptIn: Bool = false, defersToOtherRules: Bool = false, examples: [RuleExample]) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.needsSources = needsSources
        self.isOptIn = isOptIn
        self.defersToOtherRules = defersToOtherRules
        self.examples = examples
    }
}
