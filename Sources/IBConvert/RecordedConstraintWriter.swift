import IBDocument
import IBXML

/// Writes recorded constraints back into a document as `<constraint>` elements, each held by its
/// items' nearest common ancestor as Interface Builder holds them, so the layout engine can solve
/// what the converted code activated.
struct ConstraintWriter {
    let document: Document
    /// Each recorded view's id, by its path in the recording (`""`, `"0.2"`, `"top0.1"`).
    let idsByPath: [String: String]
    private var lists: [XMLNodeID: XMLNodeID] = [:]
    private var count = 0

    init(document: Document, idsByPath: [String: String]) {
        self.document = document
        self.idsByPath = idsByPath
    }

    /// Adds one recorded constraint (the recording's JSON entry); false when an item is no view or
    /// guide of the document. One between views the recording does not name (`?`) is left out.
    mutating func add(_ entry: [String: Any]) -> Bool {
        let text = { (key: String) in TreeComparison.text(entry[key]) }
        // Between views outside the recorded tree (more top-level views of a xib): not this root's layout.
        if text("first").hasPrefix("?") || text("second").hasPrefix("?") { return true }
        guard let first = item(text("first"), attribute: text("firstAttribute")) else { return false }
        var attributes: [(String, String)] = [("firstItem", first.id), ("firstAttribute", first.attribute)]
        var holderPaths = [first.viewPath]
        let secondPath = entry["second"].map(TreeComparison.text) ?? "nil"
        if secondPath != "nil" {
            guard let second = item(secondPath, attribute: text("secondAttribute")) else { return false }
            attributes += [("secondItem", second.id), ("secondAttribute", second.attribute)]
            holderPaths.append(second.viewPath)
        }
        let relation = text("relation")
        if relation != "equal" { attributes.append(("relation", relation)) }
        for (key, fallback) in [("multiplier", "1"), ("constant", "0"), ("priority", "1000")] where text(key) != fallback && text(key) != "nil" {
            attributes.append((key, text(key)))
        }
        if let identifier = entry["identifier"] as? String { attributes.append(("identifier", identifier)) }
        count += 1
        attributes.append(("id", "ibkit-recorded-\(count)"))
        guard let holder = holder(of: holderPaths), let list = list(in: holder),
              (try? document.tree.insertElement("constraint", attributes: attributes, into: list)) != nil else { return false }
        return true
    }

    /// The document item a recorded item names: a view (`0.2`), its guide (`0.2#safeArea`) or its
    /// margins (`0.2#margins`, written as a margin attribute of the view).
    private mutating func item(_ path: String, attribute: String) -> (id: String, attribute: String, viewPath: String)? {
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let viewPath = parts[0]
        guard let viewID = idsByPath[viewPath], let view = document.object(withID: viewID) else { return nil }
        guard parts.count == 2 else { return (viewID, attribute, viewPath) }
        switch parts[1] {
        case "margins":
            return (viewID, attribute + (["centerX", "centerY"].contains(attribute) ? "WithinMargins" : "Margin"), viewPath)
        case "safeArea":
            if let guide = guide("safeArea", of: view) { return (guide, attribute, viewPath) }
            // A document from before safe areas: the controller's top and bottom layout guides.
            if let controller = view.parent?.asController, controller.view?.object == view,
               let (id, edge) = controllerGuide(of: controller.object, attribute: attribute) {
                return (id, edge, viewPath)
            }
            return newGuide("safeArea", in: view).map { ($0, attribute, viewPath) }
        case "content", "frame", "keyboard":
            let key = parts[1] == "keyboard" ? "keyboard" : parts[1] + "LayoutGuide"
            return (guide(key, of: view) ?? newGuide(key, in: view)).map { ($0, attribute, viewPath) }
        default:
            return nil
        }
    }

    private func guide(_ key: String, of view: IBObject) -> String? {
        let tree = document.tree
        return tree.childElements(of: view.node).first { tree.isElement($0, named: "viewLayoutGuide") && tree.attribute("key", of: $0) == key }
            .flatMap { tree.attribute("id", of: $0) }
    }

    /// The top guide's bottom is the safe area's top; the bottom guide's top its bottom.
    private func controllerGuide(of controller: IBObject, attribute: String) -> (String, String)? {
        let wanted: (type: String, edge: String)
        switch attribute {
        case "top": wanted = ("top", "bottom")
        case "bottom": wanted = ("bottom", "top")
        default: return nil
        }
        let guide = controller.childObjects.first { $0.elementName == "viewControllerLayoutGuide" && $0.attribute("type") == wanted.type }
        return guide?.id.map { ($0, wanted.edge) }
    }

    private mutating func newGuide(_ key: String, in view: IBObject) -> String? {
        count += 1
        let id = "ibkit-guide-\(count)"
        return (try? document.tree.insertElement("viewLayoutGuide", attributes: [("key", key), ("id", id)], into: view.node)) != nil ? id : nil
    }

    /// The view whose path is the longest common prefix of the items' views' paths.
    private func holder(of paths: [String]) -> IBObject? {
        let split = paths.map { $0.isEmpty ? [] : $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        var common = split[0]
        for other in split.dropFirst() {
            common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0))
        }
        while true {
            if let id = idsByPath[common.joined(separator: ".")], let view = document.object(withID: id) { return view }
            guard !common.isEmpty else { return idsByPath[paths[0]].flatMap(document.object(withID:)) }
            common.removeLast()
        }
    }

    private mutating func list(in holder: IBObject) -> XMLNodeID? {
        if let list = lists[holder.node] { return list }
        let tree = document.tree
        let list = tree.firstChildElement(of: holder.node, named: "constraints") ?? (try? tree.insertElement("constraints", into: holder.node))
        lists[holder.node] = list
        return list
    }
}
