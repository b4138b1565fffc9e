/// A document's outline as Xcode's document outline shows it: scenes, then each object with its
/// children, connections and constraints. A plain value, so it prints as text or encodes as JSON.
public struct Outline: Codable, Hashable, Sendable {
    /// The document's path.
    public var path: String
    /// `storyboard`, `xib`, `legacy archive` or `not Interface Builder`.
    public var kind: String
    /// The target platform.
    public var platform: String?
    /// The entry point's id, for storyboards.
    public var initialViewController: String?
    /// Why the typed outline is missing (legacy archives).
    public var unavailable: String?
    /// Scenes (storyboards) or top-level objects (xibs).
    public var items: [OutlineItem]
}

/// One row of an outline, with the rows below it.
public struct OutlineItem: Codable, Hashable, Sendable {
    /// What Xcode's outline shows: the user label, the placeholder's name, or the class in words.
    public var name: String
    /// The element name.
    public var element: String
    /// The object id (or scene id).
    public var id: String?
    /// The run-time class: custom class, else the element's UIKit/AppKit class.
    public var className: String?
    /// Whether `className` is a custom class.
    public var isCustomClass: Bool
    /// Identifying properties that are set: storyboardIdentifier, reuseIdentifier, key, text, title, …
    public var properties: [String: String]
    /// Connections, each as one line (`outlet titleLabel → Title Label (abc-12-xyz)`).
    public var connections: [String]
    /// Constraints held, each as a formula (`Title Label.top = Safe Area.top + 20`).
    public var constraints: [String]
    /// User-defined runtime attributes (`layer.cornerRadius: number = 8`).
    public var runtimeAttributes: [String]
    /// The rows below.
    public var children: [OutlineItem]
}

extension Document {
    /// The document's outline.
    public var outline: Outline {
        let kind: String
        switch format {
        case .document: kind = isStoryboard ? "storyboard" : "xib"
        case .legacyArchive: kind = "legacy archive"
        case .unknown: kind = "not Interface Builder"
        }
        var items: [OutlineItem] = []
        if format == .document {
            if isStoryboard {
                items = scenes.map { scene in
                    let members = scene.objects.map(outlineItem)
                    let title = scene.mainObject.map { displayName(of: $0) } ?? "Scene"
                    return OutlineItem(name: "\(title) Scene", element: "scene", id: scene.sceneID, className: nil, isCustomClass: false,
                                       properties: [:], connections: [], constraints: [], runtimeAttributes: [], children: members)
                }
            } else {
                items = topLevelObjects.map(outlineItem)
            }
        }
        return Outline(path: path, kind: kind, platform: platform?.rawValue, initialViewController: header.initialViewController,
                       unavailable: format.unavailableReason, items: items)
    }

    func outlineItem(_ object: IBObject) -> OutlineItem {
        var properties: [String: String] = [:]
        for name in ["storyboardIdentifier", "reuseIdentifier", "restorationIdentifier", "key", "customModule",
                     "storyboardName", "referencedIdentifier", "bundleIdentifier", "title", "placeholder"] {
            if let value = object.attribute(name) { properties[name] = value }
        }
        if let view = object.asView {
            if let text = view.text { properties["text"] = text }
            if let frame = view.frame { properties["frame"] = "(\(Self.short(frame.x)), \(Self.short(frame.y)), \(Self.short(frame.width)), \(Self.short(frame.height)))" }
            if let identifier = view.accessibility?.identifier { properties["accessibilityIdentifier"] = identifier }
        }
        let connections = object.connections.map(describe)
        let constraints = object.asView?.constraints.map(describe) ?? []
        let attributes = object.runtimeAttributes.map { "\($0.keyPath ?? "?"): \($0.type ?? "?") = \(Self.describe($0.value))" }
        return OutlineItem(name: displayName(of: object), element: object.elementName, id: object.id, className: object.className,
                           isCustomClass: object.customClass != nil, properties: properties, connections: connections,
                           constraints: constraints, runtimeAttributes: attributes, children: object.childObjects.map(outlineItem))
    }

    /// The name Xcode's outline gives an object.
    public func displayName(of object: IBObject) -> String {
        if let label = object.userLabel { return label }
        if let placeholder = object.placeholder { return placeholder.displayName }
        if let reference = object.asStoryboardReference {
            return "\(reference.storyboardName ?? "This Storyboard") Reference\(reference.referencedIdentifier.map { " (\($0))" } ?? "")"
        }
        if object.role == .layoutGuide, let key = object.key { return key == "safeArea" ? "Safe Area" : Self.words(key) }
        // Xcode names text-bearing controls by their text ("Sign In"), which tells siblings apart.
        if Self.namedByText.contains(object.elementName), let view = object.asView,
           let text = view.text ?? view.title ?? view.states.first?.title, !text.isEmpty {
            let line = text.split(separator: "\n").first.map(String.init) ?? text
            return line.count > 40 ? String(line.prefix(39)) + "…" : line
        }
        // Without a custom class Xcode names an object after its kind: "Container View", "Menu Item".
        guard let custom = object.customClass else { return Self.words(object.elementName) }
        return Self.words(custom)
    }

    private func describe(_ connection: Connection) -> String {
        let destination = connection.destinationID.map { id in
            object(withID: id).map { "\(displayName(of: $0)) (\(id))" } ?? "<missing \(id)>"
        } ?? "?"
        switch connection.kind {
        case .outlet, .outletCollection:
            return "\(connection.kind.rawValue) \(connection.property ?? "?") → \(destination)"
        case .action:
            return "action \(connection.selector ?? "?")\(connection.eventType.map { " on \($0)" } ?? "") → \(destination)"
        case .segue:
            let detail = [connection.identifier.map { "\"\($0)\"" }, connection.relationship, connection.unwindAction].compactMap { $0 }
            return "segue \(connection.segueKind ?? "?")\(detail.isEmpty ? "" : " " + detail.joined(separator: " ")) → \(destination)"
        case .binding:
            return "binding \(connection.bindingName ?? "?") → \(destination) \(connection.keyPath ?? "")"
        case .other:
            return "\(tree.name(of: connection.node)) → \(destination)"
        }
    }

    /// A constraint as one line of text: `Label "Name".leading = superview.leading + 20 @750`.
    public func describe(_ constraint: Constraint) -> String {
        func item(_ object: IBObject?, _ id: String?) -> String {
            object.map { displayName(of: $0) } ?? id.map { "<missing \($0)>" } ?? "?"
        }
        let first = "\(item(constraint.firstItem, constraint.firstItemID)).\(constraint.firstAttribute.name)"
        let relation = [Constraint.Relation.equal: "=", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation] ?? "="
        var right: [String] = []
        if let second = constraint.secondItemID {
            let multiplier = constraint.multiplierText.map { $0 == "1" ? "" : " × \($0)" } ?? ""
            right.append("\(item(constraint.secondItem, second)).\(constraint.secondAttribute.name)\(multiplier)")
        }
        if constraint.constant != 0 || right.isEmpty {
            right.append(right.isEmpty ? Self.short(constraint.constant) : (constraint.constant < 0 ? "- \(Self.short(-constraint.constant))" : "+ \(Self.short(constraint.constant))"))
        }
        let priority = constraint.priority == 1000 ? "" : " @\(Self.short(constraint.priority))"
        return "\(first) \(relation) \(right.joined(separator: " "))\(priority)"
    }

    static func describe(_ value: RuntimeValue) -> String {
        switch value {
        case .boolean(let flag): flag ? "YES" : "NO"
        case .number(let number): short(number)
        case .string(let text), .localizedString(let text): "\"\(text)\""
        case .point(let point): "(\(short(point.x)), \(short(point.y)))"
        case .size(let size): "(\(short(size.width)) × \(short(size.height)))"
        case .rect(let rect): "(\(short(rect.x)), \(short(rect.y)), \(short(rect.width)), \(short(rect.height)))"
        case .range(let location, let length): "{\(location), \(length)}"
        case .color(let color): "\(color)"
        case .image(let name): "image \"\(name)\""
        case .nil: "nil"
        case .unknown(let type): "<\(type)>"
        }
    }

    static let namedByText: Set<String> = ["label", "button", "textField", "textView"]

    static func short(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `ArticleViewController` → `Article View Controller`; acronyms stay together.
    public static func words(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previousLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let nextLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previousLower || (nextLower && characters[index - 1].isUppercase) { result.append(" ") }
            }
            result.append(index == 0 ? Character(character.uppercased()) : character)
        }
        return result
    }
}
