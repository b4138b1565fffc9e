import IBDocument
import IBFoundation
import IBXML

/// One `instantiate(withOwner:options:)` in UIKit's order: every object created (`init(coder:)`,
/// document order), then user-defined runtime attributes, then outlets and actions, then
/// `awakeFromNib` to every created object — never to the owner or other proxies.
///
/// UIKit applies runtime attributes before connecting outlets (UIKIT_FACTS 1.2, 1.5); GNUstep
/// applies them after. Both finish before `awakeFromNib`, which is what code can rely on.
final class NibInstantiation {
    unowned let runtime: Runtime
    let document: Document
    /// Created objects in creation order.
    private(set) var created: [SimObject] = []
    /// Objects by element: created ones and proxies.
    private(set) var objects: [XMLNodeID: SimObject] = [:]
    private var proxies: Set<XMLNodeID> = []
    private var firstResponders: Set<XMLNodeID> = []
    /// The controller the nib's objects belong to.
    weak var owningController: SimViewController?

    init(runtime: Runtime, document: Document, owningController: SimViewController? = nil) {
        self.runtime = runtime
        self.document = document
        self.owningController = owningController
    }

    /// Maps a placeholder element to the object that stands for it.
    func setProxy(_ object: SimObject, for element: IBObject) {
        objects[element.node] = object
        proxies.insert(element.node)
    }

    /// Maps First Responder: an action sent to it has a nil target.
    func setFirstResponder(_ element: IBObject) { firstResponders.insert(element.node) }

    /// Maps every placeholder of a list: File's Owner to `owner`, First Responder, externals.
    func mapPlaceholders(_ elements: [IBObject], owner: SimObject, externals: [String: SimObject]) {
        for element in elements {
            switch element.placeholder {
            case .filesOwner?: setProxy(owner, for: element)
            case .firstResponder?: setFirstResponder(element)
            case .external(let identifier)?:
                // UIKit logs "Missing proxy for identifier…" and hands out the proxy itself (fact 1.10).
                setProxy(externals[identifier] ?? SimObject(className: "UIProxyObject", element: element, address: runtime.makeAddress()), for: element)
            case .application?:
                setProxy(SimObject(className: element.sharedApplicationClassName, element: element, address: runtime.makeAddress()), for: element)
            case .exit?, nil: break
            }
        }
    }

    /// Records an object the nib created.
    func add(_ object: SimObject, for element: IBObject) {
        created.append(object)
        objects[element.node] = object
        object.owningController = owningController
    }

    /// Every object of the nib by element, proxies included.
    var objectsByElement: [XMLNodeID: SimObject] { objects }

    /// The object an element stands for in this nib.
    func object(for element: IBObject) -> SimObject? { objects[element.node] }

    /// Creates `element` and every object inside it; views become subviews of the nearest view.
    @discardableResult
    func createTree(_ element: IBObject, superview: SimView?) -> SimObject {
        let object = runtime.makeObject(for: element)
        add(object, for: element)
        let view = object as? SimView
        if let view, let superview { superview.addSubview(view) }
        for child in NibElements.children(of: element) {
            createTree(child, superview: view ?? superview)
        }
        return object
    }

    /// Applies runtime attributes, connects outlets and actions, and sends `awakeFromNib`.
    func finish() throws(RuntimeFailure) {
        // Proxies carry the placeholder's connections and attributes, not those of the element
        // their object was decoded from elsewhere.
        let sources = created.compactMap { object in object.element.map { (element: $0, object: object, isProxy: false) } }
            + proxies.sorted().compactMap { node in
                objects[node].map { (element: IBObject(document: document, node: node), object: $0, isProxy: true) }
            }
        // A storyboard controller's own attributes belong to its scene nib, not to its view nib,
        // where it is only the owner.
        for (element, object, isProxy) in sources where !(isProxy && element.role == .controller) {
            for attribute in element.runtimeAttributes {
                guard let keyPath = attribute.keyPath else { continue }
                try runtime.setValue(.attribute(attribute.value), forKeyPath: keyPath, on: object, at: attribute.location)
            }
        }
        for (element, object, _) in sources {
            for connection in element.connections { try connect(connection, from: object) }
        }
        for object in created {
            runtime.record(.awakeFromNib, on: object)
        }
    }

    private func connect(_ connection: Connection, from source: SimObject) throws(RuntimeFailure) {
        guard let destinationElement = connection.destination else { return }
        let isFirstResponder = firstResponders.contains(destinationElement.node)
        switch connection.kind {
        case .outlet, .outletCollection:
            guard let property = connection.property, let destination = objects[destinationElement.node] else { return }
            if connection.kind == .outletCollection {
                var list: [SimObject] = []
                if case .objects(let existing)? = source.values[property] { list = existing }
                try runtime.setValue(.objects(list + [destination]), forKey: property, on: source, at: connection.location)
            } else {
                try runtime.setValue(.object(destination), forKey: property, on: source, at: connection.location)
            }
        case .action:
            guard let selector = connection.selector, isFirstResponder || objects[destinationElement.node] != nil else { return }
            let target = isFirstResponder ? nil : objects[destinationElement.node]
            source.actions.append(ActionBinding(selector: selector, event: connection.eventType, target: target, location: connection.location))
        case .segue, .binding, .other:
            return
        }
    }
}

/// Which elements inside an object a nib creates.
enum NibElements {
    /// Elements whose insides are not created with the object: prototype cells are their own nibs,
    /// instantiated on dequeue.
    static let deferred: Set<String> = ["prototypes"]

    /// The object elements directly inside `element`, looking through container elements, skipping
    /// connections, constraints, variations, runtime attributes and prototype cells.
    static func children(of element: IBObject) -> [IBObject] {
        let document = element.document
        let tree = document.tree
        var result: [IBObject] = []
        var pending = tree.childElements(of: element.node).reversed() as [XMLNodeID]
        while let next = pending.popLast() {
            if document.isObjectElement(next) {
                result.append(IBObject(document: document, node: next))
                continue
            }
            let name = tree.name(of: next)
            if IBObject.opaqueElementNames.contains(name) || deferred.contains(name) { continue }
            // A collection view's `<cells>` are prototypes; a static table's cells sit in `<sections>`.
            if name == "cells", element.elementName == "collectionView" { continue }
            pending.append(contentsOf: tree.childElements(of: next).reversed())
        }
        return result
    }
}
