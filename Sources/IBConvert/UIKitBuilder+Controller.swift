import IBDocument
import IBXML

extension UIKitBuilder {
    /// The controller's own settings: title, navigation item, tab bar item, presentation.
    mutating func writeControllerProperties(_ controller: Controller) {
        let object = controller.object
        let tree = self.tree
        if let title = controller.title {
            source.line("title = \(strings.expression(title, object: object, keyPath: "title", style: options.strings))")
        }
        for (attribute, property) in [("modalPresentationStyle", "modalPresentationStyle"), ("modalTransitionStyle", "modalTransitionStyle")] {
            if let value = SwiftLiteral.member(object.attribute(attribute)) { source.line("\(property) = \(value)") }
        }
        for (attribute, property) in [("hidesBottomBarWhenPushed", "hidesBottomBarWhenPushed"), ("definesPresentationContext", "definesPresentationContext"),
                                      ("providesPresentationContextTransitionStyle", "providesPresentationContextTransitionStyle"),
                                      ("extendedLayoutIncludesOpaqueBars", "extendedLayoutIncludesOpaqueBars"), ("modalInPresentation", "isModalInPresentation"),
                                      ("clearsSelectionOnViewWillAppear", "clearsSelectionOnViewWillAppear")] {
            if let value = object.attribute(attribute) { source.line("\(property) = \(value == "YES")") }
        }
        if let edges = tree.firstChildElement(of: object.node, named: "extendedEdge") {
            let set = tree.attributes(of: edges).filter { tree.value(of: $0) == "YES" && tree.name(of: $0) != "key" }.map { "." + tree.name(of: $0) }
            source.line("edgesForExtendedLayout = [\(set.joined(separator: ", "))]")
        }
        if let size = tree.childElements(of: object.node).first(where: { tree.attribute("key", of: $0) == "preferredContentSize" }) {
            source.line("preferredContentSize = \(values.size(size))")
        }
        if let item = controller.navigationItem { writeNavigationItem(item) }
        if let item = controller.tabBarItem { writeTabBarItem(item) }
    }

    mutating func writeNavigationItem(_ item: IBObject) {
        for (attribute, property) in [("title", "title"), ("prompt", "prompt"), ("backButtonTitle", "backButtonTitle")] {
            if let text = item.attribute(attribute) {
                source.line("navigationItem.\(property) = \(strings.expression(text, object: item, keyPath: attribute, style: options.strings))")
            }
        }
        if let mode = SwiftLiteral.member(item.attribute("largeTitleDisplayMode")) { source.line("navigationItem.largeTitleDisplayMode = \(mode)") }
        if item.attribute("hidesBackButton") == "YES" { source.line("navigationItem.hidesBackButton = true") }
        if item.attribute("leftItemsSupplementBackButton") == "YES" { source.line("navigationItem.leftItemsSupplementBackButton = true") }
        let tree = self.tree
        for child in tree.childElements(of: item.node) {
            let key = tree.attribute("key", of: child) ?? ""
            switch (tree.name(of: child), key) {
            case ("barButtonItem", "leftBarButtonItem"), ("barButtonItem", "rightBarButtonItem"), ("barButtonItem", "backBarButtonItem"):
                let name = barButtonItem(IBObject(document: document, node: child))
                source.line("navigationItem.\(key) = \(name)")
            case ("array", "leftBarButtonItems"), ("array", "rightBarButtonItems"):
                let items = tree.childElements(of: child).filter { tree.isElement($0, named: "barButtonItem") }
                    .map { barButtonItem(IBObject(document: document, node: $0)) }
                source.line("navigationItem.\(key) = [\(items.joined(separator: ", "))]")
            case (let element, _) where element != "connections" && element != "barButtonItem":
                note(item, "<\(element) key=\"\(key)\"> of the navigation item is not converted")
            default: break
            }
        }
    }

    /// Creates a bar button item with its action; returns its name.
    mutating func barButtonItem(_ item: IBObject) -> String {
        let name = unique(item.userLabel.flatMap(SwiftLiteral.identifier) ?? (item.attribute("systemItem").map { $0 + "Item" } ?? "barButtonItem"))
        names[item.node] = name
        let type = className(of: item)
        let style = item.attribute("style").map { "." + $0 } ?? ".plain"
        if let system = SwiftLiteral.member(item.attribute("systemItem")) {
            source.line("let \(name) = \(type)(barButtonSystemItem: \(system), target: nil, action: nil)")
        } else if let image = item.attribute("image") {
            source.line("let \(name) = \(type)(image: \(values.image(image)), style: \(style), target: nil, action: nil)")
        } else {
            let title = item.attribute("title").map { strings.expression($0, object: item, keyPath: "title", style: options.strings) } ?? "nil"
            source.line("let \(name) = \(type)(title: \(title), style: \(style), target: nil, action: nil)")
        }
        if let width = SwiftLiteral.number(item.attribute("width")) { source.line("\(name).width = \(width)") }
        if item.attribute("enabled") == "NO" { source.line("\(name).isEnabled = false") }
        if let tag = SwiftLiteral.number(item.attribute("tag")) { source.line("\(name).tag = \(tag)") }
        let tree = self.tree
        if let color = tree.childElements(of: item.node).first(where: { tree.isElement($0, named: "color") && tree.attribute("key", of: $0) == "tintColor" }),
           let expression = values.color(Color(tree, color)) {
            source.line("\(name).tintColor = \(expression)")
        }
        if tree.childElements(of: item.node).contains(where: { tree.attribute("key", of: $0) == "customView" }) {
            note(item, "a bar button item's custom view is not converted yet")
        }
        for connection in item.connections where connection.kind == .action {
            writeAction(connection, from: item, sourceName: name)
        }
        return name
    }

    mutating func writeTabBarItem(_ item: IBObject) {
        if let system = SwiftLiteral.member(item.attribute("systemItem")) {
            source.line("tabBarItem = UITabBarItem(tabBarSystemItem: \(system), tag: \(SwiftLiteral.number(item.attribute("tag")) ?? "0"))")
            return
        }
        if let title = item.attribute("title") {
            source.line("tabBarItem.title = \(strings.expression(title, object: item, keyPath: "title", style: options.strings))")
        }
        if let image = item.attribute("image") { source.line("tabBarItem.image = \(values.image(image))") }
        if let image = item.attribute("selectedImage") { source.line("tabBarItem.selectedImage = \(values.image(image))") }
        if let badge = item.attribute("badgeValue") { source.line("tabBarItem.badgeValue = \(SwiftLiteral.string(badge))") }
        if let tag = SwiftLiteral.number(item.attribute("tag")) { source.line("tabBarItem.tag = \(tag)") }
    }
}
