import IBDocument
import IBFoundation
import IBText

/// The font files of the app around a document, scanned once per project folder and shared by
/// every document and thread of a run: what measures the texts of fonts the app bundles.
///
/// Only a document that names a font other than the system's, Helvetica Neue or a monospaced one
/// makes ibkit look (`TextFace.customFontNames`).
public final class ProjectFonts: Sendable {
    private let scanned = LockedValue<[String: FontLibrary]>([:])

    /// The fonts every command of one run shares.
    public static let shared = ProjectFonts()

    /// An empty cache.
    public init() {}

    /// The fonts the document at `path` can name, from the project around it (else its folder);
    /// `warnings` are the unreadable font files, reported only by the call that scanned them.
    public func library(for path: String, document: Document) -> (library: FontLibrary, warnings: [Diagnostic]) {
        guard !TextFace.customFontNames(in: document).isEmpty else { return (FontLibrary(), []) }
        let root = ProjectFolder.around(path)
        return scanned.withLock { scanned in
            if let library = scanned[root] { return (library, []) }
            let library = FontLibrary.scanning([root])
            scanned[root] = library
            return (library, library.warnings)
        }
    }
}
