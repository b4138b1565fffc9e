import Foundation
import IBDocument
import IBLayout
import IBLayoutVariants
import Testing

/// What UIKit and AppKit do that the findings depend on: overlaps are what a person sees (the
/// alignment rectangles, not a bezel's shadow), a centre keeps its offset right to left while
/// leading and trailing mirror, and the configurations are said in a person's words.
@Suite struct RunTimeSemanticsTests {
    @Test func pushButtonsWhoseBezelShadowsTouchDoNotOverlap() throws {
        // Two push buttons in a row, at least 2 points apart: the pseudo-language's longer first
        // title closes the 14-point gap, and their frames (6 points of shadow each side) then meet.
        let button = { (id: String, title: String, x: Double, width: Double) in
            """
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="13" width="\(width + 12)" height="32"/>
                <constraints><constraint firstAttribute="width" relation="greaterThanOrEqual" constant="\(width)" id="\(id)-w"/></constraints>
                <buttonCell key="cell" type="push" title="\(title)" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let constraints = """
            <constraint firstItem="first" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="second" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="second" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="first" secondAttribute="trailing" constant="2" id="c3"/>
            <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" priority="250" constant="14" id="c6"/>
            <constraint firstItem="first" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c4"/>
            <constraint firstItem="second" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c5"/>
            """
        let subviews = button("first", "Import the selected files", 14, 200) + button("second", "Cancel", 228, 100)
        let window = VariantFixture.macXib(VariantFixture.window(width: 354, subviews, constraints: constraints))
        let folder = try VariantFixture.folder(["Import.xib": window])
        let document = try VariantFixture.load(folder, "Import.xib")

        let pseudo = try DocumentVariant.document(document, under: LayoutConfiguration(language: .pseudo))
        let content = try #require(LayoutEngine.roots(of: pseudo).first { $0.object.id == "content" })
        let views = Dictionary(uniqueKeysWithValues: LayoutEngine.layout(root: content, atRunTime: true).views.map { ($0.object.id ?? "", $0) })
        let first = try #require(views["first"]), second = try #require(views["second"])
        #expect(first.frameInRoot.x + first.frameInRoot.width - second.frameInRoot.x > 3, "the frames overlap")
        #expect(second.alignmentRectInRoot.x - (first.alignmentRectInRoot.x + first.alignmentRectInRoot.width) >= 1.5, "the bezels do not")

        var plan = VariantPlan.baseOnly
        plan.pseudoLanguage = true
        let analysis = LayoutVariants.analyze(document, plan: plan)
        #expect(analysis.findings.filter { $0.kind == .viewsOverlap }.isEmpty, "only the shadows meet")
    }

    @Test func aCentreKeepsItsOffsetRightToLeftSoItConflictsWithAMirroredLeadingEdge() throws {
        // 100 points wide, 20 from the leading edge and 90 left of the centre: the same place left
        // to right; right to left the leading edge moves to the right and the centre does not.
        let view = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="20" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                    <constraint firstAttribute="height" constant="40" id="h"/>
                </constraints>
            </view>
            """
        let document = VariantFixture.xib(VariantFixture.owner() + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
            \(view)
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>
                    <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" constant="-90" id="centre"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                </constraints>
            </view>
            """)
        let folder = try VariantFixture.folder(["Box.xib": document])
        var plan = VariantPlan.baseOnly
        plan.rightToLeft = true
        let conflicts = LayoutVariants.analyze(try VariantFixture.load(folder, "Box.xib"), plan: plan).findings.filter { $0.kind == .constraintsUnsatisfiable }
        #expect(conflicts.count == 1 && conflicts.first?.configurationNames.map(\.language) == ["rtl"])
    }

    @Test func configurationsAreSaidInAPersonsWords() throws {
        let small = try #require(LayoutDevice.named("retina4_0"))
        #expect(LayoutConfiguration(device: .device(small), language: .named("de")).description == "in German (de) on iPhone SE (1st generation)")
        #expect(LayoutConfiguration(contentSize: .accessibilityExtraExtraExtraLarge).description == "at the largest accessibility text size (AX5)")
        #expect(LayoutConfiguration(language: .named("pt-BR")).description == "in Portuguese (Brazil) (pt-BR)")
        #expect(LayoutConfiguration(language: .named("qqq")).description == "in 'qqq'", "a code the system cannot name is said as it is")
        #expect(LayoutConfiguration.base.description == "as designed")
    }
}
