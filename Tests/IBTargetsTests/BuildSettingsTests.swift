import IBTargets
import Testing

/// Build settings resolve as Xcode resolves them.
@Suite struct BuildSettingsTests {
    @Test func higherLayersWinAndInheritedReachesBelow() {
        var settings = BuildSettings()
        settings.push(["TARGET_NAME": "Go Map!!", "FLAGS": "A"])
        settings.push(["PRODUCT_NAME": "$(TARGET_NAME)", "FLAGS": "$(inherited) B"])
        settings.push(["FLAGS": "${inherited} C"])
        #expect(settings.value("PRODUCT_NAME") == "Go Map!!")
        #expect(settings.value("FLAGS") == "A B C")
        #expect(settings.list("FLAGS") == ["A", "B", "C"])
        #expect(settings.value("MISSING") == nil)
    }

    @Test func operatorsMakeModuleAndBundleNames() {
        var settings = BuildSettings()
        settings.push(["TARGET_NAME": "Modals-iOS", "MODULE": "$(TARGET_NAME:c99extidentifier)", "BUNDLE": "com.x.$(TARGET_NAME:rfc1034identifier:lower)",
                       "EMPTY": "$(NOPE:default=fallback)"])
        #expect(settings.value("MODULE") == "Modals_iOS")
        #expect(settings.value("BUNDLE") == "com.x.modals-ios")
        #expect(settings.value("EMPTY") == "fallback")
    }

    @Test(arguments: [("Go Map!!", "Go_Map__"), ("Modals-iOS", "Modals_iOS"), ("3DO", "_3DO"), ("Owncloud iOs Client", "Owncloud_iOs_Client"), ("Café", "Café")])
    func c99IdentifiersAreXcodesModuleNames(_ name: String, _ module: String) {
        #expect(BuildSettingOperator.c99Identifier(name) == module)
    }

    @Test func conditionsPickTheSettingOfThePlatformAndConfiguration() {
        var settings = BuildSettings()
        settings.push([BuildSettings.Assignment(writtenKey: "FLAGS", value: "ALL"),
                       BuildSettings.Assignment(writtenKey: "FLAGS[sdk=macosx*]", value: "MAC"),
                       BuildSettings.Assignment(writtenKey: "DEBUGGING[config=Debug][arch=*]", value: "YES")])
        #expect(settings.value("FLAGS", platform: .iOS) == "ALL")
        #expect(settings.value("FLAGS", platform: .macOS) == "MAC")
        #expect(settings.value("DEBUGGING", configuration: "Debug") == "YES")
        #expect(settings.value("DEBUGGING", configuration: "Release") == nil)
    }

    @Test func aCycleEndsInsteadOfHanging() {
        var settings = BuildSettings()
        settings.push(["A": "$(B)x", "B": "$(A)y"])
        #expect(settings.value("A") == "yx")
    }

    @Test func xcconfigFilesIncludeOthersAndSkipComments() {
        let files: [String: String] = [
            "/p/Base.xcconfig": "#include \"Shared.xcconfig\"\n#include? \"Missing.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BASE // why\nURL = https://example.com\n",
            "/p/Shared.xcconfig": "PRODUCT_NAME = Shared\n",
        ]
        let reader = FileReader(contents: { files[$0].map { Array($0.utf8) } }, isFolder: { _ in false }, files: { _ in [] })
        let (assignments, problems) = XCConfigFile.assignments(at: "/p/Base.xcconfig", reader: reader)
        #expect(problems.isEmpty)
        #expect(assignments.map(\.key) == ["PRODUCT_NAME", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "URL"])
        #expect(assignments.last?.value == "https://example.com")
        #expect(assignments[1].value == "$(inherited) BASE")
    }

    @Test func anIncludeWhoseNameDiffersOnlyInCaseIsFoundAsMacOSFindsIt() {
        let files: [String: String] = [
            "/p/Debug.xcconfig": "#include \"Version.public.xcconfig\"\n#include \"Absent.xcconfig\"\n",
            "/p/Version.Public.xcconfig": "MARKETING_VERSION = 4.2\n",
        ]
        let reader = FileReader(contents: { files[$0].map { Array($0.utf8) } }, isFolder: { _ in false },
                                files: { folder in files.keys.filter { $0.hasPrefix(folder + "/") }.sorted() })
        let (assignments, problems) = XCConfigFile.assignments(at: "/p/Debug.xcconfig", reader: reader)
        #expect(assignments.map(\.key) == ["MARKETING_VERSION"])
        #expect(problems.map(\.message) == ["xcconfig file '/p/Absent.xcconfig' cannot be read; its settings are left out"])
    }
}
