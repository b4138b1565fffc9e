import IBDocument
import IBFoundation

/// `ibkit dump`: prints each document's outline, as text or JSON; bad files are reported and skipped.
public enum DumpAction {
    /// Dumps every path; returns the exit status (1 when any file could not be read).
    public static func run(paths: [String], json: Bool, console: Console) -> Int32 {
        let (documents, missing) = DocumentFinder.find(paths)
        var failed = !missing.isEmpty
        console.reportMissing(missing)
        var outlines: [Outline] = []
        for path in documents {
            do {
                let document = try Document.load(contentsOf: path)
                if json { outlines.append(document.outline) } else { console.out(OutlineRenderer.render(document.outline)) }
                if let reason = document.format.unavailableReason {
                    console.err("\(path):1:1: warning: \(reason)")
                }
            } catch {
                failed = true
                console.err(error.description)
            }
        }
        if json { console.printJSON(outlines) }
        return failed ? 1 : 0
    }
}
