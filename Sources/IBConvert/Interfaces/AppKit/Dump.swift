// Recording: the global records and the JSON dump.

/// The recording side of the module: global records and the JSON report `ibkit convert --verify` reads.
public enum _IBKitRecording {
    /// Every constraint that is active (activated, `isActive = true`, or added to a view), in activation order.
    static var activeConstraints: [NSLayoutConstraint] = []
    /// Every outlet connection reported with `outlet(_:_:_:)`, in order.
    static var outlets: [(owner: AnyObject, key: String, value: AnyObject?)] = []
    /// Every `performSegue(withIdentifier:sender:)` call, in order.
    static var performedSegues: [(AnyObject, String)] = []
    /// Every presentation (`sheet`, `modalWindow`, `popover`, `present`), `showWindow` (`show`) and segue `perform`, in order.
    static var transitions: [(kind: String, source: AnyObject, destination: AnyObject)] = []
    static var quiet = 0

    /// Records a transition unless another one is making it.
    static func transition(_ kind: String, from source: AnyObject, to destination: AnyObject) {
        if quiet == 0 { transitions.append((kind, source, destination)) }
    }

    /// Runs `body` without recording the transitions it makes.
    public static func quietly(_ body: () -> Void) {
        quiet += 1
        body()
        quiet -= 1
    }

    /// Records that `owner`'s outlet `key` now refers to `value` (called by the verify harness's stubs from `didSet`).
    public static func outlet(_ owner: AnyObject, _ key: String, _ value: AnyObject?) {
        outlets.removeAll { $0.owner === owner && $0.key == key }
        outlets.append((owner, key, value))
    }

    /// Clears the global records: active constraints, outlets, performed segues and transitions.
    public static func reset() {
        activeConstraints.removeAll()
        outlets.removeAll()
        performedSegues.removeAll()
        transitions.removeAll()
    }

    /// Returns the JSON report of everything recorded under `root` (see README.md for its shape).
    public static func dump(root: NSView, owner: AnyObject?, extraRoots: [String: AnyObject] = [:]) -> String {
        let dumper = _IBKitDumper(owner: owner)
        var report: [String: Any] = [:]
        report["views"] = dumper.tree(root, path: "")
        var extras: [String: Any] = [:]
        for key in extraRoots.keys.sorted() {
            let object = extraRoots[key]!
            if let view = object as? NSView { extras[key] = dumper.tree(view, path: key) }
            else if let window = object as? NSWindow { extras[key] = dumper.window(window, key: key) }
            else if let menu = object as? NSMenu { extras[key] = dumper.menu(menu, key: key, path: []) }
            else if let item = object as? NSMenuItem {
                // A menu item on its own (not in a menu): its action is its key's.
                dumper.register(item, key)
                if item.action != nil { dumper.action(key, item.target, item.action, "action") }
                extras[key] = dumper.object(item)
            }
            else { dumper.names[ObjectIdentifier(object)] = key; extras[key] = dumper.object(object) }
        }
        report["extras"] = extras
        report["owner"] = dumper.ownerReport()
        report["constraints"] = dumper.constraintsReport()
        report["outlets"] = outlets.map { outlet -> [String: Any] in
            ["owner": dumper.name(outlet.owner), "key": outlet.key, "destination": dumper.name(outlet.value)]
        }
        report["actions"] = dumper.actions
        report["gestures"] = dumper.gestures
        report["segues"] = performedSegues.map { ["source": dumper.name($0.0), "identifier": $0.1] }
        report["transitions"] = transitions.map { transition -> [String: Any] in
            ["kind": transition.kind, "source": dumper.name(transition.source),
             "destination": String(describing: type(of: transition.destination))]
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
    /// Target-actions as found; their targets are named once every object has its name.
    var pendingActions: [(source: String, target: AnyObject?, action: String, events: String)] = []
    /// Every target-action, its target named by the dump's names.
    var actions: [[String: Any]] {
        pendingActions.map { ["source": $0.source, "target": name($0.target), "action": $0.action, "events": $0.events] }
    }
    var gestures: [[String: Any]] = []

    init(owner: AnyObject?) { self.owner = owner }

    /// The name of an object: `owner`, a path, `path#guide`, `constraints[i]`, `menu:<key>/<i>`, `nil` or `?`.
    func name(_ object: AnyObject?) -> String {
        guard let object = object else { return "nil" }
        if let owner = owner, object === owner { return "owner" }
        if let name = names[ObjectIdentifier(object)] { return name }
        if let guide = object as? NSLayoutGuide, let view = guide._ibkitOwningView, let path = names[ObjectIdentifier(view)] {
            if let kind = guide._ibkitKind { return "\(path)#\(kind)" }
            if let index = view._ibkitCustomGuides.firstIndex(where: { $0 === guide }) { return "\(path)#guide\(index)" }
        }
        if let constraint = object as? NSLayoutConstraint,
           let index = _IBKitRecording.activeConstraints.firstIndex(where: { $0 === constraint }) {
            return "constraints[\(index)]"
        }
        return "?"
    }

    func register(_ object: AnyObject, _ name: String) {
        names[ObjectIdentifier(object)] = name
        retained.append(object)
    }

    func object(_ object: AnyObject) -> [String: Any] {
        var report: [String: Any] = ["class": String(describing: type(of: object))]
        if let recorder = object as? _IBKitRecordable { report["properties"] = recorder._ibkitProperties }
        return report
    }

    func action(_ source: String, _ target: AnyObject?, _ selector: Selector?, _ events: String) {
        pendingActions.append((source, target, _ibkitSelectorName(selector) ?? "nil", events))
        if let target { retained.append(target) }
    }

    /// The properties of a view: its own, its owned objects' with a prefix, and those computed at dump time.
    func properties(of view: NSView) -> [String: String] {
        var properties = view._ibkitProperties
        for (prefix, other) in view._ibkitAuxiliaryRecorders {
            for (key, value) in other._ibkitProperties { properties["\(prefix).\(key)"] = value }
        }
        properties.merge(view._ibkitDumpProperties) { _, new in new }
        return properties
    }

    /// The tree of `view` at `path`: class, properties, subviews, gesture recognizers, arranged subviews, attached views.
    func tree(_ view: NSView, path: String) -> [String: Any] {
        let first = names[ObjectIdentifier(view)] == nil
        register(view, path)
        var report: [String: Any] = ["class": String(describing: type(of: view)), "path": path]
        report["properties"] = properties(of: view)
        report["subviews"] = view._ibkitModelSubviews.enumerated().map { index, subview in
            tree(subview, path: path.isEmpty ? "\(index)" : "\(path).\(index)")
        }
        var attached: [String: Any] = [:]
        for (key, other) in view._ibkitAttachedViews where names[ObjectIdentifier(other)] == nil {
            attached[key] = tree(other, path: "\(path)@\(key)")
        }
        if !attached.isEmpty { report["attached"] = attached }
        if let arranged = view._ibkitArrangedForDump { report["arrangedSubviews"] = arranged.map { name($0) } }
        let gravity = view._ibkitGravityForDump
        if !gravity.isEmpty {
            report["gravityViews"] = Dictionary(uniqueKeysWithValues: gravity.map { ($0.0, $0.1.map { name($0) }) })
        }
        var recognizers: [[String: Any]] = []
        for (index, gesture) in view.gestureRecognizers.enumerated() {
            let gesturePath = path.isEmpty ? "gestureRecognizers[\(index)]" : "\(path).gestureRecognizers[\(index)]"
            register(gesture, gesturePath)
            var entry = object(gesture)
            entry["path"] = gesturePath
            entry["targets"] = gesture.action.map { [["target": name(gesture.target), "action": _ibkitSelectorName($0) ?? "nil"]] } ?? []
            recognizers.append(entry)
            if first { gestures.append(entry.merging(["view": path]) { old, _ in old }) }
        }
        report["gestureRecognizers"] = recognizers
        if first, let control = view as? NSControl {
            if control.action != nil { action(path, control.target, control.action, "action") }
            for extra in view._ibkitExtraActions { action(path, control.target, extra.action, extra.events) }
        }
        return report
    }

    /// A window: class, properties, its content view's tree (or the name of a view already reported), its toolbar.
    func window(_ window: NSWindow, key: String) -> [String: Any] {
        register(window, key)
        var report = object(window)
        if let content = window.contentView {
            if let existing = names[ObjectIdentifier(content)] { report["contentView"] = existing }
            else { report["contentView"] = tree(content, path: key) }
        }
        if let toolbar = window.toolbar {
            var entry = object(toolbar)
            entry["items"] = toolbar.items.enumerated().map { index, item -> [String: Any] in
                let itemName = "toolbar:\(key)/\(index)"
                register(item, itemName)
                if item.action != nil { action(itemName, item.target, item.action, "action") }
                var itemReport = object(item)
                if let view = item.view { itemReport["view"] = tree(view, path: itemName) }
                return itemReport
            }
            report["toolbar"] = entry
        }
        return report
    }

    /// A menu: class, properties and items (each with its submenu), naming items `menu:<key>/<index path>`.
    func menu(_ menu: NSMenu, key: String, path: [Int]) -> [String: Any] {
        if path.isEmpty { register(menu, key) }
        var report = object(menu)
        report["items"] = menu.items.enumerated().map { index, item -> [String: Any] in
            let indexPath = path + [index]
            let itemName = "menu:\(key)/" + indexPath.map(String.init).joined(separator: "/")
            register(item, itemName)
            if item.action != nil { action(itemName, item.target, item.action, "action") }
            var itemReport = object(item)
            if let submenu = item.submenu { itemReport["submenu"] = self.menu(submenu, key: key, path: indexPath) }
            return itemReport
        }
        return report
    }

    func ownerReport() -> Any {
        guard let owner = owner else { return NSNull() }
        var report = object(owner)
        if let controller = owner as? NSWindowController, let window = controller.window {
            report["window"] = self.window(window, key: names[ObjectIdentifier(window)] ?? "owner.window")
        }
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
