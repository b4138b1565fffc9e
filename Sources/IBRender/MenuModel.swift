import IBDocument
import IBXML

/// A menu as a document describes it: what Xcode's canvas shows of a Mac app's main menu, a
/// status-bar menu or any other menu that is an object of its own.
struct MenuModel: Sendable {
    /// One entry of a menu.
    struct Item: Sendable {
        /// The title, without the tabs that indent it; empty for a separator.
        var title: String
        /// Leading tabs of the title: AppKit indents the item by as many steps.
        var indentation = 0
        /// A line between groups of items.
        var isSeparator = false
        /// Drawn grey.
        var isDisabled = false
        /// Checked (`state="on"`).
        var isChecked = false
        /// The key equivalent as the menu shows it (`⇧⌘G`); empty without one.
        var keyEquivalent = ""
        /// The menu the item opens.
        var submenu: MenuModel?
    }

    /// The menu's id in the document.
    var id: String?
    /// Its title.
    var title: String
    /// Whether it is the app's main menu (drawn as a menu bar).
    var isMainMenu: Bool
    /// Its items, hidden and alternate ones left out (the canvas shows neither until asked).
    var items: [Item]

    /// The menus of a document that stand on their own: top-level objects and an application's
    /// main menu, not a submenu and not a control's or view's pop-up menu (which the control draws).
    static func standalone(in document: Document) -> [MenuModel] {
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        return tree.descendants(of: root).compactMap { node -> MenuModel? in
            guard tree.isElement(node, named: "menu"), let parent = tree.parent(of: node) else { return nil }
            let key = tree.attribute("key", of: node)
            guard key == "mainMenu" || (key == nil && tree.isElement(parent, named: "objects")) else { return nil }
            return MenuModel(tree, node, depth: 0)
        }
    }

    /// Reads a `<menu>`; submenus deeper than a few levels are left closed (a hostile document
    /// cannot make the drawing grow without bound).
    init(_ tree: XMLTree, _ node: XMLNodeID, depth: Int) {
        id = tree.attribute("id", of: node)
        title = tree.attribute("title", of: node) ?? tree.attribute("userLabel", of: node) ?? "Menu"
        isMainMenu = tree.attribute("systemMenu", of: node) == "main" || tree.attribute("key", of: node) == "mainMenu"
        items = []
        guard let list = tree.firstChildElement(of: node, named: "items") else { return }
        for entry in tree.childElements(of: list) where tree.isElement(entry, named: "menuItem") {
            guard tree.attribute("hidden", of: entry) != "YES", tree.attribute("alternate", of: entry) != "YES" else { continue }
            // A title with a tab or line break is written as a `<string key="title">` element.
            let written = tree.attribute("title", of: entry)
                ?? tree.firstChildElement(of: entry, named: "string", where: "key", is: "title").map { tree.text(of: $0) } ?? ""
            var item = Item(title: String(written.drop { $0 == "\t" }))
            item.indentation = written.prefix { $0 == "\t" }.count
            item.isSeparator = tree.attribute("isSeparatorItem", of: entry) == "YES"
            item.isDisabled = tree.attribute("enabled", of: entry) == "NO"
            item.isChecked = tree.attribute("state", of: entry) == "on"
            item.keyEquivalent = Self.keyEquivalent(tree, entry)
            if depth < 6, let submenu = tree.firstChildElement(of: entry, named: "menu") {
                item.submenu = MenuModel(tree, submenu, depth: depth + 1)
            }
            items.append(item)
        }
    }

    /// `keyEquivalent` and its modifier mask as a menu shows them: ⌃⌥⇧⌘ then the key, an upper
    /// case letter implying ⇧; ⌘ alone when the document records no mask.
    static func keyEquivalent(_ tree: XMLTree, _ item: XMLNodeID) -> String {
        guard let key = tree.attribute("keyEquivalent", of: item), !key.isEmpty else { return "" }
        let mask = tree.firstChildElement(of: item, named: "modifierMask", where: "key", is: "keyEquivalentModifierMask")
        func has(_ flag: String) -> Bool { mask.map { tree.attribute(flag, of: $0) == "YES" } ?? (flag == "command") }
        let isUpperLetter = key.count == 1 && key.uppercased() == key && key.lowercased() != key
        var text = ""
        if has("control") { text += "⌃" }
        if has("option") { text += "⌥" }
        if has("shift") || isUpperLetter { text += "⇧" }
        if has("command") { text += "⌘" }
        return text + keyName(key)
    }

    /// The key as a menu prints it: letters in upper case, named keys as their symbols.
    static func keyName(_ key: String) -> String {
        guard let scalar = key.unicodeScalars.first, key.unicodeScalars.count == 1 else { return key.uppercased() }
        switch scalar.value {
        case 0x0D, 0x03: return "↩"
        case 0x1B: return "⎋"
        case 0x09: return "⇥"
        case 0x08, 0x7F: return "⌫"
        case 0x20: return "Space"
        case 0xF728: return "⌦"
        case 0xF700: return "↑"
        case 0xF701: return "↓"
        case 0xF702: return "←"
        case 0xF703: return "→"
        case 0xF729: return "↖"
        case 0xF72B: return "↘"
        case 0xF72C: return "⇞"
        case 0xF72D: return "⇟"
        case 0xF704...0xF726: return "F\(scalar.value - 0xF704 + 1)"
        case 0x00...0x1F, 0xF000...0xF8FF: return "?"
        default: return key.uppercased()
        }
    }
}
