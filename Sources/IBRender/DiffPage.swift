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

    /// The names of a side's drawings, in document order.
    static func roots(of side: Side) -> [String] { side.drawings.map { SceneRenderer.fileName(for: $0.root) } }

    /// The page for two versions of a document and the changes between them, drawn with the
    /// pictures `images` has and text in the app's `fonts`. A document added or deleted whole has
    /// every drawing outlined; so has a scene added to or deleted from a storyboard.
    public static func html(old: Document, new: Document, changes: [DiffChange], title: String, images: ImageLibrary = ImageLibrary(),
                            fonts: FontLibrary = FontLibrary()) -> String {
        let before = Side(old, images: images, fonts: fonts), after = Side(new, images: images, fonts: fonts)
        var sections: [String: (old: [Mark], new: [Mark], lines: [String])] = [:]
        var order: [String] = [], elsewhere: [String] = []
        // A whole document added or deleted (git's /dev/null is an empty document): every drawing
        // of the side that has it, outlined whole.
        let isEmpty = { (document: Document) in document.tree.rootElement.map { document.tree.childElements(of: $0).isEmpty } ?? true }
        let whole = changes.first.flatMap { change in
            change.path == "Document" && (change.kind == .added && isEmpty(old) || change.kind == .removed && isEmpty(new)) ? change : nil
        }
        if let whole {
            let side = whole.kind == .added ? after : before
            for name in roots(of: side) {
                order.append(name)
                let mark = [Mark(view: XMLNodeID?.none, kind: whole.kind, lines: [whole.description])]
                sections[name] = whole.kind == .added ? ([], mark, [whole.description]) : (mark, [], [whole.description])
            }
        }
        for change in changes where whole == nil {
            let inOld = change.oldLine.flatMap(before.place(ofLine:)), inNew = change.newLine.flatMap(after.place(ofLine:))
            guard let name = inNew?.root ?? inOld?.root else {
                elsewhere.append(change.description)
                continue
            }
            if sections[name] == nil { order.append(name) }
            var section = sections[name] ?? ([], [], [])
            // Green and red are for what was added or removed itself; anything else marks its
            // view as changed (a cell that lost a segue, a field that gained a constraint).
            func mark(_ place: (root: String, view: XMLNodeID?, isSelf: Bool)) -> Mark {
                Mark(view: place.view, kind: place.isSelf ? change.kind : .changed, lines: [change.description])
            }
            if change.kind != .removed, let inNew, inNew.root == name { merge(mark(inNew), into: &section.new) }
            if change.kind != .added, let inOld, inOld.root == name { merge(mark(inOld), into: &section.old) }
            section.lines.append(change.description)
            sections[name] = section
        }
        var html = ""
        for name in order {
            guard let section = sections[name] else { continue }
            let left = before.drawing(name, marks: section.old).map { $0.xml() } ?? "<p class=\"absent\">not in the old version</p>"
            let right = after.drawing(name, marks: section.new).map { $0.xml() } ?? "<p class=\"absent\">not in the new version</p>"
            let heading = after.title(of: name) ?? before.title(of: name) ?? name
            html += """
            <section data-scene="\(escape(name))"><h2>\(escape(heading))</h2><div class="sides">
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
        <p class="legend"><span style="border-color:\(strokes[.added]!)">added</span><span style="border-color:\(strokes[.removed]!)">removed</span><span style="border-color:\(strokes[.changed]!)">changed or moved (what changed shows on hover and in the list)</span></p>
        \(html)</body></html>
        """
    }

    /// Adds a mark, folding it into one already on the same view: one outline per view, in the
    /// strongest colour (added or removed over changed), listing every change made there.
    static func merge(_ mark: Mark, into marks: inout [Mark]) {
        guard let index = marks.firstIndex(where: { $0.view == mark.view }) else { marks.append(mark); return }
        marks[index].lines += mark.lines
        if marks[index].kind != mark.kind, [.added, .removed].contains(mark.kind) { marks[index].kind = mark.kind }
    }

    static func escape(_ text: String) -> String { SVGElement.escape(text, quotes: true) }
}
