import IBDocument
import IBLayout
import IBXML

/// What a converted root must build, read from the document the way UIKit loads it: the views
/// and their order, the properties the document sets, constraints, outlets, actions, recognizers.
struct ExpectedTree {
    /// One view: its path (`""`, `"0"`, `"0.2"`), class, checked properties and children.
    struct Node {
        var path: String
        var className: String?
        var properties: [String: String]
        var children: [Node]
        var gestureRecognizers: [String]
        /// Views UIKit holds by a property rather than as subviews (`tableHeaderView`), by key.
        var attached: [String: Node] = [:]
    }

    /// The keys of views a table, cell or collection view holds as properties, as the code sets them.
    static let attachedKeys: Set<String> = ["tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView"]

    var root: Node
    var constraints: [String]
    var outlets: [String]
    var actions: [String]
    /// Each object's name in the recording: a view's path, `?` for one outside the tree.
    var paths: [XMLNodeID: String] = [:]
    /// The bar button items of the owner's navigation item, by their place (`navigationItem.right[0]`).
    var barItemPlaces: [XMLNodeID: String] = [:]

    /// Adds the action a segue's trigger sends to the method that performs it.
    mutating func expectSegueTrigger(_ trigger: IBObject, method: String) {
        if let place = barItemPlaces[trigger.node] {
            // An item with an action of its own keeps it; the segue is the action's to perform.
            if trigger.connections.contains(where: { $0.kind == .action }) { return }
            actions.append("item:\(place) primaryActionTriggered → owner.\(method):")
        } else if let path = paths[trigger.node], path != "?", trigger.role != .gestureRecognizer {
            actions.append("\(path) \(trigger.elementName == "button" ? "touchUpInside" : "primaryActionTriggered") → owner.\(method):")
        }
        actions.sort()
    }

    /// The expectation for the view `rootObject` built with `owner` as `self`.
    init(root rootObject: IBObject, owner: IBObject?, extraRoots: [IBObject] = [], stubs: VerificationStubs) {
        var paths: [XMLNodeID: String] = [:]
        func node(_ object: IBObject, path: String, embedding: Set<XMLNodeID>) -> Node {
            paths[object.node] = path
            let children = Self.children(of: object, embedding: embedding)
            let inner = embedding.union(Self.embeddedControllers(of: object).map(\.node))
            let built = children.enumerated().map { index, child in node(child, path: path.isEmpty ? "\(index)" : "\(path).\(index)", embedding: inner) }
            // Adding a recognizer a view already has changes nothing: connected twice, it is there once.
            var recognizerObjects: [IBObject] = []
            for recognizer in object.connections.filter({ $0.kind == .outletCollection && $0.property == "gestureRecognizers" }).compactMap(\.destination)
            where !recognizerObjects.contains(recognizer) {
                recognizerObjects.append(recognizer)
            }
            for (index, recognizer) in recognizerObjects.enumerated() {
                paths[recognizer.node] = path.isEmpty ? "gestureRecognizers[\(index)]" : "\(path).gestureRecognizers[\(index)]"
            }
            var result = Node(path: path, className: object.key == "contentView" ? nil : (object.customClass ?? object.baseClassName),
                              properties: Self.properties(of: object), children: built, gestureRecognizers: recognizerObjects.compactMap(\.className))
            for child in object.childObjects where child.role == .view && Self.attachedKeys.contains(child.key ?? "") {
                result.attached[child.key!] = node(child, path: "\(path)@\(child.key!)", embedding: embedding)
            }
            return result
        }
        let rootController: Set<XMLNodeID> = owner?.role == .controller ? [owner!.node] : []
        root = node(rootObject, path: "", embedding: rootController)
        // More top-level views built by the same method are not in the recorded tree: unnamed there too.
        let extraObjects = extraRoots.flatMap { Self.flatten($0, embedding: rootController) }
        for object in extraObjects { paths[object.node] = "?" }
        let objects = Self.flatten(rootObject, embedding: rootController) + extraObjects
        let rootPath = ""
        func item(_ object: IBObject?, _ attribute: LayoutAttribute) -> String? {
            guard let object else { return nil }
            var name = attribute.name
            var path: String
            if let known = paths[object.node] {
                path = known
            } else if object.elementName == "viewLayoutGuide", let parent = object.parent, let parentPath = paths[parent.node],
                      let guide = Self.guideNames[object.key ?? ""] {
                path = parentPath + "#" + guide
            } else if object.elementName == "viewControllerLayoutGuide" {
                // The old guides of the controller that holds them: its view's safe area.
                let controllerView = object.parent?.asController?.view?.object
                path = (controllerView.flatMap { paths[$0.node] } ?? rootPath) + "#safeArea"
                if object.attribute("type") == "top", attribute == .bottom { name = "top" }
                if object.attribute("type") == "bottom", attribute == .top { name = "bottom" }
                // A top guide's top, and a bottom guide's bottom, are the view's own edges.
                if (object.attribute("type") == "top" && attribute == .top) || (object.attribute("type") == "bottom" && attribute == .bottom) {
                    path = controllerView.flatMap { paths[$0.node] } ?? rootPath
                }
            } else {
                return nil
            }
            return ExpectedTree.canonicalItem(path: path, attribute: name)
        }
        var constraints: [String] = []
        var constraintNames: [XMLNodeID: String] = [:]
        let excluded = objects.reduce(into: Set<String>()) { $0.formUnion(View(object: $1).excludedInBaseSizeClass) }
        for object in objects {
            for constraint in View(object: object).constraints where !constraint.isPlaceholder && !excluded.contains(constraint.id ?? "") {
                guard let first = item(constraint.firstItem, constraint.firstAttribute) else { continue }
                let second = constraint.secondItem == nil ? "-" : (item(constraint.secondItem, constraint.secondAttribute) ?? "?")
                let text = Self.constraint(first: first, relation: constraint.relation.rawValue, second: second,
                                           multiplier: constraint.multiplier, constant: constraint.runTimeConstant,
                                           priority: constraint.priority, identifier: constraint.identifier)
                constraints.append(text)
                constraintNames[constraint.node] = "constraint(" + text + ")"
            }
        }
        self.constraints = constraints.sorted()
        var outlets: [String] = [], actions: [String] = []
        // Embedded controllers are no view of the tree: the recording names them "?".
        let embedded = objects.flatMap(Self.embeddedControllers)
        for controller in embedded { paths[controller.node] = "?" }
        let sources = ([owner].compactMap { $0 } + objects.filter { $0 != owner } + embedded)
        func name(_ object: IBObject) -> String? {
            if object == owner { return "owner" }
            return paths[object.node]
        }
        for source in sources {
            guard let sourceName = name(source), stubs.isStubbed(source) else { continue }
            var members: [String: Int] = [:]
            for connection in source.connections where connection.kind == .outletCollection {
                guard let property = connection.property, property != "gestureRecognizers", let destination = connection.destination else { continue }
                let index = members[property, default: 0]
                members[property] = index + 1
                outlets.append("\(sourceName).\(property)[\(index)] = \(name(destination) ?? constraintNames[destination.node] ?? "?")")
            }
            for connection in source.connections where connection.kind == .outlet {
                guard let property = connection.property,
                      !stubs.isInherited(property, base: source.placeholder == .filesOwner ? VerificationStubs.ownerBase(source) : source.baseClassName ?? ""),
                      let destination = connection.destination,
                      let destinationName = name(destination) ?? constraintNames[destination.node] else { continue }
                outlets.append("\(sourceName).\(property) = \(destinationName)")
            }
        }
        /// An action's target as the recording names it: `owner`, a path, or `nil` for the responder
        /// chain (First Responder, and a controller outside the built views: a cell's scene controller).
        func target(_ destination: IBObject) -> String {
            if destination == owner { return "owner" }
            if let path = paths[destination.node] { return path }
            return destination.placeholder == .firstResponder || destination.role == .controller ? "nil" : "?"
        }
        for source in objects {
            guard let sourceName = paths[source.node], sourceName != "?" else { continue }
            for connection in source.connections where connection.kind == .action {
                guard let selector = connection.selector, let destination = connection.destination else { continue }
                actions.append("\(sourceName) \(connection.eventType ?? "primaryActionTriggered") → \(target(destination)).\(selector)")
            }
        }
        // Bar button items of the controller's navigation item, named by their place.
        if let controller = owner?.asController, let item = controller.navigationItem {
            let tree = item.document.tree
            var places: [(IBObject, String)] = []
            for child in tree.childElements(of: item.node) {
                let key = tree.attribute("key", of: child) ?? ""
                switch (tree.name(of: child), key) {
                case ("barButtonItem", "leftBarButtonItem"): places.append((IBObject(document: item.document, node: child), "navigationItem.left[0]"))
                case ("barButtonItem", "rightBarButtonItem"): places.append((IBObject(document: item.document, node: child), "navigationItem.right[0]"))
                case ("array", "leftBarButtonItems"), ("array", "rightBarButtonItems"):
                    let side = key.hasPrefix("left") ? "left" : "right"
                    for (index, element) in tree.childElements(of: child).filter({ tree.isElement($0, named: "barButtonItem") }).enumerated() {
                        places.append((IBObject(document: item.document, node: element), "navigationItem.\(side)[\(index)]"))
                    }
                default: break
                }
            }
            for (barItem, place) in places {
                barItemPlaces[barItem.node] = place
                for connection in barItem.connections where connection.kind == .action {
                    guard let selector = connection.selector, let destination = connection.destination else { continue }
                    actions.append("item:\(place) primaryActionTriggered → \(target(destination)).\(selector)")
                }
            }
        }
        self.outlets = outlets.sorted()
        self.paths = paths
        self.actions = actions.sorted()
    }

    /// The interface module's names of a view's layout guides, by the document's key.
    static let guideNames = ["safeArea": "safeArea", "keyboard": "keyboard", "contentLayoutGuide": "content", "frameLayoutGuide": "frame"]

    /// A margin attribute is the margins guide's edge (`leadingMargin` of `0` is `0#margins` `leading`).
    static func canonicalItem(path: String, attribute: String) -> String {
        for suffix in ["Margin", "WithinMargins"] where attribute.hasSuffix(suffix) && !path.contains("#") {
            return "\(path)#margins.\(attribute.dropLast(suffix.count))"
        }
        return "\(path).\(attribute)"
    }

    /// One constraint as text both sides write the same way.
    static func constraint(first: String, relation: String, second: String, multiplier: Double, constant: Double, priority: Double, identifier: String?) -> String {
        func n(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value) }
        let symbol = relation == "equal" ? "==" : relation == "greaterThanOrEqual" ? ">=" : "<="
        return "\(first) \(symbol) \(second) ×\(n(multiplier)) +\(n(constant)) @\(n(priority))" + (identifier.map { " #\($0)" } ?? "")
    }

    /// The views UIKit makes for an element, in subview order: a cell's or effect view's content view
    /// first, then `<subviews>`.
    /// `embedding` holds the controllers already embedded on the way here: a scene that embeds
    /// itself again (which UIKit recurses on until the stack overflows) is not followed twice.
    static func children(of object: IBObject, embedding: Set<XMLNodeID>) -> [IBObject] {
        let view = View(object: object)
        let content = object.childObjects.filter { $0.key == "contentView" && ($0.role == .view || $0.elementName == "tableViewCellContentView") }
        // An embedded controller's view joins its container view after the container's own subviews.
        let embedded = embeddedControllers(of: object).filter { !embedding.contains($0.node) }.compactMap { $0.asController?.view?.object }
        // A cell's own labels and image view join its content view when the code first reads them,
        // in the document's order.
        return content + view.subviews.map(\.object) + embedded
    }

    /// The controllers a container view embeds by segue: those with a view of their own, which the
    /// converted code makes and adds as children.
    static func embeddedControllers(of object: IBObject) -> [IBObject] {
        object.connections.filter { $0.kind == .segue && $0.segueKind == "embed" }.compactMap(\.destination)
            .filter { $0.asController?.view != nil && $0.document.isStoryboard }
    }

    static func flatten(_ object: IBObject, embedding: Set<XMLNodeID>) -> [IBObject] {
        let attached = object.childObjects.filter { $0.role == .view && attachedKeys.contains($0.key ?? "") }
        let inner = embedding.union(embeddedControllers(of: object).map(\.node))
        return [object] + (children(of: object, embedding: embedding) + attached).flatMap { flatten($0, embedding: inner) }
    }

    /// The properties the comparison checks, as the interface module records them.
    static func properties(of object: IBObject) -> [String: String] {
        let view = View(object: object)
        var result: [String: String] = [:]
        let element = object.elementName
        if ["label", "textField", "textView", "searchBar"].contains(element) {
            if let text = view.text, !text.isEmpty, view.attributedText.isEmpty { result["text"] = text }
            if let placeholder = view.placeholderText, !placeholder.isEmpty { result["placeholder"] = placeholder }
            if let font = view.font, let canonical = canonical(font) { result["font"] = canonical }
        }
        if element == "button" {
            for state in view.states {
                if let title = state.title { result["title[\(state.state)]"] = title }
            }
            if let font = view.font, let canonical = canonical(font) { result["titleLabel.font"] = canonical }
        }
        if element == "imageView", let image = object.attribute("image") {
            let symbols = UIKitValue(document: object.document).systemImages
            result["image"] = symbols.contains(image) ? "systemImage(\(image))" : "image(\(image))"
        }
        if view.isHidden { result["isHidden"] = "true" }
        if let tag = object.attribute("tag"), tag != "0" { result["tag"] = tag }
        if let identifier = view.accessibility?.identifier { result["accessibilityIdentifier"] = identifier }
        if let color = view.colors.first(where: { $0.key == "backgroundColor" }).flatMap({ canonical($0.color) }) {
            result["backgroundColor"] = color
        }
        return result
    }

    static func canonical(_ color: Color) -> String? {
        func n(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value) }
        switch color {
        case .rgb(let r, let g, let b, let a, let space): return (space == "displayP3" ? "p3" : "rgb") + "(\(n(r)),\(n(g)),\(n(b)),\(n(a)))"
        case .white(let w, let a, _): return "white(\(n(w)),\(n(a)))"
        case .system(let name), .cocoaTouchSystem(let name): return UIKitValue.systemColorName(name) == nil ? nil : "system(\(name))"
        case .named(let name, nil): return "named(\(name))"
        default: return nil
        }
    }

    static func canonical(_ font: Font) -> String? {
        let size = font.pointSize.map { $0 == $0.rounded() ? String(Int64($0)) : String($0) } ?? "17"
        switch font.kind {
        case "system": return font.weight.map { $0 == "regular" ? "system(\(size))" : "system(\(size),\($0))" } ?? "system(\(size))"
        case "boldSystem": return "boldSystem(\(size))"
        case "italicSystem": return "italicSystem(\(size))"
        case "textStyle": return font.textStyle.map { "textStyle(\($0))" }
        default: return font.name.map { "name(\($0),\(size))" }
        }
    }
}
