/// The differences between what converted AppKit code recorded and what the document loads.
enum AppKitComparison {
    /// Every difference between the recording and the expectation, each named.
    static func differences(recorded json: [String: Any], expected: AppKitExpectation) -> [String] {
        var differences: [String] = []
        if let root = expected.root {
            if let views = json["views"] as? [String: Any] {
                TreeComparison.compare(views, root, into: &differences)
            } else {
                differences.append("the recording has no view tree")
            }
        }
        let extras = json["extras"] as? [String: Any] ?? [:]
        for (key, top) in expected.tops {
            guard let recorded = extras[key] as? [String: Any] else {
                differences.append("\(key): nothing recorded")
                continue
            }
            let recordedClass = TreeComparison.plain(TreeComparison.text(recorded["class"]))
            switch top {
            case .view(let node):
                TreeComparison.compare(recorded, node, into: &differences)
            case .window(let className, let content):
                if recordedClass != TreeComparison.plain(className) { differences.append("\(key): class \(recordedClass), document \(className)") }
                if let content {
                    guard let view = recorded["contentView"] as? [String: Any] else {
                        differences.append("\(key): the window has no content view")
                        continue
                    }
                    TreeComparison.compare(view, content, into: &differences)
                }
            case .menu(let items):
                var got: [String] = []
                menuItems(recorded, path: "menu:\(key)", into: &got)
                differences += TreeComparison.multisetDifference(recorded: got, expected: items, what: "menu item")
            case .object(let className):
                if recordedClass != TreeComparison.plain(className) { differences.append("\(key): class \(recordedClass), document \(className)") }
            }
        }
        differences += TreeComparison.connectionDifferences(recorded: json, constraints: expected.constraints, outlets: expected.outlets, actions: expected.actions)
        return differences
    }

    /// The recorded menu's items in the expectation's form, submenus after their item.
    static func menuItems(_ menu: [String: Any], path: String, into items: inout [String]) {
        for (index, item) in (menu["items"] as? [[String: Any]] ?? []).enumerated() {
            let itemPath = "\(path)/\(index)"
            let properties = item["properties"] as? [String: Any] ?? [:]
            if TreeComparison.text(properties["isSeparatorItem"]) == "true" {
                items.append("\(itemPath) -")
                continue
            }
            let title = properties["title"].map(TreeComparison.text) ?? ""
            let key = properties["keyEquivalent"].map(TreeComparison.text) ?? ""
            items.append("\(itemPath) \(title) [\(key)]")
            if let submenu = item["submenu"] as? [String: Any] { menuItems(submenu, path: itemPath, into: &items) }
        }
    }
}
