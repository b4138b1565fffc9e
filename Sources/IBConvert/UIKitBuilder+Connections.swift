import IBDocument
import IBXML

extension UIKitBuilder {
    /// The target of an action: `self`, a built object, or `nil` for First Responder; with its class.
    mutating func target(of connection: Connection, from source: IBObject) -> (expression: String, className: String?)? {
        guard let destination = connection.destination else {
            note(source, "action \(connection.selector ?? "") targets an object missing from the document; left out")
            return nil
        }
        if destination == ownerObject { return ("self", ownerClass) }
        if destination.placeholder == .firstResponder { return ("nil", nil) }
        if let name = names[destination.node] { return (name, className(of: destination)) }
        if destination.role == .controller {
            // The scene's controller, from a cell it makes on demand: the responder chain reaches it
            // once the cell is in the controller's view.
            self.source.comment("\(connection.selector ?? "") goes to \(destination.className ?? "the scene's controller") through the responder chain")
            return ("nil", className(of: destination))
        }
        note(source, "action \(connection.selector ?? "") targets \(destination.className ?? "an object") outside what this code builds; left out")
        return nil
    }

    /// Writes outlets, outlet collections and actions of `sources` (the owner and the built objects).
    mutating func writeConnections(of sources: [IBObject]) {
        var collections: [(String, String, [String])] = []
        for source in sources {
            guard let sourceName = expression(for: source) else { continue }
            for connection in source.connections {
                switch connection.kind {
                case .outlet:
                    guard let property = connection.property else { continue }
                    guard SwiftLiteral.isIdentifier(property) else {
                        note(source, "outlet \(property) is no Swift name; not set")
                        continue
                    }
                    guard let destination = connection.destination, let destinationName = expression(for: destination) ?? names[destination.node] else {
                        note(source, "outlet \(property) points at an object this code does not build; not set")
                        continue
                    }
                    if source == ownerObject, property == "view", destination.node == rootNode { continue }
                    if destinationName == "self", ownerIsGenerated, let base = source.baseClassName, ["delegate", "dataSource"].contains(property),
                       let needed = property == "dataSource" ? UIKitConverter.dataSources[base] : nil,
                       !(UIKitConverter.adoptedByBase[ownerBaseClass] ?? []).contains(needed) {
                        note(source, "\(sourceName).\(property) = self needs methods only the project can write (\(base)'s \(property) has required ones); not set")
                        continue
                    }
                    self.source.line("\(sourceName).\(property) = \(destinationName)")
                case .outletCollection:
                    guard let property = connection.property, SwiftLiteral.isIdentifier(property), let destination = connection.destination,
                          let destinationName = expression(for: destination) else { continue }
                    if property == "gestureRecognizers" {
                        self.source.line("\(sourceName).addGestureRecognizer(\(destinationName))")
                    } else if let index = collections.firstIndex(where: { $0.0 == sourceName && $0.1 == property }) {
                        collections[index].2.append(destinationName)
                    } else {
                        collections.append((sourceName, property, [destinationName]))
                    }
                case .action:
                    writeAction(connection, from: source, sourceName: sourceName)
                case .segue:
                    continue // the scene's controller writes every segue of its scene (writeSegues, writeEmbeds)
                case .binding, .other:
                    note(source, "<\(connection.kind.rawValue)> connection is not converted")
                }
            }
        }
        for (sourceName, property, destinations) in collections {
            self.source.line("\(sourceName).\(property) = [\(destinations.joined(separator: ", "))]")
        }
    }

    mutating func writeAction(_ connection: Connection, from source: IBObject, sourceName: String) {
        guard let selector = connection.selector, let target = target(of: connection, from: source) else { return }
        let action = selectorExpression(selector, targetClass: target.className)
        switch source.role {
        case .gestureRecognizer?:
            self.source.line("\(sourceName).addTarget(\(target.expression == "nil" ? "self" : target.expression), action: \(action))")
        case .barItem?:
            self.source.line("\(sourceName).target = \(target.expression)")
            self.source.line("\(sourceName).action = \(action)")
        default:
            let event = connection.eventType ?? "primaryActionTriggered"
            self.source.line("\(sourceName).addTarget(\(target.expression), action: \(action), for: .\(event))")
        }
    }

    /// Gesture recognizers and other objects of the scene or nib that views use.
    mutating func buildExtraObject(_ object: IBObject) {
        guard let name = names[object.node] else { return }
        let type = className(of: object)
        source.line("let \(name) = \(type)()")
        let tree = self.tree
        for attribute in tree.attributes(of: object.node) {
            let key = tree.name(of: attribute), value = tree.value(of: attribute)
            switch key {
            case "id", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID", "key":
                continue
            case "numberOfTapsRequired", "numberOfTouchesRequired", "minimumNumberOfTouches", "maximumNumberOfTouches",
                 "minimumPressDuration", "allowableMovement":
                if let number = SwiftLiteral.number(value) { source.line("\(name).\(key) = \(number)") }
            case "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled":
                let property = key == "enabled" ? "isEnabled" : key
                source.line("\(name).\(property) = \(value == "YES")")
            case "direction":
                if let member = SwiftLiteral.member(value) { source.line("\(name).direction = \(member)") }
            default:
                note(object, "attribute \(key)=\"\(value)\" of \(object.elementName) is not converted")
            }
        }
        if object.elementName == "screenEdgePanGestureRecognizer", let edges = tree.firstChildElement(of: object.node, named: "rectEdge") {
            let set = tree.attributes(of: edges).filter { tree.value(of: $0) == "YES" }.map { "." + tree.name(of: $0) }
            source.line("\(name).edges = [\(set.joined(separator: ", "))]")
        }
        writeRuntimeAttributes(of: object, name: name)
    }
}
