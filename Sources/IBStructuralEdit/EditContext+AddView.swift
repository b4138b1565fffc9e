import IBXML

/// Adding a view as Interface Builder's library adds it, with its properties and constraints.
extension EditContext {
    mutating func addView(_ view: AddedView) throws(EditRefusal) {
        var parent = try element(view.parent)
        guard role(of: parent) == .view else { throw EditRefusal("\(describe(parent)) is no view: views go into views") }
        // A cell, a visual effect view or a box holds its subviews in its content view.
        if let content = tree.childElements(of: parent).first(where: { tree.attribute("key", of: $0) == "contentView" && role(of: $0) == .view }) {
            parent = content
        }
        let containers = isAppKit ? Self.appKitContainers : Self.uiKitContainers
        guard containers.contains(tree.name(of: parent)) else {
            throw EditRefusal("\(describe(parent)) takes no subviews in Interface Builder; views go into one of: " + containers.sorted().joined(separator: ", "))
        }
        let templates = ViewTemplate.all(appKit: isAppKit)
        guard let template = templates[view.className] else {
            throw EditRefusal("\"\(view.className)\" is not a class addView makes in \(isAppKit ? "an AppKit" : "a UIKit") document; one of: "
                              + templates.keys.sorted().joined(separator: ", "))
        }
        if let ref = view.ref, refs[ref] != nil { throw EditRefusal("an earlier addView is already called \"\(ref)\"") }
        if let custom = view.customClass, !Self.isIdentifier(custom) { throw EditRefusal("\"\(custom)\" is not a class name") }
        let id = newID()
        var attributes = template.attributes + [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", id)]
        if let custom = view.customClass { attributes.append(("customClass", custom)) }
        let node: XMLNodeID
        do {
            let list = try subviewsList(of: parent)
            let siblings = tree.childElements(of: list)
            guard (view.index ?? 0) <= siblings.count else { throw EditRefusal("\"index\" \(view.index ?? 0) is past the \(siblings.count) subviews of \(describe(parent))") }
            node = try tree.insertElement(template.element, attributes: attributes, into: list, at: childIndex(of: list, elementIndex: view.index ?? siblings.count))
            try tree.insertElement("rect", attributes: [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "0.0"), ("height", "0.0")], into: node)
            for child in template.children { try insert(child, into: node) }
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot write the view: \(error)")
        }
        elements[id] = node
        if let ref = view.ref { refs[ref] = id }
        madeViews.insert(id)
        movesViews = true
        if !view.properties.isEmpty { try setProperties(view.properties, of: node) }
        for spec in view.constraints { try addConstraint(spec, item: node) }
    }

    /// The elements Interface Builder lets views be dropped into (the ones that hold `<subviews>`
    /// in the corpus's documents; a cell's, visual effect view's or box's content view stands for it).
    static let uiKitContainers: Set<String> = ["view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView",
                                               "stackView", "scrollView"]
    static let appKitContainers: Set<String> = ["view", "customView", "tableCellView", "visualEffectView"]

    /// A template's child element with its own children, and a new id where Xcode gives one.
    private mutating func insert(_ child: ViewTemplate.Child, into parent: XMLNodeID) throws {
        let attributes = child.hasID ? child.attributes + [("id", newID())] : child.attributes
        let node = try tree.insertElement(child.name, attributes: attributes, into: parent)
        for grandchild in child.children { try insert(grandchild, into: node) }
    }

    /// A view's `<subviews>`, made right after its frame and mask when it has none.
    private func subviewsList(of view: XMLNodeID) throws -> XMLNodeID {
        if let list = tree.firstChildElement(of: view, named: "subviews") { return list }
        let children = tree.childElements(of: view)
        let position = children.firstIndex { !["rect", "autoresizingMask", "edgeInsets"].contains(tree.name(of: $0)) } ?? children.count
        return try tree.insertElement("subviews", into: view, at: childIndex(of: view, elementIndex: position))
    }
}
