import IBDocument
import IBFoundation
import IBLayout
import IBText

/// Where a document's own fonts are looked for: the font files of the Xcode project or package
/// around it (else its folder, or the folder above a `.lproj`). Only a document that names a
/// font other than the system's, Helvetica Neue or a monospaced one makes ibkit look; each folder
/// is scanned once per run (documents drawn in parallel share the scans), and a font file that
/// cannot be read is reported once, as a warning at its path.
final class FontFolders: Sendable {
    private let scanned = LockedValue<[String: FontLibrary]>([:])

    /// The fonts `document` (at `path`) can name; new warnings go to `console`.
    func library(for path: String, document: Document, console: Console) -> FontLibrary {
        guard !TextFace.customFontNames(in: document).isEmpty else { return FontLibrary() }
        let root = ProjectRoot.enclosingProject(of: path) ?? ProjectRoot.folder(containing: path)
        return scanned.withLock { scanned in
            if let library = scanned[root] { return library }
            let library = FontLibrary.scanning([root])
            library.warnings.forEach { console.err($0.description) }
            scanned[root] = library
            return library
        }
    }
}
