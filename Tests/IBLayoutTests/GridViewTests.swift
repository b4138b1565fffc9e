import IBDocument
import IBLayout
import Testing

/// NSGridView: rows and columns as large as their largest view, spacing and paddings between them,
/// each cell placing its view, and a row's views on one baseline (OpenEmu's and Vienna's
/// preferences are built this way).
@Suite struct GridViewTests {
    /// A custom view of a fixed size, as a cell's content view, stored at `x`.
    static func box(_ id: String, width: Int, height: Int, x: Int = 0) -> String {
        """
        <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
        </customView>
        """
    }

    /// A 300 × 200 root holding a grid pinned 20 points from its top-left corner (and by `pins`),
    /// sized by its cells.
    static func document(grid attributes: String = "", rows: [String], columns: [String], cells: String,
                         constraints: String = "", pins: String = "", tools: String = "22505") throws -> Document {
        try LayoutFixture.appKitRoot(tools: tools, """
            <gridView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="20" y="20" width="100" height="100"/>
                <constraints>\(constraints)</constraints>
                <rows>\(rows.enumerated().map { "<gridRow \($0.element) id=\"r\($0.offset)\"/>" }.joined())</rows>
                <columns>\(columns.enumerated().map { "<gridColumn \($0.element) id=\"c\($0.offset)\"/>" }.joined())</columns>
                <gridCells>\(cells)</gridCells>
            </gridView>
            """, constraints: LayoutFixture.pinnedAt("grid", top: 20) + pins)
    }

    static func cell(_ row: Int, _ column: Int, _ content: String = "", attributes: String = "") -> String {
        "<gridCell row=\"r\(row)\" column=\"c\(column)\" \(attributes) id=\"cell\(row)\(column)\">\(content)</gridCell>"
    }

    @Test func aGridsColumnsAndRowsAreAsLargeAsTheirLargestViewsWithTheSpacingBetween() throws {
        // Column 0 places its views at its trailing edge; rows place theirs at the bottom by default.
        let document = try Self.document(grid: #"columnSpacing="8""#, rows: ["", ""], columns: [#"xPlacement="trailing""#, ""], cells: [
            Self.cell(0, 0, Self.box("a", width: 40, height: 20)), Self.cell(0, 1, Self.box("b", width: 30, height: 20)),
            Self.cell(1, 0, Self.box("c", width: 60, height: 10)), Self.cell(1, 1, Self.box("d", width: 30, height: 30)),
        ].joined())
        #expect(LayoutEngine.roots(of: document).map(\.object.id) == ["root"], "a cell's view is laid out in its grid")
        #expect(document.allObjects.first { $0.id == "a" }?.layoutSuperview?.id == "grid", "not the cell, which is no view")
        let layout = LayoutEngine.layout(document)
        #expect(layout.frame(of: "grid") == Rect(x: 20, y: 124, width: 98, height: 56))
        // Frames are in the grid's coordinates, y up: row 0 is the top 20 points.
        #expect(layout.frame(of: "a") == Rect(x: 20, y: 36, width: 40, height: 20))
        #expect(layout.frame(of: "b") == Rect(x: 68, y: 36, width: 30, height: 20))
        #expect(layout.frame(of: "c") == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(layout.frame(of: "d") == Rect(x: 68, y: 0, width: 30, height: 30))
        #expect(layout.allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    @Test func aGridStretchedPastItsContentGivesTheExtraToItsLastColumn() throws {
        // Pinned 20 points from both sides of the 300-point root: 260 wide, its content 40 + 6 + 30.
        // The second view is stored where it would stand if the first column took the extra.
        let document = try Self.document(rows: [""], columns: ["", ""], cells: [
            Self.cell(0, 0, Self.box("a", width: 40, height: 10)), Self.cell(0, 1, Self.box("b", width: 30, height: 10, x: 230)),
        ].joined(), pins: #"<constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" id="r"/>"#)
        let layout = LayoutEngine.layout(document)
        #expect(layout.frame(of: "grid")?.width == 260)
        #expect(layout.frame(of: "a")?.x == 0)
        #expect(layout.frame(of: "b")?.x == 46, "the first column keeps to its view")
        #expect(layout.allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    @Test func paddingsAddToTheSpacingAndAFixedRowOrColumnKeepsItsSize() throws {
        // OpenEmu's separator rows: 6 points of padding above and below, on the grid's 6 of spacing.
        let document = try Self.document(grid: #"yPlacement="top""#, rows: ["", #"topPadding="6" bottomPadding="6""#, #"height="21""#],
                                         columns: [#"width="50""#], cells: [
            Self.cell(0, 0, Self.box("a", width: 10, height: 10)), Self.cell(1, 0, Self.box("b", width: 10, height: 1)),
            Self.cell(2, 0, Self.box("c", width: 10, height: 10)),
        ].joined())
        let layout = LayoutEngine.layout(document)
        // 10 + 6 + 6 + 1 + 6 + 6 + 21 tall, y up: the top row's view at 56 - 10.
        #expect(layout.frame(of: "grid") == Rect(x: 20, y: 124, width: 50, height: 56))
        #expect(layout.frame(of: "b")?.y == 33)
        #expect(layout.frame(of: "c") == Rect(x: 0, y: 11, width: 10, height: 10), "placed at the top of its 21-point row")
    }

    @Test func aMergedCellSpansItsRegionAndItsOthersPlaceNothing() throws {
        let document = try Self.document(rows: ["", ""], columns: ["", ""], cells: [
            Self.cell(0, 0, Self.box("a", width: 40, height: 10)), Self.cell(0, 1, Self.box("b", width: 30, height: 10, x: 230)),
            Self.cell(1, 0, Self.box("wide", width: 5, height: 1).replacingOccurrences(of: #"<constraint firstAttribute="width" constant="5" id="wide-w"/>"#, with: ""),
                      attributes: #"xPlacement="fill" headOfMergedCell="cell10""#),
            Self.cell(1, 1, attributes: #"headOfMergedCell="cell10""#),
        ].joined())
        let layout = LayoutEngine.layout(document)
        #expect(layout.frame(of: "wide") == Rect(x: 0, y: 0, width: 76, height: 1), "both columns and the spacing between")
        #expect(layout.allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    @Test func aRowsBaselineAlignedViewsArePlacedAsOneGroup() throws {
        // OpenEmu's library location: a 13-point label on the baseline of a 22-point path control,
        // both placed at the bottom of their row: the path control reaches it, the label stands 2
        // points below the path control's top.
        let label = LayoutFixture.appKitLabel("label", y: 0).replacingOccurrences(of: "<textField ", with: #"<textField key="contentView" "#)
        let path = """
            <pathControl key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="path">
                <rect key="frame" x="0.0" y="0.0" width="120" height="22"/>
                <pathCell key="cell" selectable="YES" alignment="left" id="path-cell">
                    <font key="font" metaFont="system"/>
                </pathCell>
            </pathControl>
            """
        let document = try Self.document(grid: #"yPlacement="top" rowAlignment="firstBaseline""#, rows: [""], columns: ["", ""], cells: [
            Self.cell(0, 0, label, attributes: #"yPlacement="bottom""#), Self.cell(0, 1, path, attributes: #"yPlacement="bottom""#),
        ].joined(), tools: "18122")
        let layout = LayoutEngine.layout(document)
        #expect(layout.frame(of: "grid")?.height == 22)
        let bar = try #require(layout.frame(of: "path"))
        #expect(bar.y == 0 && bar.height == 22, "\(bar)")
        #expect(layout.frame(of: "label").map { $0.y + $0.height } == 20)
        #expect(layout.allSatisfy { $0.conflicts.isEmpty })
    }

    @Test func aHiddenRowTakesNoSpaceAndItsViewsAreNotJudged() throws {
        let document = try Self.document(rows: ["", #"hidden="YES""#, ""], columns: [""], cells: [
            Self.cell(0, 0, Self.box("a", width: 10, height: 10)), Self.cell(1, 0, Self.box("hidden", width: 10, height: 50)),
            Self.cell(2, 0, Self.box("c", width: 10, height: 10)),
        ].joined())
        let layout = LayoutEngine.layout(document)
        #expect(layout.frame(of: "grid")?.height == 32, "10, 6, nothing, 6, 10")
        #expect(layout.allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    @Test func aPlacementOfNoneLeavesTheAxisToTheDocumentsConstraints() throws {
        // OpenEmu's "Available Libraries:" label: unplaced vertically, 23 points below a separator.
        let document = try Self.document(grid: #"yPlacement="top""#, rows: ["", ""], columns: [""], cells: [
            Self.cell(0, 0, Self.box("a", width: 10, height: 10)),
            Self.cell(1, 0, Self.box("b", width: 10, height: 5), attributes: #"yPlacement="none""#),
        ].joined(), constraints: #"<constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="9" id="gap"/>"#)
        let layout = LayoutEngine.layout(document)
        // Nothing the grid places fills the second row, so it closes up (10 + 6 tall); `b` stands
        // 9 points below `a`, past the grid's bottom (y up: 16 - 10 - 9 - 5).
        #expect(layout.frame(of: "grid")?.height == 16)
        let b = try #require(layout.frame(of: "b"))
        #expect(b.x == 0 && b.y == -8, "\(b)")
    }
}
