import IBDocument
import IBXML

extension UIKitBuilder {
    /// A container's bars as its scene stores them: the navigation bar and toolbar shown or
    /// hidden, large titles, translucency, style and colors of the navigation bar and tab bar.
    mutating func writeBars(of container: IBObject) {
        if container.attribute("navigationBarHidden") == "YES" { source.line("isNavigationBarHidden = true") }
        if container.attribute("toolbarHidden") == "NO" { source.line("isToolbarHidden = false") }
        for (attribute, property) in [("hidesBarsOnSwipe", "hidesBarsOnSwipe"), ("hidesBarsOnTap", "hidesBarsOnTap")] where container.attribute(attribute) == "YES" {
            source.line("\(property) = true")
        }
        let tree = self.tree
        for child in tree.childElements(of: container.node) {
            let key = tree.attribute("key", of: child)
            switch (tree.name(of: child), key) {
            case ("navigationBar", "navigationBar"?): writeBar(IBObject(document: document, node: child), named: "navigationBar")
            case ("tabBar", "tabBar"?): writeBar(IBObject(document: document, node: child), named: "tabBar")
            default: continue
            }
        }
    }

    private mutating func writeBar(_ bar: IBObject, named name: String) {
        if bar.attribute("largeTitles") == "YES" { source.line("\(name).prefersLargeTitles = true") }
        if bar.attribute("translucent") == "NO" { source.line("\(name).isTranslucent = false") }
        if let style = SwiftLiteral.member(bar.attribute("barStyle")), style != ".default" { source.line("\(name).barStyle = \(style)") }
        let tree = self.tree
        for child in tree.childElements(of: bar.node) {
            let key = tree.attribute("key", of: child) ?? ""
            switch tree.name(of: child) {
            case "color" where ["tintColor", "barTintColor"].contains(key):
                if let expression = values.color(Color(tree, child)) { source.line("\(name).\(key) = \(expression)") }
            case "rect", "autoresizingMask", "nil":
                continue
            default:
                note(bar, "the \(name)'s <\(tree.name(of: child))\(key.isEmpty ? "" : " key=\"\(key)\"")> is not converted yet")
            }
        }
    }
}
