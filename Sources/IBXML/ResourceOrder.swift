/// The order Xcode writes a document's `<resources>` in: by element name (`image`, then
/// `namedColor`, then `systemColor`), then by the `name` attribute, byte by byte (capitals first).
public enum ResourceOrder {
    /// A resource's sort key: its element name and `name` attribute.
    public struct Key: Comparable, Sendable {
        /// The element name.
        public var element: String
        /// The `name` attribute.
        public var name: String

        /// Creates a key.
        public init(element: String, name: String) {
            self.element = element
            self.name = name
        }

        /// Byte order on both parts: Xcode sorts `Smiley` before `smiley2`.
        public static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.element != rhs.element { return Array(lhs.element.utf8).lexicographicallyPrecedes(Array(rhs.element.utf8)) }
            return Array(lhs.name.utf8).lexicographicallyPrecedes(Array(rhs.name.utf8))
        }

        /// Whether Xcode may write `self` before `next`: in byte order, or with names that differ only
        /// in case or punctuation (Xcode's own documents disagree with byte order there).
        public func mayPrecede(_ next: Key) -> Bool {
            if self < next || self == next { return true }
            return element == next.element && Self.folded(name) == Self.folded(next.name)
        }

        private static func folded(_ name: String) -> String {
            String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        }
    }

    /// Whether keys are in an order Xcode writes.
    public static func isOrdered(_ keys: [Key]) -> Bool {
        zip(keys, keys.dropFirst()).allSatisfy { $0.mayPrecede($1) }
    }

    /// The positions of `keys` in Xcode's order; equal keys keep their order (a merge's).
    public static func sortedPositions(_ keys: [Key]) -> [Int] {
        keys.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
    }

    /// The resources' element keys, or nil when the block holds anything but named elements
    /// (a comment, a conflict placeholder), which are left where they are.
    public static func keys(_ children: [XMLContentValue]) -> [Key]? {
        var keys: [Key] = []
        for child in children {
            switch child {
            case .element(let element):
                guard let name = element.attribute("name") else { return nil }
                keys.append(Key(element: element.name, name: name))
            case .text(let text) where text.allSatisfy(\.isWhitespace):
                continue
            default:
                return nil
            }
        }
        return keys
    }

    /// The root with its `<resources>` children sorted as Xcode sorts them, when they are not.
    public static func sortingResources(of root: XMLElementValue) -> XMLElementValue {
        guard let index = root.children.firstIndex(where: { if case .element(let e) = $0 { e.name == "resources" } else { false } }),
              case .element(var resources) = root.children[index],
              let keys = keys(resources.children), !isOrdered(keys) else { return root }
        let elements = resources.children.compactMap { child -> XMLElementValue? in
            if case .element(let element) = child { element } else { nil }
        }
        resources.children = sortedPositions(keys).map { .element(elements[$0]) }
        var result = root
        result.children[index] = .element(resources)
        return result
    }
}
