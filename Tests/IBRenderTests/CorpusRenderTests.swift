import Foundation
import IBDocument
import IBRender
import IBTestSupport
import IBXML
import Testing

/// Every document of the shared corpus renders (its scenes, its map for a storyboard, its HTML
/// page), every drawing is a well-formed SVG file and every page's data parses.
@Suite struct CorpusRenderTests {
    @Test func everyCorpusDocumentRendersToWellFormedSVG() throws {
        #expect(Corpus.documents.count > 1000, "the shared corpus is missing at \(Corpus.root.path)")
        var drawings = 0, failures: [String] = [], times: [Double] = []
        for url in Corpus.documents {
            // A file the parser refuses is reported as an error by the command, not rendered.
            guard let document = try? Document.parse(Corpus.bytes(url), path: url.path) else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            var rendered = SceneRenderer.render(document)
            if let map = StoryboardMap.drawing(of: document) { rendered.append(map) }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            // The page's hover data is JSON that parses, whatever the document holds.
            let page = DocumentPage.html(of: document)
            if let start = page.range(of: #"<script id="info" type="application/json">"#), let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex),
               (try? JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))) == nil {
                failures.append("\(Corpus.name(url)): the page's data is not JSON")
            }
            for drawing in rendered {
                drawings += 1
                do {
                    let tree = try XMLTree.parse(drawing.svg, path: drawing.name)
                    if tree.rootElement.map({ tree.isElement($0, named: "svg") }) != true { failures.append("\(Corpus.name(url)) \(drawing.name): no <svg> root") }
                } catch {
                    failures.append("\(Corpus.name(url)) \(drawing.name): \(error)")
                }
            }
        }
        times.sort()
        print(String(format: "render: %d documents, %d drawings; per document median %.1f ms, max %.0f ms, all %.1f s (debug build)",
                     times.count, drawings, times[times.count / 2], times.last ?? 0, times.reduce(0, +) / 1000))
        #expect(drawings > 1000)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
