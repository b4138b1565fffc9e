import Foundation
import IBDocument
import IBLayout
import IBRender
import IBTestSupport
import Testing

/// Table views draw their cells as Xcode's canvas does: static cells section by section under
/// their titles, below the bars, each cell's content where its layout puts it.
@Suite struct TableCellsTests {
    @Test func staticCellsAreDrawnInTheirTableNotOnTheirOwn() throws {
        let scenes = SceneRenderer.render(try Document.parse(StaticTableFixture.storyboard(), path: "Settings.storyboard"))
        #expect(!scenes.map(\.name).contains("wifi"), "cells are part of the table's drawing: \(scenes.map(\.name))")
        let table = try #require(scenes.first { $0.name == "st-vc" }?.svg)
        for text in ["Wi-Fi", "Bluetooth", "Name", "CONNECTIONS", "GENERAL", "Shown to everyone"] {
            #expect(table.contains(">\(text)</text>"), "\(text) is drawn")
        }
    }

    @Test func eachCellsTextSitsInItsCellBelowTheNavigationBarInABrowser() throws {
        let document = try Document.parse(StaticTableFixture.storyboard(), path: "Settings.storyboard")
        let scene = try #require(SceneRenderer.render(document).first { $0.name == "st-vc" })
        let table = try #require(LayoutEngine.layout(document).first { $0.root.id == "st-tv" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try HeadlessBrowser.result(of: try HeadlessBrowser.probePage(svgs: [scene.svg], in: folder))
        let probe = try JSONDecoder().decode(BrowserRenderTests.Probe.self, from: Data(result.utf8))
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        let drawing = try #require(probe.drawings.first)
        var views: [String: BrowserRenderTests.Probe.Box] = [:]
        for box in drawing.views { views[box.id ?? ""] = box }
        let top = table.environment.safeArea.top
        #expect(top > 44, "the status and navigation bars inset the table's content")
        for (cell, y) in [("wifi", 55.5), ("bt", 99.5), ("name", 199.5)] {
            let label = try #require(views["\(cell)-lb"], "\(cell)'s label is drawn")
            #expect(abs(label.y - (top + y + 11)) <= 0.5, "\(cell)'s label at \(label.y), expected \(top + y + 11)")
            #expect(label.x >= 0 && label.x + label.w <= 390 && label.y + label.h <= 844, "inside the table")
            let text = try #require(drawing.texts.first { $0.id == "\(cell)-lb" })
            let middle = text.y + text.h / 2
            #expect(middle >= label.y && middle <= label.y + label.h, "\(text.text ?? "") sits in its label")
        }
    }

    @Test func prototypeCellsComeUnderTheirHeader() throws {
        let prototypes = StaticTableFixture.storyboard(cells: StaticTableFixture.cell("proto", y: 28, text: "Subtitle"))
            .replacingOccurrences(of: "dataMode=\"static\" style=\"grouped\"", with: "dataMode=\"prototypes\" style=\"plain\"")
            .replacingOccurrences(of: "<sections>\n                            <tableViewSection headerTitle=\"Connections\" id=\"s1\">\n                                <cells>\n", with: "<prototypes>\n")
            .replacingOccurrences(of: "                                </cells>\n                            </tableViewSection>\n                        </sections>\n", with: "                        </prototypes>\n")
        #expect(prototypes.contains("<prototypes>") && !prototypes.contains("<sections>"))
        let svg = try #require(SceneRenderer.render(try Document.parse(prototypes, path: "P.storyboard")).first { $0.name == "st-vc" }?.svg)
        #expect(svg.contains(">Prototype Cells</text>") && svg.contains(">Subtitle</text>"))
    }
}
