import IBFoundation
import IBXML

/// Any object a document instantiates or refers to — controller, view, placeholder, cell,
/// gesture recognizer, formatter — as a view over its element.
public struct IBObject: Hashable, Sendable {
    /// The document the object belongs to.
    public let document: Document
    /// The object's element in the tree.
    public let node: XMLNodeID

    /// Wraps an element.
    public init(document: Document, node: XMLNodeID) {
        self.document = document
        self.node = node
    }

    /// Objects are equal when they are the same element of the same document.
    public static func == (lhs: IBObject, rhs: IBObject) -> Bool { lhs.document === rhs.document && lhs.node == rhs.node }

    /// Hashes the element.
    public func hash(into hasher: inout Hasher) { hasher.combine(node) }

    var tree: XMLTree { document.tree }

    /// The value of one of the element's attributes.
    public func attribute(_ name: String) -> String? { tree.attribute(name, of: node) }

    /// The element name (`viewController`, `label`, `placeholder`, …).
    public var elementName: String { tree.name(of: node) }
    /// The object id (`BYZ-38-t0r`, `-1`).
    public var id: String? { attribute("id") }
    /// The custom class set in the identity inspector.
    public var customClass: String? { attribute("customClass") }
    /// The module of the custom class.
    public var customModule: String? { attribute("customModule") }
    /// `target` when the custom class's module is the target being built.
    public var customModuleProvider: String? { attribute("customModuleProvider") }
    /// The property of its parent that the object fills (`view`, `contentView`, `cell`, …).
    public var key: String? { attribute("key") }
    /// The label shown in Interface Builder's outline.
    public var userLabel: String? { attribute("userLabel") }
    /// `viewController`, `firstResponder` or `exit` for the members of a storyboard scene.
    public var sceneMemberID: String? { attribute("sceneMemberID") }
    /// The restoration identifier.
    public var restorationIdentifier: String? { attribute("restorationIdentifier") }

    /// The element's role; nil for property elements.
    public var role: ElementCatalog.Role? { ElementCatalog.standard.role(of: elementName) }

    /// The UIKit/AppKit/WatchKit class the element stands for, before any custom class.
    public var baseClassName: String? {
        document.platform.flatMap { ElementCatalog.standard.className(of: elementName, on: $0) }
    }

    /// The class the object is at run time: its custom class, else the element's class.
    public var className: String? { customClass ?? baseClassName }

    /// For the application placeholder: the class of the shared application, whatever Interface
    /// Builder shows for it (`NSObject` by default).
    public var sharedApplicationClassName: String {
        if let custom = customClass, custom != "NSObject" { return custom }
        return document.platform == .macOS ? "NSApplication" : "UIApplication"
    }

    /// The placeholder kind, when the object is one.
    public var placeholder: PlaceholderKind? { PlaceholderKind(self) }

    /// The class the object is at run time, when the document says.
    ///
    /// File's Owner is whatever the loader passes, so only its `customClass` says (and without
    /// one nothing is known); First Responder and Exit are not objects of a class; the application
    /// placeholder is the shared application.
    public var runtimeClassName: String? {
        switch placeholder {
        case .filesOwner?, .external?: return customClass
        case .firstResponder?, .exit?: return nil
        case .application?: return sharedApplicationClassName
        case nil: return className
        }
    }

    /// Where the element starts.
    public var location: SourceLocation {
        var location = tree.location(of: node)
        location.objectID = id
        return location
    }

    /// The nearest enclosing object (a view's superview, a controller's scene has none).
    public var parent: IBObject? {
        var current = tree.parent(of: node)
        while let candidate = current, tree.kind(of: candidate) == .element {
            if document.isObjectElement(candidate) { return IBObject(document: document, node: candidate) }
            current = tree.parent(of: candidate)
        }
        return nil
    }

    /// The objects directly inside this one (subviews, cells, items, gesture recognizers, …),
    /// looking through container elements such as `<subviews>` and `<items>`.
    public var childObjects: [IBObject] {
        var result: [IBObject] = []
        var pending = tree.childElements(of: node).reversed() as [XMLNodeID]
        while let next = pending.popLast() {
            if document.isObjectElement(next) {
                result.append(IBObject(document: document, node: next))
            } else if !Self.opaqueElementNames.contains(tree.name(of: next)) {
                pending.append(contentsOf: tree.childElements(of: next).reversed())
            }
        }
        return result
    }

    /// Elements whose insides are not objects of this one: connections, variations hold references.
    public static let opaqueElementNames: Set<String> = ["connections", "variation", "userDefinedRuntimeAttributes", "constraints"]

    /// The `<connections>` of the object: outlets, actions, segues, bindings.
    public var connections: [Connection] {
        guard let list = tree.firstChildElement(of: node, named: "connections") else { return [] }
        return tree.childElements(of: list).map { Connection(document: document, node: $0) }
    }

    /// The user-defined runtime attributes (what `@IBInspectable` properties write).
    public var runtimeAttributes: [RuntimeAttribute] {
        guard let list = tree.firstChildElement(of: node, named: "userDefinedRuntimeAttributes") else { return [] }
        return tree.childElements(of: list).map { RuntimeAttribute(document: document, node: $0) }
    }

    /// The object as a controller, when it is one.
    public var asController: Controller? { role == .controller ? Controller(object: self) : nil }
    /// The object as a view, when it is one.
    public var asView: View? { role == .view ? View(object: self) : nil }
    /// The object as a storyboard reference, when it is one.
    public var asStoryboardReference: StoryboardReference? { role == .reference ? StoryboardReference(object: self) : nil }
}
