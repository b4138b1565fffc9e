import IBProject

extension FlowMap {
    /// The flows as an indented tree from the entry point; a controller reached again is not
    /// expanded again.
    public func text() -> String {
        guard let entry else { return "no entry point: the storyboard has no initial view controller\n" }
        var lines = ["\(entry.label)  (entry point, \(Self.fileName(entry.path)))"]
        var expanded: Set<Node> = [entry]
        func walk(_ node: Node, prefix: String) {
            let outgoing = edges.filter { $0.from == node }
            for (index, edge) in outgoing.enumerated() {
                let last = index == outgoing.count - 1
                var line = prefix + (last ? "└─ " : "├─ ") + edge.kind
                if let name = edge.name { line += " '\(name)'" }
                if let trigger = edge.trigger { line += " (\(trigger))" }
                line += " → "
                if let reference = edge.reference { line += "[\(reference)] " }
                guard let target = edge.to else {
                    lines.append(line + "✗ " + (edge.problem ?? "unresolved"))
                    continue
                }
                line += target.label
                if target.path != node.path, edge.reference == nil { line += "  (\(Self.fileName(target.path)))" }
                let fresh = expanded.insert(target).inserted
                if !fresh { line += "  (see above)" }
                lines.append(line)
                let inner = prefix + (last ? "   " : "│  ")
                if fresh {
                    if let actions = unwinds[target], !actions.isEmpty {
                        lines.append(inner + "⤺ unwinds: " + actions.joined(separator: ", "))
                    }
                    walk(target, prefix: inner)
                }
            }
        }
        if let actions = unwinds[entry], !actions.isEmpty { lines.append("⤺ unwinds: " + actions.joined(separator: ", ")) }
        walk(entry, prefix: "")
        lines.append("\(nodes.count) controller\(nodes.count == 1 ? "" : "s") reachable")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The flows as a Graphviz digraph: one node per controller, one labelled edge per segue.
    public func dot() -> String {
        var lines = ["digraph flows {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        func id(_ node: Node) -> String { Self.quote(Self.fileName(node.path) + "#" + node.id) }
        for node in nodes {
            var label = node.label
            if let identifier = node.storyboardIdentifier { label += "\\n'\(identifier)'" }
            label += "\\n" + Self.fileName(node.path)
            let style = node == entry ? ", style=bold" : ""
            lines.append("  \(id(node)) [label=\(Self.quote(label))\(style)];")
        }
        for (index, edge) in edges.enumerated() {
            var label = edge.kind + (edge.name.map { " '\($0)'" } ?? "")
            if let reference = edge.reference { label += "\\nvia \(reference)" }
            if let target = edge.to {
                let style = ["relationship", "embed"].contains(edge.kind) ? ", style=dashed" : ""
                lines.append("  \(id(edge.from)) -> \(id(target)) [label=\(Self.quote(label))\(style)];")
            } else {
                let missing = Self.quote("missing-\(index)")
                lines.append("  \(missing) [label=\(Self.quote("✗ " + (edge.problem ?? "unresolved"))), color=red, fontcolor=red];")
                lines.append("  \(id(edge.from)) -> \(missing) [label=\(Self.quote(label)), color=red];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\\\\n", with: "\\n") + "\""
    }
}
