import IBDocument
import IBXML

/// Removing an element with everything that refers to it: the constraints that name it or
/// anything inside it, the outlets, actions and segues that lead to it, and a scene with its
/// controller. Lists left empty go too, as Xcode writes none.
extension EditContext {
    mutating func remove(_ node: XMLNodeID) throws(EditRefusal) {
        guard let root = tree.rootElement, node != root else { throw EditRefusal("the document itself cannot be removed") }
        let name = tree.name(of: node)
        if tree.attribute("key", of: node) == "view", let parent = tree.parent(of: node), role(of: parent) == .controller {
            throw EditRefusal("\(describe(node)) is its controller's view; remove the controller \"\(idOf(parent))\" instead")
        }
        if tree.attribute("key", of: node) == "contentView", let parent = tree.parent(of: node) {
            throw EditRefusal("\(describe(node)) is the content view its \(tree.name(of: parent)) \"\(idOf(parent))\" cannot be without; remove what it holds instead")
        }
        guard tree.attribute("placeholderIdentifier", of: node) == nil, name != "exit" else {
            throw EditRefusal("\(describe(node)) is a placeholder (File's Owner, First Responder, Exit, the application), which Xcode keeps")
        }
        // A storyboard controller goes with its scene.
        var removed = node
        if isStoryboard, role(of: node) == .controller || role(of: node) == .reference,
           let objects = tree.parent(of: node), tree.isElement(objects, named: "objects"),
           let scene = tree.parent(of: objects), tree.isElement(scene, named: "scene") {
            removed = scene
        }
        var gone = Set<String>()
        for element in [removed] + tree.descendants(of: removed) {
            if let id = tree.attribute("id", of: element) { gone.insert(id) }
        }
        var referring: [XMLNodeID] = []
        var attributesToDrop: [(XMLNodeID, String)] = []
        for element in tree.descendants(of: root) where !isInside(element, removed) {
            for attribute in Self.referenceAttributes {
                guard let value = tree.attribute(attribute, of: element), gone.contains(value) else { continue }
                if tree.name(of: element) == "constraint" || Self.connectionNames.contains(tree.name(of: element)) || attribute == "destination" {
                    referring.append(element)
                } else {
                    attributesToDrop.append((element, attribute))
                }
            }
        }
        // An outlet to a constraint that goes (a constraint an animation changes) goes too.
        let secondOrder = Set(referring.compactMap { tree.attribute("id", of: $0) })
        for element in tree.descendants(of: root) where !isInside(element, removed) && !referring.contains(element) {
            if Self.connectionNames.contains(tree.name(of: element)),
               let target = tree.attribute("destination", of: element) ?? tree.attribute("target", of: element), secondOrder.contains(target) {
                referring.append(element)
            }
        }
        // A size class's mask names what it includes or leaves out: an entry for anything that
        // goes, the view or a constraint that named it, goes with it.
        let allGone = gone.union(referring.compactMap { tree.attribute("id", of: $0) })
        attributesToDrop.removeAll { element, attribute in attribute == "reference" && Self.maskEntries.contains(tree.name(of: element)) }
        let containers = Set(([removed] + referring).compactMap { tree.parent(of: $0) })
        do {
            for element in referring where tree.parent(of: element) != nil { try tree.remove(element) }
            for (element, attribute) in attributesToDrop { try tree.removeAttribute(attribute, of: element) }
            try dropStackEntries(of: removed)
            try tree.remove(removed)
            for container in containers where Self.listsLeftOut.contains(tree.name(of: container)) && tree.childElements(of: container).isEmpty {
                if tree.parent(of: container) != nil { try tree.remove(container) }
            }
            try dropMaskEntries(naming: allGone)
        } catch { throw EditRefusal("cannot remove \(describe(node)): \(error)") }
        reindex()
    }

    /// Removes the `<include>` and `<exclude>` entries of size-class masks that name one of `ids`,
    /// and the masks and variations left empty.
    mutating func dropMaskEntries(naming ids: Set<String>) throws {
        guard let root = tree.rootElement, !ids.isEmpty else { return }
        let entries = tree.descendants(of: root).filter { Self.maskEntries.contains(tree.name(of: $0)) && tree.attribute("reference", of: $0).map(ids.contains) == true }
        for entry in entries {
            let mask = tree.parent(of: entry)
            try tree.remove(entry)
            guard let mask, tree.isElement(mask, named: "mask"), tree.childElements(of: mask).isEmpty else { continue }
            let variation = tree.parent(of: mask)
            try tree.remove(mask)
            if let variation, tree.isElement(variation, named: "variation"), tree.childElements(of: variation).isEmpty { try tree.remove(variation) }
        }
    }

    /// An NSStackView keeps each arranged view's visibility priority and custom spacing in lists
    /// beside its subviews, by position: the entries of a view that goes go with it.
    func dropStackEntries(of view: XMLNodeID) throws {
        guard isAppKit, let list = tree.parent(of: view), tree.isElement(list, named: "subviews"),
              let stack = tree.parent(of: list), tree.isElement(stack, named: "stackView") else { return }
        let arranged = tree.childElements(of: list)
        guard let position = arranged.firstIndex(of: view) else { return }
        for name in Self.stackEntryLists {
            guard let entries = tree.firstChildElement(of: stack, named: name), tree.childElements(of: entries).count == arranged.count else { continue }
            try tree.remove(tree.childElements(of: entries)[position])
        }
    }

    /// The lists of an NSStackView that hold an entry per arranged view.
    static let stackEntryLists = ["visibilityPriorities", "customSpacing"]

    /// A size class mask's entries, each naming an element by `reference`.
    static let maskEntries: Set<String> = ["include", "exclude"]

    /// Whether `node` is `ancestor` or inside it.
    func isInside(_ node: XMLNodeID, _ ancestor: XMLNodeID) -> Bool {
        var current: XMLNodeID? = node
        while let element = current {
            if element == ancestor { return true }
            current = tree.parent(of: element)
        }
        return false
    }

    /// Attributes whose value is another element's id.
    static let referenceAttributes = [
        "destination", "target", "firstItem", "secondItem", "initialViewController", "reference", "tableViewCell", "textLabel",
        "detailTextLabel", "imageView", "selectedItem", "headerView", "outlineTableColumn", "popoverAnchorView",
        "popoverAnchorBarButtonItem", "initialItem", "previousBinding", "headOfMergedCell",
    ]

    /// The elements that connect one object to another.
    static let connectionNames: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding"]

    /// Lists Xcode leaves out when they hold nothing.
    static let listsLeftOut: Set<String> = ["connections", "constraints", "subviews", "gestureRecognizers", "items", "toolbarItems", "rightBarButtonItems", "leftBarButtonItems"]
}
