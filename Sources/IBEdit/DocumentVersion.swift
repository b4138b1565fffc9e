import IBFoundation
import IBXML

/// One version of a document as merge and diff read it: every element under its ``ElementKey``,
/// with its parent and its children's keys in order.
public final class DocumentVersion {
    /// The parsed document.
    public let tree: XMLTree
    /// The root element.
    let root: XMLNodeID
    /// The root's key.
    let rootKey: String
    /// Each key's element.
    private(set) var nodes: [String: XMLNodeID] = [:]
    /// Each element's key, by node index; parents and children are read from the tree through it,
    /// so a version costs one dictionary and one array over the tree, whatever its size.
    private var keysByNode: [String?]
    /// Keys of elements with an id or scene id, in document order.
    private(set) var globalKeys: [String] = []
    /// Comments written just before an element (Xcode names each scene so), by the element's key.
    private(set) var leadingComments: [String: [String]] = [:]
    private var ownSignatures: [String: String] = [:]
    private var subtreeSignatures: [String: String] = [:]

    /// Reads a parsed document; throws when it has no root element.
    public init(tree: XMLTree) throws(DocumentError) {
        guard let root = tree.rootElement else {
            throw DocumentError(location: SourceLocation(file: tree.path, line: 1, column: 1), message: "no root element")
        }
        self.tree = tree
        self.root = root
        self.rootKey = tree.name(of: root)
        self.keysByNode = Array(repeating: nil, count: tree.nodeCount)
        index(root, key: rootKey)
    }

    /// The key of an element's parent element (none for the root).
    func parent(_ key: String) -> String? {
        guard let node = nodes[key], let parent = tree.parent(of: node) else { return nil }
        return keysByNode[Int(parent.index)]
    }

    /// The keys of an element's child elements, in document order.
    func children(_ key: String) -> [String] {
        guard let node = nodes[key] else { return [] }
        return tree.childElements(of: node).compactMap { keysByNode[Int($0.index)] }
    }

    /// Parses bytes and reads them.
    public convenience init(bytes: [UInt8], path: String) throws(DocumentError) {
        try self.init(tree: XMLTree.parse(bytes, path: path))
    }

    private func index(_ node: XMLNodeID, key: String) {
        nodes[key] = node
        keysByNode[Int(node.index)] = key
        var seen: [String: Int] = [:]
        var comments: [String] = []
        for child in tree.children(of: node) {
            if tree.kind(of: child) == .comment { comments.append(tree.text(of: child)) }
            guard tree.kind(of: child) == .element else { continue }
            var childKey: String
            if let global = ElementKey.global(of: child, in: tree) {
                childKey = global
                if nodes[childKey] != nil { childKey += "~dup\(child.index)" }
                globalKeys.append(childKey)
            } else {
                let local = ElementKey.local(of: child, in: tree)
                let count = seen[local, default: 0]
                seen[local] = count + 1
                childKey = key + "/" + local + (count == 0 ? "" : "~\(count)")
            }
            if !comments.isEmpty { leadingComments[childKey] = comments }
            comments = []
            index(child, key: childKey)
        }
    }

    /// Whether the element has neither attributes nor text: a list such as `<subviews>`.
    func isContainer(_ key: String) -> Bool {
        guard let node = nodes[key] else { return false }
        return tree.attributes(of: node).isEmpty && tree.text(of: node).allSatisfy(\.isWhitespace)
    }

    /// The element's text content (direct text and CDATA).
    func text(_ key: String) -> String {
        nodes[key].map { tree.text(of: $0) } ?? ""
    }

    /// The element's attributes in order.
    func attributes(_ key: String) -> [XMLAttributeValue] {
        guard let node = nodes[key] else { return [] }
        return tree.attributes(of: node).map { XMLAttributeValue(tree.name(of: $0), tree.value(of: $0)) }
    }

    /// The element's tag name.
    func name(_ key: String) -> String {
        nodes[key].map { tree.name(of: $0) } ?? ""
    }

    /// The element's location in the file.
    func location(_ key: String) -> SourceLocation? {
        nodes[key].map { tree.location(of: $0) }
    }

    /// Everything an id-bearing element holds itself: its attributes, text and id-less children,
    /// with id-bearing children by id only and sibling order ignored; geometry Xcode recomputes
    /// is left out. Equal signatures mean a side did not edit the element.
    func ownSignature(_ key: String) -> String {
        if let cached = ownSignatures[key] { return cached }
        let signature = signature(of: key, skippingGeometry: true)
        ownSignatures[key] = signature
        return signature
    }

    /// The whole id-less subtree of a place key (id-bearing descendants by id), order ignored.
    func placeSignature(_ key: String) -> String {
        if let cached = subtreeSignatures[key] { return cached }
        let signature = signature(of: key, skippingGeometry: false)
        subtreeSignatures[key] = signature
        return signature
    }

    private func signature(of key: String, skippingGeometry: Bool) -> String {
        guard let node = nodes[key] else { return "" }
        var attributes = tree.attributes(of: node).map { (tree.name(of: $0), tree.value(of: $0)) }
        if skippingGeometry { attributes.removeAll { Geometry.attributes.contains($0.0) } }
        var parts = attributes.sorted { $0.0 < $1.0 }.map { "@\($0.0)=\($0.1)" }
        parts.append("text=" + tree.text(of: node).trimmingWhitespace)
        var kids: [String] = []
        for child in children(key) {
            if ElementKey.isGlobal(child) { kids.append(child); continue }
            if skippingGeometry, let childNode = nodes[child], Geometry.isGeometry(childNode, in: tree) { continue }
            kids.append(signature(of: child, skippingGeometry: false))
        }
        parts.append("{" + kids.sorted().joined(separator: ",") + "}")
        return tree.name(of: node) + "(" + parts.joined(separator: ";") + ")"
    }
}

extension String {
    var trimmingWhitespace: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return Substring(scalars[first...last])
    }
}
