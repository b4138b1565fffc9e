import IBDocument
import IBLayout
import IBXML

/// The frames of the views an edit made or moved, so that Xcode finds none of them misplaced.
///
/// The document is laid out before and after the edits. A view the edits made takes the frame
/// the layout engine solves for it. A view that was there moves by what its solved frame moved
/// between the two layouts, from the frame the document stores: a view the edits do not move
/// keeps its stored frame, even where ibkit's solution of it differs from Xcode's.
///
/// A new view tied to an existing sibling is placed from where Xcode has that sibling (its stored
/// frame), not where ibkit's solution has it: Xcode solves with the sibling where it stored it,
/// so a sibling ibkit solves 5 points shorter would otherwise leave the new view 5 points off,
/// misplaced in Xcode.
enum SolvedFrames {
    /// Writes the frames into `tree`, whose edits `written` holds (`original` before them); the
    /// ids of views the edits made that the layout leaves ambiguous are returned.
    static func apply(to tree: XMLTree, original: [UInt8], written: [UInt8], path: String, made: Set<String>) -> [String] {
        guard let after = try? Document.parse(written, path: path) else { return [] }
        let before = (try? Document.parse(original, path: path)).map(solved) ?? [:]
        let solution = solved(after)
        let stored = storedFrames(in: tree)
        var ambiguous: [String] = []
        guard let root = tree.rootElement else { return [] }
        for node in tree.descendants(of: root) {
            guard let id = tree.attribute("id", of: node), let now = solution[id],
                  let rect = tree.firstChildElement(of: node, named: "rect", where: "key", is: "frame") else { continue }
            var frame: Rect
            if made.contains(id) {
                frame = now.frame
                let shift = anchorShift(of: id, in: after, made: made, solution: solution, stored: stored)
                frame.x += shift.x
                frame.y += shift.y + yUpShift(of: id, in: after, made: made, solution: solution, stored: stored, before: before)
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

    /// How far Xcode's frame of the existing sibling a new view hangs on is from ibkit's
    /// solution, along the edge it hangs on: one sibling per axis, the first constraint naming one.
    private static func anchorShift(of id: String, in document: Document, made: Set<String>, solution: [String: (frame: Rect, ambiguous: Bool)],
                                    stored: [String: Rect]) -> (x: Double, y: Double) {
        guard let object = document.object(withID: id), let superview = object.parent, let holder = superview.asView else { return (0, 0) }
        let yUp = document.platform == .macOS && !AppKitFlipping.isFlipped(superview)
        var shift: (x: Double?, y: Double?) = (nil, nil)
        for constraint in holder.constraints {
            let other: (id: String?, attribute: LayoutAttribute)
            if constraint.firstItemID == id { other = (constraint.secondItemID, constraint.secondAttribute) }
            else if constraint.secondItemID == id { other = (constraint.firstItemID, constraint.firstAttribute) }
            else { continue }
            guard let sibling = other.id, sibling != superview.id, !made.contains(sibling),
                  let was = stored[sibling], let solved = solution[sibling]?.frame,
                  document.object(withID: sibling)?.parent?.node == superview.node else { continue }
            switch Edge.of(other.attribute) {
            case .horizontal(let at) where shift.x == nil: shift.x = at(was) - at(solved)
            case .vertical(let at) where shift.y == nil:
                shift.y = yUp ? at(Rect(x: 0, y: -was.y - was.height, width: was.width, height: was.height))
                    - at(Rect(x: 0, y: -solved.y - solved.height, width: solved.width, height: solved.height)) : at(was) - at(solved)
                if yUp { shift.y = -(shift.y ?? 0) }
            default: break
            }
        }
        return (shift.x ?? 0, shift.y ?? 0)
    }

    /// AppKit stores y up, from the superview's bottom: a new view placed from its superview's
    /// top keeps its place only if measured from the height the superview is written with, not
    /// the height ibkit solves for it (an ambiguous superview's can differ).
    private static func yUpShift(of id: String, in document: Document, made: Set<String>, solution: [String: (frame: Rect, ambiguous: Bool)],
                                 stored: [String: Rect], before: [String: (frame: Rect, ambiguous: Bool)]) -> Double {
        guard document.platform == .macOS, let superview = document.object(withID: id)?.parent, let superID = superview.id,
              !AppKitFlipping.isFlipped(superview), !made.contains(superID),
              let solved = solution[superID]?.frame, let kept = stored[superID] else { return 0 }
        // A superview that moves is written at its stored height plus what its solution grew.
        let written = kept.height + (before[superID].map { solved.height - $0.frame.height } ?? 0)
        return written - solved.height
    }

    /// Where an attribute's edge is in a frame (y down), on its axis.
    private enum Edge {
        case horizontal((Rect) -> Double)
        case vertical((Rect) -> Double)
        case none

        static func of(_ attribute: LayoutAttribute) -> Edge {
            switch attribute {
            case .left, .leading, .leftMargin, .leadingMargin: .horizontal { $0.x }
            case .right, .trailing, .rightMargin, .trailingMargin: .horizontal { $0.x + $0.width }
            case .centerX, .centerXWithinMargins: .horizontal { $0.x + $0.width / 2 }
            // A baseline keeps its distance from the top of the same text.
            case .top, .topMargin, .firstBaseline, .lastBaseline: .vertical { $0.y }
            case .bottom, .bottomMargin: .vertical { $0.y + $0.height }
            case .centerY, .centerYWithinMargins: .vertical { $0.y + $0.height / 2 }
            default: .none
            }
        }
    }

    /// Every view's stored frame, by id, before the new frames are written.
    private static func storedFrames(in tree: XMLTree) -> [String: Rect] {
        guard let root = tree.rootElement else { return [:] }
        var frames: [String: Rect] = [:]
        for node in tree.descendants(of: root) {
            guard let id = tree.attribute("id", of: node), let rect = tree.firstChildElement(of: node, named: "rect", where: "key", is: "frame"),
                  let frame = storedFrame(rect, in: tree) else { continue }
            frames[id] = frame
        }
        return frames
    }

    /// The frame a `<rect>` stores, when it has all four numbers.
    static func storedFrame(_ rect: XMLNodeID, in tree: XMLTree) -> Rect? {
        guard let x = tree.number("x", of: rect), let y = tree.number("y", of: rect), let width = tree.number("width", of: rect),
              let height = tree.number("height", of: rect) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
