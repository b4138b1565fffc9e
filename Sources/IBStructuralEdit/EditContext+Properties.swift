import IBDocument
import IBXML

/// Setting properties by their developer-facing names, checked against what the element has.
extension EditContext {
    mutating func setProperties(_ properties: [(name: String, value: PropertyValue)], of node: XMLNodeID) throws(EditRefusal) {
        let known = knownProperties(of: node)
        for (name, value) in properties {
            guard let property = known.first(where: { $0.name == name }) else {
                let names = Set(known.map(\.name)).sorted()
                throw EditRefusal("\(describe(node)) has no property \"\(name)\" that edits can set; "
                                  + (names.isEmpty ? "it has none" : "it has: " + names.joined(separator: ", ")))
            }
            // A button styled by a configuration (Xcode 13 and later) shows the configuration's
            // title, image and title font, not its normal state's.
            if tree.name(of: node) == "button", ["title", "image", "font"].contains(property.name),
               let configuration = tree.childElements(of: node).first(where: { tree.isElement($0, named: "buttonConfiguration") }) {
                try setConfiguration(property, value, of: configuration)
                continue
            }
            if case .keyedChild(let key, let after) = property.place {
                let element = property.kind == .font ? try StyleValue.font(value) : try StyleValue.color(value)
                try writeChild(element.name, attributes: [("key", key)] + element.attributes, after: after, of: node)
                continue
            }
            if case .cellChild(let key, let after) = property.place {
                guard let cell = tree.childElements(of: node).first(where: { tree.attribute("key", of: $0) == "cell" }) else {
                    throw EditRefusal("\(describe(node)) has no cell to hold its \(key)")
                }
                let element = property.kind == .font ? try StyleValue.appKitFont(value) : try StyleValue.appKitColor(value)
                try writeChild(element.name, attributes: [("key", key)] + element.attributes, after: after, of: cell)
                continue
            }
            if property.kind == .image {
                let image = try StyleValue.image(value)
                try write(image.name, at: property.place, of: node)
                if case .normalState = property.place {
                    try write(image.catalog, at: .normalState("catalog"), of: node)
                } else {
                    try write(image.catalog, at: .attribute("catalog"), of: node)
                }
                continue
            }
            let written = try Self.written(value, for: property)
            if property.name == "storyboardIdentifier", let written, let root = tree.rootElement {
                let taken = tree.descendants(of: root).contains { $0 != node && tree.attribute("storyboardIdentifier", of: $0) == written }
                guard !taken else { throw EditRefusal("another controller of this storyboard has the storyboard ID \"\(written)\"") }
            }
            try write(written == property.omitted ? nil : written, at: property.place, of: node)
        }
    }

    /// The properties the element has, on its platform.
    func knownProperties(of node: XMLNodeID) -> [EditableProperty] {
        let name = tree.name(of: node), isView = role(of: node) == .view
        return (isAppKit ? EditableProperty.appKit : EditableProperty.uiKit).filter { $0.elements.contains(name) || ($0.anyView && isView) }
    }

    /// The attribute value a property's value is written as; refuses a value of the wrong kind.
    static func written(_ value: PropertyValue, for property: EditableProperty) throws(EditRefusal) -> String? {
        let wrong = EditRefusal("\"\(property.name)\" takes \(property.kind.rawValue), not \(value)")
        switch (property.kind, value) {
        case (.text, .string(let text)): return text
        case (.flag, .bool(let flag)): return flag ? "YES" : "NO"
        case (.count, .number(let number)) where number >= 0 && number == number.rounded() && number < 1e9: return String(Int(number))
        case (.integer, .number(let number)) where number == number.rounded() && abs(number) < 1e15: return String(Int(number))
        case (.alignment, .string(let alignment)) where ["natural", "left", "center", "right", "justified"].contains(alignment): return alignment
        case (.color, _), (.font, _), (.image, _): return nil
        default: throw wrong
        }
    }

    /// Writes (or, for nil, removes) a value where the property keeps it.
    private mutating func write(_ value: String?, at place: EditableProperty.Place, of node: XMLNodeID) throws(EditRefusal) {
        do {
            switch place {
            case .attribute(let name):
                try setAttribute(name, value, of: node)
            case .cell(let name):
                guard let cell = tree.childElements(of: node).first(where: { tree.attribute("key", of: $0) == "cell" }) else {
                    throw EditRefusal("\(describe(node)) has no cell to hold its \(name)")
                }
                try setAttribute(name, value, of: cell)
            case .keyedChild, .cellChild:
                break
            case .normalState(let name):
                if let state = tree.childElements(of: node).first(where: { tree.isElement($0, named: "state") && tree.attribute("key", of: $0) == "normal" }) {
                    try setAttribute(name, value, of: state)
                } else if let value {
                    // Where Xcode writes a button's states: after its frame, mask and configuration.
                    let children = tree.childElements(of: node)
                    let position = children.firstIndex { !["rect", "autoresizingMask", "buttonConfiguration", "edgeInsets"].contains(tree.name(of: $0)) } ?? children.count
                    try tree.insertElement("state", attributes: [("key", "normal"), (name, value)], into: node, at: childIndex(of: node, elementIndex: position))
                }
            }
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot write the property: \(error)")
        }
    }

    /// Sets a configuration-styled button's title, image or title font in its configuration.
    private mutating func setConfiguration(_ property: EditableProperty, _ value: PropertyValue, of configuration: XMLNodeID) throws(EditRefusal) {
        guard case .string(let text) = value, !text.isEmpty else { throw EditRefusal("\"\(property.name)\" takes \(property.kind.rawValue), not \(value)") }
        do {
            switch property.name {
            case "font":
                let font = try StyleValue.font(value)
                try writeChild(font.name, attributes: [("key", "titleFontDescription")] + font.attributes, after: [], of: configuration)
            case "image":
                let image = try StyleValue.image(value)
                try setAttribute("image", image.name, of: configuration)
                try setAttribute("catalog", image.catalog, of: configuration)
            default:
                try setAttribute("title", text, of: configuration)
            }
        } catch let refusal as EditRefusal {
            throw refusal
        } catch {
            throw EditRefusal("cannot write the button's configuration: \(error)")
        }
    }

    /// Writes a keyed child element in place of the one with its key, or where Xcode puts it.
    private mutating func writeChild(_ name: String, attributes: [(String, String)], after: [String], of node: XMLNodeID) throws(EditRefusal) {
        let key = attributes[0].1
        let children = tree.childElements(of: node)
        do {
            if let existing = children.firstIndex(where: { tree.attribute("key", of: $0) == key }) {
                try tree.remove(children[existing])
                try tree.insertElement(name, attributes: attributes, into: node, at: childIndex(of: node, elementIndex: existing))
                return
            }
            let position = children.firstIndex { child in
                let childName = tree.name(of: child)
                return !after.contains(childName) && !after.contains("\(childName):\(tree.attribute("key", of: child) ?? "")")
            } ?? children.count
            try tree.insertElement(name, attributes: attributes, into: node, at: childIndex(of: node, elementIndex: position))
        } catch {
            throw EditRefusal("cannot write the \(key): \(error)")
        }
    }

    /// Sets an attribute before the element's `id` (where Xcode writes the properties it sets),
    /// or removes it for nil.
    func setAttribute(_ name: String, _ value: String?, of node: XMLNodeID) throws {
        guard let value else {
            try tree.removeAttribute(name, of: node)
            return
        }
        let attributes = tree.attributes(of: node).map { (name: tree.name(of: $0), value: tree.value(of: $0)) }
        guard !attributes.contains(where: { $0.name == name }), let idIndex = attributes.firstIndex(where: { $0.name == "id" }) else {
            try tree.setAttribute(name, to: value, of: node)
            return
        }
        let tail = attributes[idIndex...]
        for attribute in tail { try tree.removeAttribute(attribute.name, of: node) }
        try tree.setAttribute(name, to: value, of: node)
        for attribute in tail { try tree.setAttribute(attribute.name, to: attribute.value, of: node) }
    }
}
