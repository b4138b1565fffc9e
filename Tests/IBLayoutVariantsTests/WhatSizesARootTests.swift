import Foundation
import IBDocument
import IBLayout
import IBLayoutVariants
import Testing

/// A root is judged at the size its host gives it when the app runs: a window grows for its
/// content (it holds its size only at priority 500), within its minimum and maximum; a view a
/// host sizes to fit, or one whose host the document does not name, gives way the same way; a
/// freeform child keeps its own size on every screen.
@Suite struct WhatSizesARootTests {
    static let german = "In der Menüleiste anzeigen und beim Anmelden starten"

    /// A preferences window `width` points wide whose label is pinned 20 points from each side.
    static func window(width: Double, sizes: String = "") -> String {
        VariantFixture.macXib(VariantFixture.window(width: width, sizes: sizes,
                                                     VariantFixture.macLabel("label", "Show in menu bar", x: 18, width: width - 36),
                                                     constraints: VariantFixture.pinnedSideways("label", in: "content")))
    }

    static func textFindings(_ files: [String: String], _ path: String, plan: VariantPlan = VariantFixture.translationsOnly) throws -> [VariantFinding] {
        let folder = try VariantFixture.folder(files)
        return LayoutVariants.analyze(try VariantFixture.load(folder, path), plan: plan).findings.filter { $0.kind == .textTruncated }
    }

    @Test func aWindowGrowsForALongerTranslationInsteadOfClippingIt() throws {
        let files = ["Base.lproj/Preferences.xib": Self.window(width: 240), "de.lproj/Preferences.strings": "\"label-cell.title\" = \"\(Self.german)\";\n"]
        #expect(try Self.textFindings(files, "Base.lproj/Preferences.xib").isEmpty, "AppKit holds a window's size at 500, below the label's compression resistance")

        let folder = try VariantFixture.folder(files)
        let document = try VariantFixture.load(folder, "Base.lproj/Preferences.xib")
        let german = try DocumentVariant.document(document, under: LayoutConfiguration(language: .named("de")))
        let content = try #require(LayoutEngine.roots(of: german).first { $0.object.id == "content" })
        #expect(LayoutEngine.layout(root: content, atRunTime: true).rootSize.width > 300, "the window is as wide as the German text and its margins")
        #expect(LayoutEngine.layout(root: content).rootSize.width == 240, "the canvas draws the window at its stored size")
    }

    @Test func aWindowAtItsMaximumSizeClipsTheTranslation() throws {
        let maximum = #"<value key="maxSize" type="size" width="240" height="60"/>"#
        let files = ["Base.lproj/Preferences.xib": Self.window(width: 240, sizes: maximum), "de.lproj/Preferences.strings": "\"label-cell.title\" = \"\(Self.german)\";\n"]
        let found = try Self.textFindings(files, "Base.lproj/Preferences.xib")
        #expect(found.count == 1 && found.first?.configurationNames.map(\.language) == ["de"])
    }

    @Test func aWindowAtItsMinimumSizeNeverGoesBelowWhatItsConstraintsNeed() throws {
        let minimum = #"<value key="minSize" type="size" width="100" height="60"/>"#
        var plan = VariantPlan.baseOnly
        plan.otherDevices = true
        let folder = try VariantFixture.folder(["Preferences.xib": Self.window(width: 400, sizes: minimum)])
        let analysis = LayoutVariants.analyze(try VariantFixture.load(folder, "Preferences.xib"), plan: plan)
        #expect(analysis.configurations.contains { $0.device == .windowMinimum }, "the window can shrink: its minimum size is tried")
        #expect(analysis.findings.isEmpty, "dragged to its minimum, the window stops where the label still fits")
    }

    @Test func aPreferencePaneGrowsWithItsWindow() throws {
        // A view controller's view (File's Owner's `view`), shown in a window or tab that sizes it to fit.
        let pane = VariantFixture.macXib("""
            <customView id="pane">
                <rect key="frame" x="0.0" y="0.0" width="240" height="60"/>
                <subviews>
            \(VariantFixture.macLabel("label", "Show in menu bar", x: 18, width: 204))
                </subviews>
                <constraints>
            \(VariantFixture.pinnedSideways("label", in: "pane"))
                </constraints>
            </customView>
            """).replacingOccurrences(of: #"customClass="NSWindowController"/>"#, with: """
            customClass="NSViewController"><connections><outlet property="view" destination="pane" id="own"/></connections></customObject>
            """)
        let files = ["Base.lproj/GeneralPane.xib": pane, "de.lproj/GeneralPane.strings": "\"label-cell.title\" = \"\(Self.german)\";\n"]
        #expect(try Self.textFindings(files, "Base.lproj/GeneralPane.xib").isEmpty)
    }

    @Test func aFreeStandingViewIsNotJudgedByItsOwnSizeButItsFixedWidthsAre() throws {
        // A header view a table or code places: its host, and so its width, is unknown.
        let header = VariantFixture.xib("""
            <view contentMode="scaleToFill" id="header">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <subviews>
            \(VariantFixture.label("title", "Recent items", x: 16, y: 10, width: 288, fixed: false))
            \(VariantFixture.label("badge", "New", x: 16, y: 40, width: 40))
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="title" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="c3"/>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="c4"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="header" secondAttribute="top" constant="40" id="c5"/>
                </constraints>
            </view>
            """)
        let strings = "\"title.text\" = \"Zuletzt verwendete Objekte in allen Ordnern und Listen\";\n\"badge.text\" = \"Brandneu\";\n"
        let found = try Self.textFindings(["Base.lproj/Header.xib": header, "de.lproj/Header.strings": strings], "Base.lproj/Header.xib")
        #expect(found.map(\.object.id) == ["badge"], "the 40-point badge is cut in German; the title's width is the host's to give")
    }

    @Test func aFreeformChildKeepsItsOwnSizeOnEveryScreen() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="badge" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="80" height="44"/>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="80" height="44"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try Document.parse(Array(storyboard.utf8), path: "Badge.storyboard")
        let root = try #require(LayoutEngine.roots(of: document).first)
        let small = try #require(LayoutDevice.named("retina4_0"))
        let layout = LayoutEngine.layout(root: root, device: small)
        #expect(layout.environment.rootFrame.width == 80 && layout.environment.rootFrame.height == 44,
                "the container that shows it gives it 80 × 44 on any iPhone (414 − 94 would be −14)")
        #expect(!LayoutEnvironment.followsScreen(root))
    }
}
