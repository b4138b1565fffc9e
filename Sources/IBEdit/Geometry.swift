import IBXML

/// What Xcode recomputes on every save: frames, canvas positions and the misplaced flags.
///
/// Both sides of a merge rewrite these whenever their layout changed, so a disagreement is not a
/// decision anyone made; the merge takes ours (the branch being merged into, the layout its
/// author last saw) and Xcode recomputes it from the merged constraints on the next open.
enum Geometry {
    /// Attributes that Xcode sets from the layout, not from the user.
    static let attributes: Set<String> = ["misplaced", "ambiguous"]

    /// Keyed children that hold recomputed geometry.
    static let keyedElements: Set<String> = [
        "rect/frame", "rect/contentRect", "rect/screenRect", "point/canvasLocation", "size/intrinsicContentSize",
    ]

    /// Whether an id-less element is recomputed geometry.
    static func isGeometry(_ node: XMLNodeID, in tree: XMLTree) -> Bool {
        guard let key = tree.attribute("key", of: node) else { return false }
        return keyedElements.contains(tree.name(of: node) + "/" + key)
    }

    /// Whether a place key names recomputed geometry (`…/rect[key=frame]`).
    static func isGeometry(placeKey: String) -> Bool {
        guard let slash = placeKey.lastIndex(of: "/") else { return false }
        let local = placeKey[placeKey.index(after: slash)...]
        guard let open = local.firstIndex(of: "["), local.hasSuffix("]") else { return false }
        let tag = local[..<open]
        let inner = local[local.index(after: open)..<local.index(before: local.endIndex)]
        guard inner.hasPrefix("key=") else { return false }
        return keyedElements.contains("\(tag)/\(inner.dropFirst(4))")
    }
}
