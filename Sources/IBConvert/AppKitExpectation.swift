import IBDocument
import IBXML

/// What a converted AppKit root must build, read from the document as AppKit loads it: each
/// view tree, window and menu, with the constraints, outlets and actions between them.
struct AppKitExpectation {
    /// One top-level object the recording reports under its key (`top0`): a view tree, a window
    /// with its content view, a menu, or another object by its class.
    enum TopLevel {
        case view(ExpectedTree.Node)
        case window(className: String, content: ExpectedTree.Node?)
        case menu([String])
        case object(className: String)
    }

    /// The dump's root view, for a controller's view or a view's content.
    var root: ExpectedTree.Node?
    var tops: [(key: String, object: TopLevel)] = []
    var constraints: [String] = []
    var outlets: [String] = []
    var actions: [String] = []
    var paths: [XMLNodeID: String] = [:]
    /// Objects the recording names `?`: a pop-up's items, a menu's submenus.
    var unnamed: Set<XMLNodeID> = []

    /// The expectation for a root built with `owner` as `self`: `rootView` is the dump's root,
    /// `tops` the objects reported under their keys.
    init(rootView: IBObject?, tops topObjects: [IBObject], owner: IBObject?, stubs: VerificationStubs) {
        var objects: [IBObject] = []
        if let rootView {
            root = node(rootView, path: "", into: &objects)
        }
        for (index, object) in topObjects.enumerated() {
            let key = "top\(index)"
            switch object.elementName {
            case "window":
                paths[object.node] = key
                objects.append(object)
                let content = object.childObjects.first { $0.role == .view && $0.key == "contentView" }
                tops.append((key, .window(className: object.customClass ?? "NSWindow", content: content.map { node($0, path: key, into: &objects) })))
            case "menu":
                paths[object.node] = key
                objects.append(object)
                var items: [String] = []
                menuItems(object, path: "menu:\(key)", into: &items, objects: &objects)
                tops.append((key, .menu(items)))
            default:
                if object.role == .view {
                    tops.append((key, .view(node(object, path: key, into: &objects))))
                } else {
                    paths[object.node] = key
                    objects.append(object)
                    let base = object.baseClassName ?? "NSObject"
                    tops.append((key, .object(className: object.customClass ?? AppKitBuilder.foundationNames[base] ?? base)))
                }
            }
        }
        let views = objects.filter { $0.role == .view }
        var constraintNames: [XMLNodeID: String] = [:]
        for object in views {
            for constraint in View(object: object).constraints where !constraint.isPlaceholder {
                guard let firstObject = constraint.firstItem, let first = paths[firstObject.node] else { continue }
                let second = constraint.secondItem.map { paths[$0.node].map { ExpectedTree.canonicalItem(path: $0, attribute: constraint.secondAttribute.name) } ?? "?" } ?? "-"
                let text = ExpectedTree.constraint(first: ExpectedTree.canonicalItem(path: first, attribute: constraint.firstAttribute.name),
                                                   relation: constraint.relation.rawValue, second: second, multiplier: constraint.multiplier,
                                                   constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier)
                constraints.append(text)
                constraintNames[constraint.node] = "constraint(\(text))"
            }
        }
        constraints.sort()
        func name(_ object: IBObject) -> String? {
            object == owner ? "owner" : paths[object.node] ?? constraintNames[object.node] ?? (unnamed.contains(object.node) ? "?" : nil)
        }
        for source in [owner].compactMap({ $0 }) + objects where stubs.isStubbed(source) {
            guard let sourceName = name(source) else { continue }
            for connection in source.connections where connection.kind == .outlet {
                guard let property = connection.property, !AppKitBuilder.objectMembers.contains(property), let destination = connection.destination,
                      !stubs.isInherited(property, base: source.placeholder == .filesOwner ? AppKitConverter.ownerBase(source) : source.baseClassName ?? ""),
                      let destinationName = name(destination) else { continue }
                outlets.append("\(sourceName).\(property) = \(destinationName)")
            }
        }
        outlets.sort()
        let holders = AppKitBuilder.once([owner].compactMap { $0 } + objects + (owner?.document.topLevelObjects.filter { $0.placeholder != nil } ?? []))
        // The shared application is the owner when File's Owner is NSApplication (a main nib) or
        // the scene is the application's; the recording names it so.
        let ownerIsApplication = owner?.elementName == "application" || owner?.customClass == "NSApplication"
        for holder in holders {
            for connection in holder.connections where connection.kind == .action {
                guard let selector = connection.selector, let (source, destination) = AppKitBuilder.actionEnds(connection, in: holder),
                      let sourceName = paths[source.node] else { continue }
                let target: String
                if destination == owner || (destination.placeholder == .application && ownerIsApplication) {
                    target = "owner"
                } else if AppKitBuilder.isFirstResponder(destination) {
                    target = "nil"
                } else {
                    target = paths[destination.node] ?? "?"
                }
                guard target != "?" || destination.placeholder == .application else { continue }
                let event = source.document.tree.attribute("trigger", of: connection.node) == "doubleAction" ? "doubleAction" : "action"
                actions.append("\(sourceName) \(event) → \(target).\(selector)")
            }
        }
        actions.sort()
    }

    /// A view's expected tree at `path`; every view and menu item inside is added to `objects`.
    mutating func node(_ object: IBObject, path: String, into objects: inout [IBObject]) -> ExpectedTree.Node {
        paths[object.node] = path
        objects.append(object)
        let isTabView = object.elementName == "tabView"
        let children = isTabView ? [] : AppKitBuilder.viewChildren(of: object)
        let built = children.enumerated().map { index, child in node(child, path: path.isEmpty ? "\(index)" : "\(path).\(index)", into: &objects) }
        var result = ExpectedTree.Node(path: path, className: Self.className(of: object), properties: Self.properties(of: object),
                                       children: built, gestureRecognizers: [])
        if isTabView {
            for (index, view) in AppKitBuilder.viewChildren(of: object).enumerated() {
                let key = "tabViewItems[\(index)]"
                result.attached[key] = node(view, path: "\(path)@\(key)", into: &objects)
            }
        }
        // The menus a view holds are not named by the recording: their items are unnamed, sending actions it does not report.
        for attached in AppKitConverter.attachedMenuObjects(of: object) {
            unnamed.insert(attached.node)
            if attached.elementName == "menuItem" { objects.append(attached) }
        }
        // A table's columns are no view: the recording does not name them.
        if ["tableView", "outlineView"].contains(object.elementName) {
            for column in object.childObjects where column.elementName == "tableColumn" { unnamed.insert(column.node) }
        }
        return result
    }

    /// The class the recording names: the document's custom class, else AppKit's (a clip view or
    /// box content view AppKit made is whatever class AppKit gave it).
    static func className(of object: IBObject) -> String? {
        if AppKitBuilder.isMadeByParent(object) { return nil }
        if let custom = object.customClass, SwiftLiteral.isIdentifier(custom) { return custom }
        return object.elementName == "containerView" ? "NSView" : object.baseClassName
    }

    /// Each menu item as `path title key modifiers → target.action`, recursively; separators as `path -`.
    mutating func menuItems(_ menu: IBObject, path: String, into items: inout [String], objects: inout [IBObject]) {
        for (index, item) in menu.childObjects.filter({ $0.elementName == "menuItem" }).enumerated() {
            let itemPath = "\(path)/\(index)"
            paths[item.node] = itemPath
            objects.append(item)
            if item.attribute("isSeparatorItem") == "YES" {
                items.append("\(itemPath) -")
                continue
            }
            items.append("\(itemPath) \(item.attribute("title") ?? "") [\(item.attribute("keyEquivalent") ?? "")]")
            if let submenu = item.childObjects.first(where: { $0.elementName == "menu" }) {
                unnamed.insert(submenu.node)
                menuItems(submenu, path: itemPath, into: &items, objects: &objects)
            }
        }
    }
}
