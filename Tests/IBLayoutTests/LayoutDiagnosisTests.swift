import IBDocument
import IBLayout
import Testing

/// Ambiguity, conflicts and misplacement, as the layout rules report them.
@Suite struct LayoutDiagnosisTests {
    @Test func anUnpinnedAxisIsAmbiguousAndNamed() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: LayoutFixture.size100x50, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            """))
        let ambiguities = LayoutEngine.layout(document).flatMap(\.ambiguities)
        #expect(ambiguities.map(\.dimensions) == [["y"]])
        #expect(ambiguities.first?.axes == ["vertical"])
    }

    @Test func aPlaceholderConstraintHoldsOnTheCanvas() throws {
        // "Remove at build time" constraints are there so that Interface Builder can lay the view
        // out: its stored frames and its warnings count them.
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: LayoutFixture.size100x50, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" placeholder="YES" id="t"/>
            """))
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
        #expect(layouts.frame(of: "box") == Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func aViewNoConstraintNamesIsNotAmbiguous() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: "", pins: ""))
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
        #expect(layouts.frame(of: "box") == Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func aConflictNamesAMinimalSetOfTheDocumentsConstraints() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: """
            <constraint firstAttribute="width" constant="100" id="w"/>
            <constraint firstAttribute="height" constant="50" id="h"/>
            """, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t"/>
            """))
        let conflicts = LayoutEngine.layout(document).flatMap(\.conflicts)
        try #require(conflicts.count == 1)
        // 20 + 100 + 20 ≠ 320: the width, both edges and the root's width (which its container sets).
        let ids = conflicts[0].set.compactMap(\.documentConstraint?.id).sorted()
        #expect(ids == ["l", "r", "w"])
        #expect(conflicts[0].set.count == 4)
        #expect(conflicts[0].set.contains { if case .rootFrame = $0.origin { true } else { false } })
    }

    /// A 24-point image button hugging and resisting at 1000, whose `constraints` size it.
    static func chevronButton(_ constraints: String) throws -> Document {
        try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                        <rect key="frame" x="20" y="20" width="28" height="28"/>
                        <constraints>
            \(constraints)
                        </constraints>
                        <state key="normal" image="iconChevron"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="chevron" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="chevron" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                </constraints>
            </view>
            """, resources: #"<image name="iconChevron" width="24" height="24"/>"#)
    }

    @Test func aRequiredConstraintOutweighsRequiredHuggingWithoutAConflict() throws {
        // VLC's playback-speed chevrons: 24-point images held 28 wide and square, stored 28 × 28.
        let document = try Self.chevronButton("""
            <constraint firstAttribute="width" constant="28" id="w"/>
            <constraint firstAttribute="width" secondItem="chevron" secondAttribute="height" id="square"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.conflicts).isEmpty)
        #expect(layouts.frame(of: "chevron") == Rect(x: 20, y: 20, width: 28, height: 28))
    }

    @Test func requiredHuggingStillOutweighsA999Constraint() throws {
        let document = try Self.chevronButton(#"<constraint firstAttribute="width" constant="28" priority="999" id="w"/>"#)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "chevron") == Rect(x: 20, y: 20, width: 24, height: 24))
    }

    @Test func aLowerPriorityGivesWayWithoutAConflict() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(sizes: """
            <constraint firstAttribute="width" constant="100" priority="750" id="w"/>
            <constraint firstAttribute="height" constant="50" id="h"/>
            """, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t"/>
            """))
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.conflicts).isEmpty)
        #expect(layouts.frame(of: "box")?.width == 280)
    }

    @Test func misplacementIsTheSolvedFrameMinusTheStoredOne() throws {
        let document = try LayoutFixture.xib(LayoutFixture.box(#"x="40" y="30" width="100" height="50""#, sizes: LayoutFixture.size100x50, pins: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t"/>
            """))
        let view = try #require(LayoutEngine.layout(document).first?.views.first)
        #expect(view.delta == Rect(x: -20, y: 0, width: 0, height: 0))
        #expect(!view.matchesStored())
    }

    @Test func aSizeClassVariationInstallsItsConstraint() throws {
        let view = """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="30" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                            <constraint firstAttribute="height" constant="50" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="compact"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="any"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="t"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="compact"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=compact">
                    <mask key="constraints">
                        <include reference="compact"/>
                        <exclude reference="any"/>
                    </mask>
                </variation>
            </view>
            """
        let document = try LayoutFixture.storyboard(device: "retina4_7", view)
        #expect(LayoutEngine.layout(document).frame(of: "box")?.x == 20)
        let pad = try #require(LayoutDevice.named("ipad9_7"))
        #expect(LayoutEngine.layout(document, device: pad).frame(of: "box")?.x == 40)
    }

    /// A 320 × 200 scroll view filling its root, holding `content` under `constraints`.
    static func scrollView(contentHeight: Int, constraints: String) throws -> Document {
        try LayoutFixture.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(contentHeight)"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                            <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                            <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
                            \(constraints)
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="b"/>
                </constraints>
            </view>
            """)
    }

    @Test func aScrollViewsEdgesAreItsContentsEdges() throws {
        let document = try Self.scrollView(contentHeight: 500, constraints: """
            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
            <constraint firstItem="content" firstAttribute="height" constant="500" id="ch"/>
            """)
        let layouts = LayoutEngine.layout(document)
        // 500 points of content in a 200-point scroll view: no conflict, the content scrolls.
        #expect(layouts.flatMap(\.conflicts).isEmpty)
        #expect(layouts.frame(of: "scroll") == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(layouts.frame(of: "content") == Rect(x: 0, y: 0, width: 320, height: 500))
    }

    @Test func aScrollViewsCenterIsItsFramesNotItsContents() throws {
        // Down to the middle of what is visible: the frame's centre, 100 points down.
        let document = try Self.scrollView(contentHeight: 100, constraints: """
            <constraint firstItem="content" firstAttribute="bottom" secondItem="scroll" secondAttribute="centerY" id="cc"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "content") == Rect(x: 0, y: 0, width: 320, height: 100))
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
    }

    @Test func aGeneratedGridSolvesToTheFramesItStores() throws {
        let document = try Document.parse(SyntheticHierarchy.xib(views: 100))
        let layouts = LayoutEngine.layout(document)
        let views = layouts.flatMap(\.views)
        #expect(views.count == 100)
        #expect(views.allSatisfy { $0.matchesStored(tolerance: 0.001) })
        #expect(layouts.flatMap(\.ambiguities).isEmpty)
        #expect(layouts.flatMap(\.conflicts).isEmpty)
    }
}
