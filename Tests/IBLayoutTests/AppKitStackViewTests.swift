import IBDocument
import IBLayout
import Testing

/// NSStackView's own constraints: its alignment, which the document's constraints may override,
/// its pull to its edges across its axis, its equal distributions, a lone view centred, and how
/// a filling row shares its room, against frames AppKit and Xcode stored or measured.
@Suite struct AppKitStackViewTests {
    @Test(arguments: [(true, 16.0, false), (false, 0.0, true)])
    func anAppKitStacksAlignmentYieldsToTheDocumentsOwnInsetWhereUIKitsConflicts(appKit: Bool, x: Double, conflicts: Bool) throws {
        // pock's widget header: a leading-aligned stack whose first view the document also pins 16
        // points in. AppKit keeps the document's constraint; UIKit's alignment is required, and the
        // two cannot hold together.
        let stack = appKit ? """
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="0.0" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="14"/>
                <subviews>\(StackViewTests.box("first", y: 0))</subviews>
                <constraints>
                    <constraint firstItem="first" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="16" id="inset"/>
                </constraints>
            </stackView>
            """ : """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="14"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="14"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="first-w"/>
                            <constraint firstAttribute="height" constant="14" id="first-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="first" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="16" id="inset"/>
                </constraints>
            </stackView>
            """
        let pins = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="stack" firstAttribute="width" constant="200" id="w"/>
            """
        let document = appKit
            ? try LayoutFixture.appKitRoot(tools: "19115.2", stack, constraints: pins)
            : try LayoutFixture.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>\(stack)</subviews>
                    <constraints>\(pins)</constraints>
                </view>
                """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.contains { !$0.conflicts.isEmpty } == conflicts)
        if !conflicts { #expect(layouts.frame(of: "first")?.x == x) }
    }

    @Test func anAppKitStackThatCentresEquallyCentresALoneViewAtItsOwnWidth() throws {
        // Rectangle's preference panes: one 500-point column in an 850-point window, its stack
        // centring it equally, is stored 175 points from either side rather than stretched.
        let document = try LayoutFixture.appKitRoot(tools: "24765", """
            <stackView distribution="equalCentering" orientation="horizontal" alignment="centerY" spacing="0.0" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="14"/>
                <subviews>\(StackViewTests.box("column", y: 0))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.frame(of: "column") == Rect(x: 100, y: 0, width: 100, height: 14))
        #expect(layouts.allSatisfy { $0.conflicts.isEmpty && $0.ambiguities.isEmpty })
    }

    @Test func anAppKitStackPullsAViewThatHugsLessToItsEdgesAcrossItsAxis() throws {
        // CotEditor's window pane: plain views given only a width, in a top-aligned row 16 points
        // tall, take the row's height (NSStackView's edge constraints at its hugging priority)
        // rather than stay undecided.
        let swatch = { (id: String, x: Int) in
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="16" height="16"/>
                <constraints><constraint firstAttribute="width" constant="16" id="\(id)-w"/></constraints>
            </customView>
            """
        }
        let document = try LayoutFixture.appKitRoot(tools: "16096", """
            <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="30" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="164" width="62" height="16"/>
                <subviews>\(swatch("a", 0))\(swatch("b", 46))</subviews>
                <constraints><constraint firstAttribute="height" constant="16" id="h"/></constraints>
            </stackView>
            """, constraints: LayoutFixture.pinnedAt("stack", top: 20))
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "b") == Rect(x: 46, y: 0, width: 16, height: 16))
    }

    /// Frames measured on macOS (GNUstep's NSStackView tests): three views of intrinsic sizes
    /// 40 × 20, 60 × 30 and 20 × 10 in a 200-point square stack, 10 points apart.
    @Test(arguments: [("fill", [40.0, 60, 20], [0.0, 110, 180], [100.0, 60, 20]),
                      ("gravityAreas", [40.0, 60, 20], [0.0, 50, 120], [40.0, 60, 20]),
                      ("fillEqually", [40.0, 60, 20], [0.0, 70, 140], [60.0, 60, 60])])
    func anAppKitRowPlacesItsViewsAsAppKitDoes(distribution: String, natural: [Double], x: [Double], width: [Double]) throws {
        let views = zip(["a", "b", "c"], zip(natural, [20.0, 30, 10])).map { id, size in
            """
            <customView placeholderIntrinsicWidth="\(Int(size.0))" placeholderIntrinsicHeight="\(Int(size.1))" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(Int(size.0))" height="\(Int(size.1))"/>
            </customView>
            """
        }.joined()
        let document = try LayoutFixture.appKitXib("""
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    <stackView \(distribution == "gravityAreas" ? "" : #"distribution="\#(distribution)" "#)orientation="horizontal" alignment="centerY" spacing="10" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>\(views)</subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                </constraints>
            </customView>
            """, tools: "24765")
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        for (index, id) in ["a", "b", "c"].enumerated() {
            let frame = try #require(layouts.frame(of: id))
            #expect(frame.x == x[index] && frame.width == width[index], "\(id): \(frame)")
            #expect(frame.y == (200 - frame.height) / 2, "\(id) is centred: \(frame)")
        }
    }

    @Test func aSeparatorInAnAppKitStackKeepsTheLengthItWasDrawnAt() throws {
        // pock's preference pane: separators 305 points long in a leading-aligned stack 472 wide.
        // The stack's pull to its edges (249.99) does not stretch them, and Xcode flags them
        // neither ambiguous nor misplaced: a separator holds its own length.
        let document = try LayoutFixture.appKitRoot(tools: "19115.2", """
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="160" width="260" height="22"/>
                <subviews>
                    \(StackViewTests.box("row", y: 8))
                    <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                        <rect key="frame" x="0.0" y="-2" width="150" height="5"/>
                    </box>
                </subviews>
            </stackView>
            """, constraints: LayoutFixture.pinnedAt("stack", top: 18) + """
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="r"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        #expect(layouts.frame(of: "line")?.width == 150)
        #expect(layouts.frame(of: "stack")?.width == 260)
    }

    @Test(arguments: [(true, false), (false, true)])
    func anAppKitStackFillsEquallyAsFarAsItsViewsLet(appKit: Bool, conflicts: Bool) throws {
        // Rectangle's shortcut columns: three columns filling 400 points equally, the first holding
        // a 200-point view that may not shrink. AppKit keeps its sizes equal only "as much as
        // possible": the first stays 200 and the other two share the rest. UIKit's are required.
        let column = { (id: String, width: Int?) in
            appKit ? """
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="14"/>
                    <constraints>\(width.map { #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="\#($0)" id="\#(id)-w"/>"# } ?? "")<constraint firstAttribute="height" constant="14" id="\(id)-h"/></constraints>
                </customView>
                """ : """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="14"/>
                    <constraints>\(width.map { #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="\#($0)" id="\#(id)-w"/>"# } ?? "")<constraint firstAttribute="height" constant="14" id="\(id)-h"/></constraints>
                </view>
                """
        }
        let columns = column("first", 200) + column("second", nil) + column("third", nil)
        let pins = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="stack" firstAttribute="width" constant="400" id="w"/>
            """
        let document = appKit
            ? try LayoutFixture.appKitRoot(tools: "24765", """
                <stackView distribution="fillEqually" orientation="horizontal" alignment="top" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="14"/>
                    <subviews>\(columns)</subviews>
                </stackView>
                """, constraints: pins)
            : try LayoutFixture.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="500" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="top" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="14"/>
                            <subviews>\(columns)</subviews>
                        </stackView>
                    </subviews>
                    <constraints>\(pins)</constraints>
                </view>
                """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.contains { !$0.conflicts.isEmpty } == conflicts)
        if !conflicts {
            #expect(layouts.frame(of: "first")?.width == 200)
            #expect(layouts.frame(of: "second")?.width == 80)
            #expect(layouts.frame(of: "third")?.width == 80)
        }
    }

    @Test func aBaselineRowTallerThanItsViewsKeepsThemAtItsTop() throws {
        // NetNewsWire's "Name:" row (Xcode 10): a label and a 22-point field on one baseline in a
        // stack 27 points tall between its neighbours. The field stands at the top, 5 points free
        // below, rather than anywhere between the edges.
        let stack = """
            <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" spacing="18" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="153" width="198" height="27"/>
                <subviews>
                    \(LayoutFixture.appKitLabel("label", title: "Name:", x: -2, y: 8, width: 44))
                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="58" y="5" width="140" height="22"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="140" id="field-w"/>
                        </constraints>
                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="field-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                </subviews>
            </stackView>
            """
        let pins = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="stack" firstAttribute="height" constant="27" id="h"/>
            """
        let layouts = LayoutEngine.layout(try LayoutFixture.appKitRoot(tools: "14490.70", stack, constraints: pins))
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        // y up: the field's top at the stack's, 27 points up from its bottom.
        let field = try #require(layouts.frame(of: "field"))
        #expect(field.y + field.height == 27, "\(field)")
    }
}
