import Foundation
import IBDocument
import IBFoundation

/// Compares a document's localizable strings with the `.strings` translations beside it: keys a
/// translation lacks (`strings-missing`, at the string in the document) and keys that name nothing
/// in the document any more (`strings-stale`, at their line in the `.strings` file).
public struct StringsCheck {
    /// The translations found for the document: `de.lproj/Main.strings`, ….
    public let translations: [StringsFile]
    /// Files that could not be read, as errors.
    public let unreadable: [DocumentError]

    /// Finds and reads the `.strings` files named after the document in the `.lproj` folders beside
    /// its own (or inside its folder, when it is not in one).
    public init(document: Document) {
        var translations: [StringsFile] = []
        var unreadable: [DocumentError] = []
        for path in Self.translationPaths(of: document.path) {
            do {
                translations.append(try StringsFile(contentsOf: path))
            } catch {
                unreadable.append(error)
            }
        }
        self.translations = translations
        self.unreadable = unreadable
    }

    /// `X.lproj/Name.strings` beside the document's `.lproj` folder, sorted.
    public static func translationPaths(of documentPath: String) -> [String] {
        let url = URL(fileURLWithPath: documentPath)
        let name = url.deletingPathExtension().lastPathComponent + ".strings"
        let folder = url.deletingLastPathComponent()
        let searched = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        return LocalizationFolders.siblings(in: searched, except: folder.lastPathComponent).compactMap { lproj in
            let path = searched.appendingPathComponent(lproj).appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
    }

    /// Missing keys (one finding per key, naming the languages), then stale ones per file.
    public func diagnostics(for document: Document) -> [Diagnostic] {
        let strings = LocalizableString.all(in: document)
        var findings: [Diagnostic] = []
        let keysByFile = translations.map { Set($0.entries.map(\.key)) }
        for entry in strings {
            let lacking = zip(translations, keysByFile).filter { !$0.1.contains(entry.key) }.map { Self.language(of: $0.0.path) }
            guard !lacking.isEmpty else { continue }
            findings.append(Diagnostic(ruleID: "strings-missing", severity: .warning,
                                       message: "\(entry.className) \(entry.keyPath) \"\(entry.value)\" (\(entry.key)) has no translation in \(lacking.joined(separator: ", "))",
                                       location: entry.location))
        }
        let documentKeys = Set(strings.map(\.key))
        let name = URL(fileURLWithPath: document.path).lastPathComponent
        for file in translations {
            for entry in file.entries where !documentKeys.contains(entry.key) {
                findings.append(Diagnostic(ruleID: "strings-stale", severity: .warning,
                                           message: "\"\(entry.key)\" names no localizable string of \(name); the object or its text is gone",
                                           location: entry.location))
            }
        }
        return findings
    }

    /// `de` for `…/de.lproj/Main.strings`.
    static func language(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().deletingPathExtension().lastPathComponent
    }
}
