import Foundation
import IBDocument
import IBRender
import IBTestSupport
import Testing

/// The self-contained page of a document, in headless Chromium: hovering an element shows its
/// class, id, line and the constraints that name it; the page raises no error.
@Suite struct DocumentPageTests {
    static func page(_ example: String) throws -> String {
        let url = Corpus.examples.appendingPathComponent(example)
        return DocumentPage.html(of: try Document.parse(Corpus.bytes(url), path: example))
    }

    /// The page with a probe that hovers the element with `id` and reports the tip and any error.
    static func hover(_ id: String, on page: String) throws -> (tip: String, errors: [String]) {
        let probe = """
        <pre id="result">pending</pre><script>
        const found = [], target = document.querySelector('[data-id="\(id)"]');
        window.addEventListener('error', e => found.push(String(e.message)));
        if (!target) found.push('no element \(id)');
        else { const b = target.getBoundingClientRect();
               target.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, clientX: b.x + 1, clientY: b.y + 1})); }
        document.getElementById('result').textContent = JSON.stringify({tip: document.getElementById('tip').textContent,
          shown: document.getElementById('tip').style.display, errors: found});
        </script></body>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("page.html")
        try Data(page.replacingOccurrences(of: "</body>", with: probe).utf8).write(to: url)
        let result = try HeadlessBrowser.result(of: url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any])
        #expect(object["shown"] as? String == "block")
        return (object["tip"] as? String ?? "", object["errors"] as? [String] ?? ["no result"])
    }

    @Test func hoveringAViewShowsItsClassLineFrameAndConstraints() throws {
        let (tip, errors) = try Self.hover("set-sw-001", on: try Self.page("SeedApp/Base.lproj/Settings.storyboard"))
        #expect(errors.isEmpty, "\(errors)")
        #expect(tip.hasPrefix("UISwitch set-sw-001  line 20"), "\(tip)")
        #expect(tip.contains("frame (172, 410.67, 51, 31)"))
        #expect(tip.contains(".centerX = ") && tip.contains("(line "), "\(tip)")
    }

    @Test func hoveringASegueShowsItsKindAndIdentifier() throws {
        let page = try Self.page("SeedApp/Base.lproj/Main.storyboard")
        // `<segue destination="bbb-vc-001" kind="show" identifier="showB" id="aaa-sg-001"/>`
        let segue = "aaa-sg-001"
        let (tip, errors) = try Self.hover(segue, on: page)
        #expect(errors.isEmpty, "\(errors)")
        #expect(tip.hasPrefix("show segue “showB” aaa-sg-001  line 41"), "\(tip)")
    }

    @Test func scriptInADocumentCannotEndThePagesData() throws {
        // A custom class named `</script>…` stays data: the page still parses its JSON and shows it.
        let url = Corpus.examples.appendingPathComponent("SeedApp/Base.lproj/Settings.storyboard")
        let text = try String(contentsOf: url, encoding: .utf8)
        let hostile = text.replacingOccurrences(of: "id=\"set-sw-001\"", with: "customClass=\"&lt;/script&gt;&lt;b&gt;\" id=\"set-sw-001\"")
        #expect(hostile != text)
        let page = DocumentPage.html(of: try Document.parse(hostile, path: "Settings.storyboard"))
        let (tip, errors) = try Self.hover("set-sw-001", on: page)
        #expect(errors.isEmpty, "\(errors)")
        #expect(tip.hasPrefix("</script><b> set-sw-001"), "\(tip)")
    }
}
