import Foundation
import IBDocument
import IBLayout
import IBLayoutVariants
import Testing

/// Many translations cost a few layouts: they share one layout of each string at its widest
/// translation, and a language is solved only in the roots where that layout found something its
/// own strings may show; a translation no wider than the base is never solved. What a language
/// shows is still found, in that language.
@Suite struct TranslationReachTests {
    /// Two screens: `first` with a label `width` points wide reading "Settings", `second` with
    /// one 120 points wide reading "Profile".
    static func twoScreens(width: Double = 120) -> String {
        let scene = { (id: String, label: String, text: String, width: Double) in
            """
                    <scene sceneID="\(id)-scene">
                        <objects>
                            <viewController id="\(id)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id)-root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
            \(VariantFixture.label(label, text, x: 20, width: width))
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="20" id="\(id)-l"/>
                                        <constraint firstItem="\(label)" firstAttribute="top" secondItem="\(id)-root" secondAttribute="top" constant="20" id="\(id)-t"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
            \(scene("first", "settings", "Settings", width))
            \(scene("second", "profile", "Profile", 120))
                </scenes>
            </document>

            """
    }

    static func plan() -> VariantPlan {
        var plan = VariantPlan()
        plan.otherDevices = false
        plan.rightToLeft = false
        return plan
    }

    static func analyze(_ strings: [String: String], width: Double = 120) throws -> VariantAnalysis {
        var files = ["Base.lproj/Main.storyboard": Self.twoScreens(width: width)]
        for (language, text) in strings { files["\(language).lproj/Main.strings"] = text }
        let folder = try VariantFixture.folder(files)
        return LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Main.storyboard"), plan: Self.plan())
    }

    @Test func aTranslationNoWiderThanTheBaseIsNotSolved() throws {
        let analysis = try Self.analyze(["es": "\"settings.text\" = \"Ajustes\";\n"])
        #expect(analysis.configurations.map(\.name.language) == ["base", "es"], "a translated document needs no pseudo-language")
        #expect(analysis.layoutsSolved == 2, "the base's two screens; Spanish fits wherever English does")
        #expect(analysis.findings.isEmpty)
    }

    @Test func aLanguageIsSolvedOnlyWhereTheWidestTranslationsFindSomething() throws {
        // German doubles the first screen's label and leaves the second screen alone.
        let analysis = try Self.analyze(["de": "\"settings.text\" = \"Einstellungen speichern\";\n"])
        #expect(analysis.layoutsSolved == 4, "the base's two screens, the first at its widest translations, and German's first screen")
        #expect(analysis.findings.map(\.object.id) == ["settings"])
        #expect(analysis.findings.first?.configurationNames.map(\.language) == ["de"])
    }

    @Test func aLanguageThatFitsWhereTheWidestWasCutIsNotSolved() throws {
        // Finnish runs far past the 120-point label; French is longer than English but fits it.
        let analysis = try Self.analyze(["fi": "\"settings.text\" = \"Asetukset ja yksityisyyden suoja\";\n",
                                         "fr": "\"settings.text\" = \"Paramètres\";\n"])
        #expect(analysis.layoutsSolved == 4, "the base's two screens, the widest translations' first screen, and Finnish's")
        #expect(analysis.findings.first?.configurationNames.map(\.language) == ["fi"])
    }
}
