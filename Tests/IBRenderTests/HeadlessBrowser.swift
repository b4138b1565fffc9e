import Foundation

/// A headless Chromium that loads a page and hands back what its script left in `#result`:
/// how the render tests read boxes as a browser lays them out.
enum HeadlessBrowser {
    /// The browser: `$IBKIT_CHROMIUM`, else the first of chromium, chromium-browser and
    /// google-chrome on the PATH. Tests fail without one (`.ci/run` installs it).
    static var executable: String? {
        if let path = ProcessInfo.processInfo.environment["IBKIT_CHROMIUM"] { return path }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }

    /// Loads `page` (a file) and returns the text of its `<pre id="result">` once scripts ran.
    static func result(of page: URL) throws -> String {
        guard let executable else { throw Failure("no headless browser: install chromium or set IBKIT_CHROMIUM") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-chromium-\(UUID().uuidString)")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=10000", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure("the browser left no result (exit \(process.terminationStatus))")
        }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A page that inlines the drawings and reports, for each and relative to it, every view's
    /// box, every text's box with the view it belongs to, and every error the page raised.
    static func probePage(svgs: [String], in folder: URL) throws -> URL {
        try page(svgs: svgs, in: folder, measuring: """
            return {views: [...svg.querySelectorAll('rect.view')].map(r => Object.assign({id: r.dataset.id}, box(r))),
                    texts: [...svg.querySelectorAll('text.text')].map(t => Object.assign({id: t.dataset.id, text: t.textContent, measured: t.dataset.width ? Number(t.dataset.width) : null, drawn: t.getComputedTextLength(),
                             listed: (t.getAttribute('x') || '').split(' ').map(Number), starts: [...Array(t.getNumberOfChars()).keys()].map(i => t.getStartPositionOfChar(i).x)}, box(t))),
                    images: [...svg.querySelectorAll('image.image')].map(i => Object.assign({id: i.dataset.id}, box(i)))};
            """)
    }

    /// A page that reports, for each drawing, every view with the parts drawn for it: the
    /// primitives after its box and before the next view's (in document order, as
    /// `render_kinds.py` counts them), the canvas's own marks left out.
    static func partsPage(svgs: [String], in folder: URL) throws -> URL {
        try page(svgs: svgs, in: folder, measuring: """
            const primitive = new Set(['rect', 'path', 'text', 'line', 'circle', 'ellipse', 'polygon', 'polyline', 'image', 'use']);
            const views = []; let current = null;
            for (const e of svg.querySelectorAll('*')) {
              if (!primitive.has(e.localName) || e.closest('defs')) continue;
              const cls = e.getAttribute('class') || '';
              if (e.localName === 'rect' && cls === 'view') {
                current = Object.assign({id: e.dataset.id, kind: e.dataset.class, parts: [], texts: []}, box(e));
                views.push(current);
                continue;
              }
              if (!current || cls.startsWith('canvas') || cls === 'note') continue;
              const b = box(e);
              current.parts.push(b);
              if (e.localName === 'text') current.texts.push(Object.assign({text: e.textContent}, b));
            }
            return views;
            """)
    }

    /// A page with the drawings inlined, whose script runs `measuring` once per drawing (with
    /// `svg`, and `box(e)` giving an element's box in root coordinates) and writes what it
    /// returns, and every error the page raised, to `#result` as JSON.
    static func page(svgs: [String], in folder: URL, measuring: String) throws -> URL {
        let drawings = svgs.map { "<div class=\"scene\">" + $0.replacingOccurrences(of: #"^<\?xml[^>]*>"#, with: "", options: .regularExpression) + "</div>" }
        let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">
        \(drawings.joined(separator: "\n"))
        <pre id="result">pending</pre>
        <script>
        const errors = [];
        window.addEventListener('error', e => errors.push(String(e.message)));
        const oldError = console.error; console.error = (...a) => { errors.push(a.join(' ')); oldError(...a); };
        try {
          const drawings = [...document.querySelectorAll('div.scene > svg')].map(svg => {
            // Root coordinates start at the viewBox's origin (a window's title bar lies above 0).
            const r = svg.getBoundingClientRect(), v = svg.viewBox.baseVal, o = {x: r.x - (v ? v.x : 0), y: r.y - (v ? v.y : 0)};
            const box = e => { const b = e.getBoundingClientRect(); return {x: b.x - o.x, y: b.y - o.y, w: b.width, h: b.height}; };
            \(measuring)
          });
          document.getElementById('result').textContent = JSON.stringify({drawings, errors});
        } catch (e) { document.getElementById('result').textContent = JSON.stringify({drawings: [], errors: errors.concat([String(e)])}); }
        </script></body></html>
        """
        let url = folder.appendingPathComponent("page-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: url)
        return url
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
