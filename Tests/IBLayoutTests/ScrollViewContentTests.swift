import IBDocument
import IBLayout
import Testing

/// An NSScrollView's clip view and the document view it holds are laid out with the scroll view,
/// so that constraints reaching into it hold.
@Suite struct ScrollViewContentTests {
    /// A 300 × 200 root with a bordered scroll view (stored y down, as NSScrollView stores its
    /// clip view) holding `document`, with `header` beside its clip view, and `constraints`.
    static func scrollView(clipFrame: String?, clipAttributes: String = "", document: String, header: String = "", constraints: String) throws -> Document {
        try LayoutFixture.appKitRoot(tools: "22505", """
            <scrollView autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="20" y="20" width="202" height="120"/>
                <clipView key="contentView" \(clipAttributes) id="clip">
                    \(clipFrame.map { "<rect key=\"frame\" \($0)/>" } ?? "")
                    <subviews>
            \(document)
                    </subviews>
                </clipView>
            \(header)
            </scrollView>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="20" y="0.0" width="100" height="20"/>
                <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="below-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="scroll" firstAttribute="width" constant="202" id="w"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
            \(constraints)
            """)
    }

    static let table = """
        <tableView columnAutoresizingStyle="lastColumnOnly" multipleSelection="NO" autosaveColumns="NO" rowSizeStyle="automatic" viewBased="YES" id="table">
            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
            <autoresizingMask key="autoresizingMask"/>
        </tableView>
        """

    @Test func aConstraintToTheDocumentViewPlacesWhatItNames() throws {
        // RxSwift's and Tunnelblick's views below a table: a button 10 points below the table's
        // bottom decides the scroll view's height (the table is 60 tall, from the clip view's top).
        let document = try Self.scrollView(clipFrame: #"x="1" y="1" width="200" height="118""#, document: Self.table, constraints: """
            <constraint firstItem="below" firstAttribute="top" secondItem="table" secondAttribute="bottom" constant="10" id="b"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" constant="-40" id="h"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
        // The table's bottom: 20 + 1 + 60; the button 10 below it, the scroll view's bottom 40 below that.
        let scroll = try #require(layouts.flatMap(\.views).first { $0.object.id == "scroll" })
        #expect(scroll.frameInRoot.y + scroll.frameInRoot.height == 20 + 1 + 60 + 10 + 40, "\(scroll.frameInRoot)")
    }

    @Test func aTablesHeaderPutsItsRowsBelowIt() throws {
        // Tunnelblick's import window: the clip view reaches under the 23-point header.
        let document = try Self.scrollView(clipFrame: #"x="1" y="0.0" width="200" height="119""#, document: Self.table, header: """
            <tableHeaderView key="headerView" id="header">
                <rect key="frame" x="0.0" y="0.0" width="200" height="23"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableHeaderView>
            """, constraints: """
            <constraint firstItem="below" firstAttribute="top" secondItem="table" secondAttribute="bottom" constant="10" id="b"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" constant="20" id="h"/>
            """)
        let layouts = LayoutEngine.layout(document)
        let table = try #require(layouts.flatMap(\.views).first { $0.object.id == "table" })
        // The scroll view's top at 20, the clip view's at its top, the rows 23 below it; in the
        // clip view's scrolled bounds, as the document stores it, the table starts at 0.
        #expect(table.frameInRoot.y == 20 + 23, "\(table.frameInRoot)")
        #expect(table.frame.y == 0 && table.matchesStored(tolerance: 0.5), "\(table.frame)")
    }

    @Test func aClipViewFillsItsScrollViewWhateverItsFlagSays() throws {
        // Sequel-Ace's connection view: a clip view that does not translate its mask, named by no constraint.
        let document = try Self.scrollView(clipFrame: #"x="1" y="1" width="200" height="118""#, clipAttributes: #"translatesAutoresizingMaskIntoConstraints="NO""#, document: Self.table, constraints: """
            <constraint firstItem="scroll" firstAttribute="height" constant="120" id="h"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" constant="20" id="b"/>
            """)
        let layouts = LayoutEngine.layout(document)
        #expect(layouts.flatMap(\.ambiguities).isEmpty, "\(layouts.flatMap(\.ambiguities))")
    }
}
