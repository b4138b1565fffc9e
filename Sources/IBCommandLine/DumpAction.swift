import IBDocument
import IBFoundation

/// `ibkit dump`: prints each document's outline, as text or JSON; bad files are reported and skipped.
public enum DumpAction {
    /// Dumps every path; returns the exit status (1 when any file could not be read).
    public static func run(paths: [String], json: Bool, console: Console) -> Int32 {
        run(paths: paths, json: json, textconv: false, console: console)
    }

    /// Dumps every path; with `textconv`, as git's `diff.ibkit.textconv`: no path in the outline,
    /// and a file that does not parse (a conflicted one) printed as it is, so `git log -p` goes on.
    public static func run(paths: [String], json: Bool, textconv: Bool, console: Console) -> Int32 {
        if textconv { return TextConversion.run(paths: paths, console: console) }
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
