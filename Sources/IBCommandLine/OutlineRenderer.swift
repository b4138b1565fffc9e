import IBDocument

/// Renders an ``Outline`` as an indented tree, the way Xcode's document outline reads.
public enum OutlineRenderer {
    /// The outline as text, one object a line, details indented under it; without `path`, the
    /// first line leaves the file's path out (git's textconv hands over temporary copies).
    public static func render(_ outline: Outline, path: Bool = true) -> String {
        var lines = ["\(path ? "\(outline.path) — " : "")\(outline.platform ?? "unknown platform") \(outline.kind)"
            + (outline.initialViewController.map { ", entry point \($0)" } ?? "")]
        if let reason = outline.unavailable { lines.append("  (\(reason))") }
        for (index, item) in outline.items.enumerated() {
            render(item, prefix: "", last: index == outline.items.count - 1, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private static func render(_ item: OutlineItem, prefix: String, last: Bool, into lines: inout [String]) {
        var head = item.name
        if let className = item.className { head += " [\(className)]" }
        if let id = item.id { head += " #\(id)" }
        let properties = item.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }
        if !properties.isEmpty { head += "  " + properties.joined(separator: " ") }
        lines.append(prefix + (last ? "└─ " : "├─ ") + head)
        let inner = prefix + (last ? "   " : "│  ")
        let details = item.connections.map { "↳ " + $0 } + item.runtimeAttributes.map { "⚙ " + $0 } + item.constraints.map { "⊢ " + $0 }
        let bar = item.children.isEmpty ? "   " : "│  "
        for detail in details { lines.append(inner + bar + detail) }
        for (index, child) in item.children.enumerated() {
            render(child, prefix: inner, last: index == item.children.count - 1, into: &lines)
        }
    }

    private static func quoted(_ value: String) -> String {
        let flat = value.replacingOccurrences(of: "\n", with: "⏎")
        return flat.contains(" ") || flat.isEmpty ? "\"\(flat)\"" : flat
    }
}
