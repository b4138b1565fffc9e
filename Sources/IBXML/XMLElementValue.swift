import IBFoundation

/// An element as an owned value: what an edit builds before ``CanonicalWriter`` writes it.
///
/// ``XMLTree`` points into a file's bytes and is edited in place; a value is assembled from
/// pieces of several trees (a merge takes one attribute from each side), then written once.
public struct XMLElementValue: Hashable, Sendable {
    /// The element name.
    public var name: String
    /// The attributes in the order they are written.
    public var attributes: [XMLAttributeValue]
    /// Elements, text, CDATA and comments, in order.
    public var children: [XMLContentValue]

    /// Creates an element.
    public init(name: String, attributes: [XMLAttributeValue] = [], children: [XMLContentValue] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The value of attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements in order.
    public var childElements: [XMLElementValue] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The element as compact XML (no indentation), which ``CanonicalWriter`` re-lays out.
    public func compactBytes() -> [UInt8] {
        var out: [UInt8] = []
        appendCompact(to: &out)
        return out
    }

    func appendCompact(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: name.utf8)
        for attribute in attributes {
            out.append(0x20)
            out.append(contentsOf: attribute.name.utf8)
            out.append(contentsOf: "=\"".utf8)
            XMLEscaping.appendAttributeValue(attribute.value, to: &out)
            out.append(UInt8(ascii: "\""))
        }
        guard !children.isEmpty else {
            out.append(contentsOf: "/>".utf8)
            return
        }
        out.append(UInt8(ascii: ">"))
        for child in children {
            switch child {
            case .element(let element): element.appendCompact(to: &out)
            case .text(let text): XMLEscaping.appendText(text, to: &out)
            case .cdata(let text): out.append(contentsOf: "<![CDATA[\(text)]]>".utf8)
            case .comment(let text): out.append(contentsOf: "<!--\(text)-->".utf8)
            }
        }
        out.append(contentsOf: "</\(name)>".utf8)
    }
}

/// One attribute of an ``XMLElementValue``.
public struct XMLAttributeValue: Hashable, Sendable {
    /// The attribute name.
    public var name: String
    /// The decoded value.
    public var value: String

    /// Creates an attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What an element holds besides attributes.
public enum XMLContentValue: Hashable, Sendable {
    /// A child element.
    case element(XMLElementValue)
    /// Character data, decoded.
    case text(String)
    /// A CDATA section's content.
    case cdata(String)
    /// A comment's content.
    case comment(String)
}

extension XMLTree {
    /// The element and everything below it as an owned value.
    public func elementValue(of node: XMLNodeID) -> XMLElementValue {
        let attributes = attributes(of: node).map { XMLAttributeValue(name(of: $0), value(of: $0)) }
        var children: [XMLContentValue] = []
        for child in self.children(of: node) {
            switch kind(of: child) {
            case .element: children.append(.element(elementValue(of: child)))
            case .text: children.append(.text(text(of: child)))
            case .cdata: children.append(.cdata(text(of: child)))
            case .comment: children.append(.comment(text(of: child)))
            case .processingInstruction, .document: break
            }
        }
        return XMLElementValue(name: name(of: node), attributes: attributes, children: children)
    }
}

extension CanonicalWriter {
    /// A document whose root is `root`, in Xcode's formatting, after the XML declaration.
    ///
    /// The value is written compactly and read back, so the bytes come from the same writer that
    /// reproduces Xcode's files: there is one definition of the format.
    public static func bytes(ofDocument root: XMLElementValue, format: XcodeFormat) throws(DocumentError) -> [UInt8] {
        var compact = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8)
        root.appendCompact(to: &compact)
        return bytes(of: try XMLTree.parse(compact, path: "<merged>"), format: format)
    }

    /// One element written as Xcode writes it at nesting `depth`, without a final line break.
    public static func bytes(ofElement element: XMLElementValue, depth: Int, format: XcodeFormat) throws(DocumentError) -> [UInt8] {
        let tree = try XMLTree.parse(element.compactBytes(), path: "<element>")
        var out: [UInt8] = []
        if let root = tree.rootElement { write(root, depth: depth, in: tree, format: format, to: &out) }
        return out
    }
}
