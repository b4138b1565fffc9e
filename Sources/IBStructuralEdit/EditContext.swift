import IBDocument
import IBEdit
import IBXML

/// The document a script is editing: its tree, where each id is, and the ids made so far.
struct EditContext {
    let tree: XMLTree
    /// The ids the edits created, in order.
    var created: [String] = []
    /// Each id's element, among the elements still in the document.
    var elements: [String: XMLNodeID] = [:]
    /// The ids of views `addView` made, by the names later edits call them (`$name`).
    var refs: [String: String] = [:]
    /// The views `addView` made, whose frames the layout engine sets once every edit has applied.
    var madeViews: Set<String> = []
    /// Whether an edit may have moved views (a view or constraint added), so that frames are solved again.
    var movesViews = false
    /// AppKit stacks `embedInStack` made, held where they were put while frames are solved.
    var pinnedStacks: Set<String> = []
    /// What the edits asked to declare in code (`"declare": true`).
    var declarations: [CodeDeclaration] = []
    /// The classes the edits renamed, old name to new, in order.
    var renames: [(from: String, to: String)] = []
    /// Edits' ids, the same on every run so that a script gives the same document each time.
    private var ids = XcodeIDs(seed: 0x9E37_79B9_7F4A_7C15)

    init(tree: XMLTree) {
        self.tree = tree
        reindex()
    }

    /// Applies one edit, or refuses it with the document as it was.
    mutating func apply(_ edit: Edit) throws(EditRefusal) {
        switch edit {
        case let .set(id, properties): try setProperties(properties, of: element(id))
        case let .remove(id): try remove(element(id))
        case let .connectOutlet(source, property, destination, declare):
            try connectOutlet(from: element(source), property: property, to: element(destination))
            if declare { try declareOutlet(property, of: element(source), to: element(destination)) }
        case let .connectAction(source, event, target, selector, declare):
            try connectAction(from: element(source), event: event, to: element(target), selector: selector)
            if declare { try declareAction(selector, of: element(target), sentBy: element(source)) }
        case let .addSegue(source, destination, kind, identifier): try addSegue(from: element(source), to: element(destination), kind: kind, identifier: identifier)
        case let .renameClass(from, to): try renameClass(from: from, to: to)
        case let .addView(view): try addView(view)
        case let .addConstraint(spec): try addConstraint(spec, item: element(spec.item))
        case let .embedInStack(ids, axis, spacing): try embedInStack(ids, axis: axis, spacing: spacing)
        case let .addScene(scene): try addScene(scene)
        }
    }

    /// The element with `id`, or a refusal naming the id.
    func element(_ id: String) throws(EditRefusal) -> XMLNodeID {
        if id.hasPrefix("$") {
            guard let made = refs[String(id.dropFirst())], let node = elements[made] else { throw EditRefusal("no earlier addView is called \"\(id.dropFirst())\"") }
            return node
        }
        guard let node = elements[id] else { throw EditRefusal("no element has the id \"\(id)\"") }
        return node
    }

    /// The catalog's role of an element.
    func role(of node: XMLNodeID) -> ElementCatalog.Role? {
        ElementCatalog.standard.role(of: tree.name(of: node))
    }

    /// Reads where every id is, after elements came or went.
    mutating func reindex() {
        var found: [String: XMLNodeID] = [:]
        guard let root = tree.rootElement else { return }
        for node in tree.descendants(of: root) {
            if let id = tree.attribute("id", of: node) { found[id] = node }
        }
        elements = found
    }

    /// A new id in Xcode's `abc-de-fgh` shape that no element has, noted as created.
    mutating func newID() -> String {
        let id = ids.next(avoiding: Set(elements.keys))
        created.append(id)
        return id
    }

    /// Whether the document is a storyboard (a xib holds no segues).
    var isStoryboard: Bool {
        tree.rootElement.flatMap { tree.attribute("type", of: $0) }?.contains("Storyboard") == true
    }

    /// Whether the document is an AppKit one.
    var isAppKit: Bool {
        tree.rootElement.flatMap { tree.attribute("targetRuntime", of: $0) }?.hasPrefix("MacOSX") == true
    }
}
