import IBDocument
import IBFoundation
import IBLayout
import IBText

/// Where a document's own fonts are looked for (`ProjectFonts`): the font files of the Xcode
/// project or package around it (else its folder, or the folder above a `.lproj`), each folder
/// scanned once per run; a font file that cannot be read is reported once, as a warning at its path.
final class FontFolders: Sendable {
    /// The fonts `document` (at `path`) can name; new warnings go to `console`.
    func library(for path: String, document: Document, console: Console) -> FontLibrary {
        let (library, warnings) = ProjectFonts.shared.library(for: path, document: document)
        warnings.forEach { console.err($0.description) }
        return library
    }
}
