import Foundation
import IBDocument
import IBLayoutVariants
import IBLocalization
import Testing

/// Languages are tried where users meet them: a document's own translations; the pseudo-language
/// only for a Base-internationalized document without translations, in an app that ships more
/// than one language; the mirror only in an app that ships a right-to-left language.
@Suite struct WhatIsTriedTests {
    static func languages(tried path: String, appLanguages: Set<String>) throws -> [String] {
        let folder = try VariantFixture.folder([path: VariantFixture.storyboard("", constraints: "")])
        var plan = VariantPlan()
        plan.otherDevices = false
        plan.appLanguages = appLanguages
        return plan.configurations(for: try VariantFixture.load(folder, path), languages: []).map(\.name.language)
    }

    @Test func anAppInOneLanguageIsTriedInNoOther() throws {
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en"]) == ["base"])
    }

    @Test func aBaseDocumentOfATranslatedAppIsTriedInThePseudoLanguage() throws {
        #expect(try Self.languages(tried: "Base.lproj/Main.storyboard", appLanguages: ["en", "de"]) == ["base", "pseudo"])
        #expect(try Self.languages(tried: "Main.storyboard", appLanguages: ["en", "de"]) == ["base"], "outside any .lproj folder it reads the same in every language")
        #expect(try Self.languages(tried: "de.lproj/Main.storyboard", appLanguages: ["en", "de"]) == ["base"], "German's own copy is already a translation")
    }

    @Test func anAppThatShipsArabicIsTriedRightToLeft() throws {
        #expect(try Self.languages(tried: "Main.storyboard", appLanguages: ["en", "ar"]) == ["base", "rtl"])
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
