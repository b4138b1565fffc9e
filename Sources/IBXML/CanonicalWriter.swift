/// Writes a tree the way Xcode writes Interface Builder documents, ignoring the original layout.
///
/// Xcode's form: the XML declaration, then one element or comment per line indented by four
/// spaces a level, attributes in the order held, `<name/>` for elements without content (but
/// `<string></string>` for an empty string in a list), text inline between its tags, and a final
/// line break; what differs between Xcode versions comes from ``XcodeFormat``. Writing a parsed
/// Xcode document this way reproduces it; writing an edited one yields the diff Xcode would make.
public enum CanonicalWriter {
    /// The document in Xcode's formatting.
    public static func bytes(of tree: XMLTree, format: XcodeFormat? = nil) -> [UInt8] {
        let format = format ?? XcodeFormat.of(tree)
        var out: [UInt8] = []
        out.reserveCapacity(tree.bytes.count + 64)
        let document = tree.nodes[0]
        // A byte order mark is part of the file, not of its formatting.
        out.append(contentsOf: tree.bytes[0..<Int(document.contentStart)])
        for child in tree.children(of: tree.document) {
            write(child, depth: 0, in: tree, format: format, to: &out)
            out.append(0x0A)
        }
        if !format.endsWithLineBreak, out.last == 0x0A { out.removeLast() }
        return out
    }

    /// Xcode writes an empty attribute-less `<string>` (an item of a list) with both tags.
    static func writesEmptyPair(_ record: NodeRecord, in tree: XMLTree) -> Bool {
        record.attributeCount == 0 && tree.names.name(record.nameID) == "string"
    }

    static func write(_ node: XMLNodeID, depth: Int, in tree: XMLTree, format: XcodeFormat, to out: inout [UInt8]) {
        let record = tree.nodes[Int(node.index)]
        indent(depth, &out)
        guard record.kind == .element else {
            appendLeaf(node, in: tree, to: &out)
            return
        }
        guard record.firstChild >= 0 else {
            let pair = writesEmptyPair(record, in: tree)
            appendStartTag(of: node, in: tree, selfClosing: !pair, format: format, to: &out)
            if pair { appendEndTag(of: node, in: tree, to: &out) }
            return
        }
        appendStartTag(of: node, in: tree, selfClosing: false, format: format, to: &out)
        if tree.hasOnlyTextChildren(node) {
            for child in tree.children(of: node) { appendLeaf(child, in: tree, to: &out) }
        } else {
            out.append(0x0A)
            for child in tree.children(of: node) {
                // Text among elements (which Xcode never writes) keeps its words, not the
                // whitespace at its edges: that is layout, and this writer lays out anew, so
                // that writing its own output again changes nothing.
                if tree.kind(of: child) == .text {
                    let words = trimmedLayout(tree.text(of: child))
                    guard !words.isEmpty else { continue }
                    indent(depth + 1, &out)
                    XMLEscaping.appendText(words, to: &out)
                    out.append(0x0A)
                    continue
                }
                write(child, depth: depth + 1, in: tree, format: format, to: &out)
                out.append(0x0A)
            }
            indent(depth, &out)
        }
        appendEndTag(of: node, in: tree, to: &out)
    }

    /// The text without the spaces, tabs and line breaks at its edges.
    static func trimmedLayout(_ text: String) -> String {
        let layout: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !layout.contains($0) }), let last = bytes.lastIndex(where: { !layout.contains($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Appends `<name attr="value" …>` (or `…/>`), values escaped.
    static func appendStartTag(of node: XMLNodeID, in tree: XMLTree, selfClosing: Bool, format: XcodeFormat, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: tree.names.bytes(tree.nodes[Int(node.index)].nameID))
        for attribute in tree.attributes(of: node) {
            out.append(0x20)
            out.append(contentsOf: tree.names.bytes(tree.attributes[Int(attribute.index)].nameID))
            out.append(contentsOf: "=\"".utf8)
            XMLEscaping.appendAttributeValue(tree.value(of: attribute), to: &out, format: format)
            out.append(UInt8(ascii: "\""))
        }
        out.append(contentsOf: selfClosing ? "/>".utf8 : ">".utf8)
    }

    static func appendEndTag(of node: XMLNodeID, in tree: XMLTree, to out: inout [UInt8]) {
        out.append(contentsOf: "</".utf8)
        out.append(contentsOf: tree.names.bytes(tree.nodes[Int(node.index)].nameID))
        out.append(UInt8(ascii: ">"))
    }

    /// Appends a text, CDATA, comment or processing-instruction node.
    static func appendLeaf(_ node: XMLNodeID, in tree: XMLTree, to out: inout [UInt8]) {
        let record = tree.nodes[Int(node.index)]
        switch record.kind {
        case .text:
            XMLEscaping.appendText(tree.text(of: node), to: &out)
        case .cdata:
            out.append(contentsOf: "<![CDATA[".utf8)
            out.append(contentsOf: tree.text(of: node).utf8)
            out.append(contentsOf: "]]>".utf8)
        case .comment:
            out.append(contentsOf: "<!--".utf8)
            out.append(contentsOf: tree.text(of: node).utf8)
            out.append(contentsOf: "-->".utf8)
        case .processingInstruction:
            out.append(contentsOf: "<?".utf8)
            out.append(contentsOf: tree.names.bytes(record.nameID))
            let content = tree.text(of: node)
            if !content.isEmpty {
                out.append(0x20)
                out.append(contentsOf: content.utf8)
            }
            out.append(contentsOf: "?>".utf8)
        case .element, .document:
            break
        }
    }

    private static func indent(_ depth: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(0x20, count: depth * 4))
    }
}
