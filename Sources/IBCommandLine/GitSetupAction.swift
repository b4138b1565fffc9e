import Foundation
import IBFoundation

/// `ibkit install-git`: makes git diff and merge documents through ibkit in one repository.
///
/// Writes the `.gitattributes` lines (once) and sets `diff.ibkit.command` and
/// `merge.ibkit.driver` in the repository's config (or the user's, with `global`).
public enum GitSetupAction {
    /// The lines `.gitattributes` needs.
    public static let attributeLines = ["*.storyboard diff=ibkit merge=ibkit", "*.xib diff=ibkit merge=ibkit"]

    /// The git configuration, for an ibkit found at `executable`.
    public static func configuration(executable: String) -> [(String, String)] {
        let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return [
            ("diff.ibkit.command", "\(quoted) diff --git"),
            ("merge.ibkit.name", "ibkit: Interface Builder documents merged by id"),
            ("merge.ibkit.driver", "\(quoted) merge %O %A %B --output %A --path %P"),
        ]
    }

    /// Sets it all up in the repository at `root`; returns the exit status.
    public static func run(root: String, global: Bool, executable: String, console: Console) -> Int32 {
        for (key, value) in configuration(executable: executable) {
            let arguments = ["git", "-C", root, "config"] + (global ? ["--global"] : []) + [key, value]
            guard Subprocess.run(arguments)?.status == 0 else {
                console.err("\(root): error: git config \(key) failed (is this a git repository, and is git installed?)")
                return 1
            }
            console.out("git config\(global ? " --global" : "") \(key) \"\(value)\"")
        }
        let path = (root as NSString).appendingPathComponent(".gitattributes")
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let present = Set(existing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = attributeLines.filter { !present.contains($0) }
        guard !missing.isEmpty else { return 0 }
        let updated = existing + (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n") + missing.joined(separator: "\n") + "\n"
        do {
            try AtomicFile.write(Array(updated.utf8), to: path)
        } catch {
            console.err("\(path):1:1: error: cannot write: \(error.localizedDescription)")
            return 1
        }
        for line in missing { console.out("\(path): \(line)") }
        return 0
    }
}
