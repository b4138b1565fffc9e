import IBFoundation
import IBXML

/// A parsed Interface Builder document: the lossless tree, its id index, and typed views over both.
///
/// Typed accessors read the tree on each call; nothing is copied out, so an edit made through the
/// tree is seen by every view at once.
public final class Document {
    /// The lossless tree the document was read into.
    public let tree: XMLTree
    /// Object ids → declaring elements.
    public let index: ObjectIndex
    /// The elements of `allObjects`, with the edit count they were found at. Nodes, not
    /// ``IBObject``s: those refer back to the document, which would then never be freed.
    let objectsCache = LockedValue<(edits: Int, nodes: [XMLNodeID])?>(nil)
    /// What ``derived(_:_:)`` made, by key, with the edit count it was made at.
    let derivedCache = LockedValue<[String: (edits: Int, value: Any)]>([:])
    /// Which of Interface Builder's XML formats the document is written in.
    public let format: DocumentFormat
    /// The platform the document targets; nil when neither its runtime nor its type says.
    public let platform: Platform?

    /// Wraps a parsed tree, indexing its ids.
    public init(tree: XMLTree) {
        self.tree = tree
        self.index = ObjectIndex(tree: tree)
        self.format = DocumentFormat(tree: tree)
        let root = tree.rootElement
        let runtime = root.flatMap { tree.attribute("targetRuntime", of: $0) }.flatMap(Platform.init(targetRuntime:))
        let type = root.flatMap { tree.attribute("type", of: $0) }.flatMap(Platform.init(documentType:))
        self.platform = runtime ?? type
    }

    /// Reads and parses the document at `path`.
    public static func load(contentsOf path: String, options: XMLParseOptions = .default) throws(DocumentError) -> Document {
        Document(tree: try XMLTree.parse(contentsOf: path, options: options))
    }

    /// Parses a document from bytes.
    public static func parse(_ bytes: [UInt8], path: String, options: XMLParseOptions = .default) throws(DocumentError) -> Document {
        Document(tree: try XMLTree.parse(bytes, path: path, options: options))
    }

    /// Parses a document from a string (fixtures and tests).
    public static func parse(_ text: String, path: String = "<string>") throws(DocumentError) -> Document {
        Document(tree: try XMLTree.parse(text, path: path))
    }

    /// The file the document came from.
    public var path: String { tree.path }

    /// A value derived from the whole document, made once per `key` and kept until the tree is
    /// next edited, so that readers that need it per view or per scene do not walk the document
    /// each time. The value should hold nodes rather than ``IBObject``s: the document keeps it,
    /// and a value that refers back to the document would keep it alive.
    public func derived<Value>(_ key: String, _ make: (Document) -> Value) -> Value {
        let edits = tree.editCount
        if let cached = derivedCache.withLock({ $0[key] }), cached.edits == edits, let value = cached.value as? Value { return value }
        let value = make(self)
        derivedCache.withLock { $0[key] = (edits, value) }
        return value
    }
}

/// The XML formats Interface Builder has written.
public enum DocumentFormat: String, Sendable, Codable, Hashable {
    /// `<document>` (version 3.0 and 2.0): what Xcode 5 and later write.
    case document
    /// `<archive>`: the keyed-archive XML of Xcode 4 and earlier; held as a tree only.
    case legacyArchive
    /// Well-formed XML whose root is neither.
    case unknown

    init(tree: XMLTree) {
        guard let root = tree.rootElement else { self = .unknown; return }
        switch tree.name(of: root) {
        case "document": self = .document
        case "archive": self = .legacyArchive
        default: self = .unknown
        }
    }

    /// The explanation given wherever the typed model is not available.
    public var unavailableReason: String? {
        switch self {
        case .document: nil
        case .legacyArchive: "legacy format: typed model unavailable (an <archive> document from Xcode 4 or earlier; open and save it in a current Xcode to upgrade it)"
        case .unknown: "not an Interface Builder document: the root element is neither <document> nor <archive>"
        }
    }
}

/// A document is read from many threads at once by `check`: the tree never writes while it is
/// read. Editing a document still needs exclusive access, as for any mutable value.
extension Document: @unchecked Sendable {}

extension Document: Hashable {
    /// Documents are equal when they are the same instance: each parse is its own document.
    public static func == (lhs: Document, rhs: Document) -> Bool { lhs === rhs }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
