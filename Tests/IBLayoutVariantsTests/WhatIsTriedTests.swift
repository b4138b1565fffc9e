import Foundation
import IBDocument
import IBLayoutVariants
import IBLocalization
import Testing

/// Languages are tried where users meet them: a document's own translations; the mirror only in
/// an app that ships a right-to-left language; the pseudo-language only when asked for, and then
/// only for documents without translations.
@Suite struct WhatIsTriedTests {
    static func languages(tried path: String, appLanguages: Set<String>, pseudo: Bool = false, translations: [LocalizedDocument.Language] = []) throws -> [String] {
        let folder = try VariantFixture.folder([path: VariantFixture.storyboard("", constraints: "")])
        var plan = VariantPlan()
        plan.otherDevices = false
        plan.pseudoLanguage = pseudo
        plan.appLanguages = appLanguages
        return plan.configurations(for: try VariantFixture.load(folder, path), languages: translations).map(\.name.language)
    }

    @Test func anAppInOneLanguageIsTriedInNoOther() throws {
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en"]) == ["base"])
    }

    @Test func theDocumentsTranslationsAreTried() throws {
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en", "de"], translations: [.named("de")]) == ["base", "de"])
    }

    @Test func thePseudoLanguageIsTriedWhenAskedForInDocumentsWithoutTranslations() throws {
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en"], pseudo: true) == ["base", "pseudo"])
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en", "de"], pseudo: true, translations: [.named("de")]) == ["base", "de"],
                "a translated document is tried in its translations")
    }

    @Test func anAppThatShipsArabicIsTriedRightToLeft() throws {
        #expect(try Self.languages(tried: "Main.storyboard", appLanguages: ["en", "ar"]) == ["base", "rtl"])
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en", "ar"], translations: [.named("ar")]) == ["base", "ar"],
                "its own Arabic is mirrored already")
    }

    @Test func aDamagedCatalogGivesTheLanguagesItStillShowsAndNeverTraps() {
        let whole = #"{ "sourceLanguage" : "en", "strings" : { "Hi" : { "localizations" : { "de" : { "stringUnit" : { "value" : "Hallo \"du\"" } }, "fr" : { } } } } }"#
        #expect(AppLanguages.languages(inCatalog: Array(whole.utf8)) == ["en", "de", "fr"])
        // Every prefix of it (a file cut off anywhere), an escape at the very end, and no JSON at all.
        for end in 0...whole.utf8.count { _ = AppLanguages.languages(inCatalog: Array(whole.utf8.prefix(end))) }
        #expect(AppLanguages.languages(inCatalog: Array(#"{"localizations":{"":{},"ja":{"#.utf8)) == ["ja"], "an empty key is no language")
        #expect(AppLanguages.languages(inCatalog: Array(#""sourceLanguage":""#.utf8)).count <= 1)
        #expect(AppLanguages.languages(inCatalog: [0xFF, 0x00, 0x22, 0x5C]).isEmpty)
    }

    @Test func theAppsLanguagesAreItsLocalizationFoldersAndCatalogs() throws {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "Hello" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } } }, "version" : "1.0" }"#
        let folder = try VariantFixture.folder([
            "App/Base.lproj/Main.storyboard": VariantFixture.storyboard("", constraints: ""),
            "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
            "App/Localizable.xcstrings": catalog,
            "Pods/Lib/ja.lproj/Lib.strings": "\"a\" = \"b\";\n",
        ])
        #expect(AppLanguages.under(folder.path) == ["de", "en", "fr"], "Base is no language, and a checked-out dependency is not the app")
    }
}
