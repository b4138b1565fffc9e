/// A controller — view controller, window controller, interface controller — over its element.
public struct Controller: Hashable {
    /// The controller as a generic object.
    public let object: IBObject

    /// The storyboard ID used with `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { object.attribute("storyboardIdentifier") }
    /// The name a WatchKit interface controller is shown by from code (`pushController(withName:context:)`,
    /// `presentController(withName:context:)`): its `identifier`, WatchKit's storyboard ID.
    public var interfaceControllerName: String? { object.elementName == "controller" ? object.attribute("identifier") : nil }
    /// The title set in the attributes inspector.
    public var title: String? { object.attribute("title") }
    /// The controller's root view (`<view key="view">`, or a table/collection view for those controllers).
    public var view: View? {
        object.childObjects.first { $0.key == "view" && $0.role == .view }.map(View.init)
    }
    /// The controller's navigation item.
    public var navigationItem: IBObject? { object.childObjects.first { $0.elementName == "navigationItem" } }
    /// The controller's tab bar item.
    public var tabBarItem: IBObject? { object.childObjects.first { $0.elementName == "tabBarItem" } }
    /// The top and bottom layout guides of pre-iOS 11 documents (`<layoutGuides>`).
    public var layoutGuides: [IBObject] { object.childObjects.filter { $0.role == .layoutGuide } }
    /// The segues that leave this controller: from the controller, any control inside it, and,
    /// for a scene's controller, any object dropped into the scene's bar (a gesture recognizer,
    /// a bar button item), since UIKit archives every segue template of a scene with its
    /// controller (`UIStoryboardSegueTemplates`).
    public var segues: [Connection] {
        let document = object.document
        var owners = [object]
        if let scene = object.scene, scene.mainObject == object {
            owners += scene.objects.filter { $0 != object && $0.placeholder == nil && $0.role != .controller && $0.role != .reference }
        }
        let inside = owners.flatMap { owner in
            document.tree.descendants(of: owner.node).filter(document.isObjectElement).map { IBObject(document: document, node: $0) }
        }
        return (owners + inside).flatMap(\.connections).filter { $0.kind == .segue }
    }
}

extension IBObject {
    /// The segues a Mac storyboard's application scene starts from its menu items ("About" showing
    /// a window controller); empty for any other object.
    public var applicationSegues: [Connection] { elementName == "application" ? Controller(object: self).segues : [] }
}
