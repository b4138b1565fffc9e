import Foundation
import IBDocument
import IBFoundation
import IBLocalization
import Testing

/// String Catalogs (`.xcstrings`, Xcode 15 and later) as translations of a document: each language
/// of the catalog is compared like a `.strings` file, keys keep their lines, and a malformed
/// catalog is one error at its line while the other translations still count.
@Suite struct StringCatalogTests {
    /// `Login.xcstrings` as Xcode writes it: German complete but for two keys, French with a plural
    /// variation and one key, and a key of a deleted label.
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "bt1.normalTitle" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Connexion" } }
          }
        },
        "lb1.text" : {
          "comment" : "Class = \\"UILabel\\"; text = \\"Hello\\"; ObjectID = \\"lb1\\";",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Salut" } },
                                                   "other" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } } }
          }
        },
        "old-lb.text" : {
          "extractionState" : "stale",
          "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } }
        },
        "lb2.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zwei\\nZeilen" } } } },
        "sg1.segmentTitles[0]" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Tag" } } } },
        "sg1.segmentTitles[1]" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Woche" } } } },
        "vc1.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } } } },
        "bt1.highlightedTitle" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmeldung" } } } },
        "tf1.placeholder" : { }
      },
      "version" : "1.0"
    }

    """

    @Test func eachLanguageIsATableWithTheLinesOfItsKeys() throws {
        let catalog = try StringCatalog(data: Data(Self.catalog.utf8), path: "Login.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages.keys.sorted() == ["de", "fr"])
        let german = try #require(catalog.languages["de"])
        #expect(german.entries.map(\.key) == ["bt1.normalTitle", "lb1.text", "old-lb.text", "lb2.text", "sg1.segmentTitles[0]",
                                              "sg1.segmentTitles[1]", "vc1.title", "bt1.highlightedTitle"])
        #expect(german.entries.first { $0.key == "lb2.text" }?.value == "Zwei\nZeilen")
        #expect(german.entries.first?.location == SourceLocation(file: "Login.xcstrings", line: 4, column: 5))
        let french = try #require(catalog.languages["fr"])
        #expect(french.entries.map(\.value) == ["Connexion", "Bonjour"], "a plural takes its `other` case")
    }

    @Test func aDocumentsCatalogIsCheckedLikeItsStringsFiles() throws {
        let folder = try StringsExportTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.catalog.write(to: folder.appendingPathComponent("Login.xcstrings"), atomically: true, encoding: .utf8)
        let document = try Document.load(contentsOf: folder.appendingPathComponent("Base.lproj/Login.storyboard").path)
        let check = StringsCheck(document: document)
        #expect(check.translations.map(\.language) == ["de", "fr"])
        let findings = check.diagnostics(for: document)
        let missing = findings.filter { $0.ruleID == "strings-missing" }
        #expect(missing.first { $0.message.contains("(tf1.placeholder)") }?.message.hasSuffix("has no translation in de, fr") == true)
        #expect(missing.first { $0.message.contains("(vc1.title)") }?.message.hasSuffix("has no translation in fr") == true)
        let stale = findings.filter { $0.ruleID == "strings-stale" }
        #expect(stale.map(\.location.line) == [18], "the deleted label's key, once for the catalog")
        #expect(stale.first?.location.file.hasSuffix("Login.xcstrings") == true)
    }

    @Test func aMalformedCatalogIsOneErrorAtItsLineAndTheStringsFilesStillCount() throws {
        let folder = try StringsExportTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try LocalizableStringsFixture.german.write(to: folder.appendingPathComponent("de.lproj/Login.strings"), atomically: true, encoding: .utf8)
        let broken = Self.catalog.replacingOccurrences(of: "\"lb2.text\" : {", with: "\"lb2.text\" {")
        try broken.write(to: folder.appendingPathComponent("Login.xcstrings"), atomically: true, encoding: .utf8)
        let document = try Document.load(contentsOf: folder.appendingPathComponent("Base.lproj/Login.storyboard").path)
        let check = StringsCheck(document: document)
        #expect(check.unreadable.map(\.description) == [folder.appendingPathComponent("Login.xcstrings").path + ":22:16: error: expected ':'"])
        #expect(check.translations.map(\.language) == ["de"])
        #expect(!check.diagnostics(for: document).isEmpty)
    }

    @Test func hostileCatalogsEndInAnErrorNotACrash() {
        for text in ["", "{", "[", "{\"strings\": 1e999}", "{\"strings\": {\"a\": {\"localizations\": [1, 2]}}}", String(repeating: "[", count: 100_000),
                     "{\"strings\": {\"\\u12\"}}", "{\"strings\": {}} trailing", "\u{FEFF}{}", "{\"sourceLanguage\": null, \"strings\": {}}"] {
            let result = Result { () throws(DocumentError) -> StringCatalog in try StringCatalog(data: Data(text.utf8), path: "X.xcstrings") }
            if case .success(let catalog) = result { #expect(catalog.languages.isEmpty, "\(text.prefix(40))") }
        }
    }
}
