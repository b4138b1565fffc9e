extension XMLTree {
    /// Whether the element below `node` and the one below `otherNode` in `other` hold the same
    /// content: names, attributes in order with their decoded values, text, CDATA and comments,
    /// in order. Whitespace between markup is layout and is not compared.
    ///
    /// The same answer as comparing two ``elementValue(of:)`` values, walked in step so that no
    /// copy of either document is made: the check after formatting a large file stays within
    /// the memory of its two trees.
    public func hasSameContent(_ node: XMLNodeID, as other: XMLTree, _ otherNode: XMLNodeID) -> Bool {
        var pending = [(node, otherNode)]
        while let (mine, theirs) = pending.popLast() {
            let kind = self.kind(of: mine)
            guard kind == other.kind(of: theirs) else { return false }
            switch kind {
            case .element:
                guard name(of: mine) == other.name(of: theirs) else { return false }
                let attributes = self.attributes(of: mine), otherAttributes = other.attributes(of: theirs)
                guard attributes.count == otherAttributes.count else { return false }
                for (attribute, otherAttribute) in zip(attributes, otherAttributes) {
                    guard name(of: attribute) == other.name(of: otherAttribute), value(of: attribute) == other.value(of: otherAttribute) else { return false }
                }
                let children = content(of: mine), otherChildren = other.content(of: theirs)
                guard children.count == otherChildren.count else { return false }
                pending.append(contentsOf: zip(children, otherChildren))
            case .text, .cdata, .comment:
                guard text(of: mine) == other.text(of: theirs) else { return false }
            case .processingInstruction, .document:
                break
            }
        }
        return true
    }

    /// The children ``elementValue(of:)`` keeps: elements, text, CDATA and comments.
    private func content(of node: XMLNodeID) -> [XMLNodeID] {
        children(of: node).filter { kind(of: $0) != .processingInstruction }
    }
}
