import IBXML

/// Where a storyboard reference leads, by storyboard name: what an extraction must keep pointing
/// at the same controller after that controller changes storyboard.
struct ReferenceTarget: Equatable {
    /// The storyboard's name (`Main` for `Main.storyboard`).
    var storyboard: String
    /// The controller's storyboard ID; nil means the storyboard's entry point.
    var identifier: String?
    /// The bundle; nil means the referencing storyboard's bundle.
    var bundle: String?

    init(storyboard: String, identifier: String?, bundle: String? = nil) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.bundle = bundle
    }

    /// What the reference element of a storyboard named `home` leads to; a reference without a
    /// storyboard name leads into its own storyboard (fact 3.4).
    init(of element: XMLNodeID, in tree: XMLTree, home: String) {
        storyboard = tree.attribute("storyboardName", of: element) ?? home
        identifier = tree.attribute("referencedIdentifier", of: element)
        bundle = tree.attribute("bundleIdentifier", of: element)
    }

    /// The same controller after the controllers with `movedIdentifiers` (and the entry point,
    /// when `entryMoved`) left storyboard `original` for `new`.
    func moved(from original: String, to new: String, movedIdentifiers: Set<String>, entryMoved: Bool) -> ReferenceTarget {
        guard storyboard == original, bundle == nil else { return self }
        let moves = identifier.map(movedIdentifiers.contains) ?? entryMoved
        return moves ? ReferenceTarget(storyboard: new, identifier: identifier, bundle: bundle) : self
    }

    /// Writes the storyboard name onto a reference element of storyboard `home`; a name left out
    /// stays out while it still means `home`. Returns whether anything changed.
    @discardableResult
    func write(to element: XMLNodeID, in tree: XMLTree, home: String) -> Bool {
        let written = tree.attribute("storyboardName", of: element)
        guard (written ?? home) != storyboard else { return false }
        AttributeOrder.set("storyboardName", to: storyboard, of: element, in: tree, before: ["referencedIdentifier", "bundleIdentifier", "id"])
        return true
    }

    /// The attributes of a new reference element written into storyboard `home`, in Xcode's order.
    func attributes(home: String, id: String) -> [XMLAttributeValue] {
        var list: [XMLAttributeValue] = []
        if storyboard != home || bundle != nil { list.append(XMLAttributeValue("storyboardName", storyboard)) }
        if let identifier { list.append(XMLAttributeValue("referencedIdentifier", identifier)) }
        if let bundle { list.append(XMLAttributeValue("bundleIdentifier", bundle)) }
        list.append(XMLAttributeValue("id", id))
        list.append(XMLAttributeValue("sceneMemberID", "viewController"))
        return list
    }

    /// What Xcode names a reference's scene on the canvas (and in the comment before it).
    var sceneTitle: String { identifier ?? storyboard }
}

/// Attributes added where Xcode writes them, not at the end of the start tag.
enum AttributeOrder {
    /// Sets `name`; a new attribute goes before the first of `successors` the element has.
    static func set(_ name: String, to value: String, of element: XMLNodeID, in tree: XMLTree, before successors: [String]) {
        if tree.attribute(name, of: element) != nil {
            try? tree.setAttribute(name, to: value, of: element)
            return
        }
        let existing = tree.attributes(of: element).map { (tree.name(of: $0), tree.value(of: $0)) }
        guard let position = existing.firstIndex(where: { successors.contains($0.0) }) else {
            try? tree.setAttribute(name, to: value, of: element)
            return
        }
        // Attributes are appended, so the ones after the new one are taken off and put back.
        for (later, _) in existing[position...] { try? tree.removeAttribute(later, of: element) }
        try? tree.setAttribute(name, to: value, of: element)
        for (later, laterValue) in existing[position...] { try? tree.setAttribute(later, to: laterValue, of: element) }
    }
}
