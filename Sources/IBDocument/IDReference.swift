import IBFoundation
import IBXML

/// An attribute whose value is another object's id, with what it resolves to.
public struct IDReference: Hashable {
    /// The element holding the reference.
    public let element: XMLNodeID
    /// The attribute holding the id.
    public let attribute: XMLAttributeID
    /// The attribute's name (`destination`, `firstItem`, …).
    public let attributeName: String
    /// The referenced id.
    public let id: String
    /// The element declaring that id; nil when nothing does (a dangling reference).
    public let target: XMLNodeID?
    /// Where the id is written.
    public let location: SourceLocation
}

extension Document {
    /// The attributes Interface Builder writes object ids into: connection ends, constraint items,
    /// the entry point, variation masks, table and outline internals, segue anchors. Every other
    /// attribute holds a value, never an id (checked across the corpus: these names resolve in
    /// 100% of their uses, no other name does above chance).
    public static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "initialViewController", "reference",
        "tableViewCell", "textLabel", "detailTextLabel", "headerView", "selectedItem", "initialItem",
        "previousBinding", "row", "column", "outlineTableColumn", "headOfMergedCell",
        "popoverAnchorView", "popoverAnchorBarButtonItem",
    ]

    /// Every id reference in the document, in document order, each resolved through the id index.
    public var idReferences: [IDReference] {
        guard format == .document else { return [] }
        var result: [IDReference] = []
        tree.forEachElement(withAnyAttributeOf: Self.referenceAttributes) { element, attribute in
            let id = tree.value(of: attribute)
            result.append(IDReference(element: element, attribute: attribute, attributeName: tree.name(of: attribute), id: id,
                                      target: index.element(withID: id), location: tree.location(of: attribute)))
        }
        return result
    }

    /// The references whose id no element declares.
    public var danglingReferences: [IDReference] { idReferences.filter { $0.target == nil } }
}
