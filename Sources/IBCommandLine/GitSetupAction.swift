import Foundation
import IBFoundation

/// `ibkit install-git`: makes git diff and merge documents through ibkit in one repository.
///
/// Writes the `.gitattributes` lines (once) and sets `diff.ibkit.command` and
/// `merge.ibkit.driver` in the repository's config (or the user's, with `global`).
public enum GitSetupAction {
    /// The lines `.gitattributes` needs.
    public static let attributeLines = ["*.storyboard diff=ibkit merge=ibkit", "*.xib diff=ibkit merge=ibkit"]

    /// The git configuration, for ibkit run as `program` (a name git finds on PATH, or a path).
    ///
    /// The merge driver falls back to git's own line merge, with markers, when `program` is gone:
    /// a driver that cannot start makes git keep our side as it is, without markers, and a user
    /// who commits that drops the other branch's edits without a word.
    public static func configuration(program: String, textconv: Bool = false) -> [(String, String)] {
        let quoted = program.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
            ? program : "'" + program.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let fallback = "{ echo \"ibkit: \(quoted) not found; %P merged line by line\" >&2; exec git merge-file --marker-size=%L %A %O %B; }"
        var settings = [
            ("diff.ibkit.command", "\(quoted) diff --git"),
            ("merge.ibkit.name", "ibkit: Interface Builder documents merged by id"),
            ("merge.ibkit.driver", "command -v \(quoted) >/dev/null 2>&1 || \(fallback); \(quoted) merge %O %A %B --output %A --path %P --ours-label %X --theirs-label %Y"),
        ]
        if textconv { settings.append(("diff.ibkit.textconv", "\(quoted) dump --textconv")) }
        return settings
    }

    /// Sets it all up in the repository at `root`; returns the exit status.
    /// `executable` nil means the running program.
    public static func run(root: String, global: Bool, textconv: Bool = false, executable: String? = nil,
                           searchPath: String? = ProcessInfo.processInfo.environment["PATH"], console: Console) -> Int32 {
        let program = executable.map { ProgramLocation(executable: $0, searchPath: searchPath) } ?? .running
        if let warning = program.warning { console.err("warning: \(warning)") }
        let scope = global ? " --global" : ""
        for (key, value) in configuration(program: program.name, textconv: textconv) {
            let arguments = ["git", "-C", root, "config"] + (global ? ["--global"] : []) + [key, value]
            guard Subprocess.run(arguments)?.status == 0 else {
                console.err("\(root): error: git config \(key) failed (is this a git repository, and is git installed?)")
                return 1
            }
        }
        console.out("git config\(scope): diff.ibkit and merge.ibkit run '\(program.name)'\(textconv ? " (and diff.ibkit.textconv)" : "")")
        let path = (root as NSString).appendingPathComponent(".gitattributes")
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let present = Set(existing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = attributeLines.filter { !present.contains($0) }
        if !missing.isEmpty {
            let updated = existing + (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n") + missing.joined(separator: "\n") + "\n"
            do {
                try AtomicFile.write(Array(updated.utf8), to: path)
            } catch {
                console.err("\(path):1:1: error: cannot write: \(error.localizedDescription)")
                return 1
            }
            console.out("\(path): added \(missing.joined(separator: ", "))")
        }
        for line in nextSteps(gitattributesChanged: !missing.isEmpty, global: global, textconv: textconv) { console.out(line) }
        return 0
    }

    /// What the user does next: what to commit, what each teammate runs, where the drivers apply.
    static func nextSteps(gitattributesChanged: Bool, global: Bool, textconv: Bool) -> [String] {
        var lines: [String] = []
        if gitattributesChanged {
            lines.append("Next: commit .gitattributes, so that every clone routes documents to ibkit.")
        }
        lines.append(global
            ? "Each teammate runs 'ibkit install-git --global' once: git config is not shared through the repository."
            : "Each teammate runs 'ibkit install-git' once in their clone: git config is not shared through the repository.")
        lines.append(textconv
            ? "git diff uses ibkit's diff; git log -p and git show diff ibkit's outline of each document (add --ext-diff for ibkit's diff)."
            : "git diff uses ibkit's diff; git log -p and git show use it only with --ext-diff (or run again with --textconv).")
        return lines
    }
}
