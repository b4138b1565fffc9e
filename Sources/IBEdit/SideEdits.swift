/// What one side of a merge did to an element, in words a person resolving the conflict needs:
/// which attributes an edit changed, and what a deletion took with it.
enum SideEdits {
    /// `set title to "Preferences", changed its textColor`: what `edited` did to the element
    /// since `base`, geometry Xcode recomputes left out; "changed what it holds" when only
    /// elements inside it differ.
    static func changes(of key: String, in edited: DocumentVersion, from base: DocumentVersion) -> String {
        var pieces: [String] = []
        let before = Dictionary(base.attributes(key).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(edited.attributes(key).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] && !Geometry.attributes.contains(name) {
            pieces.append(after[name].map { "set \(name) to \"\($0)\"" } ?? "removed \(name)")
        }
        if base.text(key).trimmingWhitespace != edited.text(key).trimmingWhitespace { pieces.append("changed its text") }
        // Keyed parts (`<color key="textColor">`, `<fontDescription key="fontDescription">`) by their key.
        let baseParts = parts(of: key, in: base), editedParts = parts(of: key, in: edited)
        for part in Set(baseParts.keys).union(editedParts.keys).sorted() where baseParts[part] != editedParts[part] {
            pieces.append("changed its \(part)")
        }
        if pieces.isEmpty { return "changed what it holds" }
        return pieces.prefix(3).joined(separator: ", ") + (pieces.count > 3 ? " and \(pieces.count - 3) more" : "")
    }

    /// " (with its 3 constraints, 1 outlet)": what a deletion of `key` took along, as `deleter` no
    /// longer has it: elements inside it, and constraints and connections elsewhere that name it.
    static func companions(of key: String, base: DocumentVersion, deleter: DocumentVersion) -> String {
        guard let id = ElementKey.id(in: key) else { return "" }
        var counts: [String: Int] = [:]
        for other in base.globalKeys where other != key && deleter.nodes[other] == nil {
            let attributes = base.attributes(other)
            let names = base.name(other) == "constraint"
                ? attributes.contains { ($0.name == "firstItem" || $0.name == "secondItem") && $0.value == id }
                : Self.connections.contains(base.name(other)) && attributes.contains { $0.name == "destination" && $0.value == id }
            if names || isInside(other, key, base) { counts[base.name(other), default: 0] += 1 }
        }
        guard !counts.isEmpty else { return "" }
        // Constraints first: they are what a person restoring the element must restore too.
        let ordered = counts.sorted { ($0.key == "constraint" ? 0 : 1, $0.key) < ($1.key == "constraint" ? 0 : 1, $1.key) }
        let pieces = ordered.map { "\($0.value) \($0.key)\($0.value == 1 ? "" : "s")" }
        return " (with its \(pieces.joined(separator: ", ")))"
    }

    /// Connections Xcode deletes with the element they point at.
    static let connections: Set<String> = ["outlet", "outletCollection", "action", "segue"]

    private static func isInside(_ key: String, _ ancestor: String, _ version: DocumentVersion) -> Bool {
        var current = version.parent(key)
        var visited: Set<String> = []
        while let parent = current, visited.insert(parent).inserted {
            if parent == ancestor { return true }
            current = version.parent(parent)
        }
        return false
    }

    /// Id-less children with a `key` attribute, by that key, with their own signature.
    private static func parts(of key: String, in version: DocumentVersion) -> [String: String] {
        var parts: [String: String] = [:]
        for child in version.children(key) where !ElementKey.isGlobal(child) {
            guard let node = version.nodes[child], let name = version.tree.attribute("key", of: node),
                  !Geometry.isGeometry(node, in: version.tree) else { continue }
            parts[name] = version.placeSignature(child)
        }
        return parts
    }
}
