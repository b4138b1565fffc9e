import Foundation
import IBDocument
import IBLayout
import IBLayoutVariants
import IBLocalization
import Testing

/// A layout tried in other languages, screens and text sizes: what breaks only there is found,
/// once per view, with every configuration it breaks in; what holds as designed is not.
@Suite struct LayoutVariantsTests {
    /// A 200-point root with a 100-point label reading "Settings", 20 points from the top left.
    static let settings = VariantFixture.xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
        \(VariantFixture.label("lbl", "Settings", x: 20, width: 100))
            </subviews>
            <constraints>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
            </constraints>
        </view>
        """)

    @Test func aLabelThatTruncatesOnlyInGermanIsFoundInGermanAlone() throws {
        let folder = try VariantFixture.folder([
            "Base.lproj/Settings.xib": Self.settings,
            "de.lproj/Settings.strings": "\"lbl.text\" = \"Einstellungen speichern\";\n",
            "fr.lproj/Settings.strings": "\"lbl.text\" = \"Réglages\";\n",
        ])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Settings.xib"))
        let found = analysis.findings.filter { $0.kind == .textTruncated }
        #expect(found.count == 1)
        let languages = found.first?.configurationNames.map(\.language) ?? []
        #expect(languages.contains("de"))
        #expect(!languages.contains("base") && !languages.contains("fr"))
        let fit = try #require(found.first?.occurrences.first?.fit)
        #expect(fit.text == "Einstellungen speichern" && fit.cut == .truncated && fit.size.width == 100 && fit.neededWidth > 150)
    }

    @Test func aStringCatalogTranslatesLikeStringsFiles() throws {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "lbl.text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen speichern" } } } }
          },
          "version" : "1.0"
        }
        """
        let folder = try VariantFixture.folder(["Base.lproj/Settings.xib": Self.settings, "Settings.xcstrings": catalog])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Settings.xib"))
        #expect(analysis.configurations.contains { $0.language == .named("de") })
        #expect(analysis.findings.first?.configurationNames.map(\.language).contains("de") == true)
    }

    @Test func aMalformedTranslationIsOneErrorAndTheOtherLanguagesStillRun() throws {
        let folder = try VariantFixture.folder([
            "Base.lproj/Settings.xib": Self.settings,
            "de.lproj/Settings.strings": "\"lbl.text\" = \"Einstellungen speichern\"\n\"broken",
            "fr.lproj/Settings.strings": "\"lbl.text\" = \"Paramètres de l’application\";\n",
        ])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Base.lproj/Settings.xib"))
        #expect(analysis.unreadable.count == 1)
        #expect(analysis.unreadable.first?.location.file.hasSuffix("de.lproj/Settings.strings") == true)
        #expect(analysis.findings.first?.configurationNames.map(\.language).contains("fr") == true)
    }

    @Test func aTextCutOnlyByIbkitsMeasureAsDesignedIsNotReported() throws {
        // Stored 100 points wide and fitting there; ibkit's solve keeps the width, so only the
        // stored frame says whether the designer saw it cut.
        let folder = try VariantFixture.folder(["Settings.xib": Self.settings.replacingOccurrences(of: "text=\"Settings\"", with: "text=\"Settings and more\"")])
        let document = try VariantFixture.load(folder, "Settings.xib")
        var plan = VariantPlan()
        plan.pseudoLanguage = false
        plan.rightToLeft = false
        let cut = LayoutVariants.analyze(document, plan: plan).findings
        #expect(cut.count == 1, "the stored 100 points cut 'Settings and more' too: the designer saw it")
        let widened = Self.settings.replacingOccurrences(of: "text=\"Settings\"", with: "text=\"Settings and more\"")
            .replacingOccurrences(of: "width=\"100.0\" height=\"20.5\"", with: "width=\"160.0\" height=\"20.5\"")
        let other = try VariantFixture.folder(["Settings.xib": widened])
        #expect(LayoutVariants.analyze(try VariantFixture.load(other, "Settings.xib"), plan: plan).findings.isEmpty,
                "stored 160 points wide, the canvas showed the whole text: ibkit's narrower solve is not believed")
    }

    @Test func twoLabelsThatOverlapOnlyOnTheSmallestIPhone() throws {
        let subviews = VariantFixture.label("a", "Name", x: 20, width: 180) + "\n" + VariantFixture.label("b", "Value", x: 214, width: 180)
        let constraints = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="c4"/>
            """
        let folder = try VariantFixture.folder(["Main.storyboard": VariantFixture.storyboard(subviews, constraints: constraints)])
        var plan = VariantPlan()
        plan.families = [.phone]
        plan.deploymentMajor = 17
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Main.storyboard"), plan: plan)
        let overlaps = analysis.findings.filter { $0.kind == .viewsOverlap }
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.object.id == "b" && overlaps.first?.occurrences.first?.overlap?.other.id == "a")
        #expect(overlaps.first?.configurationNames.map(\.device).contains("retina4_7") == true)
        #expect(overlaps.first?.configurationNames.contains { $0.device == "retina6_9" || $0.device == "document" } == false)
        let overlap = try #require(overlaps.first?.occurrences.first?.overlap)
        #expect(abs(overlap.width - 25) < 0.01, "375 points: 20 + 180 and 180 + 20 leave -25 between them")
    }

    @Test func labelsThatRefuseToCompressGiveWayWithoutAConflictAtTheLargestAccessibilitySize() throws {
        // Two Body labels that refuse to compress, side by side in a stack pinned to both edges.
        // UIKit's required compression resistance still gives way to the stack's required edges
        // (rdar://15106765): no conflict, a truncated label, and only at AX5.
        let body = #"style="UICTFontTextStyleBody""#
        let adjusting = #"adjustsFontForContentSizeCategory="YES" horizontalCompressionResistancePriority="1000""#
        let labels = VariantFixture.label("a", "Departure", x: 0, y: 0, width: 78, fixed: false, extra: adjusting, font: body) + "\n"
            + VariantFixture.label("b", "Arrival", x: 86, y: 0, width: 56, fixed: false, extra: adjusting, font: body)
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="20" width="280" height="20.5"/>
                <subviews>
            \(labels)
                </subviews>
            </stackView>
            """
        let document = VariantFixture.xib(VariantFixture.owner() + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
            \(stack)
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="r1"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                </constraints>
            </view>
            """)
        let folder = try VariantFixture.folder(["Trip.xib": document])
        var plan = VariantPlan()
        plan.pseudoLanguage = false
        plan.rightToLeft = false
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Trip.xib"), plan: plan)
        #expect(analysis.findings.filter { $0.kind == .constraintsUnsatisfiable }.isEmpty)
        let truncated = analysis.findings.filter { $0.kind == .textTruncated }
        #expect(!truncated.isEmpty, "\(analysis.findings.map(\.kind))")
        #expect(truncated.allSatisfy { $0.configurationNames.map(\.contentSizeCategory) == ["accessibility-extra-extra-extra-large"] },
                "at xxxL the two labels still fit in 280 points; at AX5 they do not")
    }

    @Test func rightToLeftMirrorsLeadingAndTrailingButNotLeftAndRight() throws {
        // `a` keeps to the left edge whatever the language; `b` follows the leading edge.
        let document = VariantFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
            \(VariantFixture.label("a", "Left", x: 20, width: 100))
            \(VariantFixture.label("b", "Leading", x: 140, width: 100))
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" constant="20" id="c1"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="140" id="c2"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                </constraints>
            </view>
            """)
        let folder = try VariantFixture.folder(["Base.lproj/Row.xib": document, "ar.lproj/Row.strings": "\"a.text\" = \"يسار\";\n"])
        let loaded = try VariantFixture.load(folder, "Base.lproj/Row.xib")
        let mirrored = try DocumentVariant.document(loaded, under: LayoutConfiguration(language: .rightToLeft))
        let layout = try #require(LayoutEngine.layout(mirrored).first)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.object.id ?? "", $0.frame) })
        #expect(frames["a"]?.x == 20, "left stays left")
        #expect(frames["b"]?.x == 80, "leading 140 is 140 from the right edge: 320 - 140 - 100")
        let overlaps = LayoutVariants.analyze(loaded).findings.filter { $0.kind == .viewsOverlap }
        #expect(overlaps.first?.configurationNames.map(\.language) == ["ar"], "Arabic is written right to left: mirrored, and the mirror of the base strings is not needed beside it")
    }

    @Test func aHorizontalStackArrangesRightToLeft() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="210" height="20"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0" y="0" width="100" height="20"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="w1"/><constraint firstAttribute="height" constant="20" id="h1"/></constraints></view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="110" y="0" width="100" height="20"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="w2"/><constraint firstAttribute="height" constant="20" id="h2"/></constraints></view>
                </subviews>
            </stackView>
            """
        let document = VariantFixture.xib("""
            <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="root">
                <rect key="frame" x="0.0" y="0.0" width="210" height="20"/>
                <subviews>
            \(stack)
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                </constraints>
            </view>
            """)
        let layout = try #require(LayoutEngine.layout(try Document.parse(Array(document.utf8), path: "Stack.xib")).first)
        let frames = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.object.id ?? "", $0.frameInRoot) })
        #expect(frames["one"]?.x == 110 && frames["two"]?.x == 0, "the first arranged view starts at the right")
    }

    @Test func thePlanTriesTheTargetsSmallestAndLargestScreens() throws {
        let folder = try VariantFixture.folder(["Main.storyboard": VariantFixture.storyboard("", constraints: "")])
        let document = try VariantFixture.load(folder, "Main.storyboard")
        var plan = VariantPlan()
        plan.families = [.phone, .pad]
        plan.deploymentMajor = 12
        #expect(plan.devices(for: document).map(\.id) == ["retina4_0", "retina6_9", "ipad9_7", "ipad12_9"])
        plan.deploymentMajor = 17
        plan.families = [.phone]
        #expect(plan.devices(for: document).map(\.id) == ["retina4_7", "retina6_9"])
        let names = plan.configurations(for: document, languages: [.named("de")]).map(\.name.description)
        #expect(names.first == "document, base, large")
        #expect(names.contains("retina4_7, de, large") && names.contains("document, de, large"))
        #expect(!names.contains { $0.contains("pseudo") }, "a translated document is tried in its translations, not the pseudo-language")
        #expect(plan.configurations(for: document, languages: []).map(\.name.description).contains("retina4_7, pseudo, large"))
    }

    @Test func contentSizesFollowTheHIGTable() {
        #expect(ContentSizeCategory.large.pointSize(of: "UICTFontTextStyleBody") == 17)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(of: "UICTFontTextStyleBody") == 53)
        #expect(ContentSizeCategory.extraSmall.pointSize(of: "UICTFontTextStyleCaption2") == 11)
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryXXXL") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }
}
