import IBDocument
import IBXML

/// Where each controller of a document sits in a navigation stack, read once per document: the
/// controller that pushes it and the navigation controller that holds it as its root, from which
/// the canvas takes the back button's title and the simulated bar's style.
struct NavigationStacks {
    /// The scene controller that pushes each controller, by the pushed one's id: the first in
    /// document order with a push or show segue to it.
    private(set) var pushers: [String: XMLNodeID] = [:]
    /// The navigation controller holding each controller as its root (a storyboard's
    /// relationship, or a xib's inline `<viewControllers>`), by the held one's id.
    private(set) var roots: [String: XMLNodeID] = [:]

    init(_ document: Document) {
        let tree = document.tree
        for scene in document.scenes {
            guard let source = scene.mainObject, let controller = source.asController else { continue }
            for segue in controller.segues {
                guard let destination = segue.destinationID else { continue }
                if ["push", "show"].contains(segue.segueKind ?? ""), destination != source.id, pushers[destination] == nil {
                    // A controller does not push itself: its back button comes from another.
                    pushers[destination] = source.node
                } else if source.elementName == "navigationController", segue.relationship == "rootViewController" {
                    roots[destination] = source.node
                }
            }
        }
        if !document.isStoryboard, let root = tree.rootElement {
            for navigation in tree.descendants(of: root) where tree.isElement(navigation, named: "navigationController") {
                let held = tree.firstChildElement(of: navigation, named: "viewControllers").map { tree.childElements(of: $0) } ?? []
                for controller in held { if let id = tree.attribute("id", of: controller) { roots[id] = navigation } }
            }
        }
    }

    /// The stacks of `document`, cached with it.
    static func of(_ document: Document) -> NavigationStacks { document.derived("IBRender.NavigationStacks", NavigationStacks.init) }

    /// The navigation bar a controller sits under: its navigation controller's, found through the
    /// controllers that push it, down to the stack's root; nil when no navigation controller holds it.
    func navigationBar(over controller: IBObject) -> IBObject? {
        let tree = controller.document.tree
        var current = controller.id
        var seen: Set<String> = []
        while let id = current, seen.insert(id).inserted {
            if let navigation = roots[id] {
                return tree.firstChildElement(of: navigation, named: "navigationBar").map { IBObject(document: controller.document, node: $0) }
            }
            current = pushers[id].flatMap { tree.attribute("id", of: $0) }
        }
        return nil
    }
}
