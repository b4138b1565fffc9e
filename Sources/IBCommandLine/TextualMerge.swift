/// The line merge tried first on legacy `<archive>` documents: `git merge-file`, which is there
/// whenever git calls ibkit as a merge driver.
///
/// Archives are tab-indented and hold parallel lists (keys and values by position) that only
/// lines keep paired; when lines merge cleanly, their result keeps the file's own bytes.
enum TextualMerge {
    /// The merged bytes and whether git left conflict markers; nil when git cannot be run.
    static func merge(base: String, ours: String, theirs: String) -> (bytes: [UInt8], clean: Bool)? {
        let arguments = ["git", "merge-file", "-p", "--diff3", "-L", "ours", "-L", "base", "-L", "theirs", ours, base, theirs]
        // git merge-file exits with the number of conflicts (capped at 127), higher on errors.
        guard let (status, output) = Subprocess.run(arguments), status >= 0, status < 128 else { return nil }
        return (output, status == 0)
    }
}
