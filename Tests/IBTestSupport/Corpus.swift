import Foundation

/// The shared corpus of real documents (`../shared/corpus` beside the repository, or `$IBKIT_CORPUS`).
///
/// Corpus tests fail, never skip, when the corpus is missing: a green run must mean the corpus was read.
public enum Corpus {
    /// The repository root, found from this file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The corpus folder.
    public static var root: URL {
        if let override = ProcessInfo.processInfo.environment["IBKIT_CORPUS"] { return URL(fileURLWithPath: override) }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// Every `.xib` and `.storyboard` in the corpus, sorted; empty when the corpus is missing.
    public static let documents: [URL] = {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where ["xib", "storyboard"].contains(url.pathExtension) { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }()

    /// The path relative to the corpus root, for messages.
    public static func name(_ url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    /// A file's bytes.
    public static func bytes(_ url: URL) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: url))) ?? []
    }

    /// The bundled examples folder.
    public static var examples: URL { repositoryRoot.appendingPathComponent("Examples") }
}
