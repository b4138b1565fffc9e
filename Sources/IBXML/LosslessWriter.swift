/// Writes a tree back from its original bytes: an unmodified tree reproduces its input exactly.
///
/// Unedited nodes are copied byte for byte, with the whitespace trivia around them; nodes or
/// start tags changed by an edit are written the way ``CanonicalWriter`` writes them, so an edit
/// touches only the lines it changes.
public enum LosslessWriter {
    /// The document's bytes, reflecting any edits.
    public static func bytes(of tree: XMLTree) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(tree.bytes.count + 64)
        tree.bytes.withUnsafeBufferPointer { source in
            var writer = Walker(tree: tree, source: source, format: XcodeFormat.of(tree), out: out)
            writer.writeDocument()
            out = writer.out
        }
        return out
    }

    private struct Walker {
        let tree: XMLTree
        let source: UnsafeBufferPointer<UInt8>
        let format: XcodeFormat
        var out: [UInt8]

        mutating func writeDocument() {
            let document = tree.nodes[0]
            out.append(contentsOf: source[0..<Int(document.contentStart)])
            writeChildren(of: 0, depth: 0)
        }

        /// Writes the children of a node with the trivia before each and before the end; nodes an
        /// edit created get a line of their own, indented as Xcode indents.
        mutating func writeChildren(of parent: Int32, depth: Int) {
            let record = tree.nodes[Int(parent)]
            var floor = Int(record.contentStart)
            var child = record.firstChild
            let inline = tree.hasOnlyTextChildren(XMLNodeID(parent))
            while child >= 0 {
                let node = tree.nodes[Int(child)]
                if !node.flags.contains(.synthesized) {
                    copyTrivia(before: Int(node.start), floor: floor)
                    floor = Int(node.end)
                } else if !inline {
                    newline(depth: depth)
                }
                write(child, depth: depth)
                child = node.nextSibling
            }
            let reopened = record.flags.contains(.selfClosing) || record.flags.contains(.synthesized)
            if !reopened {
                copyTrivia(before: Int(record.contentEnd), floor: floor)
            } else if record.firstChild >= 0, !inline, parent != 0 {
                newline(depth: depth - 1)
            }
        }

        mutating func newline(depth: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: max(0, depth) * 4))
        }

        /// Copies the whitespace that stands right before `offset`, but not below `floor`.
        mutating func copyTrivia(before offset: Int, floor: Int) {
            var start = offset
            while start > floor, isWhitespace(source[start - 1]) { start -= 1 }
            if start < offset { out.append(contentsOf: source[start..<offset]) }
        }

        mutating func write(_ index: Int32, depth: Int) {
            let node = tree.nodes[Int(index)]
            let original = !node.flags.contains(.synthesized) && !node.flags.contains(.edited)
            switch node.kind {
            case .document:
                writeChildren(of: index, depth: 0)
            case .element:
                let reopened = node.flags.contains(.selfClosing) && node.firstChild >= 0
                if original && !reopened {
                    out.append(contentsOf: source[Int(node.start)..<Int(node.contentStart)])
                } else {
                    CanonicalWriter.appendStartTag(of: XMLNodeID(index), in: tree, selfClosing: node.firstChild < 0, format: format, to: &out)
                    if node.firstChild < 0 { return }
                }
                writeChildren(of: index, depth: depth + 1)
                if original && !reopened {
                    out.append(contentsOf: source[Int(node.contentEnd)..<Int(node.end)])
                } else {
                    CanonicalWriter.appendEndTag(of: XMLNodeID(index), in: tree, to: &out)
                }
            case .text, .cdata, .comment, .processingInstruction:
                if original {
                    out.append(contentsOf: source[Int(node.start)..<Int(node.end)])
                } else {
                    CanonicalWriter.appendLeaf(XMLNodeID(index), in: tree, to: &out)
                }
            }
        }

        func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        }
    }
}
