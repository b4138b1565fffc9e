import Foundation
import IBDocument
import IBEdit
import IBLayout
import IBText
import IBXML

/// `ibkit diff OLD NEW --html`: one self-contained page with every scene (or xib root view) that
/// changed drawn before and after, side by side. Added elements are outlined green in the new
/// drawing, removed ones red in the old, changed or moved ones yellow, with the semantic diff
/// beside them. Made to be published as a CI artifact for a pull request.
public enum DiffPage {
    /// The outline colours by kind of change.
    static let strokes: [DiffChange.Kind: String] = [.added: "rgba(52,199,89,1)", .removed: "rgba(255,59,48,1)",
                                                      .changed: "rgba(255,204,0,1)", .moved: "rgba(255,204,0,1)"]

    /// One side of the diff, laid out once, with where each drawn element is.
    struct Side {
        let document: Document
        let layouts: [RootLayout]
        let colors: RenderColors
        let images: ImageLibrary
        /// The drawing each root view, view and controller is in, and whether it is a view box.
        private var drawn: [XMLNodeID: (root: String, isView: Bool)] = [:]
        /// The first element that starts on each line.
        private var byLine: [Int: XMLNodeID] = [:]

        init(_ document: Document, images: ImageLibrary, fonts: FontLibrary) {
            self.document = document
            self.images = images
            layouts = LayoutEngine.layout(document, text: .with(fonts: fonts))
            colors = RenderColors(document)
            for layout in layouts {
                let name = SceneRenderer.fileName(for: layout.root)
                drawn[layout.root.node] = (name, false)
                // A controller, or what sits in its scene outside the view, marks the controller's drawing.
                if layout.root.key == "view", let controller = layout.root.parent { drawn[controller.node] = drawn[controller.node] ?? (name, false) }
                for view in layout.views { drawn[view.object.node] = (name, true) }
            }
            let tree = document.tree
            if let root = tree.rootElement {
                for node in tree.descendants(of: root) where byLine[tree.location(of: node).line] == nil { byLine[tree.location(of: node).line] = node }
            }
        }

        /// The drawn root and view an element at `line` belongs to: the element itself, else its
        /// nearest drawn ancestor (a constraint, a colour or a segue marks its view).
        func place(ofLine line: Int) -> (root: String, view: XMLNodeID?)? {
            let tree = document.tree
            guard var node = byLine[line] else { return nil }
            while true {
                if let place = drawn[node] { return (place.root, place.isView ? node : nil) }
                guard let parent = tree.parent(of: node) else { return nil }
                if tree.isElement(parent, named: "scene"), let main = Scene(document: document, node: parent).mainObject, main.node != node {
                    node = main.node
                } else {
                    node = parent
                }
            }
        }

        /// The drawing of the root named `name`, with outlines around the marked views.
        func drawing(_ name: String, marks: [(view: XMLNodeID?, kind: DiffChange.Kind)]) -> SVGElement? {
            guard let layout = layouts.first(where: { SceneRenderer.fileName(for: $0.root) == name }) else { return nil }
            var element = SceneRenderer.element(of: layout, colors: colors, images: images)
            let size = layout.environment.rootFrame
            for mark in marks {
                let frame = mark.view.flatMap { node in layout.views.first { $0.object.node == node }?.frameInRoot }
                    ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
                element.children.append(SVGElement("rect", [("class", "diff-\(mark.kind.rawValue)"),
                                                            ("data-id", mark.view.flatMap { document.tree.attribute("id", of: $0) } ?? ""),
                                                            ("x", SVGElement.number(frame.x)), ("y", SVGElement.number(frame.y)),
                                                            ("width", SVGElement.number(max(frame.width, 0))), ("height", SVGElement.number(max(frame.height, 0))),
                                                            ("fill", "none"), ("stroke", strokes[mark.kind] ?? "black"), ("stroke-width", "3")]))
            }
            return element
        }
    }

    /// The names of a side's drawings, in document order.
    static func roots(of side: Side) -> [String] { side.layouts.map { SceneRenderer.fileName(for: $0.root) } }

    /// The page for two versions of a document and the changes between them, drawn with the
    /// pictures `images` has and text in the app's `fonts`. A document added or deleted whole has
    /// every drawing outlined.
    public static func html(old: Document, new: Document, changes: [DiffChange], title: String, images: ImageLibrary = ImageLibrary(),
                            fonts: FontLibrary = FontLibrary()) -> String {
        let before = Side(old, images: images, fonts: fonts), after = Side(new, images: images, fonts: fonts)
        var sections: [String: (old: [(XMLNodeID?, DiffChange.Kind)], new: [(XMLNodeID?, DiffChange.Kind)], lines: [String])] = [:]
        var order: [String] = [], elsewhere: [String] = []
        // A whole document added or deleted: every drawing of the side that has it, outlined whole.
        let whole = changes.count == 1 && changes[0].path == "Document" && [.added, .removed].contains(changes[0].kind)
        if whole, let only = changes.first {
            let side = only.kind == .added ? after : before
            for name in roots(of: side) {
                order.append(name)
                let mark: [(XMLNodeID?, DiffChange.Kind)] = [(nil, only.kind)]
                sections[name] = only.kind == .added ? ([], mark, [only.description]) : (mark, [], [only.description])
            }
        }
        for change in changes where !whole {
            let inOld = change.oldLine.flatMap(before.place(ofLine:)), inNew = change.newLine.flatMap(after.place(ofLine:))
            guard let name = inNew?.root ?? inOld?.root else {
                elsewhere.append(change.description)
                continue
            }
            if sections[name] == nil { order.append(name) }
            var section = sections[name] ?? ([], [], [])
            if change.kind != .removed, let inNew, inNew.root == name { section.new.append((inNew.view, change.kind)) }
            if change.kind != .added, let inOld, inOld.root == name { section.old.append((inOld.view, change.kind)) }
            section.lines.append(change.description)
            sections[name] = section
        }
        var html = ""
        for name in order {
            guard let section = sections[name] else { continue }
            let left = before.drawing(name, marks: section.old.map { ($0.0, $0.1) }).map { $0.xml() } ?? "<p class=\"absent\">not in the old version</p>"
            let right = after.drawing(name, marks: section.new.map { ($0.0, $0.1) }).map { $0.xml() } ?? "<p class=\"absent\">not in the new version</p>"
            html += """
            <section data-scene="\(escape(name))"><h2>\(escape(name))</h2><div class="sides">
            <figure class="old"><figcaption>before</figcaption>\(left)</figure>
            <figure class="new"><figcaption>after</figcaption>\(right)</figure>
            <ul class="changes">\(section.lines.map { "<li>\(escape($0))</li>" }.joined())</ul></div></section>

            """
        }
        if !elsewhere.isEmpty {
            html += "<section data-scene=\"\"><h2>Outside the drawings</h2><ul class=\"changes\">\(elsewhere.map { "<li>\(escape($0))</li>" }.joined())</ul></section>\n"
        }
        if changes.isEmpty { html = "<p>No changes.</p>" }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body { margin: 0; padding: 8px 16px; font: 13px -apple-system, 'Helvetica Neue', sans-serif; background: #f4f4f4; color: #222; }
        .sides { display: flex; gap: 16px; align-items: flex-start; }
        figure { margin: 0; background: #fff; padding: 8px; border-radius: 8px; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        .changes { font: 12px ui-monospace, Menlo, monospace; max-width: 560px; }
        .legend span { display: inline-block; padding: 0 6px; margin-right: 8px; border: 3px solid; }
        </style></head><body>
        <h1>\(escape(title))</h1>
        <p class="legend"><span style="border-color:\(strokes[.added]!)">added</span><span style="border-color:\(strokes[.removed]!)">removed</span><span style="border-color:\(strokes[.changed]!)">changed or moved</span></p>
        \(html)</body></html>
        """
    }

    static func escape(_ text: String) -> String { SVGElement.escape(text, quotes: true) }
}
