import Foundation
import IBEdit
import IBFoundation
import IBXML
import IBSourceEdit
import IBStructuralEdit

/// `ibkit edit DOC --script EDITS.json`: structural edits by meaning, all or nothing.
public enum EditAction {
    /// What `edit` was asked to do.
    public struct Options: Sendable {
        /// The document to edit.
        public var document = ""
        /// The script's path; nil or "-" reads standard input.
        public var script: String?
        /// Where to write; nil rewrites the document.
        public var output: String?
        /// Report without writing.
        public var dryRun = false
        /// Report as JSON.
        public var json = false
        /// The project (folder, `.xcodeproj` or `Package.swift` folder) whose code and documents
        /// the result is checked against; nil checks the document alone.
        public var project: String?

        /// Default options.
        public init() {}
    }

    /// What one run reports, as JSON.
    struct Report: Encodable {
        var ibkitVersion = IBKitVersion.current
        var document: String
        var written: String?
        var created: [String]
        var ambiguous: [String]
        var changes: [DiffChange]
        var files: [String]
        var notes: [String]
        var findings: EditFindings
    }

    /// Edits; 0 when every edit applied (and, unless dry, the results were written), 1 when an
    /// edit was refused or a file cannot be read or written (nothing is written then).
    public static func run(_ options: Options, console: Console, standardInput: () -> [UInt8] = readStandardInput) -> Int32 {
        let path = options.document
        let bytes: [UInt8], scriptBytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
            if let script = options.script, script != "-" { scriptBytes = try FileBytes.read(script) } else { scriptBytes = standardInput() }
        } catch {
            console.err(error.description)
            return 1
        }
        // A document that does not read is reported where it fails, as every command does.
        let tree: XMLTree
        do { tree = try XMLTree.parse(bytes, path: path) } catch {
            console.err(error.description)
            return 1
        }
        let script: EditScript
        do { script = try EditScript.parse(scriptBytes) } catch {
            let place = options.script.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>"
            console.err("\(place):1:1: error: \(error.description)")
            return 1
        }
        let edit: ProjectEdit
        do { edit = try ProjectEdit.apply(script, to: tree, path: path, project: options.project) } catch {
            console.err("\(path):1:1: error: \(error.description)")
            return 1
        }
        let result = edit.document
        let target = options.output ?? path
        // The code and other documents a project edit changed go where they are; the edited
        // document goes to --output.
        let writes = [(target, result.bytes)] + edit.files.dropFirst().map { ($0.path, $0.after) }
        if !options.dryRun {
            // All the files or none: a document whose code could not be written is not written either.
            do { try AtomicFile.write(writes.map { (bytes: $0.1, path: $0.0) }) } catch {
                let file = (error as NSError).userInfo[NSFilePathErrorKey] as? String ?? target
                console.err("\(file):1:1: error: cannot write: \(error.localizedDescription)")
                return 1
            }
        }
        let findings = EditFindings.compare(changed: edit.files.map { (path: $0.path, before: $0.before, after: $0.after) }, project: options.project)
        if options.json {
            console.printJSON(Report(document: path, written: options.dryRun ? nil : target, created: result.created, ambiguous: result.ambiguous,
                                     changes: result.changes, files: edit.files.dropFirst().map(\.path), notes: edit.notes, findings: findings))
        } else {
            let paint = DiffColors(enabled: false)
            for change in result.changes { console.out(paint.line(change)) }
            if !result.created.isEmpty { console.out("created: " + result.created.joined(separator: ", ")) }
            if !result.ambiguous.isEmpty {
                console.out("note: ambiguous, placed where the solver put them (add constraints): " + result.ambiguous.joined(separator: ", "))
            }
            for file in edit.files.dropFirst() { console.out((options.dryRun ? "would change " : "changed ") + file.path) }
            for note in edit.notes { console.out("note: " + note) }
            for finding in findings.added { console.out(finding.description) }
            if !findings.resolved.isEmpty { console.out("check: \(findings.resolved.count) finding(s) resolved by the edit") }
            console.out(options.dryRun ? "would write \(target)" : "wrote \(target)")
        }
        return 0
    }

    /// Everything on standard input.
    public static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
