import IBXML

/// A `<point>` value.
public struct Point: Hashable, Sendable, Codable {
    /// x, in points.
    public var x: Double
    /// y, in points.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ tree: XMLTree, _ node: XMLNodeID) {
        x = tree.number("x", of: node) ?? 0
        y = tree.number("y", of: node) ?? 0
    }
}

/// A `<size>` value.
public struct Size: Hashable, Sendable, Codable {
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double

    /// A size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ tree: XMLTree, _ node: XMLNodeID) {
        width = tree.number("width", of: node) ?? 0
        height = tree.number("height", of: node) ?? 0
    }

    /// The `<size key="…">` child of the element at `node` (a matrix's `cellSize`, a table's
    /// `intercellSpacing`), finite and held between 0 and 10,000 points; nil without one.
    public static func element(_ key: String, of node: XMLNodeID, in tree: XMLTree) -> Size? {
        guard let size = tree.firstChildElement(of: node, named: "size", where: "key", is: key) else { return nil }
        let width = tree.number("width", of: size) ?? 0, height = tree.number("height", of: size) ?? 0
        guard width.isFinite, height.isFinite else { return nil }
        return Size(width: min(max(width, 0), 1e4), height: min(max(height, 0), 1e4))
    }
}

/// A `<rect>` value (a view's `frame`, a window's `contentRect`, …).
public struct Rect: Hashable, Sendable, Codable {
    /// The property the rect fills (`frame`, `contentRect`, `screenRect`).
    public var key: String?
    /// Origin x.
    public var x: Double
    /// Origin y.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// A rect from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double, key: String? = nil) {
        self.key = key
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ tree: XMLTree, _ node: XMLNodeID) {
        key = tree.attribute("key", of: node)
        x = tree.number("x", of: node) ?? 0
        y = tree.number("y", of: node) ?? 0
        width = tree.number("width", of: node) ?? 0
        height = tree.number("height", of: node) ?? 0
    }
}

/// An `<autoresizingMask>`: which margins and dimensions stretch with the superview.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable {
    /// The bits, in UIViewAutoresizing order.
    public let rawValue: Int
    /// Creates a mask from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// flexibleMinX
    public static let flexibleMinX = AutoresizingMask(rawValue: 1)
    /// widthSizable
    public static let widthSizable = AutoresizingMask(rawValue: 2)
    /// flexibleMaxX
    public static let flexibleMaxX = AutoresizingMask(rawValue: 4)
    /// flexibleMinY
    public static let flexibleMinY = AutoresizingMask(rawValue: 8)
    /// heightSizable
    public static let heightSizable = AutoresizingMask(rawValue: 16)
    /// flexibleMaxY
    public static let flexibleMaxY = AutoresizingMask(rawValue: 32)

    static let names: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]

    init(_ tree: XMLTree, _ node: XMLNodeID) {
        var mask: AutoresizingMask = []
        for (name, bit) in Self.names where tree.attribute(name, of: node) == "YES" { mask.insert(bit) }
        self = mask
    }
}

extension XMLTree {
    /// The child element `name` whose `key` is `key`.
    func child(_ name: String, key: String, of node: XMLNodeID) -> XMLNodeID? {
        firstChildElement(of: node, named: name, where: "key", is: key)
    }
}
