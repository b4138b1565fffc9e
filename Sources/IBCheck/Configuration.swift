import Foundation
import IBFoundation
import Yams

/// `.ibkit.yml`: which paths and rules `check` uses, at which severity, with which baseline.
public struct Configuration: Sendable, Equatable {
    /// Paths to check (relative to the configuration file); empty means the given paths.
    public var included: [String] = []
    /// Paths or path fragments to skip.
    public var excluded: [String] = []
    /// Rules that do not run.
    public var disabledRules: Set<String> = []
    /// Opt-in rules that run.
    public var optInRules: Set<String> = []
    /// Severity per rule id.
    public var severities: [String: Severity] = [:]
    /// The baseline file of accepted findings.
    public var baseline: String?
    /// Findings the baseline accepts (loaded from `baseline`).
    public var acceptedFindings: Baseline?
    /// Whether documents no target bundles are checked too (`--all-documents`, `all_documents: true`).
    public var checksAllDocuments = false
    /// The convention rules' settings.
    public var options = RuleOptions()

    /// The default configuration.
    public init() {}

    /// The keys `.ibkit.yml` understands.
    public static let keys: Set<String> = Set(["included", "excluded", "disabled_rules", "opt_in_rules", "severity", "baseline", "all_documents", "layout"])
        .union(RuleOptions.keys)

    /// Reads YAML; an unknown key, rule id or severity is an error at its line.
    public init(yaml text: String, path: String) throws(DocumentError) {
        func fail(_ message: String, line: Int = 1, column: Int = 1) -> DocumentError {
            DocumentError(location: SourceLocation(file: path, line: line, column: column), message: message)
        }
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw fail("invalid YAML: \(error)")
        }
        guard let root else { return }
        guard let mapping = root.mapping else { throw fail("the configuration must be a mapping of keys to values") }
        let ruleIDs = Set(RuleRegistry.all.map { $0.description.id })
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.mark?.line ?? 1
            let column = keyNode.mark?.column ?? 1
            func strings() throws(DocumentError) -> [String] {
                if let single = value.string { return [single] }
                guard let sequence = value.sequence else { throw fail("'\(key)' must be a list of strings", line: line, column: column) }
                return sequence.compactMap(\.string)
            }
            func ruleList() throws(DocumentError) -> Set<String> {
                let list = try strings()
                if let unknown = list.first(where: { !ruleIDs.contains($0) }) { throw fail("unknown rule '\(unknown)' in '\(key)'", line: line, column: column) }
                return Set(list)
            }
            switch key {
            case "included": included = try strings()
            case "excluded": excluded = try strings()
            case "disabled_rules": disabledRules = try ruleList()
            case "opt_in_rules": optInRules = try ruleList()
            case "baseline": baseline = value.string
            case "all_documents":
                guard let flag = value.bool else { throw fail("'all_documents' must be true or false", line: line, column: column) }
                checksAllDocuments = flag
            case "layout":
                guard let flag = value.bool else { throw fail("'layout' must be true or false", line: line, column: column) }
                if flag { enableLayoutVariants() }
            case "severity":
                guard let entries = value.mapping else { throw fail("'severity' must map rule ids to error, warning or note", line: line, column: column) }
                for (ruleNode, levelNode) in entries {
                    let rule = ruleNode.string ?? ""
                    guard ruleIDs.contains(rule) else { throw fail("unknown rule '\(rule)' in 'severity'", line: ruleNode.mark?.line ?? 1, column: ruleNode.mark?.column ?? 1) }
                    guard let level = levelNode.string.flatMap(Severity.init(rawValue:)) else {
                        throw fail("severity of '\(rule)' must be error, warning or note", line: levelNode.mark?.line ?? 1, column: levelNode.mark?.column ?? 1)
                    }
                    severities[rule] = level
                }
            case _ where RuleOptions.keys.contains(key):
                try options.read(key, value) { message in fail(message, line: line, column: column) }
            default:
                throw fail("unknown configuration key '\(key)' (known: \(Self.keys.sorted().joined(separator: ", ")))", line: line, column: column)
            }
        }
    }

    /// The rules that lay documents out in other languages, devices and text sizes.
    public static let layoutVariantRules: Set<String> = [TextTruncated.description.id, ViewsOverlap.description.id, ConstraintsUnsatisfiable.description.id]

    /// Turns on the layout-variant rules (`--layout`, `layout: true`).
    public mutating func enableLayoutVariants() {
        optInRules.formUnion(Self.layoutVariantRules)
    }

    /// Whether a rule runs.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        !disabledRules.contains(rule.id) && (!rule.isOptIn || optInRules.contains(rule.id))
    }

    /// Whether a path is excluded.
    public func isExcluded(_ path: String) -> Bool {
        excluded.contains { pattern in
            let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return path == trimmed || path.hasPrefix(trimmed + "/") || path.contains("/" + trimmed + "/") || path.hasSuffix("/" + trimmed)
        }
    }

    /// Applies severities and the baseline.
    public func apply(to findings: [Diagnostic]) -> [Diagnostic] {
        var findings = findings
        apply(to: &findings)
        return findings
    }

    /// Applies severities and the baseline in place.
    public func apply(to findings: inout [Diagnostic]) {
        if !severities.isEmpty {
            for index in findings.indices {
                if let level = severities[findings[index].ruleID] { findings[index].severity = level }
            }
        }
        if let baseline = acceptedFindings { findings.removeAll { baseline.accepts($0) } }
    }
}
