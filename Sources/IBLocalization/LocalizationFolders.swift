import Foundation

/// The `.lproj` folders of one resource folder: where a document's translations sit beside it.
enum LocalizationFolders {
    /// The `.lproj` folders in `parent`, except `excluded`, sorted by name.
    static func siblings(in parent: URL, except excluded: String?) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return entries.filter { $0.hasSuffix(".lproj") && $0 != excluded }.sorted()
    }
}
