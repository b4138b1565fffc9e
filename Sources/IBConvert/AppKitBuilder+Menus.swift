import IBDocument
import IBXML

extension AppKitBuilder {
    /// Writes `let <name> = NSMenu(title:)` with its items and their submenus.
    mutating func writeMenu(_ menu: IBObject, name: String) {
        names[menu.node] = name
        let title = menu.attribute("title").map { strings.expression($0, object: menu, keyPath: "title", style: options.strings) } ?? "\"\""
        source.line("let \(name) = \(className(of: menu))(title: \(title))")
        if menu.attribute("autoenablesItems") == "NO" { source.line("\(name).autoenablesItems = false") }
        switch menu.key == "mainMenu" ? "main" : menu.attribute("systemMenu") {
        case "main": source.line("NSApp.mainMenu = \(name)")
        case "services": source.line("NSApp.servicesMenu = \(name)")
        case "window": source.line("NSApp.windowsMenu = \(name)")
        case "help": source.line("NSApp.helpMenu = \(name)")
        default: break
        }
        for item in menu.childObjects where item.elementName == "menuItem" {
            writeMenuItem(item, into: name)
        }
    }

    /// One menu item added to `menuName`: a separator, or an item with its title, key
    /// equivalent, state and submenu. Its target and action are connections, written later.
    mutating func writeMenuItem(_ item: IBObject, into menuName: String?) {
        let tree = self.tree
        let itemName = names[item.node] ?? unique(item.userLabel.flatMap(SwiftLiteral.identifier).map { $0.replacingOccurrences(of: "`", with: "") + "Item" } ?? "menuItem")
        names[item.node] = itemName
        if item.attribute("isSeparatorItem") == "YES" {
            source.line("let \(itemName) = NSMenuItem.separator()")
            if let menuName { source.line("\(menuName).addItem(\(itemName))") }
            return
        }
        let title = strings.expression(item.attribute("title") ?? "", object: item, keyPath: "title", style: options.strings)
        let key = SwiftLiteral.string(item.attribute("keyEquivalent") ?? "")
        source.line("let \(itemName) = \(className(of: item))(title: \(title), action: nil, keyEquivalent: \(key))")
        if item.attribute("keyEquivalent").map({ !$0.isEmpty }) == true,
           let mask = tree.childElements(of: item.node).first(where: { tree.attribute("key", of: $0) == "keyEquivalentModifierMask" }),
           let flags = modifierFlags(mask) {
            source.line("\(itemName).keyEquivalentModifierMask = \(flags)")
        }
        if let tag = SwiftLiteral.number(item.attribute("tag")), tag != "0" { source.line("\(itemName).tag = \(tag)") }
        switch item.attribute("state") {
        case "on": source.line("\(itemName).state = .on")
        case "mixed": source.line("\(itemName).state = .mixed")
        default: break
        }
        if item.attribute("hidden") == "YES" { source.line("\(itemName).isHidden = true") }
        if item.attribute("enabled") == "NO" { source.line("\(itemName).isEnabled = false") }
        if item.attribute("alternate") == "YES" { source.line("\(itemName).isAlternate = true") }
        if let level = SwiftLiteral.number(item.attribute("indentationLevel")), level != "0" { source.line("\(itemName).indentationLevel = \(level)") }
        if let image = item.attribute("image") { source.line("\(itemName).image = \(values.image(image))") }
        if let tip = item.attribute("toolTip") { source.line("\(itemName).toolTip = \(strings.expression(tip, object: item, keyPath: "toolTip", style: options.strings))") }
        if let submenu = item.childObjects.first(where: { $0.elementName == "menu" }) {
            let submenuName = unique(itemName.replacingOccurrences(of: "Item", with: "") + "Menu")
            writeMenu(submenu, name: submenuName)
            source.line("\(itemName).submenu = \(submenuName)")
        }
        if let menuName { source.line("\(menuName).addItem(\(itemName))") }
    }

    /// A pop-up button's items, from the menu its cell holds, and the one selected.
    mutating func writePopUpItems(_ menu: XMLNodeID, of object: IBObject, name: String) {
        let menuObject = IBObject(document: document, node: menu)
        // The pop-up's own menu, which outlets may name.
        names[menu] = "\(name).menu!"
        if menuObject.attribute("autoenablesItems") == "NO" { source.line("\(name).autoenablesItems = false") }
        let items = menuObject.childObjects.filter { $0.elementName == "menuItem" }
        for item in items {
            writeMenuItem(item, into: "\(name).menu!")
        }
        if let cell = Self.cell(of: object), let selected = tree.attribute("selectedItem", of: cell),
           let index = items.firstIndex(where: { $0.id == selected }) {
            source.line("\(name).selectItem(at: \(index))")
        }
    }
}
