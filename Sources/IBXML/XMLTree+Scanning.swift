extension XMLTree {
    /// Calls `body` for every element holding attribute `name`, in document order, without
    /// decoding anything: the fast path for building indexes over large documents.
    public func forEachElement(withAttribute name: String, _ body: (XMLNodeID, XMLAttributeID) -> Void) {
        guard let nameID = names.lookup(name) else { return }
        nodes.withUnsafeBufferPointer { records in
            for index in 0..<records.count {
                let record = records[index]
                guard record.kind == .element, record.attributeCount > 0 else { continue }
                for attribute in record.attributeStart..<record.attributeStart + record.attributeCount
                where attributes[Int(attribute)].nameID == nameID {
                    body(XMLNodeID(Int32(index)), XMLAttributeID(attribute))
                }
            }
        }
    }

    /// Whether the attribute's raw value needs decoding (holds an entity or character reference, or was edited).
    public func valueNeedsDecoding(_ attribute: XMLAttributeID) -> Bool {
        let flags = attributes[Int(attribute.index)].flags
        return flags.contains(.hasEntities) || flags.contains(.edited)
    }
}
