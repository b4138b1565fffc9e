import Foundation
import IBFoundation
import IBXML

/// The languages an app ships, read from the folders around its documents: each `.lproj` folder
/// (`de.lproj`, whatever it holds: strings set in code count too) and each language of its String
/// Catalogs. `Base` and `mul` are no languages.
///
/// What a layout is worth trying in depends on it: a pseudo-language that stands in for German
/// matters to an app that ships German (its code may set translated text in a view), not to one
/// that ships English alone; a mirrored layout matters to an app that ships Arabic or Hebrew.
public enum AppLanguages {
    private static let scanned = LockedValue<[String: Set<String>]>([:])

    /// The languages under `folder`, walked once per folder and run (at most 200,000 entries;
    /// hidden folders, build products and checked-out dependencies are skipped).
    public static func under(_ folder: String) -> Set<String> {
        if let known = scanned.withLock({ $0[folder] }) { return known }
        var languages: Set<String> = []
        let files = FolderWalk.files(under: folder, limit: 200_000) { name, _ in skipped.contains(name) || name.hasSuffix(".xcassets") }
        for path in files {
            for component in path.split(separator: "/") where component.hasSuffix(".lproj") {
                languages.insert(String(component.dropLast(6)))
            }
            if path.hasSuffix(".xcstrings") { languages.formUnion(catalogLanguages(path)) }
        }
        languages.subtract(["Base", "mul", ""])
        scanned.withLock { $0[folder] = languages }
        return languages
    }

    /// The source language and every language a String Catalog holds a value in: the keys of
    /// each `localizations` object and the `sourceLanguage` value, read in one pass over the
    /// bytes without building the catalog (a project's catalogs can be megabytes of JSON);
    /// nothing when it cannot be read.
    static func catalogLanguages(_ path: String) -> Set<String> {
        guard let bytes = try? FileBytes.read(path, limit: 64 << 20) else { return [] }
        return languages(inCatalog: bytes)
    }

    /// The languages of a String Catalog's bytes (see `catalogLanguages`): whatever the bytes, a
    /// set, from one pass that ends at their end.
    public static func languages(inCatalog bytes: [UInt8]) -> Set<String> {
        var languages: Set<String> = []
        var index = 0
        /// The string starting at `index` (a quote), its escapes kept; `index` ends past it.
        func string() -> String {
            let start = index + 1
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            defer { index += 1 }
            return String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
        }
        func skipSpaceAndColon() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(bytes[index]) { index += 1 }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
            let key = string()
            guard key == "localizations" || key == "sourceLanguage" else { continue }
            skipSpaceAndColon()
            guard index < bytes.count else { break }
            if key == "sourceLanguage" {
                if bytes[index] == UInt8(ascii: "\"") { languages.insert(string()) }
                continue
            }
            guard bytes[index] == UInt8(ascii: "{") else { continue }
            // The keys one level inside: the languages.
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1; index += 1
                case UInt8(ascii: "\""):
                    let text = string()
                    skipSpaceAndColon()
                    if depth == 1, index < bytes.count, bytes[index] == UInt8(ascii: "{") { languages.insert(text) }
                default: index += 1
                }
                if depth == 0 { break }
            }
        }
        languages.remove("")
        return languages
    }

    /// Folders that hold no app of their own: build products and checked-out dependencies.
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "vendor"]
}
