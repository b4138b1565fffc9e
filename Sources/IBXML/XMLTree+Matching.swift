extension XMLTree {
    /// Whether the element's attribute `name` is `value`, compared byte for byte where the value
    /// holds no entity (no string is made for it). Unlike `==` on strings, a value spelled with
    /// other but canonically equivalent Unicode scalars does not match.
    public func attribute(_ name: String, of node: XMLNodeID, is value: String) -> Bool {
        guard let id = attributeID(name, of: node) else { return false }
        guard let range = literalValueRange(of: id) else { return self.value(of: id) == value }
        var value = value
        return value.withUTF8 { expected in
            guard expected.count == range.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                for offset in 0..<expected.count where buffer[range.lowerBound + offset] != expected[offset] { return false }
                return true
            }
        }
    }

    /// The first child element named `name` whose attribute `attribute` is `value`, found without
    /// collecting the children.
    public func firstChildElement(of node: XMLNodeID, named name: String, where attribute: String, is value: String) -> XMLNodeID? {
        guard let id = nameID(name) else { return nil }
        var child = nodes[Int(node.index)].firstChild
        while child >= 0 {
            let record = nodes[Int(child)]
            if record.kind == .element, record.nameID == id, self.attribute(attribute, of: XMLNodeID(child), is: value) {
                return XMLNodeID(child)
            }
            child = record.nextSibling
        }
        return nil
    }
}
