import IBXML

/// What identifies an element across versions of one document.
///
/// An element with an `id` is itself wherever it sits (`#id`), and a scene is its `sceneID`;
/// an element without one is a place under its parent: its tag, the attribute that tells it
/// from its siblings (`key`, `keyPath`, `name`, …) and, for lists of look-alikes, its position.
enum ElementKey {
    /// The attributes that tell id-less siblings apart, most telling first.
    static let discriminators = ["key", "keyPath", "identifier", "name", "reference", "placeholderIdentifier"]

    /// Attributes whose value is another element's id.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "initialViewController", "reference",
        "tableViewCell", "textLabel", "detailTextLabel", "imageView", "selectedItem", "previousBinding",
        "headerView", "outlineTableColumn", "headOfMergedCell", "popoverAnchorView",
        "popoverAnchorBarButtonItem", "initialItem",
    ]

    /// The global key of an element that carries an id or scene id.
    static func global(of node: XMLNodeID, in tree: XMLTree) -> String? {
        if let id = tree.attribute("id", of: node) { return "#" + id }
        if let scene = tree.attribute("sceneID", of: node) { return "scene#" + scene }
        return nil
    }

    /// The local part of an id-less element's key, before any position suffix.
    static func local(of node: XMLNodeID, in tree: XMLTree) -> String {
        let name = tree.name(of: node)
        for attribute in discriminators {
            if let value = tree.attribute(attribute, of: node) { return "\(name)[\(attribute)=\(value)]" }
        }
        return name
    }

    /// Whether a key names an element by its id (or scene id) rather than by its place.
    static func isGlobal(_ key: String) -> Bool {
        (key.hasPrefix("#") || key.hasPrefix("scene#")) && !key.contains("/")
    }

    /// The id an element key stands for, if it is an id key.
    static func id(in key: String) -> String? {
        key.hasPrefix("#") && !key.contains("/") ? String(key.dropFirst()) : nil
    }

    /// The key of the id-bearing element (or the root) that a place key lies under.
    static func owner(of key: String) -> String {
        guard let slash = key.firstIndex(of: "/") else { return key }
        return String(key[..<slash])
    }
}
