/// A controller — view controller, window controller, interface controller — over its element.
public struct Controller: Hashable {
    /// The controller as a generic object.
    public let object: IBObject

    /// The storyboard ID used with `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { object.attribute("storyboardIdentifier") }
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
    /// The segues that leave this controller or any control inside it.
    public var segues: [Connection] {
        ([object] + object.document.allObjects.filter { $0.isInside(object) }).flatMap(\.connections).filter { $0.kind == .segue }
    }
}

extension IBObject {
    /// Whether this object's element lies inside `other`'s element.
    public func isInside(_ other: IBObject) -> Bool {
        var current = tree.parent(of: node)
        while let candidate = current {
            if candidate == other.node { return true }
            current = tree.parent(of: candidate)
        }
        return false
    }
}
