import Foundation
import IBDocument
import IBFoundation

/// Compares a document's localizable strings with its translations: the `.strings` files beside
/// it and the languages of its String Catalog (`Name.xcstrings`). Keys a translation lacks
/// (`strings-missing`, at the string in the document) and keys that name nothing in the document
/// any more (`strings-stale`, at their line in the translation).
public struct StringsCheck {
    /// One language's table.
    public struct Translation: Sendable {
        /// The language (`de`, `pt-BR`).
        public var language: String
        /// Its keys and values.
        public var table: StringsFile

        /// A language's table.
        public init(language: String, table: StringsFile) {
            self.language = language
            self.table = table
        }
    }

    /// The translations found for the document: `de.lproj/Main.strings`, `Main.xcstrings`'s `de`, ….
    public let translations: [Translation]
    /// Files that could not be read, as errors; the others are still compared.
    public let unreadable: [DocumentError]

    /// Finds and reads the `.strings` files named after the document in the `.lproj` folders beside
    /// its own (or inside its folder, when it is not in one), and its String Catalog.
    public init(document: Document) {
        var translations: [Translation] = []
        var unreadable: [DocumentError] = []
        for path in Self.translationPaths(of: document.path) {
            do {
                translations.append(Translation(language: Self.language(of: path), table: try StringsFile(contentsOf: path)))
            } catch {
                unreadable.append(error)
            }
        }
        for path in Self.catalogPaths(of: document.path) {
            do {
                let catalog = try StringCatalog.cached(contentsOf: path)
                for language in catalog.languages.keys.sorted() where language != catalog.sourceLanguage {
                    translations.append(Translation(language: language, table: catalog.languages[language]!))
                }
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

    /// `Name.xcstrings` in the document's folder, beside its `.lproj` folder, or in a sibling
    /// `.lproj` folder (Xcode 15 puts a Base-localized document's catalog in `mul.lproj`,
    /// "multiple languages").
    public static func catalogPaths(of documentPath: String) -> [String] {
        let url = URL(fileURLWithPath: documentPath)
        let name = url.deletingPathExtension().lastPathComponent + ".xcstrings"
        let folder = url.deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent(name).path]
        if folder.pathExtension == "lproj" {
            let parent = folder.deletingLastPathComponent()
            candidates.append(parent.appendingPathComponent(name).path)
            candidates += LocalizationFolders.siblings(in: parent, except: folder.lastPathComponent).map { parent.appendingPathComponent($0).appendingPathComponent(name).path }
        }
        return candidates.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Missing keys (one finding per key, naming the languages), then stale ones per file.
    public func diagnostics(for document: Document) -> [Diagnostic] {
        let strings = LocalizableString.all(in: document)
        var findings: [Diagnostic] = []
        let keysByFile = translations.map { Set($0.table.entries.map(\.key)) }
        for entry in strings {
            let lacking = zip(translations, keysByFile).filter { !$0.1.contains(entry.key) }.map(\.0.language)
            guard !lacking.isEmpty else { continue }
            findings.append(Diagnostic(ruleID: "strings-missing", severity: .warning,
                                       message: "\(entry.className) \(entry.keyPath) \"\(entry.value)\" (\(entry.key)) has no translation in \(lacking.joined(separator: ", "))",
                                       location: entry.location))
        }
        let documentKeys = Set(strings.map(\.key))
        let name = URL(fileURLWithPath: document.path).lastPathComponent
        // A catalog's key is stale once, not once per language.
        var reported: Set<String> = []
        for file in translations.map(\.table) {
            for entry in file.entries where !documentKeys.contains(entry.key) && reported.insert("\(file.path)#\(entry.key)").inserted {
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
