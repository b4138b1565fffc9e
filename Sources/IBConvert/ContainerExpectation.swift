import IBDocument
import IBXML

/// What a converted container scene must make, read from the document as UIKit loads it: its
/// children in order (and theirs), and the bar settings the scene stores.
enum ContainerExpectation {
    /// The properties compared on the container and its bars: those the converter writes from
    /// the scene (colors are left to the properties of views, compared elsewhere).
    static let checkedProperties: Set<String> = ["isNavigationBarHidden", "isToolbarHidden", "hidesBarsOnSwipe", "hidesBarsOnTap",
                                                 "prefersLargeTitles", "isTranslucent", "transitionStyle", "navigationOrientation",
                                                 "options.spineLocation", "isDoubleSided"]

    /// The differences between the recording of a container's factory and its scene.
    static func differences(recorded json: [String: Any], scene: IBObject, classes: [XMLNodeID: String], references: ReferencedScenes) -> [String] {
        var differences: [String] = []
        let owner = json["owner"] as? [String: Any] ?? [:]
        let recordedChildren = (owner["children"] as? [[String: Any]] ?? []).map(describe)
        let expectedChildren = children(of: scene, classes: classes, references: references, depth: 0)
        if recordedChildren != expectedChildren {
            differences.append("children: made [\(recordedChildren.joined(separator: ", "))], the scene has [\(expectedChildren.joined(separator: ", "))]")
        }
        var expected: [String: String] = [:]
        if scene.attribute("navigationBarHidden") == "YES" { expected["isNavigationBarHidden"] = "true" }
        if scene.attribute("toolbarHidden") == "NO" { expected["isToolbarHidden"] = "false" }
        for attribute in ["hidesBarsOnSwipe", "hidesBarsOnTap"] where scene.attribute(attribute) == "YES" { expected[attribute] = "true" }
        if scene.elementName == "pageViewController" {
            let style = scene.attribute("transitionStyle") == "pageCurl" ? "pageCurl" : "scroll"
            expected["transitionStyle"] = style
            expected["navigationOrientation"] = scene.attribute("navigationOrientation") == "vertical" ? "vertical" : "horizontal"
            if style == "pageCurl", let spine = ["min": "1", "mid": "2", "max": "3"][scene.attribute("spineLocation") ?? ""] { expected["options.spineLocation"] = spine }
            if scene.attribute("doubleSided") == "YES" { expected["isDoubleSided"] = "true" }
        }
        differences += compare(owner["properties"], expected, what: "the controller")
        let tree = scene.document.tree
        for key in ["navigationBar", "tabBar"] {
            guard let bar = tree.childElements(of: scene.node).first(where: { tree.attribute("key", of: $0) == key }) else { continue }
            var barExpected: [String: String] = [:]
            if tree.attribute("largeTitles", of: bar) == "YES" { barExpected["prefersLargeTitles"] = "true" }
            if tree.attribute("translucent", of: bar) == "NO" { barExpected["isTranslucent"] = "false" }
            differences += compare((owner[key] as? [String: Any])?["properties"], barExpected, what: "the \(key)")
        }
        return differences
    }

    /// Each child as `Class` or `Class[children]`, in the order UIKit holds them.
    static func children(of container: IBObject, classes: [XMLNodeID: String], references: ReferencedScenes, depth: Int) -> [String] {
        guard depth < 8, ContainerScene.kinds.contains(container.elementName) else { return [] }
        return ContainerScene.children(of: container).compactMap { _, child in
            var destination = child
            // A reference is the scene it leads to, made by its own class; one the converter cannot
            // follow (no storyboard beside it, or a scene there with no class of its own) is a note.
            if let reference = child.asStoryboardReference {
                guard let scene = references.destination(of: reference, from: child.document),
                      scene.document === child.document || scene.customClass.map(SwiftLiteral.isIdentifier) == true else { return nil }
                destination = scene
            }
            let own = destination.document === container.document ? classes[destination.node] : nil
            let type = own ?? destination.customClass ?? destination.baseClassName ?? "?"
            let inner = children(of: destination, classes: destination.document === container.document ? classes : [:], references: references, depth: depth + 1)
            return TreeComparison.plain(type) + (inner.isEmpty ? "" : "[\(inner.joined(separator: ", "))]")
        }
    }

    static func describe(_ child: [String: Any]) -> String {
        let inner = (child["children"] as? [[String: Any]] ?? []).map(describe)
        return TreeComparison.plain(TreeComparison.text(child["class"])) + (inner.isEmpty ? "" : "[\(inner.joined(separator: ", "))]")
    }

    static func compare(_ recorded: Any?, _ expected: [String: String], what: String) -> [String] {
        let properties = (recorded as? [String: Any] ?? [:]).mapValues(TreeComparison.text).filter { checkedProperties.contains($0.key) }
        var differences: [String] = []
        for key in Set(properties.keys).union(expected.keys).sorted() where properties[key] != expected[key] {
            differences.append("\(what)'s \(key) is \(properties[key] ?? "not set"), the scene's \(expected[key] ?? "not set")")
        }
        return differences
    }
}
