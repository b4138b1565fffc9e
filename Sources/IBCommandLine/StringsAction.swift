import Foundation
import IBDocument
import IBFoundation
import IBLocalization

/// `ibkit strings DOC...`: a document's localizable strings as a `.strings` file, or `--check`
/// against the translations in the `.lproj` folders and the String Catalog beside it.
public enum StringsAction {
    /// Prints (or writes to `output`) each document's strings; with `check`, prints the missing and
    /// stale keys instead. 1 when a document could not be read or, with `check`, a key is missing or stale.
    public static func run(paths: [String], output: String?, check: Bool, console: Console) -> Int32 {
        var status: Int32 = 0
        var exported = ""
        for path in paths {
            let document: Document
            do {
                document = try Document.load(contentsOf: path)
            } catch {
                console.err(error.description)
                status = 1
                continue
            }
            guard check else {
                exported += StringsExport.text(for: document)
                continue
            }
            let checker = StringsCheck(document: document)
            for failure in checker.unreadable { console.err(failure.description) }
            let findings = checker.diagnostics(for: document)
            for finding in findings { console.out(finding.description + " [\(finding.ruleID)]") }
            console.err("\(path): \(checker.translations.count) translation(s), \(findings.count) missing or stale key(s)")
            if !findings.isEmpty || !checker.unreadable.isEmpty { status = 1 }
        }
        guard !check else { return status }
        guard let output else {
            if !exported.isEmpty { console.block(exported) }
            return status
        }
        do {
            // Written whole to a temporary file and renamed: never a half-written .strings file.
            try AtomicFile.write(Array(exported.utf8), to: output)
        } catch {
            console.err("\(output):1:1: error: cannot write: \(error.localizedDescription)")
            return 1
        }
        return status
    }
}
