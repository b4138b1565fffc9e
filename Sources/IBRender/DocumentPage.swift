import Foundation
import IBDocument
import IBLayout
import IBText

/// One self-contained HTML page per document: a storyboard's map (or a xib's drawings), where
/// hovering a view, scene or segue shows its class, id, document line and the constraints that
/// name it. No external resources, so it can be published as a CI artifact as it is.
public enum DocumentPage {
    /// What the page shows on hover, by id.
    struct Info: Encodable {
        var kind: String
        var id: String
        var line: Int
        var constraints: [String]
        var frame: String?
    }

    /// The page of a document, laid out on `device` (default: its own), light or dark, with the
    /// pictures `images` has and its text in the app's `fonts`, drawn as `options` says.
    public static func html(of document: Document, device: LayoutDevice? = nil, dark: Bool = false, images: ImageLibrary = ImageLibrary(),
                            fonts: FontLibrary = FontLibrary(), findings: [LinkedFinding] = [], options: DrawingOptions = .solved) -> String {
        // Solved once for the drawing and the hover data.
        let solved = LayoutEngine.layout(document, device: device, text: .with(fonts: fonts))
        let layouts = SceneRenderer.drawn(solved, options)
        var body: String
        if let map = StoryboardMap.element(of: document, layouts: layouts, dark: dark, images: images, options: options) {
            body = map.element.xml()
        } else {
            let colors = RenderColors(document, dark: dark)
            let nested = NestedRoots(layouts)
            body = layouts.filter { !nested.isNested($0.root) }
                .map { "<figure>" + SceneRenderer.element(of: $0, colors: colors, images: images, nested: nested, options: options).xml() + "</figure>" }.joined(separator: "\n")
        }
        let menus = MenuDrawing.drawings(of: document, dark: dark).map { "<figure>" + $0.element.xml() + "</figure>" }
        if !menus.isEmpty { body += "\n" + menus.joined(separator: "\n") }
        let data = (try? JSONEncoder().encode(info(document, layouts: layouts))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // `</` would end the script early. JSONEncoder writes `/` as `\/` by default; this keeps the
        // page safe should that option ever change.
        let script = data.replacingOccurrences(of: "</", with: "<\\/")
        let title = SVGElement.escape(document.path, quotes: false)
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
        <style>
        body { margin: 0; font: 13px -apple-system, 'Helvetica Neue', sans-serif; background: \(dark ? "#1e1e1e" : "#ececec"); color: \(dark ? "#eee" : "#222"); }
        header { padding: 8px 12px; font-weight: 600; }
        main { overflow: auto; }
        figure { display: inline-block; margin: 12px; }
        #tip { position: fixed; display: none; max-width: 480px; padding: 6px 8px; background: rgba(0,0,0,0.85); color: #fff;
               border-radius: 6px; white-space: pre-wrap; pointer-events: none; font: 12px ui-monospace, Menlo, monospace; }
        [data-id]:hover { outline: 2px solid #5856d6; }
        section.findings { padding: 0 12px; } section.findings li { margin: 4px 0; } section.findings a { color: inherit; }
        </style></head>
        <body><header>\(title)</header>\(LinkedFinding.section(findings))<main>
        \(body)
        </main><div id="tip"></div>
        <script id="info" type="application/json">\(script)</script>
        <script>
        const info = JSON.parse(document.getElementById('info').textContent), tip = document.getElementById('tip');
        function describe(id) {
          const i = info[id]; if (!i) return null;
          return [i.kind + ' ' + i.id + '  line ' + i.line].concat(i.frame ? ['frame ' + i.frame] : [], i.constraints).join('\\n');
        }
        document.addEventListener('mouseover', e => {
          const element = e.target.closest('[data-id]'), text = element && describe(element.dataset.id);
          if (!text) { tip.style.display = 'none'; return; }
          tip.textContent = text; tip.style.display = 'block';
          tip.style.left = (e.clientX + 12) + 'px'; tip.style.top = (e.clientY + 12) + 'px';
        });
        </script></body></html>
        """
    }

    /// Every view's, controller's and segue's hover text, by id.
    static func info(_ document: Document, layouts: [RootLayout]) -> [String: Info] {
        var constraints: [String: [String]] = [:]
        for object in document.allObjects {
            for constraint in object.asView?.constraints ?? [] {
                let text = document.describe(constraint) + " (line \(constraint.location.line))"
                for id in Set([constraint.firstItemID, constraint.secondItemID].compactMap { $0 }) { constraints[id, default: []].append(text) }
            }
        }
        var frames: [String: String] = [:]
        for layout in layouts {
            for view in layout.views {
                guard let id = view.object.id else { continue }
                frames[id] = LayoutFormat.rect(view.frame)
            }
        }
        var info: [String: Info] = [:]
        for object in document.allObjects {
            guard let id = object.id else { continue }
            info[id] = Info(kind: object.className ?? object.elementName, id: id, line: object.location.line,
                            constraints: constraints[id] ?? [], frame: frames[id])
            for segue in object.connections where segue.kind == .segue {
                guard let segueID = segue.id else { continue }
                let name = "\(segue.segueKind ?? "") segue" + (segue.identifier.map { " “\($0)”" } ?? "")
                info[segueID] = Info(kind: name, id: segueID, line: segue.location.line, constraints: [], frame: nil)
            }
        }
        return info
    }
}
