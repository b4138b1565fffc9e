import IBFoundation

/// A lossless, positioned XML tree over a document's original bytes.
///
/// Nodes are fixed-size records in one array and point into the original bytes, so a parse
/// allocates almost nothing per node. Every byte of the input belongs to a node or to the
/// whitespace trivia between nodes; ``LosslessWriter`` puts them back together exactly.
/// Reading a name, value or text decodes it from the bytes on demand.
public final class XMLTree {
    /// The document's bytes exactly as they were read.
    public let bytes: [UInt8]
    /// The path used in locations and messages.
    public let path: String

    // Every read of a class's `var` is checked for exclusive access at run time, which cost a tenth
    // of a large layout's instructions; the tree changes only through its editing methods, one at a
    // time, so the records are left unchecked.
    @exclusivity(unchecked) var nodes: ContiguousArray<NodeRecord>
    @exclusivity(unchecked) var attributes: ContiguousArray<AttributeRecord>
    @exclusivity(unchecked) var names: NameTable
    /// Attribute slots of the `id` attributes the parser saw, in document order.
    let parsedIDAttributes: ContiguousArray<Int32>
    /// How many edits were made since parsing.
    public internal(set) var editCount = 0
    var textOverrides: [Int32: String] = [:]
    var attributeOverrides: [Int32: String] = [:]
    /// Line starts, made on the first location asked for; the lock lets threads share a tree.
    private let lineStarts = LockedValue<[Int32]?>(nil)
    /// Names as strings, made once after parsing (and after an edit adds a name) so that reads
    /// never write: a parsed tree can be read from several threads at once.
    @exclusivity(unchecked) private var nameStrings: [String] = []
    /// The names' lookup arrays behind a reference: a lookup on `names` itself copies the table
    /// first, which made every attribute read cost several hundred instructions.
    @exclusivity(unchecked) private var nameIndex = NameIndex(NameTable())

    init(bytes: [UInt8], path: String, nodes: ContiguousArray<NodeRecord>,
         attributes: ContiguousArray<AttributeRecord>, names: NameTable, idAttributes: ContiguousArray<Int32>) {
        self.parsedIDAttributes = idAttributes
        self.bytes = bytes
        self.path = path
        self.nodes = nodes
        self.attributes = attributes
        self.names = names
        cacheNewNames()
    }

    /// The invisible document node: parent of the prolog, the root element and what follows.
    public var document: XMLNodeID { XMLNodeID(0) }

    /// The root element.
    public var rootElement: XMLNodeID? {
        children(of: document).first { kind(of: $0) == .element }
    }

    /// How many nodes the tree holds, the document node included.
    public var nodeCount: Int { nodes.count }

    /// How many attribute records the tree holds (edited-away ones included).
    public var attributeRecordCount: Int { attributes.count }

    // MARK: Structure

    /// The node's kind.
    public func kind(of node: XMLNodeID) -> XMLNodeKind { nodes[Int(node.index)].kind }

    /// The node's parent; nil for the document node and for detached nodes.
    public func parent(of node: XMLNodeID) -> XMLNodeID? {
        let parent = nodes[Int(node.index)].parent
        return parent < 0 ? nil : XMLNodeID(parent)
    }

    /// The node's first child.
    public func firstChild(of node: XMLNodeID) -> XMLNodeID? {
        let child = nodes[Int(node.index)].firstChild
        return child < 0 ? nil : XMLNodeID(child)
    }

    /// The node that follows this one under the same parent.
    public func nextSibling(of node: XMLNodeID) -> XMLNodeID? {
        let next = nodes[Int(node.index)].nextSibling
        return next < 0 ? nil : XMLNodeID(next)
    }

    /// The node's children in document order.
    public func children(of node: XMLNodeID) -> XMLChildren { XMLChildren(tree: self, first: nodes[Int(node.index)].firstChild) }

    /// The node's child elements in document order.
    public func childElements(of node: XMLNodeID) -> [XMLNodeID] {
        children(of: node).filter { nodes[Int($0.index)].kind == .element }
    }

    /// The first child element with the given name.
    public func firstChildElement(of node: XMLNodeID, named name: String) -> XMLNodeID? {
        guard let id = nameID(name) else { return nil }
        var child = nodes[Int(node.index)].firstChild
        while child >= 0 {
            let record = nodes[Int(child)]
            if record.kind == .element, record.nameID == id { return XMLNodeID(child) }
            child = record.nextSibling
        }
        return nil
    }

    /// Every node below `node` in document order (not `node` itself).
    public func descendants(of node: XMLNodeID) -> [XMLNodeID] {
        var result: [XMLNodeID] = []
        var stack: [Int32] = []
        var child = nodes[Int(node.index)].firstChild
        while true {
            while child >= 0 {
                result.append(XMLNodeID(child))
                let record = nodes[Int(child)]
                if record.firstChild >= 0 {
                    stack.append(record.nextSibling)
                    child = record.firstChild
                } else {
                    child = record.nextSibling
                }
            }
            guard let next = stack.popLast() else { return result }
            child = next
        }
    }

    /// Whether the node has children and all of them are text or CDATA: Xcode writes such
    /// content inline between the tags.
    func hasOnlyTextChildren(_ node: XMLNodeID) -> Bool {
        var child = nodes[Int(node.index)].firstChild
        guard child >= 0 else { return false }
        while child >= 0 {
            let kind = nodes[Int(child)].kind
            if kind != .text && kind != .cdata { return false }
            child = nodes[Int(child)].nextSibling
        }
        return true
    }

    // MARK: Names and values

    /// The element name or processing-instruction target; empty for other kinds.
    public func name(of node: XMLNodeID) -> String {
        let record = nodes[Int(node.index)]
        switch record.kind {
        case .element, .processingInstruction: return nameString(record.nameID)
        default: return ""
        }
    }

    /// Whether the node is an element with this name; compares interned IDs, no decoding.
    public func isElement(_ node: XMLNodeID, named name: String) -> Bool {
        let record = nodes[Int(node.index)]
        guard record.kind == .element, let id = nameID(name) else { return false }
        return record.nameID == id
    }

    /// The element's attributes, in the order they are held.
    public func attributes(of node: XMLNodeID) -> [XMLAttributeID] {
        let record = nodes[Int(node.index)]
        guard record.kind == .element else { return [] }
        return (record.attributeStart..<record.attributeStart + record.attributeCount).map(XMLAttributeID.init)
    }

    /// The attribute's name.
    public func name(of attribute: XMLAttributeID) -> String {
        nameString(attributes[Int(attribute.index)].nameID)
    }

    func nameString(_ id: UInt16) -> String {
        let index = Int(id)
        return index < nameStrings.count ? nameStrings[index] : names.name(id)
    }

    /// Makes the strings of names interned since the last call.
    func cacheNewNames() {
        while nameStrings.count < names.count { nameStrings.append(names.name(UInt16(nameStrings.count))) }
        if nameIndex.count != names.count { nameIndex = NameIndex(names) }
    }

    /// The interned ID of a name, if the document uses it.
    func nameID(_ name: String) -> UInt16? { nameIndex.lookup(name) }

    /// The attribute's value with entity and character references decoded.
    public func value(of attribute: XMLAttributeID) -> String {
        if !attributeOverrides.isEmpty, let edited = attributeOverrides[attribute.index] { return edited }
        let record = attributes[Int(attribute.index)]
        let raw = rawString(Int(record.valueStart), Int(record.valueEnd))
        guard record.flags.contains(.hasEntities) else { return raw }
        // XML's attribute-value normalization: literal tabs and line breaks read as spaces;
        // the ones written as character references survive, so normalize before decoding.
        let normalized = String(String.UnicodeScalarView(raw.unicodeScalars.map { scalar in
            scalar == "\t" || scalar == "\n" || scalar == "\r" ? " " : scalar
        }))
        return EntityDecoding.decode(normalized)
    }

    /// The value of the element's attribute `name`, decoded; nil when absent.
    public func attribute(_ name: String, of node: XMLNodeID) -> String? {
        guard let id = attributeID(name, of: node) else { return nil }
        return value(of: id)
    }

    /// The handle of the element's attribute `name`.
    public func attributeID(_ name: String, of node: XMLNodeID) -> XMLAttributeID? {
        let record = nodes[Int(node.index)]
        guard record.kind == .element, record.attributeCount > 0, let nameID = self.nameID(name) else { return nil }
        // One access to the records for the whole scan: each access to a class's array is checked.
        return attributes.withUnsafeBufferPointer { records in
            let start = Int(record.attributeStart)
            for index in start..<start + Int(record.attributeCount) where records[index].nameID == nameID {
                return XMLAttributeID(Int32(index))
            }
            return nil
        }
    }

    /// The content of a text, CDATA, comment or processing-instruction node, decoded; for an
    /// element, the concatenated text and CDATA of its direct children.
    public func text(of node: XMLNodeID) -> String {
        let index = node.index
        if let edited = textOverrides[index] { return edited }
        let record = nodes[Int(index)]
        switch record.kind {
        case .text:
            // XML reads a raw CR LF (or a lone CR) in text as LF, before references are decoded:
            // only a `&#13;` is a carriage return of the content.
            var raw = rawString(Int(record.contentStart), Int(record.contentEnd))
            if raw.utf8.contains(0x0D) { raw = Self.normalizingLineEnds(raw) }
            return record.flags.contains(.hasEntities) ? EntityDecoding.decode(raw) : raw
        case .cdata, .comment, .processingInstruction:
            return rawString(Int(record.contentStart), Int(record.contentEnd))
        case .element, .document:
            var result = ""
            var child = record.firstChild
            while child >= 0 {
                let kind = nodes[Int(child)].kind
                if kind == .text || kind == .cdata { result += text(of: XMLNodeID(child)) }
                child = nodes[Int(child)].nextSibling
            }
            return result
        }
    }

    // MARK: Positions

    /// The node's byte range in the original input; nil for nodes created by an edit.
    public func byteRange(of node: XMLNodeID) -> Range<Int>? {
        let record = nodes[Int(node.index)]
        guard !record.flags.contains(.synthesized) else { return nil }
        return Int(record.start)..<Int(record.end)
    }

    /// The byte range of the attribute's raw value (between the quotes).
    public func valueByteRange(of attribute: XMLAttributeID) -> Range<Int>? {
        let record = attributes[Int(attribute.index)]
        guard record.valueStart >= 0 else { return nil }
        return Int(record.valueStart)..<Int(record.valueEnd)
    }

    /// The node's location: 1-based line and column of its first byte.
    ///
    /// Nodes created by an edit report their nearest parsed ancestor's location.
    public func location(of node: XMLNodeID) -> SourceLocation {
        var current = node.index
        while current > 0, nodes[Int(current)].flags.contains(.synthesized) {
            current = nodes[Int(current)].parent
        }
        let offset = current > 0 ? Int(nodes[Int(current)].start) : 0
        return location(ofOffset: offset)
    }

    /// The location of the attribute's value.
    public func location(of attribute: XMLAttributeID) -> SourceLocation {
        location(ofOffset: max(0, Int(attributes[Int(attribute.index)].valueStart)))
    }

    /// The 1-based line and column of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let starts = lineStarts.withLock { cached in
            if cached == nil { cached = bytes.withUnsafeBufferPointer(LineTable.lineStarts) }
            return cached!
        }
        let (line, column) = LineTable.position(of: offset, in: starts)
        return SourceLocation(file: path, line: line, column: column)
    }

    // MARK: Raw access

    func rawString(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }

    /// CR LF and lone CR as LF, as an XML processor reads line ends.
    static func normalizingLineEnds(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == 0x0A, previousWasCR { previousWasCR = false; continue }
            previousWasCR = byte == 0x0D
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func decodedString(_ start: Int, _ end: Int, hasEntities: Bool) -> String {
        let raw = rawString(start, end)
        return hasEntities ? EntityDecoding.decode(raw) : raw
    }
}

/// The children of a node, walked through sibling links without copying.
public struct XMLChildren: Sequence {
    let tree: XMLTree
    let first: Int32

    /// Walks the sibling chain.
    public struct Iterator: IteratorProtocol {
        let tree: XMLTree
        var current: Int32

        /// The next child, or nil after the last.
        public mutating func next() -> XMLNodeID? {
            guard current >= 0 else { return nil }
            defer { current = tree.nodes[Int(current)].nextSibling }
            return XMLNodeID(current)
        }
    }

    /// An iterator from the first child.
    public func makeIterator() -> Iterator { Iterator(tree: tree, current: first) }
}
