import IBDocument
import IBXML

/// A segue written as a method on its source controller.
struct SegueMethod {
    /// The method's name (`performSegueShowDetail`).
    var name: String
    /// The segue's element id, to find it in the document again.
    var segueID: String
    /// The method, as lines.
    var lines: [String]
    /// Whether it performs an unwind segue.
    var isUnwind = false
    /// Whether it is no segue's but the methods' shared helper (the unwind search).
    var isHelper = false
}

extension UIKitBuilder {
    /// The expression that makes a destination controller as the storyboard would: its class, or a
    /// container scene's factory; nil for what is not converted yet (a scene another storyboard
    /// holds with no class of its own, a page controller).
    func makeController(_ object: IBObject, classes: [XMLNodeID: String], depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        if let type = classes[object.node] { return "\(type)()" }
        // Node ids are a document's own: a scene another storyboard holds has no factory of ours.
        if object.document === document, let factory = containerFactories[object.node] { return factory }
        if let reference = object.asStoryboardReference {
            // The scene another storyboard holds: made by its own class, which its conversion extends.
            guard let scene = references.destination(of: reference, from: document) else { return nil }
            if scene.document === document { return makeController(scene, classes: classes, depth: depth + 1) }
            if let custom = scene.customClass, SwiftLiteral.isIdentifier(custom) { return "\(custom)()" }
            return makeController(scene, classes: [:], depth: depth + 1)
        }
        let relationships = object.connections.filter { $0.kind == .segue && $0.segueKind == "relationship" }
        switch object.elementName {
        case let kind where !ContainerScene.kinds.contains(kind) && object.customClass.map(SwiftLiteral.isIdentifier) == true && object.asController?.view == nil:
            // A controller with no view in the document (an `AVPlayerViewController` subclass) is made by its class.
            return "\(object.customClass!)()"
        case "navigationController":
            guard let root = relationships.first(where: { $0.relationship == "rootViewController" })?.destination,
                  let made = makeController(root, classes: classes, depth: depth + 1) else { return nil }
            return "\(className(of: object))(rootViewController: \(made))"
        case "tabBarController":
            let tabs = relationships.filter { $0.relationship == "viewControllers" }.compactMap(\.destination)
            let made = tabs.compactMap { makeController($0, classes: classes, depth: depth + 1) }
            guard made.count == tabs.count, !made.isEmpty else { return nil }
            return "{ let tabs = \(className(of: object))(); tabs.viewControllers = [\(made.joined(separator: ", "))]; return tabs }()"
        default:
            return nil
        }
    }

    /// The segues that leave the controller, each a method; triggers in the built views call it.
    mutating func writeSegues(of controller: Controller, classes: [XMLNodeID: String]) -> [SegueMethod] {
        var methods: [SegueMethod] = []
        for segue in controller.segues {
            guard let kind = segue.segueKind, kind != "embed", kind != "relationship", let id = segue.id else { continue }
            guard let trigger = segue.source else { continue }
            if kind == "unwind" {
                guard let action = segue.unwindAction, !action.isEmpty else {
                    note(trigger, "unwind segue \(segue.identifier.map { "\"\($0)\" " } ?? "")names no action; UIKit performs nothing")
                    continue
                }
                let stem = segue.identifier.flatMap(SwiftLiteral.identifier).map { $0.replacingOccurrences(of: "`", with: "") }
                    .map { $0.prefix(1).uppercased() + $0.dropFirst() }
                    ?? SwiftLiteral.identifier(String(action.prefix { $0 != ":" })).map { name in
                        (name.lowercased().hasPrefix("unwind") ? "" : "Unwind") + name.prefix(1).uppercased() + name.dropFirst()
                    } ?? "Unwind"
                let name = unique("performSegue" + stem.replacingOccurrences(of: "`", with: "") + methodSuffix)
                let attribute = options.selectors == .checked ? "@objc " : ""
                var lines = ["/// The unwind segue \(segue.identifier.map { "\"\($0)\" " } ?? "")to `\(action)` of the document: \(describe(trigger, controller: controller)).",
                             "/// UIKit's calls, in order: the search for the controller that handles the action, the action, the transition back."]
                lines.append("\(attribute)func \(name)(_ sender: Any?) {")
                lines += unwindBody(segue, action: action).map { "    " + $0 }
                lines.append("}")
                methods.append(SegueMethod(name: name, segueID: id, lines: lines, isUnwind: true))
                hook(trigger, to: name, controller: controller)
                continue
            }
            guard let destination = segue.destination, let made = makeController(destination, classes: classes) else {
                note(trigger, "segue \(segue.identifier.map { "\"\($0)\" " } ?? "")(\(kind)) leads to a storyboard reference or a controller kind not converted yet")
                continue
            }
            let stem = segue.identifier.flatMap(SwiftLiteral.identifier).map { $0.replacingOccurrences(of: "`", with: "") }
                .map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "To" + (classes[destination.node] ?? destination.className ?? "Scene")
            let name = unique("performSegue" + stem.replacingOccurrences(of: ".", with: "") + methodSuffix)
            var body: [String] = ["let destination = \(made)"]
            let presentation = Dictionary(segue.presentationOptions, uniquingKeysWith: { first, _ in first })
            if let style = SwiftLiteral.member(presentation["modalPresentationStyle"]) { body.append("destination.modalPresentationStyle = \(style)") }
            if ["popoverPresentation", "popover"].contains(kind) {
                body.append("destination.modalPresentationStyle = .popover")
            } else if presentation["modalPresentationStyle"] == nil, let style = SwiftLiteral.member(destination.attribute("modalPresentationStyle")),
                      classes[destination.node] == nil {
                // A container's own presentation style, which its scene sets and no class of ours does.
                body.append("destination.modalPresentationStyle = \(style)")
            }
            if let transition = SwiftLiteral.member(presentation["modalTransitionStyle"]) { body.append("destination.modalTransitionStyle = \(transition)") }
            if let identifier = segue.identifier {
                body.append("// UIKit called prepare(for:sender:) here with the segue \"\(identifier)\": do what it did for that identifier.")
            }
            let animated = presentation["animates"] == "NO" ? "false" : "true"
            switch kind {
            case "show": body.append("show(destination, sender: sender)")
            case "showDetail", "replace": body.append("showDetailViewController(destination, sender: sender)")
            case "push": body.append("navigationController?.pushViewController(destination, animated: \(animated))")
            case "custom":
                let type = segue.customClass ?? "UIStoryboardSegue"
                body.append("\(type)(identifier: \(segue.identifier.map(SwiftLiteral.string) ?? "nil"), source: self, destination: destination).perform()")
            default: body.append("present(destination, animated: \(animated))")
            }
            let attribute = options.selectors == .checked ? "@objc " : ""
            var lines = ["/// The segue \(segue.identifier.map { "\"\($0)\" " } ?? "")(\(kind)) of the document: \(describe(trigger, controller: controller))."]
            lines.append("\(attribute)func \(name)(_ sender: Any?) {")
            lines += body.map { "    " + $0 }
            lines.append("}")
            methods.append(SegueMethod(name: name, segueID: id, lines: lines))
            hook(trigger, to: name, controller: controller)
        }
        if methods.contains(where: \.isUnwind) {
            methods.append(SegueMethod(name: "convertedUnwindDestination", segueID: "", lines: Self.unwindSearch, isHelper: true))
        }
        return methods
    }

    func describe(_ trigger: IBObject, controller: Controller) -> String {
        trigger == controller.object ? "performed from code (call this method where the code called performSegue)" : "triggered by \(names[trigger.node] ?? trigger.className ?? "an object")"
    }

    /// Makes the trigger call the segue's method: a control's tap, a bar item's action, a recognizer.
    mutating func hook(_ trigger: IBObject, to method: String, controller: Controller) {
        guard trigger != controller.object else { return }
        guard let name = names[trigger.node] else {
            note(trigger, "the segue's trigger (\(trigger.className ?? trigger.elementName)) is made on demand (a cell): call \(method)(_:) where it is selected")
            return
        }
        let action = options.selectors == .checked ? "#selector(\(ownerClass).\(method)(_:))" : "Selector(\"\(method):\")"
        switch trigger.role {
        case .barItem? where trigger.connections.contains(where: { $0.kind == .action }):
            note(trigger, "\(name) sends its own action too; call \(method)(_:) from that action to perform the segue")
        case .barItem?:
            // Bar items belong to the navigation item, which the configuring method makes.
            barItemHooks += ["\(name).target = self", "\(name).action = \(action)"]
        case .gestureRecognizer?:
            source.line("\(name).addTarget(self, action: \(action))")
        default:
            source.line("\(name).addTarget(self, action: \(action), for: .\(trigger.elementName == "button" ? "touchUpInside" : "primaryActionTriggered"))")
        }
    }
}
