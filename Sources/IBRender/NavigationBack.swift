import IBDocument
import IBXML

/// The back button a pushed controller's navigation bar shows: the title of the controller below
/// it in the stack, as UIKit picks it.
enum NavigationBack {
    /// The back button's title for a controller whose navigation item is `below`: that item's
    /// back bar button item's title, else its title, else `Back`.
    static func title(of below: XMLNodeID, in tree: XMLTree) -> String {
        let back = tree.childElements(of: below).first { tree.isElement($0, named: "barButtonItem") && tree.attribute("key", of: $0) == "backBarButtonItem" }
        for candidate in [back.flatMap { tree.attribute("title", of: $0) }, tree.attribute("title", of: below)] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return "Back"
    }

    /// The back button's title for `controller` when a push or show segue from a controller of
    /// the document pushes it (nil when nothing does: a navigation controller's root shows none).
    static func title(for controller: IBObject) -> String? {
        let document = controller.document, tree = document.tree
        guard let id = controller.id, let pusher = NavigationStacks.of(document).pushers[id] else { return nil }
        if let item = tree.childElements(of: pusher).first(where: { tree.isElement($0, named: "navigationItem") }) { return title(of: item, in: tree) }
        if let title = tree.attribute("title", of: pusher), !title.isEmpty { return title }
        return "Back"
    }
}
