import IBDocument
import IBXML

extension UIKitBuilder {
    /// A view's name, or one of its layout guides (the old top and bottom guides are the safe area's).
    func item(_ object: IBObject) -> (expression: String, isGuide: Bool)? {
        if let name = names[object.node] { return (name, false) }
        switch object.elementName {
        case "viewLayoutGuide":
            guard let owner = object.parent, let ownerName = names[owner.node] else { return nil }
            switch object.key {
            case "safeArea": return (ownerName + ".safeAreaLayoutGuide", true)
            case "keyboard": return (ownerName + ".keyboardLayoutGuide", true)
            case "contentLayoutGuide": return (ownerName + ".contentLayoutGuide", true)
            case "frameLayoutGuide": return (ownerName + ".frameLayoutGuide", true)
            default: return nil
            }
        case "viewControllerLayoutGuide":
            // The old top and bottom layout guides are the safe area's edges since iOS 11.
            return (rootViewName + ".safeAreaLayoutGuide", true)
        default:
            return nil
        }
    }

    /// The root view's name (the guides of a controller hang off it).
    var rootViewName: String { names[rootNode] ?? "view" }
}
