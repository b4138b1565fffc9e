import Foundation
import IBDocument
import IBLayout
import IBRender
import Testing

/// Every framework view draws as the canvas draws it, not as a bare box: in headless Chromium
/// each kind's own drawing sits inside its frame and its text inside its view; and the pieces
/// each kind takes from the document (columns, tabs, dividers, dates) are where they belong.
@Suite struct ViewKindsTests {
    struct Parts: Decodable {
        struct Box: Decodable { var x, y, w, h: Double }
        struct Text: Decodable { var text: String; var x, y, w, h: Double }
        struct View: Decodable { var id: String?; var kind: String?; var x, y, w, h: Double; var parts: [Box]; var texts: [Text] }
        var drawings: [[View]]
        var errors: [String]
    }

    /// The drawings of a document as the browser lays them out, by view id.
    func browserViews(_ xml: String, path: String) throws -> [String: Parts.View] {
        let scenes = SceneRenderer.render(try Document.parse(xml, path: path))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try HeadlessBrowser.result(of: try HeadlessBrowser.partsPage(svgs: scenes.map(\.svg), in: folder))
        let parts = try JSONDecoder().decode(Parts.self, from: Data(result.utf8))
        #expect(parts.errors.isEmpty, "\(parts.errors)")
        var views: [String: Parts.View] = [:]
        for view in parts.drawings.joined() { views[view.id ?? ""] = views[view.id ?? ""] ?? view }
        return views
    }

    /// Each listed view has a drawing of its own, every part of it inside its frame (a point of
    /// slack for strokes and rounding), every text inside it too.
    func expectDrawnInside(_ views: [String: Parts.View], ids: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for id in ids {
            guard let view = views[id] else {
                Issue.record("\(id) is not drawn", sourceLocation: sourceLocation)
                continue
            }
            #expect(!view.parts.isEmpty, "\(view.kind ?? "") \(id) is a bare box", sourceLocation: sourceLocation)
            for part in view.parts {
                let inside = part.x >= view.x - 1 && part.y >= view.y - 1 && part.x + part.w <= view.x + view.w + 1 && part.y + part.h <= view.y + view.h + 1
                #expect(inside, "\(view.kind ?? "") \(id): part \(part) outside its frame \(view.x),\(view.y) \(view.w)×\(view.h)", sourceLocation: sourceLocation)
            }
            for text in view.texts {
                let inside = text.x >= view.x - 1.5 && text.y >= view.y - 1.5 && text.x + text.w <= view.x + view.w + 1.5 && text.y + text.h <= view.y + view.h + 1.5
                #expect(inside, "\(view.kind ?? "") \(id): \"\(text.text)\" at \(text.x),\(text.y) \(text.w)×\(text.h) outside \(view.x),\(view.y) \(view.w)×\(view.h)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test func macKindsDrawInsideTheirFramesInABrowser() throws {
        let views = try browserViews(ViewKindsFixture.macPane(), path: "Pane.xib")
        expectDrawnInside(views, ids: ["ov", "tv", "hv", "vs", "bx", "sep", "tab", "split", "pb", "sp", "cw", "pc", "mx", "grid", "tk", "txt"])
        // The nested roots are drawn where their holders put them, inside those holders.
        let box = try #require(views["bx"]), inBox = try #require(views["bx-lb"])
        #expect(inBox.x >= box.x && inBox.y >= box.y + 14 && inBox.y + inBox.h <= box.y + box.h, "the box's content sits below its title, inside it")
        let table = try #require(views["tv"]), header = try #require(views["hv"]), scroll = try #require(views["sv"])
        #expect(abs(header.y - scroll.y) < 0.5 && table.y >= header.y + header.h - 0.5, "the header heads the scroll view, the table below it")
        let outline = try #require(views["ov"])
        #expect(outline.texts.filter { $0.text == "Text Cell" }.count >= 3, "a cell-based outline shows its data cell in every row")
        let cell = try #require(views["tcv-tf"])
        #expect(cell.y >= table.y && cell.y + cell.h <= table.y + 22.5, "the prototype cell view sits in the table's first row")
    }

    @Test func iOSKindsDrawInsideTheirFramesInABrowser() throws {
        let views = try browserViews(ViewKindsFixture.iOSScreens, path: "Screens.storyboard")
        expectDrawnInside(views, ids: ["pk", "dw", "dc", "map", "web", "uiweb", "tx", "empty", "di"])
        let texts = try #require(views["tx"]).texts
        #expect(texts.count >= 2, "the text view's text wraps: \(texts.map(\.text))")
        let photo = try #require(views["photo-lb"]), collection = try #require(views["coll"])
        #expect(photo.y >= collection.y && photo.y + photo.h <= collection.y + collection.h, "the collection's cell is drawn in it")
    }

    @Test func aTableHeaderTitlesEachColumnAtItsWidth() throws {
        let views = try browserViews(ViewKindsFixture.macPane(), path: "Pane.xib")
        let header = try #require(views["hv"])
        let name = try #require(header.texts.first { $0.text == "Name" }), kind = try #require(header.texts.first { $0.text == "Kind" })
        #expect(abs(name.x - (header.x + 5)) < 3, "the first title starts the first column")
        // The second column starts after the first one's 120 points and the 3-point spacing.
        #expect(abs(kind.x - (header.x + 123 + 5)) < 3, "the second title at \(kind.x - header.x)")
    }

    @Test func aTabViewShowsItsSelectedTabsViewAndKeepsTheOthersApart() throws {
        let first = SceneRenderer.render(try Document.parse(ViewKindsFixture.macPane(), path: "Pane.xib"))
        let pane = try #require(first.first { $0.rootID == "root" }).svg
        #expect(pane.contains(">General</text>") && pane.contains(">Advanced</text>"), "both tabs are labelled")
        #expect(pane.contains(">First tab</text>") && !pane.contains(">Second tab</text>"), "only the selected tab's view is in the tab view")
        #expect(first.contains { $0.rootID == "tab2" }, "the other tab's view keeps a drawing of its own")
        let chosen = SceneRenderer.render(try Document.parse(ViewKindsFixture.macPane(tabs: "initialItem=\"item2\" "), path: "Pane.xib"))
        let shown = try #require(chosen.first { $0.rootID == "root" }).svg
        #expect(shown.contains(">Second tab</text>") && !shown.contains(">First tab</text>"), "initialItem chooses the tab shown")
    }

    @Test func aSplitViewsDividerSitsBetweenItsPanes() throws {
        let views = try browserViews(ViewKindsFixture.macPane(), path: "Pane.xib")
        let split = try #require(views["split"]), left = try #require(views["p1"]), right = try #require(views["p2"])
        let divider = try #require(split.parts.first)
        #expect(divider.x >= left.x + left.w - 0.5 && divider.x + divider.w <= right.x + 0.5, "divider \(divider) between \(left.x + left.w) and \(right.x)")
    }

    @Test func aMacViewOnTheCanvasShowsTheWindowBackground() throws {
        let scenes = SceneRenderer.render(try Document.parse(ViewKindsFixture.macPane(), path: "Pane.xib"))
        let pane = try #require(scenes.first { $0.rootID == "root" }).svg
        #expect(pane.contains("class=\"canvas window-background\""), "the pane shows the window background and its bounds")
        #expect(!scenes.contains { $0.rootID == "cv" || $0.rootID == "bx-cv" || $0.rootID == "hv" }, "held views are not drawings of their own")
    }

    @Test func datePickersShowTheDateTheDocumentStores() throws {
        let svg = SceneRenderer.render(try Document.parse(ViewKindsFixture.iOSScreens, path: "Screens.storyboard")).map(\.svg).joined()
        #expect(svg.contains(">Nov 27, 2026</text>"), "compact style shows the stored date")
        #expect(svg.contains(">November</text>") && svg.contains(">2026</text>"), "wheels show the stored month and year")
        #expect(svg.contains(">November 2026</text>"), "inline style shows the stored month")
        #expect(svg.contains(">Cupertino</text>"), "a picker view shows Interface Builder's sample rows")
    }

    @Test func aPathControlShowsEachComponentOfItsURL() throws {
        let views = try browserViews(ViewKindsFixture.macPane(), path: "Pane.xib")
        let path = try #require(views["pc"])
        #expect(path.texts.map(\.text) == ["Applications", "›", "Utilities"], "\(path.texts.map(\.text))")
    }
}
