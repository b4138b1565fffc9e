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
