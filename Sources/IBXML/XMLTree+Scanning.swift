extension XMLTree {
    /// Calls `body` for every element holding attribute `name`, in document order, without
    /// decoding anything: the fast path for building indexes over large documents.
    public func forEachElement(withAttribute name: String, _ body: (XMLNodeID, XMLAttributeID) -> Void) {
        forEachElement(withAnyAttributeOf: [name], body)
    }

    /// Calls `body` for every attribute whose name is in `names`, with its element, in document
    /// order — one pass over the tree however many names are asked for.
    public func forEachElement(withAnyAttributeOf names: Set<String>, _ body: (XMLNodeID, XMLAttributeID) -> Void) {
        var wanted = [Bool](repeating: false, count: self.names.count)
        for name in names { if let id = self.nameID(name) { wanted[Int(id)] = true } }
        guard wanted.contains(true) else { return }
        nodes.withUnsafeBufferPointer { records in
            for index in 0..<records.count {
                let record = records[index]
                guard record.kind == .element, record.attributeCount > 0 else { continue }
                for attribute in record.attributeStart..<record.attributeStart + record.attributeCount
                where wanted[Int(attributes[Int(attribute)].nameID)] {
                    body(XMLNodeID(Int32(index)), XMLAttributeID(attribute))
                }
            }
        }
    }

    /// Calls `body` for every element with an `id` attribute, as parsed, in document order.
    ///
    /// The parser collected these, so this walks no nodes. Elements an edit created, or ids an edit
    /// added, are not included: use ``forEachElement(withAttribute:_:)`` on an edited tree.
    public func forEachParsedID(_ body: (XMLNodeID, XMLAttributeID) -> Void) {
        var node: Int32 = 0
        nodes.withUnsafeBufferPointer { records in
            for slot in parsedIDAttributes {
                // The owner is the first element at or after the last one whose attribute run holds the slot.
                while node < Int32(records.count) {
                    let record = records[Int(node)]
                    if record.kind == .element, slot >= record.attributeStart, slot < record.attributeStart + record.attributeCount { break }
                    node += 1
                }
                guard node < Int32(records.count) else { return }
                body(XMLNodeID(node), XMLAttributeID(slot))
            }
        }
    }

    /// Whether the tree was changed after parsing (any node, attribute or text).
    public var isEdited: Bool { editCount > 0 }

    /// Whether the attribute's raw value needs decoding (holds an entity or character reference, or was edited).
    public func valueNeedsDecoding(_ attribute: XMLAttributeID) -> Bool {
        let flags = attributes[Int(attribute.index)].flags
        return flags.contains(.hasEntities) || flags.contains(.edited)
    }
}
