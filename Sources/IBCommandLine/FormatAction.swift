import IBEdit
import IBFoundation
import IBXML

/// `ibkit format [PATH...] [--check]`: documents rewritten as Xcode writes them, atomically.
public enum FormatAction {
    /// Formats (or, with `check`, lists) every document, on all cores (`--jobs`); returns the
    /// exit status: 1 when a document would change under `check` or could not be read or written.
    /// What each document prints comes out in the order of the documents.
    public static func run(paths: [String], check: Bool, console: Console) -> Int32 {
        let (documents, missing) = DocumentFinder.find(paths.isEmpty ? ["."] : paths)
        console.reportMissing(missing)
        let results = OrderedJobs.run(documents, console: console) { index, output in format(documents[index], check: check, console: output) }
        let changed = results.filter(\.changed).count
        let failed = !missing.isEmpty || results.contains { $0.failed }
        console.err(summary(documents: documents.count, changed: changed, check: check))
        return failed || (check && changed > 0) ? 1 : 0
    }

    /// The one line that ends every run, so that a run with nothing to do still says so.
    static func summary(documents: Int, changed: Int, check: Bool) -> String {
        let all = "\(documents) document\(documents == 1 ? "" : "s")"
        if changed == 0 { return "\(all) already in Xcode's format" }
        let some = "\(changed) document\(changed == 1 ? "" : "s")"
        return check ? "\(some) of \(documents) would be reformatted; run ibkit format" : "\(some) of \(documents) formatted"
    }

    /// Formats one document (or, with `check`, only says it would).
    static func format(_ path: String, check: Bool, console: Console) -> (changed: Bool, failed: Bool) {
        do {
            let bytes = try FileBytes.read(path)
            switch try DocumentFormatter.format(bytes, path: path) {
            case .unchanged:
                return (false, false)
            case .skipped(let reason):
                console.err("\(path):1:1: note: \(reason)")
                return (false, false)
            case .formatted(let written):
                if check {
                    console.out("\(path): not in Xcode's format")
                } else {
                    try AtomicFile.write(written, to: path)
                    console.out("\(path): formatted")
                }
                return (true, false)
            }
        } catch let error as DocumentError {
            console.err(error.description)
            return (false, true)
        } catch {
            console.err("\(path):1:1: error: cannot write: \(error.localizedDescription)")
            return (false, true)
        }
    }
}
