import IBEdit
import IBFoundation
import IBXML

/// `ibkit format [PATH...] [--check]`: documents rewritten as Xcode writes them, atomically.
public enum FormatAction {
    /// Formats (or, with `check`, lists) every document; returns the exit status: 1 when a
    /// document would change under `check` or could not be read or written.
    public static func run(paths: [String], check: Bool, console: Console) -> Int32 {
        let (documents, missing) = DocumentFinder.find(paths.isEmpty ? ["."] : paths)
        console.reportMissing(missing)
        var failed = !missing.isEmpty
        var changed = 0
        var bar = ProgressBar(total: documents.count, console: console)
        for (done, path) in documents.enumerated() {
            bar.update(done: done, current: path)
            do {
                let bytes = try FileBytes.read(path)
                switch try DocumentFormatter.format(bytes, path: path) {
                case .unchanged:
                    continue
                case .skipped(let reason):
                    bar.clear()
                    console.err("\(path):1:1: note: \(reason)")
                case .formatted(let written):
                    changed += 1
                    bar.clear()
                    if check {
                        console.out("\(path): not in Xcode's format")
                    } else {
                        try AtomicFile.write(written, to: path)
                        console.out("\(path): formatted")
                    }
                }
            } catch let error as DocumentError {
                failed = true
                bar.clear()
                console.err(error.description)
            } catch {
                failed = true
                bar.clear()
                console.err("\(path):1:1: error: cannot write: \(error.localizedDescription)")
            }
        }
        bar.update(done: documents.count, current: "")
        bar.finish()
        if check, changed > 0 { console.err("\(changed) document\(changed == 1 ? "" : "s") would be reformatted; run ibkit format") }
        return failed || (check && changed > 0) ? 1 : 0
    }
}
