import IBDocument
import Testing

/// An NSGridView as the document stores it: rows, columns, cells and what each inherits.
@Suite struct GridViewModelTests {
    static func grid(_ attributes: String, rows: String, columns: String, cells: String) throws -> GridView {
        let document = try Document.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <gridView \(attributes) id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <rows>\(rows)</rows>
                    <columns>\(columns)</columns>
                    <gridCells>\(cells)</gridCells>
                </gridView>
            </objects>
        </document>
        """)
        return try #require(document.allObjects.first { $0.id == "grid" }.flatMap(GridView.init))
    }

    static let label = #"<textField key="contentView" id="label"><rect key="frame" x="0.0" y="0.0" width="40" height="16"/></textField>"#

    @Test func aGridWithoutSettingsPlacesAtTheBottomLeading6PointsApart() throws {
        let grid = try Self.grid("", rows: #"<gridRow id="r"/>"#, columns: #"<gridColumn id="c"/>"#,
                                 cells: #"<gridCell row="r" column="c" id="x">\#(Self.label)</gridCell>"#)
        let cell = try #require(grid.cells.first)
        #expect(grid.xPlacement(of: cell) == .leading && grid.yPlacement(of: cell) == .trailing && grid.rowAlignment(of: cell) == .none)
        #expect(grid.rowSpacing == 6 && grid.columnSpacing == 6)
        #expect(grid.contentViews.map(\.object.id) == ["label"])
    }

    @Test func aCellInheritsFromItsRowOrColumnThenTheGridAndTopIsLeading() throws {
        let grid = try Self.grid(#"yPlacement="top" rowAlignment="firstBaseline""#,
                                 rows: #"<gridRow yPlacement="center" id="r0"/><gridRow id="r1"/>"#,
                                 columns: #"<gridColumn xPlacement="trailing" id="c0"/>"#, cells: """
            <gridCell row="r0" column="c0" id="a"/>
            <gridCell row="r1" column="c0" xPlacement="fill" yPlacement="bottom" rowAlignment="none" id="b"/>
            """)
        let a = grid.cells[0], b = grid.cells[1]
        #expect(grid.xPlacement(of: a) == .trailing && grid.yPlacement(of: a) == .center && grid.rowAlignment(of: a) == .firstBaseline)
        #expect(grid.xPlacement(of: b) == .fill && grid.yPlacement(of: b) == .trailing && grid.rowAlignment(of: b) == .none)
        #expect(grid.yPlacement == .leading, "top is leading")
    }

    @Test func aMergedRegionIsItsCellsBoundsAndOnlyItsHeadPlacesAView() throws {
        let grid = try Self.grid("", rows: #"<gridRow id="r0"/><gridRow topPadding="6" height="21" id="r1"/>"#,
                                 columns: #"<gridColumn id="c0"/><gridColumn width="400" id="c1"/>"#, cells: """
            <gridCell row="r0" column="c0" id="x"/>
            <gridCell row="r0" column="c1" id="y"/>
            <gridCell row="r1" column="c0" headOfMergedCell="head" id="head">\(Self.label)</gridCell>
            <gridCell row="r1" column="c1" headOfMergedCell="head" id="tail"/>
            <gridCell row="missing" column="c1" id="stray"/>
            """)
        #expect(grid.cells.count == 4, "a cell naming no row of the grid is left out")
        let region = grid.region(of: grid.cells[2])
        #expect(region.rows == 1...1 && region.columns == 0...1)
        #expect(grid.cells[2].isPlaced && !grid.cells[3].isPlaced)
        #expect(grid.rows[1].leadingPadding == 6 && grid.rows[1].size == 21 && grid.columns[1].size == 400 && grid.columns[0].size == nil)
    }
}
