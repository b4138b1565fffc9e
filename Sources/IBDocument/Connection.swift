import IBFoundation
import IBXML

/// An entry of an object's `<connections>`: outlet, outlet collection, action, segue or binding.
public struct Connection: Hashable, Sendable {
    /// The document the connection belongs to.
    public let document: Document
    /// The connection's element.
    public let node: XMLNodeID

    private var tree: XMLTree { document.tree }
    private func attribute(_ name: String) -> String? { tree.attribute(name, of: node) }

    /// What kind of connection this is.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `<outlet>`, `<outletCollection>`, `<action>`, `<segue>`, `<binding>`.
        case outlet, outletCollection, action, segue, binding
        /// An element ibkit does not model (it stays in the tree).
        case other
    }

    /// The connection's kind, from its element name.
    public var kind: Kind { Kind(rawValue: tree.name(of: node)) ?? .other }
    /// The connection's id.
    public var id: String? { attribute("id") }
    /// The object whose `<connections>` holds this entry: the outlet's owner, the action's sender,
    /// the segue's source.
    public var source: IBObject? {
        guard let list = tree.parent(of: node), let owner = tree.parent(of: list) else { return nil }
        return IBObject(document: document, node: owner)
    }
    /// The id the connection points at: outlet/segue/binding `destination`, action `target`
    /// (AppKit) or `destination` (UIKit).
    public var destinationID: String? { attribute("destination") ?? attribute("target") }
    /// The destination resolved; nil when it is missing from the document.
    public var destination: IBObject? { destinationID.flatMap(document.object(withID:)) }

    /// The outlet's property name (outlets and outlet collections).
    public var property: String? { attribute("property") }
    /// The collection class of an outlet collection.
    public var collectionClass: String? { attribute("collectionClass") }
    /// The action's selector (`didTap:`).
    public var selector: String? { attribute("selector") }
    /// The UIControl event of a UIKit action (`touchUpInside`, `valueChanged`, …).
    public var eventType: String? { attribute("eventType") }
    /// The segue's identifier, used with `performSegue(withIdentifier:)` and in `prepare(for:sender:)`.
    public var identifier: String? { attribute("identifier") }
    /// The segue kind: `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`,
    /// `relationship`, `unwind`, `custom`, and the legacy `push`, `modal`, `replace`.
    public var segueKind: String? { kind == .segue ? attribute("kind") : nil }
    /// The relationship of a relationship segue (`rootViewController`, `viewControllers`, …).
    public var relationship: String? { attribute("relationship") }
    /// The unwind action selector of an unwind segue.
    public var unwindAction: String? { attribute("unwindAction") }
    /// A custom segue class.
    public var customClass: String? { attribute("customClass") }
    /// The presentation options written on the segue (`modalPresentationStyle`, `modalTransitionStyle`,
    /// `animates`, `popoverAnchorView`, …), in document order.
    public var presentationOptions: [(name: String, value: String)] {
        let modelled: Set<String> = ["id", "destination", "kind", "identifier", "relationship", "unwindAction", "customClass", "customModule", "customModuleProvider"]
        return tree.attributes(of: node).map { (tree.name(of: $0), tree.value(of: $0)) }.filter { !modelled.contains($0.0) }
    }
    /// A binding's name (`value`, `enabled`, …).
    public var bindingName: String? { attribute("name") }
    /// A binding's key path.
    public var keyPath: String? { attribute("keyPath") }

    /// Where the connection is written.
    public var location: SourceLocation {
        var location = tree.location(of: node)
        location.objectID = id
        return location
    }
}
