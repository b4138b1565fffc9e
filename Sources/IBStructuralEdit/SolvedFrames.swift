import IBDocument
import IBLayout
import IBXML

/// The frames of the views an edit made or moved, so that Xcode finds none of them misplaced.
///
/// The document is laid out before and after the edits. A view the edits made takes the frame
/// the layout engine solves for it. A view that was there moves by what its solved frame moved
/// between the two layouts, from the frame the document stores: a view the edits do not move
/// keeps its stored frame, even where ibkit's solution of it differs from Xcode's.
enum SolvedFrames {
    /// Writes the frames into `tree`, whose edits `written` holds (`original` before them); the
    /// ids of views the edits made that the layout leaves ambiguous are returned.
    static func apply(to tree: XMLTree, original: [UInt8], written: [UInt8], path: String, made: Set<String>) -> [String] {
        guard let after = try? Document.parse(written, path: path) else { return [] }
        let before = (try? Document.parse(original, path: path)).map(solved) ?? [:]
        let solution = solved(after)
        var ambiguous: [String] = []
        guard let root = tree.rootElement else { return [] }
        for node in tree.descendants(of: root) {
            guard let id = tree.attribute("id", of: node), let now = solution[id],
                  let rect = tree.firstChildElement(of: node, named: "rect", where: "key", is: "frame") else { continue }
            var frame: Rect
            if made.contains(id) {
                frame = now.frame
                if now.ambiguous { ambiguous.append(id) }
            } else if let was = before[id], let stored = storedFrame(rect, in: tree) {
                let delta = (x: now.frame.x - was.frame.x, y: now.frame.y - was.frame.y, width: now.frame.width - was.frame.width,
                             height: now.frame.height - was.frame.height)
                guard [delta.x, delta.y, delta.width, delta.height].contains(where: { abs($0) > 0.01 }) else { continue }
                frame = Rect(x: stored.x + delta.x, y: stored.y + delta.y, width: max(0, stored.width + delta.width), height: max(0, stored.height + delta.height))
            } else {
                continue
            }
            guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else { continue }
            for (name, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
                try? tree.setAttribute(name, to: EditContext.number(value), of: rect)
            }
        }
        return ambiguous.sorted()
    }

    /// Each view's solved frame, and whether the layout left it ambiguous.
    private static func solved(_ document: Document) -> [String: (frame: Rect, ambiguous: Bool)] {
        var frames: [String: (frame: Rect, ambiguous: Bool)] = [:]
        for layout in LayoutEngine.layout(document) {
            let unsure = Set(layout.ambiguities.compactMap(\.object.id))
            for view in layout.views {
                guard let id = view.object.id else { continue }
                frames[id] = (view.frame, unsure.contains(id))
            }
        }
        return frames
    }

    private static func storedFrame(_ rect: XMLNodeID, in tree: XMLTree) -> Rect? {
        guard let x = tree.number("x", of: rect), let y = tree.number("y", of: rect), let width = tree.number("width", of: rect),
              let height = tree.number("height", of: rect) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
