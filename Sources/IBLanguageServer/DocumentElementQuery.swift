import IBDocument
import IBXML

/// What sits at a position in a document: the innermost element there, and the attribute whose
/// name or value the position is on.
struct DocumentElementQuery {
    let document: Document
    /// The innermost element containing the offset.
    let element: XMLNodeID
    /// The attribute under the offset, if any.
    let attribute: String?

    /// The element and attribute at a byte offset; nil outside every element.
    init?(document: Document, offset: Int) {
        let tree = document.tree
        guard let root = tree.rootElement, let rootRange = tree.byteRange(of: root), rootRange.contains(offset) else { return nil }
        var current = root
        descending: while true {
            for child in tree.childElements(of: current) {
                if let range = tree.byteRange(of: child), range.contains(offset) {
                    current = child
                    continue descending
                }
            }
            break
        }
        self.document = document
        element = current
        var found: String?
        for attribute in tree.attributes(of: current) {
            guard let value = tree.valueByteRange(of: attribute) else { continue }
            // From the start of the name (name, `=`, quote) to the closing quote.
            let name = tree.name(of: attribute)
            let start = value.lowerBound - name.utf8.count - 2
            if (start...value.upperBound).contains(offset) { found = name; break }
        }
        attribute = found
    }

    /// The element's name.
    var name: String { document.tree.name(of: element) }

    /// An attribute of the element.
    func value(_ name: String) -> String? { document.tree.attribute(name, of: element) }

    /// The connection, when the element is one.
    var connection: Connection? {
        let names: Set = ["outlet", "outletCollection", "action", "segue"]
        guard names.contains(name), let owner = object else { return nil }
        return owner.connections.first { $0.node == element }
    }

    /// The nearest object at or around the element.
    var object: IBObject? {
        var current: XMLNodeID? = element
        let tree = document.tree
        while let node = current {
            if document.isObjectElement(node) { return IBObject(document: document, node: node) }
            current = tree.parent(of: node)
        }
        return nil
    }
}
