import IBFoundation
import IBXML

extension Document {
    /// The `<document>` element's attributes and dependencies.
    public var header: DocumentHeader { DocumentHeader(document: self) }

    /// Whether the document is a storyboard (it has `<scenes>`) rather than a xib.
    public var isStoryboard: Bool {
        guard let root = tree.rootElement else { return false }
        return tree.firstChildElement(of: root, named: "scenes") != nil
            || (header.type ?? "").contains("Storyboard")
    }

    /// The storyboard's scenes in document order; empty for a xib.
    public var scenes: [Scene] {
        guard format == .document, let root = tree.rootElement,
              let list = tree.firstChildElement(of: root, named: "scenes") else { return [] }
        return tree.childElements(of: list).filter { tree.isElement($0, named: "scene") }.map { Scene(document: self, node: $0) }
    }

    /// A xib's top-level objects (placeholders first, as written); empty for a storyboard.
    public var topLevelObjects: [IBObject] {
        guard format == .document, let root = tree.rootElement,
              let list = tree.firstChildElement(of: root, named: "objects") else { return [] }
        return tree.childElements(of: list).filter(isObjectElement).map { IBObject(document: self, node: $0) }
    }

    /// Every object of the document in document order.
    ///
    /// Walked once and kept until the tree is next edited: every check rule reads it.
    public var allObjects: [IBObject] {
        let nodes = objectsCache.withLock { cache in
            if let cached = cache, cached.edits == tree.editCount { return cached.nodes }
            var nodes: [XMLNodeID] = []
            if format == .document, let root = tree.rootElement {
                nodes = tree.descendants(of: root).filter { tree.kind(of: $0) == .element && isObjectElement($0) }
            }
            cache = (tree.editCount, nodes)
            return nodes
        }
        return nodes.map { IBObject(document: self, node: $0) }
    }

    /// The object declared with `id`, when it is one ibkit models as an object.
    public func object(withID id: String) -> IBObject? {
        guard let node = index.element(withID: id) else { return nil }
        return IBObject(document: self, node: node)
    }

    /// The storyboard's entry point, resolved.
    public var initialViewController: IBObject? { header.initialViewController.flatMap(object(withID:)) }

    /// Whether the element is an object (its name has a role in the element catalog).
    public func isObjectElement(_ node: XMLNodeID) -> Bool {
        tree.kind(of: node) == .element && ElementCatalog.standard.role(of: tree.name(of: node)) != nil
    }
}
