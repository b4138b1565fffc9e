extension Runtime {
    /// The window's controllers as an indented tree: containment, what is on top or selected,
    /// what each presents and how.
    ///
    /// ```
    /// window
    /// └─ UINavigationController(nav-vc-001) appeared
    ///    ├─ AViewController
    ///    └─ BViewController top, appeared
    /// ```
    public func hierarchyDescription() -> String {
        guard let root = rootViewController else { return "window (no root view controller)\n" }
        var lines = ["window"]
        describe(root, prefix: "", isLast: true, role: nil, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ controller: SimViewController, prefix: String, isLast: Bool, role: String?, into lines: inout [String]) {
        var notes: [String] = []
        if let role { notes.append(role) }
        if controller.isAppeared { notes.append("appeared") } else if !controller.isViewLoaded { notes.append("view not loaded") }
        let branch = isLast ? "└─ " : "├─ "
        lines.append(prefix + branch + controller.label + (notes.isEmpty ? "" : "  [" + notes.joined(separator: ", ") + "]"))
        let inner = prefix + (isLast ? "   " : "│  ")
        var entries: [(SimViewController, String?)] = controller.children.enumerated().map { index, child in
            switch controller.container {
            case .navigation: (child, index == controller.children.count - 1 ? "top" : "stack \(index)")
            case .tabBar: (child, index == controller.selectedIndex ? "tab \(index), selected" : "tab \(index)")
            case .split: (child, "column \(index)")
            case .plain: (child, "child")
            }
        }
        if let presented = controller.presentedViewController {
            entries.append((presented, "presented, \(presented.presentationStyle ?? "pageSheet")"))
        }
        for (index, entry) in entries.enumerated() {
            describe(entry.0, prefix: inner, isLast: index == entries.count - 1, role: entry.1, into: &lines)
        }
    }
}
