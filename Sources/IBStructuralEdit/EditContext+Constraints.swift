import IBXML

/// Constraints: written in the nearest view that holds both items, as Interface Builder does.
extension EditContext {
    mutating func addConstraint(_ spec: ConstraintSpec, item: XMLNodeID) throws(EditRefusal) {
        guard role(of: item) == .view else { throw EditRefusal("\(describe(item)) is no view: constraints hold views") }
        let second: XMLNodeID?
        switch spec.relatedTo {
        case nil:
            guard ["width", "height"].contains(spec.attribute), spec.relatedAttribute == nil else {
                throw EditRefusal("a constraint on \(spec.attribute) needs \"relatedTo\" (an id, \"superview\" or \"safeArea\")")
            }
            second = nil
        case "superview"?:
            guard let superview = superview(of: item) else { throw EditRefusal("\(describe(item)) has no superview") }
            second = superview
        case "safeArea"?:
            guard let guide = safeArea(above: item) else { throw EditRefusal("no view holding \(describe(item)) has a safe area") }
            second = guide
        case let id?:
            second = try element(id)
        }
        let holder: XMLNodeID
        if let second {
            let secondView = tree.isElement(second, named: "viewLayoutGuide") ? tree.parent(of: second) : second
            guard let secondView, role(of: secondView) == .view else { throw EditRefusal("\(describe(second)) is no view or layout guide") }
            guard let common = commonAncestorView(item, secondView) else {
                throw EditRefusal("\(describe(item)) and \(describe(secondView)) share no superview: a constraint needs both in one view")
            }
            holder = common
        } else {
            holder = item
        }
        // An old cell's or box's content view has no id; a constraint must name it, as Xcode's
        // newer documents do.
        for node in [item, second].compactMap({ $0 }) where tree.attribute("id", of: node) == nil { try identify(node) }
        var attributes: [(String, String)] = []
        // Xcode leaves the first item out when it is the view holding the constraint.
        if item != holder { attributes.append(("firstItem", idOf(item))) }
        attributes.append(("firstAttribute", spec.attribute))
        if spec.relation != "equal" { attributes.append(("relation", spec.relation)) }
        if let second {
            attributes.append(("secondItem", idOf(second)))
            attributes.append(("secondAttribute", spec.relatedAttribute ?? spec.attribute))
        }
        // Multipliers are written shortest (`0.8`, as the corpus has them), unlike frames and constants.
        if spec.multiplier != 1 { attributes.append(("multiplier", spec.multiplier == spec.multiplier.rounded() ? Self.number(spec.multiplier) : String(spec.multiplier))) }
        if spec.priority != 1000 { attributes.append(("priority", Self.number(spec.priority))) }
        if spec.constant != 0 || second == nil { attributes.append(("constant", Self.number(spec.constant))) }
        let id = newID()
        attributes.append(("id", id))
        do {
            let list = try constraintsList(of: holder)
            let node = try tree.insertElement("constraint", attributes: attributes, into: list)
            elements[id] = node
            // A view Interface Builder places by constraints stops translating its autoresizing
            // mask; the view holding them (a controller's root view, a cell's content view) keeps it.
            let secondView = second.flatMap { tree.isElement($0, named: "viewLayoutGuide") ? nil : $0 }
            for placed in [item, secondView].compactMap({ $0 }) where placed != holder && role(of: placed) == .view {
                if tree.attribute("translatesAutoresizingMaskIntoConstraints", of: placed) != "NO" {
                    try setAttribute("translatesAutoresizingMaskIntoConstraints", "NO", of: placed)
                }
            }
            movesViews = true
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot write the constraint: \(error)")
        }
    }

    /// The view whose `<subviews>` hold `view`.
    func superview(of view: XMLNodeID) -> XMLNodeID? {
        guard let list = tree.parent(of: view), tree.isElement(list, named: "subviews"), let superview = tree.parent(of: list) else { return nil }
        return superview
    }

    /// The safe-area guide of the nearest view at or above `view` that has one.
    func safeArea(above view: XMLNodeID) -> XMLNodeID? {
        var current: XMLNodeID? = view
        while let node = current {
            if let guide = tree.childElements(of: node).first(where: { tree.isElement($0, named: "viewLayoutGuide") && tree.attribute("key", of: $0) == "safeArea" }) {
                return guide
            }
            current = superview(of: node)
        }
        return nil
    }

    /// The nearest view that is, or holds, both views.
    func commonAncestorView(_ first: XMLNodeID, _ second: XMLNodeID) -> XMLNodeID? {
        var chain: [XMLNodeID] = []
        var current: XMLNodeID? = first
        while let node = current {
            chain.append(node)
            current = superview(of: node)
        }
        current = second
        while let node = current {
            if chain.contains(node) { return node }
            current = superview(of: node)
        }
        return nil
    }

    /// A view's `<constraints>`, made where Xcode writes it when the view has none.
    func constraintsList(of view: XMLNodeID) throws -> XMLNodeID {
        if let list = tree.firstChildElement(of: view, named: "constraints") { return list }
        let children = tree.childElements(of: view)
        let position = children.firstIndex { ["variation", "userDefinedRuntimeAttributes", "connections", "point", "gestureRecognizers"].contains(tree.name(of: $0)) }
            ?? children.count
        return try tree.insertElement("constraints", into: view, at: childIndex(of: view, elementIndex: position))
    }

    /// Gives an element that has none a new id, so that connections and constraints can name it.
    mutating func identify(_ node: XMLNodeID) throws(EditRefusal) {
        let id = newID()
        do { try setAttribute("id", id, of: node) } catch { throw EditRefusal("cannot name \(describe(node)): \(error)") }
        elements[id] = node
    }

    /// A number as Xcode writes it in attributes: whole numbers without a fraction, 0 as `0.0`,
    /// others with 17 significant digits (`82.333333333333329`); a solution's rounding noise
    /// (`7.999999999999943`) is dropped first, to the nearest sixth of a point it is that close to.
    static func number(_ value: Double) -> String {
        var value = value
        for denominator in [1.0, 2, 3, 4, 6] where abs(value * denominator - (value * denominator).rounded()) < 1e-9 * max(1, abs(value)) {
            value = (value * denominator).rounded() / denominator
            break
        }
        return StyleValue.number(value)
    }
}
