import Foundation
import IBEdit
import IBFoundation
import IBXML
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

        /// Default options.
        public init() {}
    }

    /// What one run reports, as JSON.
    struct Report: Encodable {
        var document: String
        var written: String?
        var created: [String]
        var ambiguous: [String]
        var changes: [DiffChange]
    }

    /// Edits; 0 when every edit applied (and, unless dry, the result was written), 1 when an
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
        let result: StructuralEditor.Result
        do { result = try StructuralEditor.apply(script, to: tree, path: path) } catch {
            console.err("\(path):1:1: error: \(error.description)")
            return 1
        }
        let target = options.output ?? path
        if !options.dryRun {
            do { try AtomicFile.write(result.bytes, to: target) } catch {
                console.err("\(target):1:1: error: cannot write: \(error.localizedDescription)")
                return 1
            }
        }
        if options.json {
            console.printJSON(Report(document: path, written: options.dryRun ? nil : target, created: result.created, ambiguous: result.ambiguous, changes: result.changes))
        } else {
            let paint = DiffColors(enabled: false)
            for change in result.changes { console.out(paint.line(change)) }
            if !result.created.isEmpty { console.out("created: " + result.created.joined(separator: ", ")) }
            if !result.ambiguous.isEmpty {
                console.out("note: ambiguous, placed where the solver put them (add constraints): " + result.ambiguous.joined(separator: ", "))
            }
            console.out(options.dryRun ? "would write \(target)" : "wrote \(target)")
        }
        return 0
    }

    /// Everything on standard input.
    public static func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
