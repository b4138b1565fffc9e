import IBXML

/// Counts of what a set of documents holds, by kind; adds up across documents.
public struct DocumentStatistics: Codable, Hashable, Sendable {
    /// Documents read, by format and kind (`storyboard`, `xib`, `legacy archive`, `unreadable`).
    public var documents: [String: Int] = [:]
    /// Documents by platform.
    public var platforms: [String: Int] = [:]
    /// Storyboard scenes.
    public var scenes = 0
    /// Controllers (view, window, interface controllers, …).
    public var controllers = 0
    /// Views of every kind.
    public var views = 0
    /// Placeholders (File's Owner, First Responder, Exit, external objects).
    public var placeholders = 0
    /// Storyboard references.
    public var storyboardReferences = 0
    /// Other objects (cells, gesture recognizers, bar items, formatters, …).
    public var otherObjects = 0
    /// Constraints.
    public var constraints = 0
    /// Connections by kind (outlet, outletCollection, action, segue, binding).
    public var connections: [String: Int] = [:]
    /// Segues by kind (`show`, `embed`, `relationship`, `unwind`, …).
    public var segues: [String: Int] = [:]
    /// User-defined runtime attributes.
    public var runtimeAttributes = 0
    /// Elements by name, for what the typed model does not count on its own.
    public var elements: [String: Int] = [:]
    /// Bytes read.
    public var bytes = 0

    /// Empty counts.
    public init() {}

    /// Counts one document into the totals.
    public mutating func add(_ document: Document) {
        bytes += document.tree.bytes.count
        let tree = document.tree
        switch document.format {
        case .legacyArchive: documents["legacy archive", default: 0] += 1
        case .unknown: documents["not Interface Builder", default: 0] += 1
        case .document: documents[document.isStoryboard ? "storyboard" : "xib", default: 0] += 1
        }
        platforms[document.platform?.rawValue ?? "unknown", default: 0] += 1
        guard let root = tree.rootElement else { return }
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            let name = tree.name(of: node)
            elements[name, default: 0] += 1
            guard document.format == .document else { continue }
            switch name {
            case "scene": scenes += 1
            case "constraint": constraints += 1
            case "userDefinedRuntimeAttribute": runtimeAttributes += 1
            case "outlet", "outletCollection", "action", "segue", "binding":
                if tree.parent(of: node).map({ tree.isElement($0, named: "connections") }) == true {
                    connections[name, default: 0] += 1
                    if name == "segue" { segues[tree.attribute("kind", of: node) ?? "unknown", default: 0] += 1 }
                }
            default:
                let object = IBObject(document: document, node: node)
                switch object.role {
                case .controller: controllers += 1
                case .view: views += 1
                case .reference: storyboardReferences += 1
                case .placeholder: placeholders += 1
                case nil: break
                default: if object.placeholder != nil { placeholders += 1 } else { otherObjects += 1 }
                }
            }
        }
    }

    /// Counts a document that could not be read.
    public mutating func addUnreadable() { documents["unreadable", default: 0] += 1 }
}
