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
        var visited: Set<String> = []
        // Ids holding a `/` can make an owner's key name another element: each step is taken once.
        while let step = current, step != version.rootKey, visited.insert(step).inserted {
            if ElementKey.isGlobal(step), !step.hasPrefix("scene#") { chain.append(name(step)) }
            current = version.parent(step).map(ElementKey.owner)
        }
        if chain.isEmpty, key.hasPrefix("scene#") { return sceneName(key) }
        return chain.reversed().joined(separator: " › ")
    }

    /// The path of an added or removed element whose summary says which one it is: the last
    /// step is its kind alone (`… › Switch › Constraint`, then `Switch.height = 34`).
    func path(added key: String, summarized: Bool) -> String {
        guard summarized, let parent = version.parent(key).map(ElementKey.owner), parent != version.rootKey else { return path(key) }
        return path(parent) + " › " + Document.words(version.name(key))
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
        // Which constraint, without its constant: the constant is what a change reports.
        if version.name(key) == "constraint", let equation = constraint(key, constant: false) { return "Constraint (\(equation))" }

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
            return constraint(key, constant: true)
        default:
            return nil
        }
    }

    /// `Label.top = Safe Area.top + 20`, as the dump writes it: a constraint without a first item
    /// is on the view that holds it (a width or height of its own).
    func constraint(_ key: String, constant: Bool) -> String? {
        guard let node = version.nodes[key] else { return nil }
        let tree = version.tree
        // Items are views or guides; one that names a constraint (a damaged document) is named by
        // its kind, so that naming never recurses.
        let plainName = { (key: String) in self.version.name(key) == "constraint" ? "Constraint" : self.name(key) }
        let item = { (attribute: String) -> String? in
            tree.attribute(attribute, of: node).map { id in self.version.nodes["#" + id] != nil ? plainName("#" + id) : id }
        }
        let holder = version.parent(key).map(ElementKey.owner).map(plainName) ?? "view"
        let first = "\(item("firstItem") ?? holder).\(tree.attribute("firstAttribute", of: node) ?? "?")"
        let relation = ["lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][tree.attribute("relation", of: node) ?? ""] ?? "="
        var right: [String] = []
        if let attribute = tree.attribute("secondAttribute", of: node) {
            let multiplier = tree.attribute("multiplier", of: node).map { " × \($0)" } ?? ""
            right.append("\(item("secondItem") ?? holder).\(attribute)\(multiplier)")
        }
        if constant, let value = tree.attribute("constant", of: node) {
            if right.isEmpty { right.append(value) } else { right.append(value.hasPrefix("-") ? "- \(value.dropFirst())" : "+ \(value)") }
        }
        if right.isEmpty { return first }
        return "\(first) \(relation) \(right.joined(separator: " "))"
    }

    /// An id-less element on one line: `x=0 y=0 width=320 height=44`, `"Title"`, `#3366CC`.
    /// With `raw`, colours are written as their components too: what tells apart two colours
    /// with the same hex.
    static func flat(_ version: DocumentVersion, _ key: String, raw: Bool = false) -> String {
        if !raw, version.name(key) == "color", let node = version.nodes[key], let color = ColorText.describe(Color(version.tree, node)) {
            return color
        }
        var parts = version.attributes(key).filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }
        let text = version.text(key).trimmingWhitespace
        if !text.isEmpty { parts.append("\"\(text)\"") }
        for child in version.children(key) {
            if ElementKey.isGlobal(child) { parts.append(child); continue }
            // The place's own key is the property's name; a nested one is part of the value.
            let key = version.nodes[child].flatMap { version.tree.attribute("key", of: $0) }.map { "[\($0)]" } ?? ""
            if !raw, version.name(child) == "color" { parts.append("\(key.isEmpty ? "color" : key) \(flat(version, child))"); continue }
            parts.append("\(version.name(child))\(key){\(flat(version, child, raw: raw))}")
        }
        return parts.joined(separator: " ")
    }
}
