import IBDocument
@testable import IBLayout
import IBText
import IBXML
import Testing

/// The system font is measured with SF Pro's measured advances, kerning and ligatures and Apple's
/// published tracking; Helvetica Neue with a table fitted on the corpus.
@Suite struct TextMetricsTests {
    @Test func trackingIsTheHumanInterfaceGuidelinesTable() {
        // -26/1000 em at 17 pt, 0 at 12, +14/1000 at 28 (HIG, Typography, Specifications).
        #expect(abs(SystemFontTracking.points(at: 17) - -0.442) < 1e-9)
        #expect(SystemFontTracking.points(at: 12) == 0)
        #expect(abs(SystemFontTracking.points(at: 28) - 0.392) < 1e-9)
        // Between rows the lower row holds; past 80 points there is none; below 6 the 6-point value.
        #expect(abs(SystemFontTracking.points(at: 55) - 0.33) < 1e-9)
        #expect(SystemFontTracking.points(at: 120) == 0)
        #expect(abs(SystemFontTracking.points(at: 5) - 0.205) < 1e-9)
        #expect(SystemFontTracking.points(at: .nan) == 0)
    }

    /// Texts stored at their own width: GoMap's Headline labels (semibold 17, Xcode 26), a bold
    /// 15-point IGListKit label (Xcode 11), and AppKit's bold titles in CotEditor and OpenEmu. SF
    /// Pro's named semibold and bold instances measure each a pixel or a point too wide.
    @Test(arguments: [
        (TextFace(.system, .semibold), 17.0, 2.0, "Buildings", 73.5), (TextFace(.system, .semibold), 17, 2, "Landuse", 68),
        (TextFace(.system, .semibold), 17, 2, "Delete tracks after:", 152.5), (TextFace(.system, .bold), 15, 2, "Comments Count", 127.5),
        (TextFace(.appKitSystem, .bold), 13, 1, "Resolve Issues:", 100), (TextFace(.appKitSystem, .semibold), 13, 1, "Type", 31),
    ])
    func semiboldAndBoldAreSetAFifthOfTheWayTowardTheNextLighterWeight(face: TextFace, size: Double, scale: Double, text: String, stored: Double) {
        #expect(TextMetrics(face: face, pointSize: size, scale: scale, text: .standard).width(of: text) == stored)
    }

    /// ello's "Logout" button (Xcode 7.0, tools 8191), a custom-type button as wide as its 17-point
    /// title: 54 in SF UI, as iOS 9 drew it, where Helvetica Neue would make it 52.
    @Test func xcode7sFirstBuildsDrawTheSystemFontInSF() throws {
        let metrics = TextMetrics(font: nil, scale: 2, platform: .iOS, tools: 8191)
        #expect(metrics.face.family == .system)
        #expect(metrics.width(of: "Logout") == 54)
        #expect(TextMetrics(font: nil, scale: 2, platform: .iOS, tools: 7706).face.family == .helveticaNeue)
    }

    /// SF Pro's space is 576 units of 2,048: CotEditor's "Indent width:" label, whose width AppKit
    /// rounds up to whole points, is stored 84 wide (its text's 80 and 2 points of inset each
    /// side), which a space a thousandth of an em narrower rounds to 79.
    @Test func sfProsSpaceIs576Units() {
        #expect(TextAdvances.sfProSpace == 0.28125)
        #expect(TextMetrics(face: TextFace(.appKitSystem), pointSize: 13, scale: 1, text: .standard).width(of: "Indent width:") + 4 == 84)
        var narrower = TextMeasure.standard
        narrower.fitted = TextAdvances(tables: [:], systemSpace: 0.28, provenance: "test")
        #expect(TextMetrics(face: TextFace(.appKitSystem), pointSize: 13, scale: 1, text: narrower).width(of: "Indent width:") + 4 == 83)
    }

    @Test func textStylesHaveEachPlatformsSizeAndWeight() {
        #expect(TextStyles.size(of: "UICTFontTextStyleBody", platform: .iOS) == 17)
        #expect(TextStyles.size(of: "UICTFontTextStyleBody", platform: .macOS) == 13)
        #expect(TextStyles.size(of: "UICTFontTextStyleBody", platform: .tvOS) == 29)
        // Interface Builder writes Large Title as Title0; the corpus's 41-point lines are 34-point text.
        #expect(TextStyles.size(of: "UICTFontTextStyleTitle0", platform: .iOS) == 34)
        #expect(TextStyles.style("UICTFontTextStyleHeadline", platform: .iOS)?.weight == .semibold)
        #expect(TextStyles.style("UICTFontTextStyleHeadline", platform: .macOS)?.weight == .bold)
        #expect(TextStyles.style("UICTFontTextStyleBody", platform: .iOS)?.leading == 22)
    }

    /// tvOS's titles are medium: VLC's Title 2 "Please wait" (Xcode 15) is stored 281 wide and its
    /// Title 3 "http://bonjour.local" (Xcode 26) 394, medium's widths (regular's are 272 and 380).
    @Test(arguments: [("UICTFontTextStyleTitle2", "Please wait", 281.0), ("UICTFontTextStyleTitle3", "http://bonjour.local", 394.0)])
    func tvOSsTitlesAreMedium(style: String, text: String, stored: Double) throws {
        let style = try #require(TextStyles.style(style, platform: .tvOS))
        #expect(style.weight == .medium)
        let metrics = TextMetrics(face: TextFace(.system, style.weight), pointSize: style.size, scale: 1, text: .standard, tools: 24506)
        #expect(metrics.width(of: text) == stored)
    }

    @Test func aFontsFaceIsItsFamilyAndWeight() throws {
        let document = try Document.parse("""
        <document><objects>
            <fontDescription key="a" type="boldSystem" pointSize="17"/>
            <fontDescription key="b" name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="15"/>
            <fontDescription key="c" name="Futura-Medium" family="Futura" pointSize="15"/>
            <fontDescription key="d" type="system" weight="semibold" pointSize="15"/>
            <font key="e" metaFont="systemSemibold"/>
            <fontDescription key="f" name="Menlo-Regular" family="Menlo" pointSize="12"/>
            <fontDescription key="g" type="system" weight="ultraLight" pointSize="15"/>
            <font key="h" metaFont="systemHeavy" size="13"/>
            <fontDescription key="i" type="italicSystem" pointSize="15"/>
            <fontDescription key="j" name="AtlasGrotesk-BlackItalic" family="Atlas Grotesk" pointSize="15"/>
        </objects></document>
        """)
        let tree = document.tree
        let fonts = tree.descendants(of: tree.rootElement!).filter { tree.isElement($0, named: "fontDescription") || tree.isElement($0, named: "font") }.map { Font(tree, $0) }
        #expect(TextFace(font: fonts[0], platform: .iOS) == TextFace(.system, .bold))
        #expect(TextFace(font: fonts[1], platform: .iOS) == TextFace(.helveticaNeue, .medium))
        let futura = TextFace(font: fonts[2], platform: .iOS)
        #expect(!futura.isMeasured && futura.unmeasuredName == "Futura-Medium" && futura.family == .system)
        #expect(TextFace(font: fonts[3], platform: .iOS).weight == .semibold)
        #expect(TextFace(font: fonts[4], platform: .macOS) == TextFace(.appKitSystem, .semibold))
        #expect(TextFace(font: fonts[5], platform: .iOS).family == .monospaced)
        // Before Xcode 7 (tools 8000: its betas and 7.0 save 8xxx) the system font was Helvetica Neue.
        #expect(TextFace(font: fonts[0], platform: .iOS, tools: 7706).family == .helveticaNeue)
        #expect(TextFace(font: fonts[0], platform: .iOS, tools: 8191).family == .system)
        // Every weight UIKit and AppKit name, and the slant.
        #expect(TextFace(font: fonts[6], platform: .iOS).weight == .ultralight)
        #expect(TextFace(font: fonts[7], platform: .macOS).weight == .heavy)
        #expect(TextFace(font: fonts[8], platform: .iOS).italic)
        let atlas = TextFace(font: fonts[9], platform: .iOS)
        #expect(atlas.weight == .black && atlas.italic && atlas.customFamily == "Atlas Grotesk" && atlas.styleName == "Black Italic")
    }

    @Test func aWidthIsAdvancesKerningAndTrackingRoundedToThePixel() throws {
        let metrics = TextMetrics(face: TextFace(.system), pointSize: 17, scale: 2, text: .standard)
        #expect(metrics.source == .systemFont)
        let system = try #require(TextMeasure.standard.system)
        // "AV" kerns: the pair is narrower than its characters' advances.
        let a = system.advance(of: "A".unicodeScalars, weight: .regular, opticalSize: 17, space: .uniform(0.27)).ems
        let v = system.advance(of: "V".unicodeScalars, weight: .regular, opticalSize: 17, space: .uniform(0.27)).ems
        let av = system.advance(of: "AV".unicodeScalars, weight: .regular, opticalSize: 17, space: .uniform(0.27))
        #expect(av.ems < a + v && av.glyphs == 2 && av.estimated == 0)
        let raw = av.ems * 17 + SystemFontTracking.points(at: 17)
        #expect(metrics.width(of: "AV") == (raw * 2 - 1e-6).rounded(.up) / 2)
        // A monospaced font needs no data: 0.6 em a character, and no tracking.
        let menlo = TextMetrics(face: TextFace(.monospaced), pointSize: 10, scale: 2, text: .standard)
        #expect(menlo.width(of: "abcde") == 30)
    }

    /// Stored frames of real documents: "Label" at 17 points is 42 wide (IBLinter's
    /// DuplicateConstraint.xib and 20 other documents, Xcode 8 to 26), at 15 points 37.5 (VLC's
    /// MovieCollectionViewCell.xib); "Button" at 15 points 46 (IBLinter's DuplicateConstraint.xib).
    @Test func theDefaultTitlesMeasureAsXcodeStoresThem() {
        func width(_ text: String, _ size: Double) -> Double {
            TextMetrics(face: TextFace(.system), pointSize: size, scale: 2, text: .standard).width(of: text)
        }
        #expect(width("Label", 17) == 42)
        #expect(width("Label", 15) == 37.5)
        #expect(width("Button", 15) == 46)
    }

    /// AliSoftware's Reusable demo (Xcode 8, iOS 10's SF UI): "This is the Info View Controller"
    /// is stored 233 wide and "<Details>" 74; SF Pro with today's tracking gives 231.5 and 73, a
    /// pixel or more short, and SF UI's tracking 232.5 and 73.5, within half a point.
    @Test func xcode7And8DrewUIKitsSystemTextWithSFUIsLooserTracking() {
        func width(_ text: String, tools: Int, _ face: TextFace = TextFace(.system)) -> Double {
            TextMetrics(face: face, pointSize: 17, scale: 2, text: .standard, tools: tools).width(of: text)
        }
        #expect(width("This is the Info View Controller", tools: 11762) == 232.5)
        #expect(width("<Details>", tools: 11762) == 73.5)
        // Xcode 9 drew SF Pro's tracking, and AppKit's system font keeps it in every era.
        #expect(width("This is the Info View Controller", tools: 13196) == 231.5)
        #expect(width("<Details>", tools: 11762, TextFace(.appKitSystem)) == width("<Details>", tools: 13196, TextFace(.appKitSystem)))
    }

    /// The Display design is narrower than the Text one, and heavier weights wider.
    @Test func opticalSizeAndWeightChangeTheWidth() {
        func width(_ weight: TextFace.Weight, _ size: Double, _ sizing: TextMeasure.OpticalSizing = .textAndDisplay) -> Double {
            var measure = TextMeasure.standard
            measure.opticalSizing = sizing
            return TextMetrics(face: TextFace(.system, weight), pointSize: size, scale: 2, text: measure).unroundedWidth(of: "Settings") / size
        }
        #expect(width(.regular, 20) < width(.regular, 19))
        #expect(width(.ultralight, 17) < width(.regular, 17) && width(.regular, 17) < width(.bold, 17) && width(.bold, 17) < width(.black, 17))
        // The variable font's axis moves by degrees from the Text design to the Display one.
        #expect(width(.regular, 22, .continuous) > width(.regular, 22) && width(.regular, 22, .continuous) < width(.regular, 19))
    }

    /// Characters outside SF Pro's measured ones are estimated, and counted so.
    @Test func charactersOutsideTheTableAreEstimatesAndCounted() {
        let metrics = TextMetrics(face: TextFace(.system), pointSize: 17, scale: 2, text: .standard)
        #expect(metrics.estimatedCharacters(in: "Settings") == 0)
        #expect(metrics.estimatedCharacters(in: "Настройки") == 9)
        #expect(metrics.estimatedCharacters(in: "設定") == 2)
        // A letter with a diacritic the table lacks stands on its letter; CJK is an em wide.
        #expect(abs(metrics.unroundedWidth(of: "ą") - metrics.unroundedWidth(of: "a")) < 1e-9)
        #expect(abs(metrics.unroundedWidth(of: "設定") - (2 * 17 + SystemFontTracking.points(at: 17))) < 1e-9)
        // Combining marks and variation selectors take no room.
        #expect(metrics.unroundedWidth(of: "e\u{301}") == metrics.unroundedWidth(of: "e"))
    }

    @Test func aFaceWithoutItsOwnTableWidensItsRegularOne() {
        let advances = TextAdvances(tables: [TextFace(.helveticaNeue): [Double](repeating: 0.5, count: TextAdvances.entries)], provenance: "test")
        #expect(advances.table(for: TextFace(.helveticaNeue, .bold))[65] == 0.5 * TextAdvances.weightScales[.bold]!)
        #expect(advances.table(for: TextFace(.helveticaNeue, .black))[65] == 0.5 * TextAdvances.weightScales[.bold]!)
        #expect(advances.table(for: TextFace(.appKitSystem))[65] == TextAdvances.prior.table(for: TextFace(.appKitSystem))[65])
    }

    @Test func theLayoutReportNamesAFontItDoesNotMeasure() throws {
        let document = try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label text="Futura" translatesAutoresizingMaskIntoConstraints="NO" id="futura">
                        <rect key="frame" x="8" y="8" width="60" height="21"/>
                        <fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="17"/>
                    </label>
                    <label text="System" translatesAutoresizingMaskIntoConstraints="NO" id="system">
                        <rect key="frame" x="8" y="40" width="60" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="futura" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
                    <constraint firstItem="futura" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                    <constraint firstItem="system" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c3"/>
                    <constraint firstItem="system" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c4"/>
                </constraints>
            </view>
            """)
        let report = LayoutReport(path: "x.xib", layouts: LayoutEngine.layout(document))
        let views = Dictionary(uniqueKeysWithValues: report.roots.flatMap(\.views).compactMap { view in view.id.map { ($0, view) } })
        #expect(views["futura"]?.source == .textMetrics)
        #expect(views["futura"]?.measuredBy == "estimate")
        #expect(views["futura"]?.unmeasuredFont == "Futura-Medium")
        #expect(views["system"]?.measuredBy == "system font")
        #expect(views["system"]?.unmeasuredFont == nil && views["system"]?.estimatedCharacters == nil)
    }

    /// Simplenote's AccountVerificationViewController.xib stores a Large Title label ("Label",
    /// style Title0) 41 points tall: a 34-point line.
    @Test func largeTitleIsWrittenTitleZero() throws {
        let layouts = LayoutEngine.layout(try LayoutFixture.pinned([("title", """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="20" y="20" width="42" height="41"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
            </label>
            """, 20)]))
        #expect(layouts.frame(of: "title")?.height == 41)
    }

    /// CotEditor's EditPane.storyboard (Xcode 11) stores its labels "Line wrapping:" 93 points
    /// wide and "Completion:" 78, AppearancePane.storyboard "Invisibles:" 64, GeneralPane.storyboard
    /// four more: AppKit sizes text in whole points, so a label's natural width is whole even on a
    /// 2× screen, and SF Pro's metrics give each the stored one (whose alignment rectangle is 4 narrower).
    @Test(arguments: [("Line wrapping:", 93.0), ("Completion:", 78.0), ("Invisibles:", 64.0), ("Software update:", 108.0),
                       ("Document save:", 102.0), ("On startup:", 73.0), ("Content parse:", 94.0)])
    func appKitTextIsMeasuredInWholePoints(title: String, stored: Double) throws {
        let document = try LayoutFixture.appKitRoot(tools: "14868", """
            <textField horizontalHuggingPriority="751" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="18" y="100" width="\(stored)" height="16"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" alignment="right" title="\(title)" usesSingleLineMode="YES" id="cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            """)
        let label = try #require(document.object(withID: "label")?.asView)
        let natural = try #require(IntrinsicContentSize.of(label, images: [:], scale: 2).width)
        #expect(natural == stored - 4, "\(natural)")
    }
}
