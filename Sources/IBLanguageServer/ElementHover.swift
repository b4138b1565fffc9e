import Foundation
import IBDocument
import IBRender
import IBXML

/// What the editor shows on hover over a document element: its class, id and constraints, and
/// the drawing of the scene or root view it belongs to.
enum ElementHover {
    /// A drawing written to disk, with the element it draws.
    struct Drawing {
        var rootID: String
        var file: String
    }

    static func hover(_ query: DocumentElementQuery, lines: LineIndex, drawings: [Drawing]) -> LSP.Hover? {
        let document = query.document
        let tree = document.tree
        var text: [String] = []
        let object = query.object
        if let object {
            let name = document.displayName(of: object)
            var line = "**\(name)**"
            if let className = object.className { line += " — `\(className)`" + (object.customClass != nil ? " (custom class)" : "") }
            if let module = object.customModule { line += " in module `\(module)`" }
            if let id = object.id { line += " · id `\(id)`" }
            text.append(line)
            if let identifier = object.attribute("storyboardIdentifier") { text.append("Storyboard ID: `\(identifier)`") }
            if let constraints = constraintLines(of: object), !constraints.isEmpty {
                text.append("Constraints:\n" + constraints.prefix(12).map { "- `\($0)`" }.joined(separator: "\n")
                            + (constraints.count > 12 ? "\n- … \(constraints.count - 12) more" : ""))
            }
            let connections = document.outline.find(id: object.id)?.connections ?? []
            if !connections.isEmpty { text.append("Connections:\n" + connections.prefix(12).map { "- `\($0)`" }.joined(separator: "\n")) }
        } else {
            text.append("`<\(query.name)>`")
        }
        if let drawing = drawing(for: query.element, in: document, among: drawings) {
            text.append("![Drawing of \(drawing.rootID)](\(DocumentURI.uri(of: drawing.file)))")
        }
        guard let bytes = tree.byteRange(of: query.element) else { return LSP.Hover(markdown: text.joined(separator: "\n\n"), range: nil) }
        let start = lines.position(ofOffset: bytes.lowerBound)
        let end = lines.position(ofOffset: min(bytes.upperBound, bytes.lowerBound + 1 + query.name.utf8.count))
        return LSP.Hover(markdown: text.joined(separator: "\n\n"), range: LSP.Range(start: start, end: end))
    }

    /// The constraints a view holds and those its superview holds on it.
    static func constraintLines(of object: IBObject) -> [String]? {
        guard let view = object.asView else { return nil }
        let document = object.document
        var lines = view.constraints.map(document.describe)
        if let id = object.id, let parent = object.parent?.asView {
            lines += parent.constraints.filter { $0.firstItemID == id || $0.secondItemID == id }.map(document.describe)
        }
        return lines
    }

    /// The drawing of the root the element is in, or that it contains (a scene, a controller).
    static func drawing(for element: XMLNodeID, in document: Document, among drawings: [Drawing]) -> Drawing? {
        let tree = document.tree
        guard let range = tree.byteRange(of: element) else { return nil }
        var best: (Drawing, Int)?
        for drawing in drawings {
            guard let root = document.index.element(withID: drawing.rootID), let rootRange = tree.byteRange(of: root) else { continue }
            let inside = rootRange.lowerBound <= range.lowerBound && range.upperBound <= rootRange.upperBound
            let around = range.lowerBound <= rootRange.lowerBound && rootRange.upperBound <= range.upperBound
            guard inside || around else { continue }
            let size = rootRange.count
            if best == nil || (inside && size < best!.1) { best = (drawing, inside ? size : Int.max) }
        }
        return best?.0
    }
}

extension Outline {
    /// The row of an object id.
    func find(id: String?) -> OutlineItem? {
        guard let id else { return nil }
        var stack = items
        while let item = stack.popLast() {
            if item.id == id { return item }
            stack += item.children
        }
        return nil
    }
}

extension LanguageServer {
    /// The drawings of a document's scenes, written as SVG files once per version of its text.
    func hoverDrawings(_ document: Document, text: [UInt8]) -> [ElementHover.Drawing] {
        var hasher = Hasher()
        hasher.combine(text)
        let key = hasher.finalize()
        if let (known, drawings) = drawingCache[document.path] {
            if known == key { return drawings }
            // The drawings of the document's older text are not linked any more.
            for drawing in drawings { try? FileManager.default.removeItem(atPath: drawing.file) }
        }
        let folder = options.drawingsFolder ?? (NSTemporaryDirectory() + "ibkit-lsp-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stem = URL(fileURLWithPath: document.path).deletingPathExtension().lastPathComponent
        var drawings: [ElementHover.Drawing] = []
        for scene in SceneRenderer.render(document, options: .canvas) {
            guard let rootID = scene.rootID else { continue }
            let file = folder + "/\(stem)-\(scene.name)-\(UInt(bitPattern: key) % 1_000_000).svg"
            guard (try? Data(scene.svg.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)) != nil else { continue }
            drawings.append(ElementHover.Drawing(rootID: rootID, file: file))
        }
        drawingCache[document.path] = (key, drawings)
        return drawings
    }
}
