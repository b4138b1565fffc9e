import IBDocument
import IBFoundation
import IBXML

/// Carries out an ``ExtractionPlan`` on the document's tree: references retargeted, crossing
/// segues pointed at new references, the new storyboard assembled, the moved scenes taken out.
struct ExtractionBuilder {
    /// A storyboard reference the extraction made.
    struct Made {
        /// Whether it goes into the new storyboard (else into the document).
        var intoNew: Bool
        /// The element it stands for.
        var destination: XMLNodeID
        /// The destination's scene index, where a reference in the document takes its place.
        var anchorScene: Int
        var comment: String
        var scene: XMLElementValue
        var id: String
    }

    let plan: ExtractionPlan
    let names: (original: String, new: String)
    let tree: XMLTree
    let root: XMLNodeID
    let isMac: Bool
    /// Storyboard IDs of the document whose first holder moves (UIKit finds the first).
    let movedIdentifiers: Set<String>
    let entryMoved: Bool
    private(set) var notes: [String] = []
    private var ids: Set<String> = []
    private var identifiers: Set<String> = []
    private var made: [Made] = []
    private var usedByNew: Set<String> = []

    init(plan: ExtractionPlan, names: (original: String, new: String)) {
        self.plan = plan
        self.names = names
        tree = plan.document.tree
        root = tree.rootElement ?? tree.document
        isMac = (tree.attribute("targetRuntime", of: root) ?? "").hasPrefix("MacOSX")
        var ids: Set<String> = []
        for node in tree.descendants(of: root) where tree.kind(of: node) == .element {
            if let id = tree.attribute("id", of: node) { ids.insert(id) }
            if let id = tree.attribute("sceneID", of: node) { ids.insert(id) }
        }
        self.ids = ids
        var owners: [String: XMLNodeID] = [:]
        for controller in plan.scenes.compactMap(\.controller) {
            guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
            identifiers.insert(identifier)
            if owners[identifier] == nil { owners[identifier] = controller.object.node }
        }
        movedIdentifiers = Set(owners.filter { plan.isMoved($0.value) }.keys)
        entryMoved = plan.originalInitial.map(plan.isMoved) ?? false
    }

    /// Points every existing reference at the storyboard its controller now lives in.
    mutating func retargetReferences() {
        for object in plan.document.allObjects where object.role == .reference {
            let target = ReferenceTarget(of: object.node, in: tree, home: names.original)
                .moved(from: names.original, to: names.new, movedIdentifiers: movedIdentifiers, entryMoved: entryMoved)
            let home = plan.isMoved(object.node) ? names.new : names.original
            if target.write(to: object.node, in: tree, home: home) {
                notes.append("the reference '\(object.id ?? "")' (line \(object.location.line)) now names storyboard '\(target.storyboard)'")
            }
        }
    }

    /// Points each crossing segue, and a moved entry point, at a reference to its destination.
    mutating func reconnectCrossings() {
        let tabs = Set(plan.crossings.filter { tree.attribute("relationship", of: $0.segue) == "viewControllers" }.map(\.destination))
        for crossing in plan.crossings {
            let id = reference(intoNew: crossing.leavesMovedScene, to: crossing.destination, showsTabItem: tabs.contains(crossing.destination))
            try? tree.setAttribute("destination", to: id, of: crossing.segue)
        }
        if entryMoved, let initial = plan.originalInitial {
            try? tree.setAttribute("initialViewController", to: reference(intoNew: false, to: initial, showsTabItem: false), of: root)
            notes.append("the entry point moved: '\(names.original)' now starts at a reference to '\(names.new)'")
        }
    }

    /// The new storyboard: the document's header, the moved scenes, the references back, and the
    /// resources they use.
    mutating func newDocument() -> XMLElementValue {
        let scenesNode = tree.firstChildElement(of: root, named: "scenes") ?? root
        let comments = Self.sceneComments(in: scenesNode, of: tree)
        var sceneChildren: [XMLContentValue] = []
        for index in plan.moved.sorted() {
            let scene = plan.scenes[index].node
            if let comment = comments[scene] { sceneChildren.append(.comment(tree.text(of: comment))) }
            sceneChildren.append(.element(tree.elementValue(of: scene)))
        }
        for reference in made where reference.intoNew {
            sceneChildren += [.comment(reference.comment), .element(reference.scene)]
        }
        let scenes = XMLElementValue(name: "scenes", children: sceneChildren)
        ResourceUse.collect(scenes, into: &usedByNew)
        var children: [XMLContentValue] = []
        for child in tree.childElements(of: root) {
            switch tree.name(of: child) {
            case "scenes": children.append(.element(scenes))
            case "resources":
                if let kept = ResourceUse.keeping(tree.elementValue(of: child), used: usedByNew) { children.append(.element(kept)) }
            case "inferredMetricsTieBreakers": continue
            default: children.append(.element(tree.elementValue(of: child)))
            }
        }
        var attributes = tree.attributes(of: root).map { XMLAttributeValue(tree.name(of: $0), tree.value(of: $0)) }
        let initialID = plan.newInitial.flatMap { tree.attribute("id", of: $0) }
        if let position = attributes.firstIndex(where: { $0.name == "initialViewController" }) {
            if let initialID { attributes[position].value = initialID } else { attributes.remove(at: position) }
        } else if let initialID {
            attributes.append(XMLAttributeValue("initialViewController", initialID))
        }
        return XMLElementValue(name: tree.name(of: root), attributes: attributes, children: children)
    }

    /// Takes the moved scenes out of the document, the references to them in their place, and
    /// the resources only they used.
    mutating func rewriteOriginal() {
        guard let scenesNode = tree.firstChildElement(of: root, named: "scenes") else { return }
        let comments = Self.sceneComments(in: scenesNode, of: tree)
        for index in plan.moved.sorted() {
            let scene = plan.scenes[index].node
            let anchor = comments[scene] ?? scene
            var position = Array(tree.children(of: scenesNode)).firstIndex(of: anchor) ?? 0
            for reference in made where !reference.intoNew && reference.anchorScene == index {
                if (try? tree.insertComment(reference.comment, into: scenesNode, at: position)) != nil { position += 1 }
                tree.insert(reference.scene, into: scenesNode, at: position)
                position += 1
            }
            if let comment = comments[scene] { try? tree.remove(comment) }
            try? tree.remove(scene)
        }
        for node in plan.strandedMetadata {
            let parent = tree.parent(of: node)
            try? tree.remove(node)
            if let parent, parent != root, tree.childElements(of: parent).isEmpty { try? tree.remove(parent) }
        }
        if !plan.strandedMetadata.isEmpty { notes.append("inference hints naming moved elements were dropped; Xcode writes them again") }
        guard let resources = tree.firstChildElement(of: root, named: "resources") else { return }
        var used: Set<String> = []
        ResourceUse.collect(in: tree, under: root, skipping: resources, into: &used)
        for entry in tree.childElements(of: resources) {
            guard let name = tree.attribute("name", of: entry), !used.contains(name), usedByNew.contains(name) else { continue }
            try? tree.remove(entry)
        }
        if tree.childElements(of: resources).isEmpty { try? tree.remove(resources) }
    }

    /// The id of the reference to `destination` in the given storyboard, made on first use.
    private mutating func reference(intoNew: Bool, to destination: XMLNodeID, showsTabItem: Bool) -> String {
        if let existing = made.first(where: { $0.intoNew == intoNew && $0.destination == destination }) { return existing.id }
        let destinationMoved = plan.isMoved(destination)
        let destinationHome = destinationMoved ? names.new : names.original
        let object = IBObject(document: plan.document, node: destination)
        let target: ReferenceTarget
        if object.role == .reference {
            // A reference to a reference would chain; the new one leads where the old one does.
            target = ReferenceTarget(of: destination, in: tree, home: destinationHome)
        } else {
            let entry = destinationMoved ? plan.newInitial : (entryMoved ? nil : plan.originalInitial)
            target = ReferenceTarget(storyboard: destinationHome, identifier: destination == entry ? nil : storyboardIdentifier(of: object))
        }
        var item: XMLElementValue?
        if showsTabItem, let node = tree.childElements(of: destination).first(where: { tree.attribute("key", of: $0) == "tabBarItem" }) {
            // Only Interface Builder shows this copy; at run time the tab takes the controller's own item.
            item = ReferenceScene.freshCopy(of: tree.elementValue(of: node), ids: &ids)
        }
        let sceneIndex = plan.sceneOfElement[destination] ?? 0
        let canvas = tree.childElements(of: plan.scenes[sceneIndex].node)
            .first { tree.isElement($0, named: "point") && tree.attribute("key", of: $0) == "canvasLocation" }
            .map(tree.elementValue(of:))
        let home = intoNew ? names.new : names.original
        let built = ReferenceScene.make(target: target, home: home, isMac: isMac, item: item, canvasLocation: canvas, ids: &ids)
        made.append(Made(intoNew: intoNew, destination: destination, anchorScene: sceneIndex, comment: built.comment, scene: built.scene, id: built.referenceID))
        let named = target.storyboard + (target.identifier.map { "#" + $0 } ?? " (its entry point)")
        notes.append("\(home): a reference to \(named) stands in for \(object.className ?? object.elementName) '\(object.id ?? "")'")
        return built.referenceID
    }

    /// The controller's storyboard ID; one is given when it has none, since a reference names it.
    private mutating func storyboardIdentifier(of controller: IBObject) -> String {
        if let existing = controller.attribute("storyboardIdentifier"), !existing.isEmpty { return existing }
        let base = "\(controller.className ?? controller.elementName)-\(controller.id ?? "")"
        var candidate = base
        var suffix = 2
        while identifiers.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        identifiers.insert(candidate)
        AttributeOrder.set("storyboardIdentifier", to: candidate, of: controller.node, in: tree,
                           before: ["useStoryboardIdentifierAsRestorationIdentifier", "id"])
        notes.append("gave \(controller.className ?? controller.elementName) '\(controller.id ?? "")' the storyboard ID '\(candidate)', which the reference to it names")
        return candidate
    }

    /// Each scene → the comment Xcode writes right before it (the scene's title).
    static func sceneComments(in scenes: XMLNodeID, of tree: XMLTree) -> [XMLNodeID: XMLNodeID] {
        var result: [XMLNodeID: XMLNodeID] = [:]
        var pending: XMLNodeID?
        for child in tree.children(of: scenes) {
            switch tree.kind(of: child) {
            case .comment: pending = child
            case .element:
                if let pending { result[child] = pending }
                pending = nil
            case .text: if !tree.text(of: child).allSatisfy(\.isWhitespace) { pending = nil }
            default: pending = nil
            }
        }
        return result
    }
}
