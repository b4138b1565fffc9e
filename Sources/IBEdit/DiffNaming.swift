import IBDocument
import IBXML

/// Names elements as Xcode's outline does, for diff lines a person reads.
final class DiffNaming {
    let version: DocumentVersion
    /// Built on the first name asked for: a diff without changes never names anything.
    private(set) lazy var document = Document(tree: version.tree)

    init(version: DocumentVersion) {
        self.version = version
    }

    /// `View Controller 'Settings' › Stack View › Label 'Title'`: the id-bearing elements from the
    /// scene's top object down to `key` (scenes and lists left out).
    func path(_ key: String) -> String {
        if key == version.rootKey { return "Document" }
        var chain: [String] = []
        var current: String? = key
        while let step = current, step != version.rootKey {
            if ElementKey.isGlobal(step), !step.hasPrefix("scene#") { chain.append(name(step)) }
            current = version.parent(step).map(ElementKey.owner)
        }
        if chain.isEmpty, key.hasPrefix("scene#") { return sceneName(key) }
        return chain.reversed().joined(separator: " › ")
    }

    /// A scene by its main object's name.
    func sceneName(_ key: String) -> String {
        let objects = version.children(key + "/objects")
        let main = objects.first { key in
            ElementKey.id(in: key).flatMap { document.object(withID: $0) }.map { $0.placeholder == nil } ?? false
        }
        return (main.map(name) ?? "Untitled") + " Scene"
    }

    /// One element's name: its kind, and the label, text or class Xcode shows when that says more.
    func name(_ key: String) -> String {
        if key.hasPrefix("scene#") { return sceneName(key) }
        let kind = Document.words(version.name(key))
        guard let id = ElementKey.id(in: key), let object = document.object(withID: id) else { return kind }
        let shown = document.displayName(of: object)
        return shown == kind ? kind : "\(kind) '\(shown)'"
    }

    /// Where a list sits, for moves: `Stack View › subviews`.
    func place(_ parentKey: String) -> String {
        let owner = ElementKey.owner(of: parentKey)
        let list = parentKey.dropFirst(owner.count).drop { $0 == "/" }
        let ownerName = owner == version.rootKey ? "Document" : path(owner)
        return list.isEmpty ? ownerName : "\(ownerName) (\(list))"
    }

    /// What an added or removed connection or constraint says.
    func summary(_ key: String) -> String? {
        guard let node = version.nodes[key] else { return nil }
        let tree = version.tree
        let target = { (attribute: String) in
            tree.attribute(attribute, of: node).map { id in self.version.nodes["#" + id] != nil ? self.name("#" + id) : id }
        }
        switch tree.name(of: node) {
        case "outlet", "outletCollection":
            return "\(tree.attribute("property", of: node) ?? "?") → \(target("destination") ?? "?")"
        case "action":
            return "\(tree.attribute("selector", of: node) ?? "?") → \(target("target") ?? target("destination") ?? "?")"
        case "segue":
            let identifier = tree.attribute("identifier", of: node).map { " '\($0)'" } ?? ""
            return "\(tree.attribute("kind", of: node) ?? "?")\(identifier) → \(target("destination") ?? "?")"
        case "constraint":
            let first = "\(target("firstItem") ?? "superview").\(tree.attribute("firstAttribute", of: node) ?? "?")"
            let second = tree.attribute("secondItem", of: node).map { _ in " \(target("secondItem") ?? "?").\(tree.attribute("secondAttribute", of: node) ?? "?")" } ?? ""
            let relation = ["lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][tree.attribute("relation", of: node) ?? ""] ?? "="
            let constant = tree.attribute("constant", of: node).map { " + \($0)" } ?? ""
            return "\(first) \(relation)\(second)\(constant)"
        default:
            return nil
        }
    }

    /// An id-less element on one line: `x=0 y=0 width=320 height=44`, `"Title"`.
    static func flat(_ version: DocumentVersion, _ key: String) -> String {
        var parts = version.attributes(key).filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }
        let text = version.text(key).trimmingWhitespace
        if !text.isEmpty { parts.append("\"\(text)\"") }
        for child in version.children(key) {
            if ElementKey.isGlobal(child) { parts.append(child); continue }
            // The place's own key is the property's name; a nested one is part of the value.
            let key = version.nodes[child].flatMap { version.tree.attribute("key", of: $0) }.map { "[\($0)]" } ?? ""
            parts.append("\(version.name(child))\(key){\(flat(version, child))}")
        }
        return parts.joined(separator: " ")
    }
}
