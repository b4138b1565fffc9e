import IBDocument
import IBEdit
import IBXML

/// Embedding views in a stack view, as Xcode's Editor › Embed In › Stack View does: the stack
/// takes their place and their bounding frame, they become its arranged subviews in their order,
/// and the constraints that tied them to each other and to the views outside go.
extension EditContext {
    mutating func embedInStack(_ ids: [String], axis: String, spacing: Double) throws(EditRefusal) {
        guard !isAppKit else { throw EditRefusal("embedding AppKit views in a stack view is not supported yet") }
        var nodes: [XMLNodeID] = []
        for id in ids {
            let node = try element(id)
            guard role(of: node) == .view else { throw EditRefusal("\(describe(node)) is no view") }
            guard !nodes.contains(node) else { throw EditRefusal("\"\(id)\" is named twice") }
            nodes.append(node)
        }
        guard let parent = superview(of: nodes[0]), nodes.allSatisfy({ superview(of: $0) == parent }),
              let list = tree.parent(of: nodes[0]) else {
            throw EditRefusal("the views must share one superview to go into one stack view")
        }
        // In the order the superview holds them, which is the stack's order.
        let ordered = tree.childElements(of: list).filter { nodes.contains($0) }
        var frames: [Rect] = []
        for node in ordered {
            guard let rect = tree.firstChildElement(of: node, named: "rect", where: "key", is: "frame"),
                  let x = tree.number("x", of: rect), let y = tree.number("y", of: rect),
                  let width = tree.number("width", of: rect), let height = tree.number("height", of: rect) else {
                throw EditRefusal("\(describe(node)) stores no frame to place the stack view by")
            }
            frames.append(Rect(x: x, y: y, width: width, height: height))
        }
        let minX: Double = frames.map { $0.x }.min() ?? 0, minY: Double = frames.map { $0.y }.min() ?? 0
        let maxX: Double = frames.map { $0.x + $0.width }.max() ?? 0, maxY: Double = frames.map { $0.y + $0.height }.max() ?? 0
        let union = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let embedded = Set(ordered.map(idOf))
        let values = ordered.map { tree.elementValue(of: $0) }
        let position = tree.childElements(of: list).firstIndex(of: ordered[0]) ?? 0
        let stackID = newID()
        var attributes: [(String, String)] = [("opaque", "NO"), ("contentMode", "scaleToFill")]
        if axis == "vertical" { attributes.append(("axis", "vertical")) }
        if spacing != 0 { attributes.append(("spacing", Self.number(spacing))) }
        attributes += [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", stackID)]
        do {
            try removeConstraints(naming: embedded, outside: ordered)
            for node in ordered { try tree.remove(node) }
            let stack = try tree.insertElement("stackView", attributes: attributes, into: list, at: childIndex(of: list, elementIndex: position))
            try tree.insertElement("rect", attributes: [("key", "frame"), ("x", Self.number(union.x)), ("y", Self.number(union.y)),
                                                        ("width", Self.number(union.width)), ("height", Self.number(union.height))], into: stack)
            let arranged = try tree.insertElement("subviews", into: stack)
            for value in values {
                guard tree.insert(value, into: arranged, at: nil) != nil else { throw EditRefusal("cannot move \(value.attribute("id") ?? "a view")") }
            }
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot embed the views: \(error)")
        }
        reindex()
        // The stack and what it arranges take the frames the layout solves.
        madeViews.formUnion([stackID] + embedded)
        movesViews = true
    }

    /// Removes the constraints outside `views` that name one of `ids` (a constraint with no
    /// first item names the view that holds it).
    private mutating func removeConstraints(naming ids: Set<String>, outside views: [XMLNodeID]) throws {
        guard let root = tree.rootElement else { return }
        var doomed: [XMLNodeID] = []
        for node in tree.descendants(of: root) where tree.isElement(node, named: "constraint") && !views.contains(where: { isInside(node, $0) }) {
            let holder = tree.parent(of: node).flatMap { tree.parent(of: $0) }
            let first = tree.attribute("firstItem", of: node) ?? holder.map(idOf)
            if [first, tree.attribute("secondItem", of: node)].contains(where: { $0.map(ids.contains) ?? false }) { doomed.append(node) }
        }
        // An outlet to a constraint that goes goes too.
        let doomedIDs = Set(doomed.compactMap { tree.attribute("id", of: $0) })
        for node in tree.descendants(of: root) where Self.connectionNames.contains(tree.name(of: node)) {
            if let target = tree.attribute("destination", of: node) ?? tree.attribute("target", of: node), doomedIDs.contains(target) { doomed.append(node) }
        }
        let lists = Set(doomed.compactMap { tree.parent(of: $0) })
        for node in doomed { try tree.remove(node) }
        for list in lists where tree.childElements(of: list).isEmpty { try tree.remove(list) }
    }
}
