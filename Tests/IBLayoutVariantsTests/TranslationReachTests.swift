import Foundation
import IBDocument
import IBLayout
import IBLayoutVariants
import Testing

/// Many translations cost only what each can show: a language is solved in the roots whose strings
/// it changes, and not where the pseudo-language's 40% longer strings cover its changes and find
/// nothing there; what it can show is still found.
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

    @Test func aLanguageTheLongerPseudoLanguageCoversIsNotSolved() throws {
        // French changes only the first screen, by less than 40%, and the pseudo-language finds
        // nothing there: no French layout is solved at all.
        let folder = try VariantFixture.folder(["Base.lproj/Main.storyboard": Self.twoScreens(),
                                                "fr.lproj/Main.strings": "\"settings.text\" = \"Réglages\";\n"])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Main.storyboard"), plan: Self.plan())
        #expect(analysis.configurations.contains { $0.language == .named("fr") })
        #expect(analysis.layoutsSolved == 4, "the base and the pseudo-language, two screens each")
        #expect(analysis.findings.isEmpty)
    }

    @Test func aLanguageLongerThanThePseudoLanguageIsSolvedWhereItChangesSomething() throws {
        // German makes the first screen's label twice as long: solved there, and found there; the
        // second screen, whose strings German leaves alone, is not solved in German.
        let folder = try VariantFixture.folder(["Base.lproj/Main.storyboard": Self.twoScreens(),
                                                "de.lproj/Main.strings": "\"settings.text\" = \"Einstellungen speichern\";\n"])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Main.storyboard"), plan: Self.plan())
        #expect(analysis.layoutsSolved == 5, "the base and the pseudo-language, two screens each, and German's first screen")
        #expect(analysis.findings.first?.configurationNames.map(\.language) == ["de"])
    }

    @Test func aLanguageIsSolvedWhereThePseudoLanguageFindsSomething() throws {
        // The pseudo-language cuts "Settings" ("SettingsSett" needs more than 70 points), so a
        // shorter language is still solved on that screen: a real translation is a warning.
        let narrow = Self.twoScreens(width: 70)
        let folder = try VariantFixture.folder(["Base.lproj/Main.storyboard": narrow,
                                                "fr.lproj/Main.strings": "\"settings.text\" = \"Paramètres\";\n"])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Main.storyboard"), plan: Self.plan())
        let languages = analysis.findings.first { $0.object.id == "settings" }?.configurationNames.map(\.language) ?? []
        #expect(languages.contains("fr") && languages.contains("pseudo"))
    }
}
