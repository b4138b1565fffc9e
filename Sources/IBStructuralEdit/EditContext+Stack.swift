import IBDocument
import IBEdit
import IBLayout
import IBXML

/// Embedding views in a stack view, as Xcode's Editor › Embed In › Stack View does: the stack
/// takes their place and their bounding frame, they become its arranged subviews in their order,
/// and the constraints that tied them to each other and to the views outside go.
extension EditContext {
    mutating func embedInStack(_ ids: [String], axis: String, spacing given: Double?) throws(EditRefusal) {
        // NSStackView's spacing is 8 unless set; UIStackView's is 0.
        let spacing = given ?? (isAppKit ? 8 : 0)
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
        if isAppKit, tree.isElement(parent, named: "stackView") {
            throw EditRefusal("the views are arranged in the NSStackView \"\(idOf(parent))\"; nesting a stack inside it is not supported: embed views of a plain superview")
        }
        // In the order the superview holds them, which is the stack's order.
        let ordered = tree.childElements(of: list).filter { nodes.contains($0) }
        var frames: [Rect] = []
        for node in ordered {
            guard let rect = tree.firstChildElement(of: node, named: "rect", where: "key", is: "frame"),
                  let frame = SolvedFrames.storedFrame(rect, in: tree) else {
                throw EditRefusal("\(describe(node)) stores no frame to place the stack view by")
            }
            frames.append(frame)
        }
        // A view an earlier edit made has no frame yet: the stack is placed by the others.
        let placed = zip(ordered, frames).filter { !madeViews.contains(idOf($0.0)) }.map(\.1)
        if !placed.isEmpty { frames = placed }
        let minX: Double = frames.map { $0.x }.min() ?? 0, minY: Double = frames.map { $0.y }.min() ?? 0
        let maxX: Double = frames.map { $0.x + $0.width }.max() ?? 0, maxY: Double = frames.map { $0.y + $0.height }.max() ?? 0
        let union = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let embedded = Set(ordered.map(idOf))
        let values = ordered.map { tree.elementValue(of: $0) }
        let position = tree.childElements(of: list).firstIndex(of: ordered[0]) ?? 0
        let stackID = newID()
        var attributes: [(String, String)]
        if isAppKit {
            // NSStackView as Xcode writes it (the corpus's Mac documents): spacing 8 is its default.
            attributes = [("distribution", "fill"), ("orientation", axis), ("alignment", axis == "vertical" ? "leading" : "top")]
            if spacing != 8 { attributes.append(("spacing", Self.number(spacing))) }
            attributes += [("horizontalStackHuggingPriority", "249.99998474121094"), ("verticalStackHuggingPriority", "249.99998474121094"),
                           ("detachesHiddenViews", "YES")]
        } else {
            attributes = [("opaque", "NO"), ("contentMode", "scaleToFill")]
            if axis == "vertical" { attributes.append(("axis", "vertical")) }
            if spacing != 0 { attributes.append(("spacing", Self.number(spacing))) }
        }
        attributes += [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", stackID)]
        do {
            try removeConstraints(naming: embedded, outside: ordered)
            for node in ordered { try tree.remove(node) }
            let stack = try tree.insertElement("stackView", attributes: attributes, into: list, at: childIndex(of: list, elementIndex: position))
            try tree.insertElement("rect", attributes: [("key", "frame"), ("x", Self.number(union.x)), ("y", Self.number(union.y)),
                                                        ("width", Self.number(union.width)), ("height", Self.number(union.height))], into: stack)
            let arranged = try tree.insertElement("subviews", into: stack)
            for value in values {
                guard let moved = tree.insert(value, into: arranged, at: nil) else { throw EditRefusal("cannot move \(value.attribute("id") ?? "a view")") }
                // The stack places what it arranges: as Xcode writes them, they keep no autoresizing mask.
                if let mask = tree.firstChildElement(of: moved, named: "autoresizingMask") { try tree.remove(mask) }
                if tree.attribute("translatesAutoresizingMaskIntoConstraints", of: moved) != "NO" {
                    try setAttribute("translatesAutoresizingMaskIntoConstraints", "NO", of: moved)
                }
            }
            if isAppKit {
                // Each arranged view's visibility priority and custom spacing (none: the float's greatest value).
                let priorities = try tree.insertElement("visibilityPriorities", into: stack)
                for _ in values { try tree.insertElement("integer", attributes: [("value", "1000")], into: priorities) }
                let spacings = try tree.insertElement("customSpacing", into: stack)
                for _ in values { try tree.insertElement("real", attributes: [("value", "3.4028234663852886e+38")], into: spacings) }
            }
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot embed the views: \(error)")
        }
        reindex()
        // The stack and what it arranges take the frames the layout solves.
        madeViews.formUnion([stackID] + embedded)
        if isAppKit { pinnedStacks.insert(stackID) }
        movesViews = true
    }

    /// Constraints that hold each AppKit stack the edits made at the top left of the frame it was
    /// given, so that the layout stacks its views there (an NSStackView with no constraints of its
    /// own is left wherever the solver ends, unlike UIKit's, which keeps its frame); returns them
    /// and the `<constraints>` lists made for them, for the caller to remove once the frames are
    /// solved.
    mutating func pinStacks() -> (pins: [XMLNodeID], lists: [XMLNodeID]) {
        var pins: [XMLNodeID] = [], lists: [XMLNodeID] = []
        for id in pinnedStacks.sorted() {
            guard let stack = elements[id], let superview = superview(of: stack),
                  let rect = tree.firstChildElement(of: stack, named: "rect", where: "key", is: "frame"),
                  let frame = SolvedFrames.storedFrame(rect, in: tree) else { continue }
            let flipped = AppKitFlipping.isFlipped(superview, in: tree)
            let superHeight = tree.firstChildElement(of: superview, named: "rect", where: "key", is: "frame").flatMap { tree.number("height", of: $0) } ?? 0
            let top = flipped ? frame.y : superHeight - frame.y - frame.height
            let existed = tree.firstChildElement(of: superview, named: "constraints") != nil
            guard let list = try? constraintsList(of: superview) else { continue }
            if !existed { lists.append(list) }
            for (attribute, constant) in [("leading", frame.x), ("top", top)] {
                let attributes = [("firstItem", id), ("firstAttribute", attribute), ("secondItem", idOf(superview)), ("secondAttribute", attribute),
                                  ("constant", Self.number(constant)), ("id", "ibkit-pin-\(id)-\(attribute)")]
                if let pin = try? tree.insertElement("constraint", attributes: attributes, into: list) { pins.append(pin) }
            }
        }
        return (pins, lists)
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
        try dropMaskEntries(naming: doomedIDs)
    }
}
