/// AppKit's window templates and menus as modern elements.
extension ArchiveConverter {
    /// A window: its title, style, content rectangle, sizes and content view.
    func window(_ template: ArchiveObject) -> ModernElement {
        let style = template.int("NSWindowStyleMask") ?? 0
        let names = [(1, "titled"), (2, "closable"), (4, "miniaturizable"), (8, "resizable"), (16, "utility"), (64, "documentModal"),
                     (128, "nonactivatingPanel"), (256, "texturedBackground"), (4096, "unifiedTitleAndToolbar")]
        let windowClass = template.string("NSWindowClass")
        var children = [ModernElement("windowStyleMask", [("key", "styleMask")] + names.map { bit, name in (name, style & bit != 0 ? "YES" : nil) })]
        func rect(_ key: String, _ text: String?) {
            let values = Self.numbers(in: text)
            guard values.count >= 4 else { return }
            children.append(ModernElement("rect", [("key", key), ("x", Self.format(values[0])), ("y", Self.format(values[1])),
                                                   ("width", Self.format(values[2])), ("height", Self.format(values[3]))]))
        }
        rect("contentRect", template.string("NSWindowRect"))
        rect("screenRect", template.string("NSScreenRect"))
        for (archived, key) in [("NSWindowContentMinSize", "minSize"), ("NSWindowContentMaxSize", "maxSize")] {
            let size = Self.numbers(in: template.string(archived))
            if size.count >= 2, size[0] < 1e6, size[1] < 1e6 {
                children.append(ModernElement("value", [("key", key), ("type", "size"), ("width", Self.format(size[0])), ("height", Self.format(size[1]))]))
            }
        }
        if let content = template.object("NSWindowView") { children.append(nsView(content, key: "contentView", isRoot: true)) }
        let custom = customClass(of: template) ?? (windowClass == nil || windowClass == "NSWindow" ? nil : windowClass)
        return ModernElement("window", [("title", template.string("NSWindowTitle") ?? ""), ("id", id(of: template)), ("customClass", custom)], children: children)
    }

    /// A menu and its items, submenus included, with their key equivalents.
    func menu(_ menu: ArchiveObject, key: String?, depth: Int = 0) -> ModernElement {
        let systemMenus = ["_NSMainMenu": "main", "_NSAppleMenu": "apple", "_NSServicesMenu": "services", "_NSWindowsMenu": "window",
                           "_NSHelpMenu": "help", "_NSRecentDocumentsMenu": "recentDocuments", "_NSFontMenu": "font"]
        let items = menu.list("NSMenuItems").map { item -> ModernElement in
            let equivalent = item.string("NSKeyEquiv").flatMap { $0.isEmpty ? nil : $0 }
            var children: [ModernElement] = []
            if let modifiers = item.int("NSKeyEquivModMask"), equivalent != nil, modifiers != 1 << 20 {
                let names = [(1 << 17, "shift"), (1 << 18, "control"), (1 << 19, "option"), (1 << 20, "command")]
                children.append(ModernElement("modifierMask", [("key", "keyEquivalentModifierMask")] + names.map { bit, name in (name, modifiers & bit != 0 ? "YES" : nil) }))
            }
            if let submenu = item.object("NSSubmenu"), submenu !== menu, depth < 30 { children.append(self.menu(submenu, key: "submenu", depth: depth + 1)) }
            return ModernElement("menuItem", [("title", item.string("NSTitle") ?? ""), ("keyEquivalent", equivalent),
                                              ("isSeparatorItem", item.bool("NSIsSeparator") == true ? "YES" : nil),
                                              ("enabled", item.bool("NSIsDisabled") == true ? "NO" : nil), ("hidden", item.bool("NSIsHidden") == true ? "YES" : nil),
                                              ("alternate", item.bool("NSIsAlternate") == true ? "YES" : nil), ("state", item.int("NSState") == 1 ? "on" : nil),
                                              ("id", id(of: item))], children: children)
        }
        return ModernElement("menu", [("key", key), ("title", menu.string("NSTitle") ?? ""), ("systemMenu", menu.string("NSName").flatMap { systemMenus[$0] }),
                                      ("id", id(of: menu))], children: [ModernElement("items", children: items)])
    }
}
