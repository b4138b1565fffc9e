import IBFoundation
import IBXML

/// A user-defined runtime attribute: a key path set with `setValue(_:forKeyPath:)` after loading.
public struct RuntimeAttribute: Hashable {
    /// The document the attribute belongs to.
    public let document: Document
    /// The `<userDefinedRuntimeAttribute>` element.
    public let node: XMLNodeID

    private var tree: XMLTree { document.tree }

    /// The key path (`layer.cornerRadius`).
    public var keyPath: String? { tree.attribute("keyPath", of: node) }
    /// The declared type: `boolean`, `number`, `string`, `localizedString`, `point`, `size`,
    /// `rect`, `range`, `color`, `image`, `nil`.
    public var type: String? { tree.attribute("type", of: node) }

    /// The value, in every form Interface Builder writes it.
    public var value: RuntimeValue {
        let inline = tree.attribute("value", of: node)
        let child = tree.childElements(of: node).first { tree.attribute("key", of: $0) == "value" }
        switch type {
        case "boolean": return .boolean(inline == "YES")
        case "number":
            if let child, let number = tree.number("value", of: child) { return .number(number) }
            return tree.number("value", of: node).map(RuntimeValue.number) ?? .unknown(type: "number")
        case "string": return .string(inline ?? child.map { tree.text(of: $0) } ?? "")
        case "localizedString": return .localizedString(inline ?? child.map { tree.text(of: $0) } ?? "")
        case "point": return child.map { .point(Point(tree, $0)) } ?? .unknown(type: "point")
        case "size": return child.map { .size(Size(tree, $0)) } ?? .unknown(type: "size")
        case "rect": return child.map { .rect(Rect(tree, $0)) } ?? .unknown(type: "rect")
        case "range":
            guard let child else { return .unknown(type: "range") }
            func whole(_ name: String) -> Int { tree.number(name, of: child).map { Int(exactly: $0.rounded()) ?? 0 } ?? 0 }
            return .range(location: whole("location"), length: whole("length"))
        case "color": return child.map { .color(Color(tree, $0)) } ?? .unknown(type: "color")
        case "image":
            return .image(inline ?? child.flatMap { tree.attribute("image", of: $0) ?? tree.attribute("name", of: $0) } ?? "")
        case "nil": return .nil
        default: return .unknown(type: type ?? "")
        }
    }

    /// Where the attribute is written.
    public var location: SourceLocation { tree.location(of: node) }
}

/// The value of a user-defined runtime attribute.
public enum RuntimeValue: Hashable, Sendable, Codable {
    /// `type="boolean"`: `YES` or `NO`.
    case boolean(Bool)
    /// `type="number"`: an `<integer>` or `<real>` value.
    case number(Double)
    /// `type="string"`.
    case string(String)
    /// `type="localizedString"`: looked up in the strings table at load.
    case localizedString(String)
    /// `type="point"`.
    case point(Point)
    /// `type="size"`.
    case size(Size)
    /// `type="rect"`.
    case rect(Rect)
    /// `type="range"`: an NSRange.
    case range(location: Int, length: Int)
    /// `type="color"`: a UIColor/NSColor (never a CGColor, which `layer.borderColor` needs).
    case color(Color)
    /// `type="image"`: an image name.
    case image(String)
    /// `type="nil"`.
    case `nil`
    /// A type ibkit does not model, or a value missing for its type.
    case unknown(type: String)
}
