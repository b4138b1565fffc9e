import Foundation
import IBDocument
import IBFoundation
import IBLocalization
import IBXML
import Testing

/// A document as it reads in another language: what `render --language` lays out and draws.
@Suite struct LocalizedDocumentTests {
    static func value(_ key: String, in document: Document) -> String? {
        LocalizableString.all(in: document).first { $0.key == key }?.value
    }

    @Test func aTranslationReplacesEachStringItHasWhereverTheDocumentHoldsIt() throws {
        let folder = try StringsExportTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try LocalizableStringsFixture.german.write(to: folder.appendingPathComponent("de.lproj/Login.strings"), atomically: true, encoding: .utf8)
        let document = try Document.load(contentsOf: folder.appendingPathComponent("Base.lproj/Login.storyboard").path)
        let german = try LocalizedDocument.localized(document, in: .named("de"))
        #expect(Self.value("lb1.text", in: german) == "Hallo", "an attribute")
        #expect(Self.value("bt1.normalTitle", in: german) == "Anmelden", "a button state's title")
        #expect(Self.value("sg1.segmentTitles[1]", in: german) == "Woche", "a segment")
        #expect(Self.value("lb2.text", in: german) == "Zwei\nZeilen", "a <string key=\"text\"> element")
        #expect(Self.value("vc1.title", in: german) == "Willkommen")
        #expect(Self.value("tf1.placeholder", in: german) == "Email", "a string the translation lacks stays as it is")
        #expect(Self.value("lb1.text", in: document) == "Hello \"you\"", "the document itself is untouched")
        // The localized document still parses as written.
        _ = try Document.parse(LosslessWriter.bytes(of: german.tree), path: german.path)
    }

    @Test func theDocumentsCatalogCountsToo() throws {
        let folder = try StringsExportTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try StringCatalogTests.catalog.write(to: folder.appendingPathComponent("Login.xcstrings"), atomically: true, encoding: .utf8)
        let document = try Document.load(contentsOf: folder.appendingPathComponent("Base.lproj/Login.storyboard").path)
        #expect(Self.value("lb1.text", in: try LocalizedDocument.localized(document, in: .named("fr"))) == "Bonjour")
    }

    @Test func theRequestForALanguageTheDocumentLacksNamesTheOnesItHas() throws {
        let folder = try StringsExportTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try StringCatalogTests.catalog.write(to: folder.appendingPathComponent("Login.xcstrings"), atomically: true, encoding: .utf8)
        let document = try Document.load(contentsOf: folder.appendingPathComponent("Base.lproj/Login.storyboard").path)
        #expect {
            try LocalizedDocument.localized(document, in: LocalizedDocument.Language("ja"))
        } throws: { error in
            (error as? DocumentError)?.message == "no translation in 'ja' beside the document (it has: de, fr)"
        }
    }

    @Test func thePseudoLanguageLeavesWhatNoTranslatorTranslates() {
        for untranslated in ["github.com/openemu", "https://example.org", "VER_STR", "+", "--", "12:35", "user@example.org", "Info.plist"] {
            #expect(LocalizedDocument.pseudo(untranslated) == untranslated)
        }
        #expect(LocalizedDocument.pseudo("Visit github.com") == "Visit github.comVisit g", "a sentence is translated, addresses and all")
        #expect(LocalizedDocument.pseudo("Done.") == "Done.Do")
    }

    @Test func thePseudoLanguageMakesEveryString40PercentLonger() throws {
        #expect(LocalizedDocument.pseudo("Hello") == "HelloHe")
        #expect(LocalizedDocument.pseudo("Settings") == "SettingsSett")
        #expect(LocalizedDocument.pseudo("OK") == "OKO")
        #expect(LocalizedDocument.pseudo("") == "")
        #expect(LocalizedDocument.Language("pseudo") == .pseudo)
        let document = try Document.parse(StringsExportTests.storyboard, path: "Login.storyboard")
        let pseudo = try LocalizedDocument.localized(document, in: .pseudo)
        #expect(Self.value("lb1.text", in: pseudo) == "Hello \"you\"Hello")
        #expect(Self.value("bt1.normalTitle", in: pseudo) == "Sign inSig")
    }
}
