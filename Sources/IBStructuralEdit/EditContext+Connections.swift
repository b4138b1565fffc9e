import IBDocument
import IBXML

/// Outlets, actions and segues: each written into its source's `<connections>` where Xcode keeps
/// it (actions, then bindings, outlets, outlet collections and segues; each kind by name).
extension EditContext {
    mutating func connectOutlet(from source: XMLNodeID, property: String, to destination: XMLNodeID) throws(EditRefusal) {
        guard Self.isIdentifier(property) else { throw EditRefusal("\"\(property)\" is not a property name") }
        if let existing = connections(of: source, named: "outlet").first(where: { tree.attribute("property", of: $0) == property }) {
            throw EditRefusal("\(describe(source)) already connects its outlet \"\(property)\" to \"\(tree.attribute("destination", of: existing) ?? "")\"; remove that outlet first")
        }
        let id = newID()
        try insertConnection("outlet", [("property", property), ("destination", idOf(destination)), ("id", id)], into: source, sortKey: property)
    }

    mutating func connectAction(from source: XMLNodeID, event: String?, to target: XMLNodeID, selector: String) throws(EditRefusal) {
        guard Self.isSelector(selector) else { throw EditRefusal("\"\(selector)\" is not an action selector (like \"save:\" or \"valueChanged:forEvent:\")") }
        let name = tree.name(of: source)
        var attributes: [(String, String)] = [("selector", selector)]
        if isAppKit {
            guard event == nil else { throw EditRefusal("AppKit actions have no event; leave \"event\" out") }
            attributes.append(("target", idOf(target)))
        } else {
            attributes.append(("destination", idOf(target)))
            if let controlEvent = Self.defaultEvents[name] {
                let chosen = event ?? controlEvent
                guard Self.controlEvents.contains(chosen) else {
                    throw EditRefusal("\"\(chosen)\" is no control event; one of: " + Self.controlEvents.joined(separator: ", "))
                }
                attributes.append(("eventType", chosen))
            } else if role(of: source) == .barItem || role(of: source) == .gestureRecognizer {
                guard event == nil else { throw EditRefusal("a \(name) sends its action without an event; leave \"event\" out") }
            } else {
                throw EditRefusal("\(describe(source)) sends no actions: it is no control, bar button item or gesture recognizer")
            }
        }
        let duplicate = connections(of: source, named: "action").contains { action in
            tree.attribute("selector", of: action) == selector && tree.attribute("eventType", of: action) == attributes.first { $0.0 == "eventType" }?.1
                && (tree.attribute("destination", of: action) ?? tree.attribute("target", of: action)) == idOf(target)
        }
        guard !duplicate else { throw EditRefusal("\(describe(source)) already sends \(selector) to \"\(idOf(target))\"") }
        let id = newID()
        try insertConnection("action", attributes + [("id", id)], into: source, sortKey: selector)
    }

    mutating func addSegue(from source: XMLNodeID, to destination: XMLNodeID, kind: String, identifier: String?) throws(EditRefusal) {
        guard isStoryboard else { throw EditRefusal("segues are a storyboard's; this document is a xib") }
        let kinds = isAppKit ? Self.appKitSegueKinds : Self.segueKinds
        guard kinds.contains(kind) else {
            throw EditRefusal("\"\(kind)\" is not \(isAppKit ? "an AppKit" : "a UIKit") segue kind this edit makes; one of: " + kinds.joined(separator: ", "))
        }
        guard [.controller, .reference].contains(role(of: destination)) else { throw EditRefusal("\(describe(destination)) is no controller or storyboard reference: segues lead to controllers") }
        guard let controller = controller(holding: source) else { throw EditRefusal("\(describe(source)) is in no scene's controller") }
        if kind == "embed" && tree.name(of: source) != "containerView" {
            throw EditRefusal("an embed segue starts at a container view, not at \(describe(source))")
        }
        if kind == "embed", let cycle = embedCycle(from: controller, into: destination) {
            throw EditRefusal("a cycle: " + cycle.map(describe).joined(separator: " embeds ") + " embeds " + describe(controller)
                              + "; loading it would embed controllers without end")
        }
        if let identifier {
            let taken = tree.descendants(of: controller).contains { tree.isElement($0, named: "segue") && tree.attribute("identifier", of: $0) == identifier }
            guard !taken else { throw EditRefusal("\(describe(controller)) already has a segue with the identifier \"\(identifier)\"") }
        }
        var attributes = [("destination", idOf(destination)), ("kind", kind)]
        if let identifier { attributes.append(("identifier", identifier)) }
        let id = newID()
        try insertConnection("segue", attributes + [("id", id)], into: source, sortKey: nil)
    }

    /// The controllers from `destination` whose embed segues lead back to `controller`, in order,
    /// or nil when none does.
    func embedCycle(from controller: XMLNodeID, into destination: XMLNodeID) -> [XMLNodeID]? {
        var path: [XMLNodeID] = [controller]
        var seen: Set<XMLNodeID> = []
        func visit(_ node: XMLNodeID) -> Bool {
            if node == controller { return true }
            guard seen.insert(node).inserted else { return false }
            path.append(node)
            for segue in tree.descendants(of: node) where tree.isElement(segue, named: "segue") && tree.attribute("kind", of: segue) == "embed" {
                if let next = tree.attribute("destination", of: segue).flatMap({ elements[$0] }), visit(next) { return true }
            }
            path.removeLast()
            return false
        }
        return visit(destination) ? path : nil
    }

    /// The controller whose scene holds `node` (itself, when it is one).
    func controller(holding node: XMLNodeID) -> XMLNodeID? {
        var current: XMLNodeID? = node
        while let element = current {
            if role(of: element) == .controller { return element }
            current = tree.parent(of: element)
        }
        return nil
    }

    /// The source's connections of one kind.
    func connections(of source: XMLNodeID, named name: String) -> [XMLNodeID] {
        guard let list = tree.firstChildElement(of: source, named: "connections") else { return [] }
        return tree.childElements(of: list).filter { tree.isElement($0, named: name) }
    }

    /// Inserts a connection among its kind in Xcode's order (by `sortKey`, or last).
    private mutating func insertConnection(_ name: String, _ attributes: [(String, String)], into source: XMLNodeID, sortKey: String?) throws(EditRefusal) {
        let list = try connectionsList(of: source)
        let rank = Self.connectionOrder.firstIndex(of: name) ?? Self.connectionOrder.count
        let children = tree.childElements(of: list)
        let position = children.firstIndex { child in
            let childRank = Self.connectionOrder.firstIndex(of: tree.name(of: child)) ?? Self.connectionOrder.count
            if childRank != rank { return childRank > rank }
            guard let sortKey else { return false }
            let key = tree.attribute(name == "action" ? "selector" : "property", of: child) ?? ""
            return key > sortKey
        } ?? children.count
        do {
            let node = try tree.insertElement(name, attributes: attributes, into: list, at: childIndex(of: list, elementIndex: position))
            if let id = attributes.last(where: { $0.0 == "id" })?.1 { elements[id] = node }
        } catch { throw EditRefusal("cannot write the \(name): \(error)") }
    }

    /// The source's `<connections>`, made as its last child (before a xib object's place on the canvas) when it has none.
    private mutating func connectionsList(of source: XMLNodeID) throws(EditRefusal) -> XMLNodeID {
        if let list = tree.firstChildElement(of: source, named: "connections") { return list }
        let children = tree.childElements(of: source)
        let position = children.firstIndex { tree.isElement($0, named: "point") && tree.attribute("key", of: $0) == "canvasLocation" } ?? children.count
        do { return try tree.insertElement("connections", into: source, at: childIndex(of: source, elementIndex: position)) } catch {
            throw EditRefusal("cannot write the connections: \(error)")
        }
    }

    /// The index among all children (text and comments included) of the element child `elementIndex`.
    func childIndex(of parent: XMLNodeID, elementIndex: Int) -> Int {
        let all = Array(tree.children(of: parent)), elementsOnly = tree.childElements(of: parent)
        guard elementIndex < elementsOnly.count else { return all.count }
        return all.firstIndex(of: elementsOnly[elementIndex]) ?? all.count
    }

    /// The id an element is named by.
    func idOf(_ node: XMLNodeID) -> String { tree.attribute("id", of: node) ?? "" }

    /// How an element is named in messages: its element name, class and id.
    func describe(_ node: XMLNodeID) -> String {
        let custom = tree.attribute("customClass", of: node).map { " (\($0))" } ?? ""
        return "the \(tree.name(of: node))\(custom) \"\(idOf(node))\""
    }

    /// The order of connection kinds inside `<connections>`.
    static let connectionOrder = ["action", "binding", "outlet", "outletCollection", "segue"]

    /// The segue kinds the edit makes (a relationship or unwind segue needs more than a kind).
    static let segueKinds = ["show", "showDetail", "presentation", "popoverPresentation", "embed", "push", "modal"]
    /// AppKit's: a popover needs an anchor view this edit does not take.
    static let appKitSegueKinds = ["show", "sheet", "modal", "embed"]

    /// UIKit controls and the event Interface Builder connects when none is named.
    static let defaultEvents: [String: String] = [
        "button": "touchUpInside", "textField": "editingDidEnd", "switch": "valueChanged", "slider": "valueChanged",
        "segmentedControl": "valueChanged", "stepper": "valueChanged", "datePicker": "valueChanged", "pageControl": "valueChanged",
        "colorWell": "valueChanged",
    ]

    /// UIKit's control events, as documents name them.
    static let controlEvents = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit", "touchUpInside",
        "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered", "menuActionTriggered", "editingDidBegin",
        "editingChanged", "editingDidEnd", "editingDidEndOnExit",
    ]

    /// Whether a name can be a Swift or Objective-C property.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether a string is an Objective-C selector: names each followed by a colon, or one name.
    static func isSelector(_ selector: String) -> Bool {
        guard selector.hasSuffix(":") || !selector.contains(":") else { return false }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast(selector.hasSuffix(":") ? 1 : 0)
        return !parts.isEmpty && parts.enumerated().allSatisfy { index, part in
            (index > 0 && part.isEmpty) || isIdentifier(String(part))
        }
    }
}
