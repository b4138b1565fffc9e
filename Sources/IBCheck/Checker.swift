import IBDocument
import IBFoundation
import IBProject

/// Runs the enabled rules over a project and returns the findings, sorted and configured.
///
/// Each document is checked in the scope of every target that bundles it, against the sources
/// that target compiles; a document no target bundles gets one note and nothing more, unless
/// the configuration asks for every document.
public struct Checker: Sendable {
    /// The configuration: which rules run, at which severity, with which baseline.
    public var configuration: Configuration

    /// Told after each document is checked: how many are done, of how many, and the last one's
    /// path. Called from the worker threads, one call at a time.
    public var progress: (@Sendable (_ done: Int, _ total: Int, _ path: String) -> Void)?

    /// A checker with a configuration.
    public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

    /// The rules that run under the configuration.
    public var enabledRules: [any Rule] {
        RuleRegistry.all.filter { configuration.isEnabled($0.description) }.map { $0.init() }
    }

    /// Checks a project: document rules on all cores, then project rules.
    public func run(_ project: Project) -> [Diagnostic] { run(project, recheck: nil, reusing: DocumentFindings()).findings }

    /// Checks a project again after an edit: the document rules (and the project rules that
    /// work document by document) run only on the documents in `recheck` (all when nil) and on
    /// documents `reusing` has nothing for; the others keep what `reusing` holds for them. The
    /// other project rules always run.
    ///
    /// Returns the findings, as `run(_:)` would, and what to reuse next time.
    public func run(_ project: Project, recheck: Set<String>?, reusing: DocumentFindings)
        -> (findings: [Diagnostic], documentFindings: DocumentFindings) {
        let rules = enabledRules
        let documents = project.documents
        project.prepareScopes()
        let skipped = Set(documents.filter { isSkipped($0, in: project) }.map(\.path))
        let perDocument = ConcurrentSlots<[Diagnostic]>(count: documents.count)
        let exercised = ConcurrentSlots<[Diagnostic]>(count: documents.count)
        let documentwise = rules.compactMap { $0 as? any DocumentwiseProjectRule }
        let wholeContext = CheckContext(project: project, options: configuration.options)
        let done = LockedValue(0)
        ParallelWork.forEach(documents.count) { i in
            let path = documents[i].path
            if let recheck, !recheck.contains(path), let own = reusing.own[path], let known = reusing.exercised[path] {
                perDocument[i] = own
                exercised[i] = known
            } else {
                perDocument[i] = check(documents[i], skipped: skipped.contains(path), rules: rules, in: project)
                exercised[i] = documentwise.flatMap { $0.checkProject(wholeContext, startingFrom: documents[i]) }
            }
            if let progress {
                done.withLock { count in
                    count += 1
                    progress(count, documents.count, documents[i].path)
                }
            }
        }
        let wholeProjectRules = rules.filter { !($0 is any DocumentwiseProjectRule) }
        let perRule = ConcurrentSlots<[Diagnostic]>(count: wholeProjectRules.count)
        ParallelWork.forEach(wholeProjectRules.count) { i in
            perRule[i] = wholeProjectRules[i].checkProject(wholeContext).filter { !skipped.contains($0.location.file) }
        }
        var findings = project.projectDiagnostics + project.loadDiagnostics + project.sources.diagnostics
        var documentFindings = DocumentFindings()
        for (i, slot) in perDocument.values.enumerated() {
            findings += slot
            documentFindings.own[documents[i].path] = slot
        }
        // One failure met from several documents (a segue into a shared scene) is one finding.
        var seen: Set<String> = []
        for (i, slot) in exercised.values.enumerated() {
            documentFindings.exercised[documents[i].path] = slot
            for finding in slot where !skipped.contains(finding.location.file) && seen.insert("\(finding.ruleID)|\(finding.location)|\(finding.message)").inserted {
                findings.append(Self.tagged(finding, in: project))
            }
        }
        for slot in perRule.values { findings += slot.map { Self.tagged($0, in: project) } }
        if !project.hasSources && rules.contains(where: { type(of: $0).description.needsSources }) && !project.documents.isEmpty {
            findings.append(Diagnostic(ruleID: "sources-not-found", severity: .note,
                                       message: "no Swift or Objective-C sources found: outlets, actions, classes and identifiers were not checked against code",
                                       location: SourceLocation(file: project.documents[0].path, line: 1, column: 1)))
        }
        // In place, one array throughout: a damaged or generated document can have hundreds of
        // thousands of findings.
        Self.dropEchoes(from: &findings)
        configuration.apply(to: &findings)
        findings.sort(by: Self.order)
        return (findings, documentFindings)
    }

    /// Whether a document is left out: no target bundles it and every document was not asked for.
    func isSkipped(_ document: Document, in project: Project) -> Bool {
        guard !configuration.checksAllDocuments, case .noTarget = project.membership(of: document) else { return false }
        return true
    }

    /// The document rules' findings in each of the document's scopes, once each; a skipped
    /// document gets its one note.
    func check(_ document: Document, skipped: Bool, rules: [any Rule], in project: Project) -> [Diagnostic] {
        if skipped {
            guard configuration.isEnabled(DocumentNotInTarget.description) else { return [] }
            return [DocumentNotInTarget.finding(for: document, in: project)]
        }
        var seen: Set<Diagnostic> = []
        var findings: [Diagnostic] = []
        for scope in project.scopes(for: document) {
            let context = CheckContext(project: project, scope: scope, options: configuration.options)
            for var finding in rules.flatMap({ $0.check(document, in: context) }) where seen.insert(finding).inserted {
                finding.target = scope.target?.name
                findings.append(finding)
            }
        }
        return findings
    }

    /// A project rule's finding with the target of the document or source it points at.
    static func tagged(_ finding: Diagnostic, in project: Project) -> Diagnostic {
        var finding = finding
        if finding.target == nil { finding.target = project.targetName(of: finding.location.file) }
        return finding
    }

    /// Findings of rules that defer to others, on a line where another rule already reports (the
    /// same element, or one of its attributes): one cause is reported once, by the specific rule.
    static func dropEchoes(from findings: inout [Diagnostic]) {
        let deferring = Set(RuleRegistry.all.compactMap { rule in rule.description.defersToOtherRules ? rule.description.id : nil })
        guard findings.contains(where: { deferring.contains($0.ruleID) }) else { return }
        struct Place: Hashable { let file: String, line: Int }
        let explained = Set(findings.lazy.filter { !deferring.contains($0.ruleID) }.map { Place(file: $0.location.file, line: $0.location.line) })
        findings.removeAll { deferring.contains($0.ruleID) && explained.contains(Place(file: $0.location.file, line: $0.location.line)) }
    }

    /// File, line, column, rule, message: stable output for goldens and CI diffs.
    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.ruleID, a.message)
            < (b.location.file, b.location.line, b.location.column, b.ruleID, b.message)
    }
}
