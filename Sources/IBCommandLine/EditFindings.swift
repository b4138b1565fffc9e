import Foundation
import IBCheck
import IBFoundation
import IBProject
import IBTargets

/// What `check` says about an edit: the findings the edited files have that the originals did
/// not, and the ones the edit made go away.
///
/// Both sides are checked the same way (the document alone, or within its project with the
/// project's `.ibkit.yml`), so a finding the document already had is not blamed on the edit.
/// Findings are matched by rule, severity, file and message, not by line: an edit moves lines.
public struct EditFindings: Sendable, Encodable {
    /// Findings after the edit that were not there before.
    public var added: [Diagnostic]
    /// Findings before the edit that are gone after it.
    public var resolved: [Diagnostic]

    /// Compares `check` on the files before and after an edit.
    ///
    /// - Parameters:
    ///   - changed: each changed file's path with its bytes before and after.
    ///   - project: a folder (or project) whose documents, sources and build settings the check
    ///     uses; nil checks the edited documents alone.
    public static func compare(changed: [(path: String, before: [UInt8], after: [UInt8])], project: String?) -> EditFindings {
        var configuration = Configuration()
        var base: [ProjectFile] = []
        if let project {
            let config = (ProjectScanner.folder(ofProject: project) as NSString).appendingPathComponent(".ibkit.yml")
            if let data = FileManager.default.contents(atPath: config),
               let read = try? Configuration(yaml: String(decoding: data, as: UTF8.self), path: config) {
                configuration = read
            }
            base = ProjectScanner.inputs(ofProject: project).filter { !configuration.isExcluded($0.path) }
        } else {
            // A document alone belongs to no target; it is still what the user asked about.
            configuration.checksAllDocuments = true
        }
        func files(_ side: KeyPath<(path: String, before: [UInt8], after: [UInt8]), [UInt8]>) -> [ProjectFile] {
            var files = base
            for change in changed {
                let key = CanonicalPath.key(change.path)
                let supplied = change[keyPath: side]
                if let at = files.firstIndex(where: { CanonicalPath.key($0.path) == key }) {
                    files[at].contents = supplied
                } else if let kind = ProjectFile.kind(of: change.path) {
                    files.append(ProjectFile(path: change.path, kind: kind, contents: supplied))
                }
            }
            return files
        }
        let checker = Checker(configuration: configuration)
        // One cache for both loads: only the edited files are parsed twice.
        let cache = ProjectCache()
        let before = checker.run(Project(files: files(\.before), cache: cache))
        let after = checker.run(Project(files: files(\.after), cache: cache))
        return EditFindings(added: subtract(before, from: after), resolved: subtract(after, from: before))
    }

    /// The findings of `all` that `known` lacks, counted: two equal findings before and three
    /// after is one added.
    public static func subtract(_ known: [Diagnostic], from all: [Diagnostic]) -> [Diagnostic] {
        // A message that quotes a line ("already declared at line 24") moves with the edit too.
        func key(_ finding: Diagnostic) -> String {
            let message = finding.message.replacingOccurrences(of: #"\bline \d+"#, with: "line #", options: .regularExpression)
            return "\(finding.ruleID)|\(finding.severity.rawValue)|\(CanonicalPath.key(finding.location.file))|\(message)"
        }
        var remaining = Dictionary(known.map { (key($0), 1) }, uniquingKeysWith: +)
        return all.filter { finding in
            let k = key(finding)
            guard let count = remaining[k], count > 0 else { return true }
            remaining[k] = count - 1
            return false
        }
    }
}
