import IBXML

/// `<resources>` put in Xcode's order inside canonically written bytes, for `format`: the
/// writer keeps element order, and a merge or a hand edit can leave resources unsorted.
enum ResourceReordering {
    /// The written bytes with the resources block's children sorted, or nil when they already are
    /// in an order Xcode writes (or the block is not one this can sort safely).
    static func reorder(_ written: [UInt8], tree: XMLTree) -> [UInt8]? {
        guard let root = tree.rootElement,
              let resources = tree.childElements(of: root).first(where: { tree.name(of: $0) == "resources" }) else { return nil }
        var keys: [ResourceOrder.Key] = []
        for child in tree.childElements(of: resources) {
            guard let name = tree.attribute("name", of: child) else { return nil }
            keys.append(ResourceOrder.Key(element: tree.name(of: child), name: name))
        }
        guard !ResourceOrder.isOrdered(keys) else { return nil }
        var lines = written.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        guard let open = lines.firstIndex(where: { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: [" "]) == "<resources>" }) else { return nil }
        let indent = lines[open].prefix { $0 == 0x20 }.count
        let closing = Array(String(repeating: " ", count: indent).utf8) + Array("</resources>".utf8)
        guard let close = lines[open...].firstIndex(of: closing) else { return nil }
        // Each child starts at one more level of indentation; its own children sit deeper.
        var chunks: [[[UInt8]]] = []
        for line in lines[(open + 1)..<close] {
            let depth = line.prefix { $0 == 0x20 }.count
            let opens = depth == indent + 4 && line.count > depth + 1 && line[depth] == UInt8(ascii: "<") && line[depth + 1] != UInt8(ascii: "/")
            if opens {
                chunks.append([line])
            } else if chunks.isEmpty {
                return nil
            } else {
                chunks[chunks.count - 1].append(line)
            }
        }
        guard chunks.count == keys.count else { return nil }
        let sorted = ResourceOrder.sortedPositions(keys).flatMap { chunks[$0] }
        lines.replaceSubrange((open + 1)..<close, with: sorted)
        return Array(lines.joined(separator: [0x0A]))
    }
}
