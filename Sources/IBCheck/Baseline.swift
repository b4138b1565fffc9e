import Foundation
import IBFoundation

/// Findings a team has accepted, so that `check` reports only new ones.
///
/// An entry matches by rule, file, object id and message — not by line, so unrelated edits that
/// move an element do not bring its finding back.
public struct Baseline: Sendable, Equatable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule id.
        public var rule: String
        /// The file, relative to the baseline's folder when it lies inside it.
        public var file: String
        /// The Interface Builder object id, when the finding has one.
        public var objectID: String?
        /// The message.
        public var message: String

        /// Orders entries by file, rule, object and message.
        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.objectID ?? "", a.message) < (b.file, b.rule, b.objectID ?? "", b.message)
        }
    }

    /// The accepted findings.
    public var entries: [Entry]
    /// The folder file paths are relative to.
    public var root: String

    /// A baseline accepting `findings`.
    public init(findings: [Diagnostic], root: String) {
        self.root = root
        self.entries = Set(findings.map { Self.entry($0, root: root) }).sorted()
    }

    /// Reads a baseline file.
    public init(contentsOf path: String) throws(DocumentError) {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DocumentError(location: location, message: "cannot read the baseline file")
        }
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw DocumentError(location: location, message: "the baseline is not a JSON list of findings")
        }
        root = (path as NSString).deletingLastPathComponent
        lookup = Set(entries)
    }

    private var lookup: Set<Entry> = []

    enum CodingKeys: CodingKey { case entries, root }

    /// Whether the baseline accepts a finding.
    public func accepts(_ finding: Diagnostic) -> Bool {
        (lookup.isEmpty ? Set(entries) : lookup).contains(Self.entry(finding, root: root))
    }

    static func entry(_ finding: Diagnostic, root: String) -> Entry {
        var file = finding.location.file
        let prefix = root.isEmpty || root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
        if !prefix.isEmpty, file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
        if file.hasPrefix("./") { file.removeFirst(2) }
        return Entry(rule: finding.ruleID, file: file, objectID: finding.location.objectID, message: finding.message)
    }

    /// The baseline as pretty, sorted JSON.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(entries.sorted())) ?? Data("[]".utf8)
    }
}
