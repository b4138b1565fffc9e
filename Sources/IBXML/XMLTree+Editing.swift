/// Edits. Each marks what it touches, so ``LosslessWriter`` rewrites only that, and
/// ``CanonicalWriter`` writes the result as Xcode would.
extension XMLTree {
    /// An edit that cannot be made; the tree is unchanged.
    public enum EditError: Error, Equatable {
        /// The node is not an element (attributes and children belong to elements).
        case notAnElement
        /// The name is not a valid XML name.
        case invalidName(String)
        /// The node is the document node, or not in the tree.
        case notRemovable
        /// The index is past the end of the children.
        case indexOutOfRange
    }

    /// Sets an attribute's value, adding the attribute at the end when the element lacks it.
    public func setAttribute(_ name: String, to value: String, of element: XMLNodeID) throws(EditError) {
        guard nodes[Int(element.index)].kind == .element else { throw .notAnElement }
        editCount += 1
        if let existing = attributeID(name, of: element) {
            attributeOverrides[existing.index] = value
            attributes[Int(existing.index)].flags.insert(.edited)
        } else {
            guard Self.isName(name), let nameID = names.intern(name) else { throw .invalidName(name) }
            cacheNewNames()
            relocateAttributes(of: element)
            attributes.append(AttributeRecord(nameID: nameID, flags: .edited, valueStart: -1, valueEnd: -1))
            attributeOverrides[Int32(attributes.count - 1)] = value
            nodes[Int(element.index)].attributeCount += 1
        }
        nodes[Int(element.index)].flags.insert(.edited)
    }

    /// Removes an attribute; removing one that is absent does nothing.
    public func removeAttribute(_ name: String, of element: XMLNodeID) throws(EditError) {
        guard nodes[Int(element.index)].kind == .element else { throw .notAnElement }
        guard let existing = attributeID(name, of: element) else { return }
        editCount += 1
        relocateAttributes(of: element, dropping: existing.index)
        nodes[Int(element.index)].flags.insert(.edited)
    }

    /// Inserts a new element with attributes (in the order given) as child `index` of `parent`
    /// (`nil`: last); returns it.
    @discardableResult
    public func insertElement(_ name: String, attributes list: [(String, String)] = [], into parent: XMLNodeID,
                              at index: Int? = nil) throws(EditError) -> XMLNodeID {
        guard nodes[Int(parent.index)].kind == .element || parent == document else { throw .notAnElement }
        guard Self.isName(name), let nameID = names.intern(name) else { throw .invalidName(name) }
        cacheNewNames()
        let start = Int32(attributes.count)
        for (attributeName, value) in list {
            guard Self.isName(attributeName), let attributeNameID = names.intern(attributeName) else { throw .invalidName(attributeName) }
            cacheNewNames()
            attributes.append(AttributeRecord(nameID: attributeNameID, flags: .edited, valueStart: -1, valueEnd: -1))
            attributeOverrides[Int32(attributes.count - 1)] = value
        }
        let node = XMLNodeID(Int32(nodes.count))
        nodes.append(NodeRecord(kind: .element, flags: [.synthesized, .edited], nameID: nameID, parent: -1, firstChild: -1,
                                lastChild: -1, nextSibling: -1, start: -1, contentStart: -1, contentEnd: -1, end: -1,
                                attributeStart: start, attributeCount: Int32(list.count)))
        try link(node, into: parent, at: index)
        editCount += 1
        return node
    }

    /// Inserts a comment as child `index` of `parent` (`nil`: last); returns it. Text holding
    /// `--`, which XML forbids inside comments, is refused.
    @discardableResult
    public func insertComment(_ text: String, into parent: XMLNodeID, at index: Int? = nil) throws(EditError) -> XMLNodeID {
        guard nodes[Int(parent.index)].kind == .element || parent == document else { throw .notAnElement }
        guard !text.contains("--"), !text.hasSuffix("-") else { throw .invalidName(text) }
        let node = XMLNodeID(Int32(nodes.count))
        nodes.append(NodeRecord(kind: .comment, flags: [.synthesized, .edited], nameID: 0, parent: -1, firstChild: -1, lastChild: -1,
                                nextSibling: -1, start: -1, contentStart: -1, contentEnd: -1, end: -1, attributeStart: 0, attributeCount: 0))
        textOverrides[node.index] = text
        try link(node, into: parent, at: index)
        editCount += 1
        return node
    }

    /// Replaces the text of a text node, or of an element's content (its children become one text node).
    public func setText(_ text: String, of node: XMLNodeID) {
        editCount += 1
        switch nodes[Int(node.index)].kind {
        case .text, .cdata, .comment, .processingInstruction:
            textOverrides[node.index] = text
            nodes[Int(node.index)].flags.insert(.edited)
        case .element:
            while let child = firstChild(of: node) { try? remove(child) }
            let textNode = XMLNodeID(Int32(nodes.count))
            nodes.append(NodeRecord(kind: .text, flags: [.synthesized, .edited], nameID: 0, parent: -1, firstChild: -1, lastChild: -1,
                                    nextSibling: -1, start: -1, contentStart: -1, contentEnd: -1, end: -1, attributeStart: 0, attributeCount: 0))
            textOverrides[textNode.index] = text
            try? link(textNode, into: node, at: nil)
        case .document:
            break
        }
    }

    /// Detaches a node (and everything below it) from the tree.
    public func remove(_ node: XMLNodeID) throws(EditError) {
        guard node != document, let parent = parent(of: node) else { throw .notRemovable }
        editCount += 1
        var previous: Int32 = -1
        var current = nodes[Int(parent.index)].firstChild
        while current >= 0, current != node.index {
            previous = current
            current = nodes[Int(current)].nextSibling
        }
        guard current == node.index else { throw .notRemovable }
        let next = nodes[Int(node.index)].nextSibling
        if previous >= 0 { nodes[Int(previous)].nextSibling = next } else { nodes[Int(parent.index)].firstChild = next }
        if nodes[Int(parent.index)].lastChild == node.index { nodes[Int(parent.index)].lastChild = previous }
        nodes[Int(node.index)].parent = -1
        nodes[Int(node.index)].nextSibling = -1
    }

    private func link(_ node: XMLNodeID, into parent: XMLNodeID, at index: Int?) throws(EditError) {
        let siblings = Array(children(of: parent))
        let position = index ?? siblings.count
        guard position >= 0, position <= siblings.count else { throw .indexOutOfRange }
        nodes[Int(node.index)].parent = parent.index
        if position == 0 {
            nodes[Int(node.index)].nextSibling = nodes[Int(parent.index)].firstChild
            nodes[Int(parent.index)].firstChild = node.index
        } else {
            let before = siblings[position - 1]
            nodes[Int(node.index)].nextSibling = nodes[Int(before.index)].nextSibling
            nodes[Int(before.index)].nextSibling = node.index
        }
        if position == siblings.count { nodes[Int(parent.index)].lastChild = node.index }
    }

    /// Copies an element's attribute records to the end of storage so the run can grow or shrink.
    private func relocateAttributes(of element: XMLNodeID, dropping dropped: Int32? = nil) {
        let record = nodes[Int(element.index)]
        let newStart = Int32(attributes.count)
        var count: Int32 = 0
        for old in record.attributeStart..<record.attributeStart + record.attributeCount where old != dropped {
            attributes.append(attributes[Int(old)])
            if let value = attributeOverrides[old] { attributeOverrides[newStart + count] = value }
            count += 1
        }
        nodes[Int(element.index)].attributeStart = newStart
        nodes[Int(element.index)].attributeCount = count
    }

    static func isName(_ name: String) -> Bool {
        guard let first = name.utf8.first, ByteClass.table[Int(first)] & ByteClass.nameStart != 0 else { return false }
        return name.utf8.allSatisfy { ByteClass.table[Int($0)] & ByteClass.nameChar != 0 }
    }
}
