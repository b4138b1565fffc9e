import IBXML

/// Which `<resources>` entries (images, named and system colours) a part of a document uses.
///
/// An entry is used where any attribute holds its name: images appear under many keys
/// (`image`, `selectedImage`, `backgroundImage`, runtime attribute values), colours as `name` or
/// `systemColor`. Counting a coincidental match only keeps an entry, which costs nothing.
enum ResourceUse {
    /// Adds every attribute value of the element and below, ids aside.
    static func collect(_ element: XMLElementValue, into used: inout Set<String>) {
        for attribute in element.attributes where attribute.name != "id" { used.insert(attribute.value) }
        for case .element(let child) in element.children { collect(child, into: &used) }
    }

    /// Adds every attribute value below `node` in the tree, except inside `skipped`.
    static func collect(in tree: XMLTree, under node: XMLNodeID, skipping skipped: XMLNodeID, into used: inout Set<String>) {
        for child in tree.childElements(of: node) where child != skipped {
            for attribute in tree.attributes(of: child) where tree.name(of: attribute) != "id" { used.insert(tree.value(of: attribute)) }
            collect(in: tree, under: child, skipping: skipped, into: &used)
        }
    }

    /// The resources element with only the entries `used` names; nil when none is left.
    static func keeping(_ resources: XMLElementValue, used: Set<String>) -> XMLElementValue? {
        var kept = resources
        kept.children = resources.children.filter { child in
            guard case .element(let entry) = child else { return false }
            return entry.attribute("name").map(used.contains) ?? true
        }
        return kept.children.isEmpty ? nil : kept
    }
}
