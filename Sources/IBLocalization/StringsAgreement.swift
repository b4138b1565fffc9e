import Foundation
import IBDocument
import IBFoundation

/// How well ibkit's export reproduces the `.strings` translations found beside documents: of the
/// keys each translation holds, how many the export of its base document also produces.
public struct StringsAgreement: Sendable {
    /// `.strings` files whose base document was found and read.
    public var files = 0
    /// `.strings` files with no readable document of their name beside them.
    public var orphans: [String] = []
    /// Keys in those files.
    public var keys = 0
    /// Keys the export also produces.
    public var reproduced = 0
    /// Keys the export produces that a translation lacks (stale translations lack new strings too).
    public var extra = 0
    /// Keys not reproduced, by `Class keyPath` from the file's comment (or the key path alone).
    public var missedByProperty: [String: Int] = [:]

    /// reproduced / keys.
    public var share: Double { keys == 0 ? 0 : Double(reproduced) / Double(keys) }

    /// Measures every `.strings` file under `root` that sits in an `.lproj` folder.
    public static func measure(root: String) -> StringsAgreement {
        var result = StringsAgreement()
        for path in FolderWalk.files(under: root).sorted() where path.hasSuffix(".strings") && path.contains(".lproj/") {
            guard let document = baseDocument(of: path), let file = try? StringsFile(contentsOf: path) else {
                result.orphans.append(path)
                continue
            }
            let produced = Set(LocalizableString.all(in: document).map(\.key))
            let keys = Set(file.entries.map(\.key))
            result.files += 1
            result.keys += keys.count
            result.reproduced += keys.intersection(produced).count
            result.extra += produced.subtracting(keys).count
            for key in keys.subtracting(produced) {
                result.missedByProperty[String(key.drop { $0 != "." }.dropFirst()), default: 0] += 1
            }
        }
        return result
    }

    /// The document a translation belongs to: `Name.storyboard` or `Name.xib` in another `.lproj`
    /// folder beside the file's, `Base.lproj` first, or in the folder above.
    static func baseDocument(of stringsPath: String) -> Document? {
        let url = URL(fileURLWithPath: stringsPath)
        let name = url.deletingPathExtension().lastPathComponent
        let lproj = url.deletingLastPathComponent()
        let parent = lproj.deletingLastPathComponent()
        func rank(_ name: String) -> Int { name == "Base.lproj" ? 0 : name == "en.lproj" ? 1 : 2 }
        // Sorted by name already, so a stable sort by rank keeps the rest in name order.
        let folders = LocalizationFolders.siblings(in: parent, except: lproj.lastPathComponent)
            .enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map { parent.appendingPathComponent($0.element) } + [parent]
        for folder in folders {
            for ext in ["storyboard", "xib"] {
                let candidate = folder.appendingPathComponent(name + "." + ext).path
                if FileManager.default.fileExists(atPath: candidate), let document = try? Document.load(contentsOf: candidate) { return document }
            }
        }
        return nil
    }
}
