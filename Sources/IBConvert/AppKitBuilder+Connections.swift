import IBDocument
import IBXML

extension AppKitBuilder {
    /// Writes outlets, outlet collections, targets and actions of `sources`; bindings become notes.
    mutating func writeConnections(of sources: [IBObject]) {
        var collections: [(String, String, [String])] = []
        for source in sources {
            let sourceName = expression(for: source)
            for connection in source.connections {
                // Actions may be held by their target (older nibs); everything else needs its source built.
                guard let sourceName = sourceName ?? (connection.kind == .action ? "" : nil) else { continue }
                switch connection.kind {
                case .outlet:
                    guard let property = connection.property else { continue }
                    guard SwiftLiteral.isIdentifier(property) else {
                        note(source, "outlet \(property) is no Swift name; not set")
                        continue
                    }
                    guard let destination = connection.destination, let destinationName = expression(for: destination) else {
                        note(source, "outlet \(property) points at an object this code does not build; not set")
                        continue
                    }
                    if source == ownerObject, ["view", "window"].contains(property), destination.node == rootNode { continue }
                    // An outlet AppKit's Swift API does not declare, or one named like NSObject's own
                    // members (no Swift class can have it), is set by key-value coding, as the nib does.
                    if Self.objectMembers.contains(property) || frameworkClass(of: source).map({ !Self.declarations.declares(property, on: $0) }) == true {
                        self.source.line("\(sourceName).setValue(\(destinationName), forKey: \(SwiftLiteral.string(property)))")
                        continue
                    }
                    self.source.line("\(sourceName).\(property) = \(destinationName)")
                case .outletCollection:
                    guard let property = connection.property, SwiftLiteral.isIdentifier(property), let destination = connection.destination,
                          let destinationName = expression(for: destination) else { continue }
                    if let index = collections.firstIndex(where: { $0.0 == sourceName && $0.1 == property }) {
                        collections[index].2.append(destinationName)
                    } else {
                        collections.append((sourceName, property, [destinationName]))
                    }
                case .action:
                    guard let (sender, target) = Self.actionEnds(connection, in: source) else {
                        note(source, "action \(connection.selector ?? "") targets an object missing from the document; left out")
                        continue
                    }
                    guard let senderName = expression(for: sender) else {
                        note(source, "action \(connection.selector ?? "") is sent by an object this code does not build; left out")
                        continue
                    }
                    writeAction(connection, from: sender, sourceName: senderName, target: target)
                case .binding:
                    note(source, "binding \(tree.attribute("name", of: connection.node) ?? "") to \(connection.destination?.className ?? "an object").\(tree.attribute("keyPath", of: connection.node) ?? "") is not converted; bind it with bind(_:to:withKeyPath:options:)")
                case .segue:
                    let kind = tree.attribute("kind", of: connection.node) ?? "segue"
                    let relationship = tree.attribute("relationship", of: connection.node).map { " (\($0))" } ?? ""
                    note(source, "\(kind) segue\(relationship) to \(connection.destination?.className ?? "another scene") is not converted yet")
                case .other:
                    note(source, "<\(connection.kind.rawValue)> connection is not converted")
                }
            }
        }
        for (sourceName, property, destinations) in collections {
            self.source.line("\(sourceName).\(property) = [\(destinations.joined(separator: ", "))]")
        }
    }

    /// `control.target = …` and `control.action = …`: AppKit sends one action per control, to its
    /// target or, with none, up the responder chain.
    mutating func writeAction(_ connection: Connection, from source: IBObject, sourceName: String, target destination: IBObject) {
        guard let selector = connection.selector else { return }
        let target: String?, targetClass: String?
        if destination == ownerObject {
            (target, targetClass) = ("self", ownerClass)
        } else if destination.placeholder == .application {
            (target, targetClass) = ("NSApp", "NSApplication")
        } else if AppKitBuilder.isFirstResponder(destination) {
            (target, targetClass) = (nil, nil)
        } else if let name = names[destination.node] {
            (target, targetClass) = (name, className(of: destination))
        } else {
            note(source, "action \(selector) targets \(destination.className ?? "an object") outside what this code builds; left out")
            return
        }
        if let target { self.source.line("\(sourceName).target = \(target)") }
        let property = document.tree.attribute("trigger", of: connection.node) == "doubleAction" ? "doubleAction" : "action"
        self.source.line("\(sourceName).\(property) = \(selectorExpression(selector, targetClass: targetClass))")
    }

    /// NSObject's members, which an outlet of an Objective-C class may be named after but a Swift property cannot.
    static let objectMembers: Set<String> = ["description", "debugDescription", "hash", "superclass", "classForCoder", "className"]

    /// The sender and the target of an action. Xcode writes an `<action>` in its sender with a
    /// `target`, or, in older Mac nibs, in its target with a `destination` that is the sender.
    static func actionEnds(_ connection: Connection, in holder: IBObject) -> (sender: IBObject, target: IBObject)? {
        let tree = holder.document.tree
        guard let other = connection.destination else { return nil }
        // UIKit documents name an action's target `destination`; only Mac nibs hold one in its target.
        if holder.document.platform == .macOS, tree.attribute("target", of: connection.node) == nil, tree.attribute("destination", of: connection.node) != nil {
            return (other, holder)
        }
        return (holder, other)
    }

    /// First Responder: a nib's placeholder, or a storyboard scene's member of that name (which
    /// Mac storyboards write as a custom object of class NSResponder).
    static func isFirstResponder(_ object: IBObject) -> Bool {
        object.placeholder == .firstResponder || object.sceneMemberID == "firstResponder"
    }

    /// Top-level objects of the nib or scene that the code makes: plain objects, controllers of
    /// bindings (noted), gesture recognizers.
    mutating func buildExtraObject(_ object: IBObject) {
        guard let name = names[object.node] else { return }
        let type = className(of: object)
        source.line("let \(name) = \(type)()")
        for attribute in tree.attributes(of: object.node) {
            let key = tree.name(of: attribute)
            if ["id", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID", "key"].contains(key) { continue }
            note(object, "attribute \(key)=\"\(tree.value(of: attribute))\" of \(object.elementName) is not converted")
        }
        writeRuntimeAttributes(of: object, name: name)
    }
}
