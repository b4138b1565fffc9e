// Recording: the global records and the JSON dump.

/// The recording side of the module: global records and the JSON report `ibkit convert --verify` reads.
public enum _IBKitRecording {
    /// Every constraint that is active (activated, `isActive = true`, or added to a view), in activation order.
    static var activeConstraints: [NSLayoutConstraint] = []
    /// Every outlet connection reported with `outlet(_:_:_:)`, in order.
    static var outlets: [(owner: AnyObject, key: String, value: AnyObject?)] = []
    /// Every `performSegue(withIdentifier:sender:)` call, in order.
    static var performedSegues: [(UIViewController, String)] = []
    /// Every `show`, `showDetailViewController`, `present` and `pushViewController` call, in order;
    /// one that another makes (`show` pushing) is the first one's.
    static var transitions: [(kind: String, source: UIViewController, destination: UIViewController)] = []
    static var quiet = 0
    /// The framework calls `ibkit run` traces, in order (see `calls`).
    static var callLog: [String] = []
    static var pushing = 0

    /// The calls the code made that `ibkit run` traces too: `push B`, `present S formSheet`,
    /// `addChild B C`, `outlet S.key`; cleared by `reset()`.
    public static var calls: [String] { callLog }

    /// The selectors each class (by its name) answers to without an Objective-C runtime, set by a
    /// harness that knows the project's methods: what `responds(to:)` finds.
    public static var respondingSelectors: [String: Set<String>] = [:]

    /// Records a transition unless another one is making it.
    static func transition(_ kind: String, from source: UIViewController, to destination: UIViewController) {
        if quiet == 0 { transitions.append((kind, source, destination)) }
    }

    /// Runs `body` without recording the transitions it makes (the verify harness puts a controller
    /// in a navigation controller this way).
    public static func quietly(_ body: () -> Void) {
        quiet += 1
        body()
        quiet -= 1
    }

    /// Records that `owner`'s outlet `key` now refers to `value` (called by the verify harness's stubs from `didSet`).
    public static func outlet(_ owner: AnyObject, _ key: String, _ value: AnyObject?) {
        if value != nil { callLog.append("outlet \(type(of: owner)).\(key)") }
        outlets.removeAll { $0.owner === owner && $0.key == key }
        outlets.append((owner, key, value))
    }

    /// Clears the global records: active constraints, outlets and performed segues.
    public static func reset() {
        activeConstraints.removeAll()
        outlets.removeAll()
        performedSegues.removeAll()
        transitions.removeAll()
        callLog.removeAll()
    }

    /// Returns the JSON report of everything recorded under `root` (see README.md for its shape).
    public static func dump(root: UIView, owner: AnyObject?, extraRoots: [String: AnyObject] = [:]) -> String {
        let dumper = _IBKitDumper(owner: owner)
        var report: [String: Any] = [:]
        report["views"] = dumper.tree(root, path: "")
        var extras: [String: Any] = [:]
        for key in extraRoots.keys.sorted() {
            let object = extraRoots[key]!
            if let view = object as? UIView { extras[key] = dumper.tree(view, path: key) }
            else { dumper.names[ObjectIdentifier(object)] = key; extras[key] = dumper.object(object) }
        }
        report["extras"] = extras
        report["owner"] = dumper.ownerReport()
        report["items"] = dumper.itemsReport()
        report["constraints"] = dumper.constraintsReport()
        report["outlets"] = outlets.map { outlet -> [String: Any] in
            ["owner": dumper.name(outlet.owner), "key": outlet.key, "destination": dumper.name(outlet.value)]
        }
        report["actions"] = dumper.actions
        report["gestures"] = dumper.gestures
        report["segues"] = performedSegues.map { ["source": dumper.name($0.0), "identifier": $0.1] }
        report["transitions"] = transitions.map { transition -> [String: Any] in
            ["kind": transition.kind, "source": dumper.name(transition.source),
             "destination": String(describing: type(of: transition.destination)),
             "style": _ibkitCanonical(transition.destination.modalPresentationStyle)]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return "{}" }
        return text
    }
}

/// Walks a recorded object graph and names every object by its path.
final class _IBKitDumper {
    let owner: AnyObject?
    var names: [ObjectIdentifier: String] = [:]
    var retained: [AnyObject] = []
    var actions: [[String: Any]] = []
    var gestures: [[String: Any]] = []
    var pendingTargets: [(index: Int, target: AnyObject?, gesture: Bool, targetIndex: Int)] = []

    init(owner: AnyObject?) { self.owner = owner }

    /// The name of an object: `owner`, a view path, `path#guide`, `constraints[i]`, `item:<place>`, `nil` or `?`.
    func name(_ object: AnyObject?) -> String {
        guard let object = object else { return "nil" }
        if let owner = owner, object === owner { return "owner" }
        if let name = names[ObjectIdentifier(object)] { return name }
        if let guide = object as? UILayoutGuide, let view = guide._ibkitOwningView, let path = names[ObjectIdentifier(view)] {
            if let kind = guide._ibkitKind { return "\(path)#\(kind)" }
            if let index = view._ibkitCustomGuides.firstIndex(where: { $0 === guide }) { return "\(path)#guide\(index)" }
        }
        if let constraint = object as? NSLayoutConstraint,
           let index = _IBKitRecording.activeConstraints.firstIndex(where: { $0 === constraint }) {
            return "constraints[\(index)]"
        }
        if let controller = owner as? UIViewController, let item = controller._ibkitNavigationItem, item === object {
            return "owner.navigationItem"
        }
        return "?"
    }

    func properties(of recorder: _IBKitRecordable, auxiliary: [(String, _IBKitRecordable)] = []) -> [String: String] {
        var properties = recorder._ibkitProperties
        for (prefix, other) in auxiliary {
            for (key, value) in other._ibkitProperties { properties["\(prefix).\(key)"] = value }
        }
        return properties
    }

    func object(_ object: AnyObject) -> [String: Any] {
        var report: [String: Any] = ["class": String(describing: type(of: object))]
        if let recorder = object as? _IBKitRecordable { report["properties"] = properties(of: recorder) }
        return report
    }

    /// The tree of `view` at `path`: class, properties, subviews, gesture recognizers, arranged subviews, attached views.
    func tree(_ view: UIView, path: String) -> [String: Any] {
        names[ObjectIdentifier(view)] = path
        retained.append(view)
        var report: [String: Any] = ["class": String(describing: type(of: view)), "path": path]
        report["properties"] = properties(of: view, auxiliary: view._ibkitAuxiliaryRecorders)
        report["subviews"] = view._ibkitSubviews.enumerated().map { index, subview in
            tree(subview, path: path.isEmpty ? "\(index)" : "\(path).\(index)")
        }
        var attached: [String: Any] = [:]
        for (key, other) in view._ibkitAttachedViews where names[ObjectIdentifier(other)] == nil {
            attached[key] = tree(other, path: "\(path)@\(key)")
        }
        if !attached.isEmpty { report["attached"] = attached }
        if let stack = view as? UIStackView {
            report["arrangedSubviews"] = stack._ibkitArranged.map { names[ObjectIdentifier($0)] ?? "?" }
        }
        var recognizers: [[String: Any]] = []
        for (index, gesture) in (view.gestureRecognizers ?? []).enumerated() {
            let gesturePath = path.isEmpty ? "gestureRecognizers[\(index)]" : "\(path).gestureRecognizers[\(index)]"
            names[ObjectIdentifier(gesture)] = gesturePath
            var entry = object(gesture)
            entry["path"] = gesturePath
            entry["targets"] = gesture._ibkitTargets.map { ["target": name($0.target), "action": _ibkitSelectorName($0.action) ?? "nil"] }
            recognizers.append(entry)
            gestures.append(entry.merging(["view": path]) { old, _ in old })
        }
        report["gestureRecognizers"] = recognizers
        if let control = view as? UIControl {
            for entry in control._ibkitTargets {
                actions.append(["source": path, "target": name(entry.target),
                                "action": _ibkitSelectorName(entry.action) ?? "nil", "events": _ibkitCanonical(entry.events)])
            }
        }
        return report
    }

    func item(_ item: UIBarItem, place: String) -> [String: Any] {
        let itemPath = "item:\(place)"
        names[ObjectIdentifier(item)] = itemPath
        var report = object(item)
        report["place"] = place
        if let button = item as? UIBarButtonItem {
            report["target"] = button.target.map { name($0) } ?? "nil"
            report["action"] = _ibkitSelectorName(button.action) ?? NSNull()
            if let custom = button.customView { report["customView"] = tree(custom, path: itemPath) }
            if button.action != nil {
                actions.append(["source": itemPath, "target": button.target.map { name($0) } ?? "nil",
                                "action": _ibkitSelectorName(button.action) ?? "nil", "events": "primaryActionTriggered"])
            }
        }
        return report
    }

    func itemsReport() -> [[String: Any]] {
        var items: [[String: Any]] = []
        if let controller = owner as? UIViewController {
            if let navigation = controller._ibkitNavigationItem {
                for (index, button) in (navigation.leftBarButtonItems ?? []).enumerated() {
                    items.append(item(button, place: "navigationItem.left[\(index)]"))
                }
                for (index, button) in (navigation.rightBarButtonItems ?? []).enumerated() {
                    items.append(item(button, place: "navigationItem.right[\(index)]"))
                }
                if let back = navigation.backBarButtonItem { items.append(item(back, place: "navigationItem.back")) }
            }
            for (index, button) in (controller.toolbarItems ?? []).enumerated() {
                items.append(item(button, place: "toolbarItems[\(index)]"))
            }
            if let tab = controller._ibkitTabBarItem { items.append(item(tab, place: "tabBarItem")) }
        }
        for (identifier, path) in names.sorted(by: { $0.value < $1.value }) {
            guard let view = retained.first(where: { ObjectIdentifier($0) == identifier }) else { continue }
            if let toolbar = view as? UIToolbar {
                for (index, button) in (toolbar.items ?? []).enumerated() { items.append(item(button, place: "\(path).items[\(index)]")) }
            } else if let tabBar = view as? UITabBar {
                for (index, tab) in (tabBar.items ?? []).enumerated() { items.append(item(tab, place: "\(path).items[\(index)]")) }
            }
        }
        return items
    }

    func ownerReport() -> Any {
        guard let owner = owner else { return NSNull() }
        var report = object(owner)
        if let controller = owner as? UIViewController, let navigation = controller._ibkitNavigationItem {
            var item = object(navigation)
            if let titleView = navigation.titleView { item["titleView"] = tree(titleView, path: "navigationItem.titleView") }
            report["navigationItem"] = item
        }
        if let controller = owner as? UIViewController, !controller.children.isEmpty || controller is UINavigationController || controller is UITabBarController {
            report["children"] = controller.children.map(childReport)
            if let navigation = controller as? UINavigationController { report["navigationBar"] = object(navigation.navigationBar) }
            if let tabs = controller as? UITabBarController { report["tabBar"] = object(tabs.tabBar) }
        }
        return report
    }

    /// A child controller: its class, what was set on it, and its own children.
    func childReport(_ controller: UIViewController) -> [String: Any] {
        var report = object(controller)
        if !controller.children.isEmpty { report["children"] = controller.children.map(childReport) }
        return report
    }

    func constraintsReport() -> [[String: Any]] {
        _IBKitRecording.activeConstraints.map { constraint in
            var entry: [String: Any] = [
                "first": constraint.firstItem.map { name($0) } ?? "?",
                "firstAttribute": "\(constraint.firstAttribute)",
                "relation": "\(constraint.relation)",
                "second": constraint.secondItem.map { name($0) } ?? NSNull(),
                "secondAttribute": "\(constraint.secondAttribute)",
                "multiplier": _ibkitCanonical(constraint.multiplier),
                "constant": _ibkitCanonical(constraint.constant),
                "priority": _ibkitCanonical(constraint.priority),
                "identifier": constraint.identifier ?? NSNull(),
            ]
            if let spacing = constraint._ibkitSystemSpacingMultiplier { entry["systemSpacing"] = _ibkitCanonical(spacing) }
            return entry
        }
    }
}
