/// The shared corpus split by repository into folds, so that what a rule or a fitted parameter
/// learnt from some repositories is judged on the others.
///
/// A document's repository is the first folder under the corpus root (`owner__repo`); an older
/// commit of the same repository (`owner__repo@sha`) is the same repository, so it never lands
/// in another fold than its newer copy. The fold is a stable hash of the name, the same on every
/// machine and in every run, so a figure quoted for a fold can be measured again.
struct RepositoryFolds {
    /// How many folds.
    let count: Int

    /// The repository a document belongs to, from its path under `root`.
    static func repository(of path: String, under root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        let first = relative.split(separator: "/").first.map(String.init) ?? relative
        return first.split(separator: "@").first.map(String.init) ?? first
    }

    /// The fold of a repository: FNV-1a of its name, modulo the count.
    func fold(of repository: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in repository.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }
}
