import Foundation
import IBFoundation
import IBRender

/// Where a drawing's pictures are looked for: the Xcode project or package around the document
/// (else its folder, or the folder above a `.lproj`), and any folders the command line adds.
/// Each set of folders is scanned once per run.
struct ImageFolders {
    /// Folders added with `--images`.
    let extra: [String]
    private var scanned: [[String]: ImageLibrary] = [:]

    init(extra: [String]) {
        self.extra = extra
    }

    /// The images a document at `path` can name.
    mutating func library(for path: String) -> ImageLibrary {
        let root = ProjectFolder.around(path)
        let folders = [root] + extra
        if let library = scanned[folders] { return library }
        let library = ImageLibrary.scanning(folders)
        scanned[folders] = library
        return library
    }
}
