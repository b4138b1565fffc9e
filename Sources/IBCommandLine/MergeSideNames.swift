import Foundation

/// What a merge calls its two sides: the branch names git gives, not "ours" and "theirs", which
/// during a rebase mean the upstream and the user's own commit, the reverse of what people expect.
struct MergeSideNames: Equatable {
    /// The side written to the output (git's `%A`).
    var ours: String
    /// The side merged in (git's `%B`).
    var theirs: String

    static let plain = MergeSideNames(ours: "ours", theirs: "theirs")

    /// Labels given on the command line win (git 2.44's `%X` and `%Y`; older gits pass them
    /// through unexpanded); run by git, the branch names come from git's environment and state.
    static func resolve(oursLabel: String?, theirsLabel: String?, fromGit: Bool,
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> MergeSideNames {
        let given = { (label: String?) in label.flatMap { $0.isEmpty || $0.hasPrefix("%") ? nil : $0 } }
        let ours = given(oursLabel), theirs = given(theirsLabel)
        // Git is asked only for what the labels leave out.
        var names = fromGit && (ours == nil || theirs == nil) ? fromRepository(environment: environment) : plain
        if let ours { names.ours = ours }
        if let theirs { names.theirs = theirs }
        return names
    }

    /// During a rebase: ours is the upstream being rebased onto, theirs the branch being
    /// replayed. During a merge: ours is the current branch, theirs the one `git merge` names
    /// in a `GITHEAD_<hash>` variable.
    static func fromRepository(environment: [String: String]) -> MergeSideNames {
        if let rebase = gitText(["rev-parse", "--git-path", "rebase-merge"]).flatMap(rebaseNames) { return rebase }
        if let rebase = gitText(["rev-parse", "--git-path", "rebase-apply"]).flatMap(rebaseNames) { return rebase }
        let merged = environment.filter { $0.key.hasPrefix("GITHEAD_") }.map(\.value).sorted().first
        let current = gitText(["symbolic-ref", "--short", "-q", "HEAD"])
        return MergeSideNames(ours: current ?? "ours", theirs: merged ?? "theirs")
    }

    private static func rebaseNames(folder: String) -> MergeSideNames? {
        let read = { (name: String) in
            (try? String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let head = read("head-name") else { return nil }
        let branch = head.hasPrefix("refs/heads/") ? String(head.dropFirst("refs/heads/".count)) : head
        let onto = read("onto").map { String($0.prefix(9)) }
        return MergeSideNames(ours: "upstream\(onto.map { " \($0)" } ?? "")", theirs: "\(branch) (being rebased)")
    }

    private static func gitText(_ arguments: [String]) -> String? {
        guard let result = Subprocess.run(["git"] + arguments), result.status == 0 else { return nil }
        let text = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
