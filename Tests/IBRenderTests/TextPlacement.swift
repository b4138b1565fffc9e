import IBXML

/// Where a drawn line of text sits, read back from its `<text>` element: its characters' `x`
/// list (or, for a line drawn with one `x` and a `textLength`, its anchor and width).
enum TextPlacement {
    /// Each character's start, when the element lists them.
    static func positions(_ tree: XMLTree, _ node: XMLNodeID) -> [Double] {
        (tree.attribute("x", of: node) ?? "").split(separator: " ").compactMap { Double($0) }
    }

    /// Where the line starts and ends.
    static func extent(_ tree: XMLTree, _ node: XMLNodeID) -> (start: Double, end: Double)? {
        let width = tree.number("data-width", of: node) ?? tree.number("textLength", of: node) ?? 0
        guard let x = positions(tree, node).first else { return nil }
        switch tree.attribute("text-anchor", of: node) ?? "start" {
        case "middle": return (x - width / 2, x + width / 2)
        case "end": return (x - width, x)
        default: return (x, x + width)
        }
    }

    /// Which edge of `frame` the line keeps to: `start` (left), `end` (right) or `middle`.
    static func alignment(_ tree: XMLTree, _ node: XMLNodeID, in frame: (x: Double, width: Double)) -> String? {
        guard let (start, end) = extent(tree, node) else { return nil }
        if abs(start - frame.x) < 0.5 { return "start" }
        if abs(end - (frame.x + frame.width)) < 0.5 { return "end" }
        if abs((start + end) / 2 - (frame.x + frame.width / 2)) < 0.5 { return "middle" }
        return nil
    }
}
