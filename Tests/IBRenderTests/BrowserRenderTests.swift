import Foundation
import IBDocument
import IBLayout
import IBRender
import IBTestSupport
import Testing

/// The drawings as a real browser lays them out (headless Chromium): each view's box is its
/// solved frame within half a point, each text sits in its view, and the page raises no error.
@Suite struct BrowserRenderTests {
    struct Probe: Decodable {
        struct Box: Decodable {
            var id: String?; var text: String?; var measured: Double?; var drawn: Double?; var x, y, w, h: Double
            /// A text's `x` list, and where the browser put each character.
            var listed: [Double]?; var starts: [Double]?
        }
        struct Drawing: Decodable { var views: [Box]; var texts: [Box]; var images: [Box] }
        var drawings: [Drawing]
        var errors: [String]
    }

    /// Renders the documents, loads every drawing in one page, and checks each against its layout.
    @discardableResult
    func check(_ documents: [Document], images library: ImageLibrary = ImageLibrary()) throws -> Probe {
        var svgs: [String] = [], layouts: [RootLayout] = []
        for document in documents {
            let colors = RenderColors(document)
            for layout in LayoutEngine.layout(document) {
                svgs.append(SceneRenderer.svg(of: layout, colors: colors, images: library))
                layouts.append(layout)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try HeadlessBrowser.result(of: try HeadlessBrowser.probePage(svgs: svgs, in: folder))
        let probe = try JSONDecoder().decode(Probe.self, from: Data(result.utf8))
        #expect(probe.errors.isEmpty, "\(probe.errors)")
        #expect(probe.drawings.count == layouts.count)
        for (drawing, layout) in zip(probe.drawings, layouts) {
            var boxes: [String: Probe.Box] = [:]
            for box in drawing.views { boxes[box.id ?? ""] = box }
            for view in layout.views {
                let frame = view.frameInRoot, name = "\(layout.root.document.path):\(view.object.location.line) \(view.object.id ?? "")"
                let box = try #require(boxes[view.object.id ?? ""], "\(name) is not drawn")
                // A negative solved size is drawn empty.
                let expected = [frame.x, frame.y, max(frame.width, 0), max(frame.height, 0)]
                for (drawn, solved) in zip([box.x, box.y, box.w, box.h], expected) {
                    #expect(abs(drawn - solved) <= 0.5, "\(name): drawn \(box) against solved \(frame)")
                }
            }
            for text in drawing.texts {
                let view = try #require(boxes[text.id ?? ""], "text \(text.text ?? "") has no view")
                // The browser's fonts are not Apple's: each character starts where ibkit measured it
                // (a line drawn with one x and a textLength is stretched to the width ibkit measured).
                if let listed = text.listed, listed.count > 1 {
                    #expect(text.starts?.count == listed.count, "\(text.text ?? ""): \(text.starts?.count ?? 0) characters drawn, \(listed.count) placed")
                    for (drawn, placed) in zip(text.starts ?? [], listed) {
                        #expect(abs(drawn - placed) <= 0.05, "\(text.text ?? "") has a character at \(drawn), placed at \(placed)")
                    }
                } else if let measured = text.measured {
                    #expect(abs((text.drawn ?? 0) - measured) <= 0.05, "\(text.text ?? "") drawn \(text.drawn ?? 0) wide, measured \(measured)")
                }
                // The text's middle lies in its view (a text wider than its view spills sideways, as UIKit would truncate it).
                let middle = (x: text.x + text.w / 2, y: text.y + text.h / 2)
                #expect(middle.y >= view.y - 1 && middle.y <= view.y + view.h + 1, "\(text.text ?? "") at \(text) outside \(view)")
                #expect(middle.x >= view.x - 1 && middle.x <= view.x + view.w + 1, "\(text.text ?? "") at \(text) outside \(view)")
                // A text that fits its view is drawn inside it, whatever font the browser has:
                // its characters start where ibkit measured them.
                if let measured = text.measured, measured <= view.w, text.listed?.count ?? 0 > 1 {
                    #expect(text.x >= view.x - 1.5 && text.x + text.w <= view.x + view.w + 1.5, "\(text.text ?? "") at \(text) outside \(view)")
                }
            }
            for image in drawing.images {
                let view = try #require(boxes[image.id ?? ""], "an image has no view")
                // Fitted, filled and stretched pictures are centred on their view.
                #expect(abs((image.x + image.w / 2) - (view.x + view.w / 2)) <= 0.5 && abs((image.y + image.h / 2) - (view.y + view.h / 2)) <= 0.5, "\(image) in \(view)")
            }
        }
        return probe
    }

    @Test func aFixturesBoxesAndTextsAreWhereTheLayoutPutThem() throws {
        try check([try Document.parse(SceneRendererTests.document)])
    }

    @Test func aWindowsViewsKeepTheirPlaceBelowItsTitleBar() throws {
        try check([try Document.parse(CanvasChromeTests.window)])
    }

    @Test func thePicturesOfAProjectLoadOverTheirViews() throws {
        let xml = ImageDrawingTests.document("""
            <imageView contentMode="scaleAspectFit" image="green" translatesAutoresizingMaskIntoConstraints="NO" id="fit">
                <rect key="frame" x="10" y="10" width="100" height="60"/>
            </imageView>
            <imageView contentMode="scaleToFill" image="green" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                <rect key="frame" x="120" y="10" width="50" height="80"/>
            </imageView>
        """)
        try ImageLibraryTests.withFolder(["Images/green@2x.png": ImageLibraryTests.greenPNG]) { folder in
            let probe = try check([try Document.parse(xml)], images: ImageLibrary.scanning([folder]))
            #expect(probe.drawings.flatMap(\.images).count == 2)
        }
    }

    @Test func theSeedExamplesScenesAreWhereTheLayoutPutThem() throws {
        let urls = try FileManager.default.subpathsOfDirectory(atPath: Corpus.examples.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            .map { Corpus.examples.appendingPathComponent($0) }
        #expect(urls.count >= 5)
        try check(try urls.map { try Document.parse(Corpus.bytes($0), path: $0.path) })
    }

    /// Bar items and titles drawn inside their bars, and nothing of a hidden view, in a browser.
    @Test func barItemsSitInTheirBarsAndHiddenViewsAreAbsent() throws {
        let bars = try Document.parse(BarContentTests.storyboard), hidden = try Document.parse(StoredFramesTests.document)
        let svgs = (SceneRenderer.render(bars, options: .canvas).filter { ["inbox", "message"].contains($0.name) } + SceneRenderer.render(hidden, options: .canvas)).map(\.svg)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try HeadlessBrowser.page(svgs: svgs, in: folder, measuring: """
            return {bars: [...svg.querySelectorAll('rect.canvas')].filter(r => Math.abs(r.getBBox().height - 44) < 0.01).map(box),
                    items: [...svg.querySelectorAll('text')].filter(t => /bar-(item|title)|back/.test(t.getAttribute('class') || '')).map(t => Object.assign({text: t.textContent}, box(t))),
                    ids: [...svg.querySelectorAll('[data-id]')].map(e => e.dataset.id), texts: [...svg.querySelectorAll('text')].map(t => t.textContent)};
            """)
        struct Box: Decodable { var text: String?; var x, y, w, h: Double }
        struct Drawing: Decodable { var bars: [Box]; var items: [Box]; var ids: [String]; var texts: [String] }
        struct Result: Decodable { var drawings: [Drawing]; var errors: [String] }
        let result = try JSONDecoder().decode(Result.self, from: Data(try HeadlessBrowser.result(of: page).utf8))
        #expect(result.errors.isEmpty, "\(result.errors)")
        try #require(result.drawings.count == 3)
        for drawing in result.drawings.prefix(2) {
            #expect(drawing.items.count >= 2)
            for item in drawing.items {
                // Inside one of the drawing's 44-point bars, whole.
                #expect(drawing.bars.contains { bar in item.y >= bar.y - 1 && item.y + item.h <= bar.y + bar.h + 1 && item.x >= bar.x - 1 && item.x + item.w <= bar.x + bar.w + 1 },
                        "\(item.text ?? "") at \(item) is in no bar of \(drawing.bars)")
            }
        }
        let card = result.drawings[2]
        #expect(!card.ids.contains("banner") && !card.ids.contains("offline") && !card.texts.contains("Offline"))
    }
}
