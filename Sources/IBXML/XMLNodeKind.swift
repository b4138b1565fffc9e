/// The kinds of node an ``XMLTree`` holds.
///
/// Whitespace between markup is not a node: it is kept as the trivia around nodes (the bytes
/// between one node's end and the next node's start), so the lossless writer still reproduces it.
public enum XMLNodeKind: UInt8, Sendable, Hashable {
    /// The invisible node that holds the prolog, the root element and whatever follows it.
    case document
    /// An element, with its attributes and children.
    case element
    /// Character data (entity references kept raw until asked for).
    case text
    /// A `<![CDATA[…]]>` section.
    case cdata
    /// A `<!--…-->` comment.
    case comment
    /// A `<?target data?>` processing instruction, the XML declaration included.
    case processingInstruction
}

/// A handle to one node of an ``XMLTree``; valid for the tree that issued it.
public struct XMLNodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The node's slot in the tree's storage; document order for parsed nodes.
    public let index: Int32

    /// Wraps a storage slot.
    public init(_ index: Int32) { self.index = index }

    /// Orders by storage slot, which is document order for nodes that came from the parser.
    public static func < (lhs: XMLNodeID, rhs: XMLNodeID) -> Bool { lhs.index < rhs.index }

    /// `#index`.
    public var description: String { "#\(index)" }
}

/// A handle to one attribute of an element in an ``XMLTree``.
public struct XMLAttributeID: Hashable, Sendable {
    /// The attribute's slot in the tree's attribute storage.
    public let index: Int32

    /// Wraps a storage slot.
    public init(_ index: Int32) { self.index = index }
}

struct NodeFlags: OptionSet, Sendable {
    let rawValue: UInt8
    /// The start tag (element) or content (others) was changed after parsing.
    static let edited = NodeFlags(rawValue: 1)
    /// Written as `<name/>` in the input.
    static let selfClosing = NodeFlags(rawValue: 2)
    /// The raw content holds `&`, so reading it needs entity decoding.
    static let hasEntities = NodeFlags(rawValue: 4)
    /// Created by an edit, not by the parser: there are no original bytes.
    static let synthesized = NodeFlags(rawValue: 8)
}

/// One node's fixed-size record; byte offsets point into the tree's original bytes.
struct NodeRecord {
    var kind: XMLNodeKind
    var flags: NodeFlags
    /// Element name or processing-instruction target, interned in the tree's name table.
    var nameID: UInt16
    var parent: Int32
    var firstChild: Int32
    var lastChild: Int32
    var nextSibling: Int32
    /// Offset of the node's first byte (`<` or the first character of text).
    var start: Int32
    /// Element: offset just past the start tag. Others: first byte of the content.
    var contentStart: Int32
    /// Element: offset of the end tag's `<` (or of `/>`). Others: offset just past the content.
    var contentEnd: Int32
    /// Offset just past the node's last byte.
    var end: Int32
    var attributeStart: Int32
    var attributeCount: Int32

    static let none: Int32 = -1
}

struct AttributeFlags: OptionSet, Sendable {
    let rawValue: UInt8
    /// The raw value differs from the value: it holds a reference, or a tab or line break that reads as a space.
    static let hasEntities = AttributeFlags(rawValue: 1)
    static let edited = AttributeFlags(rawValue: 2)
    static let singleQuoted = AttributeFlags(rawValue: 4)
}

/// One attribute's record: its interned name and the byte range of its raw value.
struct AttributeRecord {
    var nameID: UInt16
    var flags: AttributeFlags
    var valueStart: Int32
    var valueEnd: Int32
}
