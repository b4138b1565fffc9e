import IBDocument
import IBXML

extension UIKitBuilder {
    /// An unwind segue as the calls UIKit makes (UIKIT_FACTS 6.1–6.3): the destination searched
    /// from the controller after this one, the action sent to it with the segue, then what is
    /// presented above it dismissed and each container on the way asked to show it.
    func unwindBody(_ segue: Connection, action: String) -> [String] {
        var body = [
            "let action = Selector((\(SwiftLiteral.string(action))))",
            "// No controller handles the action: UIKit makes no transition and raises nothing.",
            "guard let destination = convertedUnwindDestination(for: action, sender: sender) else { return }",
            "let segue = UIStoryboardSegue(identifier: \(segue.identifier.map(SwiftLiteral.string) ?? "nil"), source: self, destination: destination)",
        ]
        if let identifier = segue.identifier {
            body.append("// UIKit called prepare(for:sender:) here with the unwind segue \"\(identifier)\": do what it did for that identifier.")
        }
        let animated = segue.presentationOptions.contains { $0.name == "animates" && $0.value == "NO" } ? "false" : "true"
        body += [
            "_ = destination.perform(action, with: segue)",
            "if destination.presentedViewController != nil { destination.dismiss(animated: \(animated)) }",
            "var child = destination",
            "while let container = child.parent {",
            "    // A navigation controller pops to the branch that holds the destination; a tab bar controller selects it.",
            "    container.unwind(for: segue, towards: destination)",
            "    child = container",
            "}",
        ]
        return body
    }

    /// The search UIKit makes for an unwind segue's destination, written once per file for the
    /// unwind methods of its class.
    static let unwindSearch: [String] = [
        "/// The controller an unwind segue performing `action` goes back to, found as UIKit finds it: from the",
        "/// controller after this one (its parent, else its presenter) upward, each candidate trying its other",
        "/// children first (the nearest on a navigation stack first), then itself.",
        "private func convertedUnwindDestination(for action: Selector, sender: Any?) -> UIViewController? {",
        "    func holds(_ controller: UIViewController, _ other: UIViewController) -> Bool {",
        "        controller === other || controller.children.contains { holds($0, other) }",
        "    }",
        "    func search(_ candidate: UIViewController, reached: UIViewController) -> UIViewController? {",
        "        var children = candidate.children.filter { !holds($0, reached) }",
        "        if candidate is UINavigationController { children.reverse() }",
        "        for child in children {",
        "            if let found = search(child, reached: reached) { return found }",
        "        }",
        "        return candidate.canPerformUnwindSegueAction(action, from: self, sender: sender) ? candidate : nil",
        "    }",
        "    var reached: UIViewController = self",
        "    while let next = reached.parent ?? reached.presentingViewController {",
        "        if let found = search(next, reached: reached) { return found }",
        "        reached = next",
        "    }",
        "    return nil",
        "}",
    ]
}
