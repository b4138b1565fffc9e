import IBDocument
import IBXML

/// A container scene of a storyboard (navigation, tab bar, split view or page view controller): no
/// view of its own, its children by relationship (a page controller's come from its data source).
struct ContainerScene {
    /// The controller.
    var object: IBObject
    /// The class the factory makes: the document's custom class, or UIKit's.
    var className: String
    /// The method suffix that tells several scenes of one class apart (`Main`, `2`).
    var suffix: String

    /// The element names of the containers converted as scenes of their own.
    static let kinds: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]

    /// Whether `start`, or a container its relationships lead to, has `target` as a child.
    static func leadsBack(from start: IBObject, to target: IBObject) -> Bool {
        var seen: Set<XMLNodeID> = []
        var queue = [start]
        while let object = queue.popLast() {
            if object == target { return true }
            guard seen.insert(object.node).inserted, kinds.contains(object.elementName) else { continue }
            queue += children(of: object).map(\.destination)
        }
        return false
    }

    /// What the container is, in words.
    var kindName: String {
        switch object.elementName {
        case "navigationController": "navigation controller"
        case "tabBarController": "tab bar controller"
        case "pageViewController": "page view controller"
        default: "split view controller"
        }
    }

    /// How the factory makes the controller: a page view controller's transition style,
    /// orientation and spine are its initializer's arguments.
    var initializer: String {
        guard object.elementName == "pageViewController" else { return "\(className)()" }
        let style = object.attribute("transitionStyle") == "pageCurl" ? "pageCurl" : "scroll"
        let orientation = object.attribute("navigationOrientation") == "vertical" ? "vertical" : "horizontal"
        var options = "nil"
        // The spine applies to a page curl only.
        if style == "pageCurl", let spine = object.attribute("spineLocation"), ["min", "mid", "max"].contains(spine) {
            options = "[.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.\(spine).rawValue)]"
        }
        return "\(className)(transitionStyle: .\(style), navigationOrientation: .\(orientation), options: \(options))"
    }

    /// The expression that makes the container with its children.
    var factoryCall: String { "\(className).makeConverted\(suffix)()" }
    /// The instance method that sets its children and settings.
    var loadMethod: String { "loadConvertedChildren\(suffix)()" }

    /// The scene's children in order, each with the relationship that holds it.
    var children: [(relationship: String, destination: IBObject)] { Self.children(of: object) }

    /// A container's children in order, each with the relationship that holds it.
    static func children(of object: IBObject) -> [(relationship: String, destination: IBObject)] {
        let relationships = object.connections.filter { $0.kind == .segue && $0.segueKind == "relationship" }
        let order: [String]
        switch object.elementName {
        case "navigationController": order = ["rootViewController"]
        case "tabBarController": order = ["viewControllers"]
        case "splitViewController": order = ["masterViewController", "detailViewController"]
        default: order = []
        }
        return order.flatMap { name in
            relationships.filter { $0.relationship == name }.compactMap { connection in connection.destination.map { (name, $0) } }
        }
    }
}

extension UIKitConverter {
    /// The storyboard's container scenes, each with its factory's class and name.
    func containerScenes() -> [ContainerScene] {
        var scenes: [ContainerScene] = []
        var seen: [String: Int] = [:]
        for scene in document.scenes {
            guard let main = scene.mainObject, ContainerScene.kinds.contains(main.elementName) else { continue }
            let custom = main.customClass.flatMap { SwiftLiteral.isIdentifier($0) ? $0 : nil }
            let className = custom ?? main.baseClassName ?? "UIViewController"
            // UIKit's own class holds every plain container of the project: the scene names its method.
            let parts = (custom == nil ? [documentName] : []) + [main.asController?.storyboardIdentifier].compactMap { $0 }
            let stem = parts.compactMap(SwiftLiteral.identifier).map { $0.replacingOccurrences(of: "`", with: "") }
                .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let count = seen["\(className).\(stem)", default: 0] + 1
            seen["\(className).\(stem)"] = count
            scenes.append(ContainerScene(object: main, className: className, suffix: stem + (count > 1 ? String(count) : "")))
        }
        return scenes
    }

    /// The file for one container scene: a factory and the method that gives it its children and
    /// the settings the scene stores.
    func writeContainer(_ scene: ContainerScene, controllerClasses: [XMLNodeID: String], factories: [XMLNodeID: String]) -> ConvertedFile {
        let place = "scene \(scene.object.parent.flatMap { $0.elementName == "scene" ? $0.attribute("sceneID") : nil } ?? scene.object.id ?? "") of \(documentName).storyboard"
        var body = UIKitBuilder(document: document, options: options, values: values, strings: strings, references: references,
                                ownerClass: scene.className, ownerObject: scene.object)
        body.containerFactories = factories
        if let controller = scene.object.asController { body.writeControllerProperties(controller) }
        body.writeBars(of: scene.object)
        if scene.object.attribute("doubleSided") == "YES" { body.source.line("isDoubleSided = true") }
        if scene.object.elementName == "splitViewController", let style = scene.object.attribute("style") {
            body.note(scene.object, "the split view's column style (\(style)) is not converted yet: the classic split is made, master then detail")
        }
        var made: [String] = []
        for (relationship, destination) in scene.children {
            if ContainerScene.leadsBack(from: destination, to: scene.object) {
                // UIKit makes a relationship's destination with its container: a cycle never ends.
                body.note(scene.object, "its \(relationship) leads back to this scene through relationships; left out, as making it would never end")
                continue
            }
            guard let expression = body.makeController(destination, classes: controllerClasses) else {
                body.note(scene.object, "its \(relationship) leads to a controller kind not converted yet (\(destination.className ?? destination.elementName))")
                continue
            }
            made.append(expression)
        }
        switch scene.object.elementName {
        case "navigationController", "tabBarController":
            if !made.isEmpty { body.source.line("setViewControllers([\(made.joined(separator: ", "))], animated: false)") }
        case "pageViewController":
            // Its pages come from its data source at run time: the document holds none.
            break
        default:
            if !made.isEmpty { body.source.line("viewControllers = [\(made.joined(separator: ", "))]") }
        }
        var file = SwiftSource()
        file.line("// Converted by `ibkit convert` from \(place).")
        file.line("// Edit freely: this file is yours now.")
        file.line()
        file.line("import UIKit")
        file.line()
        let lines = body.source.lines
        file.block("extension \(scene.className) {") { ext in
            ext.line("/// Makes the \(scene.kindName) of \(place) with its children, as the storyboard did.")
            ext.block("static func makeConverted\(scene.suffix)() -> \(scene.className) {") { function in
                function.line("let controller = \(scene.initializer)")
                if !lines.isEmpty { function.line("controller.\(scene.loadMethod)") }
                function.line("return controller")
            }
            // A scene that sets nothing more than its initializer says (a page controller) needs no loader.
            guard !lines.isEmpty else { return }
            ext.line()
            ext.line("/// Gives this controller the children and settings \(place) gave it.")
            ext.block("func \(scene.loadMethod) {") { function in
                for line in lines { function.line(line) }
            }
        }
        return ConvertedFile(name: "", source: file.text,
                             root: ConvertedRoot(kind: .containerChildren, className: scene.className, baseClassName: scene.object.baseClassName ?? "UIViewController",
                                                 objectID: scene.object.id ?? "", isGeneratedClass: false, method: "makeConverted\(scene.suffix)()"),
                             notes: body.notes)
    }
}
