import IBXML

extension XMLTree {
    /// Inserts an owned element value, with everything below it, as child `index` of `parent`
    /// (`nil`: last). Whitespace between elements is left to the writer.
    @discardableResult
    public func insert(_ value: XMLElementValue, into parent: XMLNodeID, at index: Int?) -> XMLNodeID? {
        guard let node = try? insertElement(value.name, attributes: value.attributes.map { ($0.name, $0.value) }, into: parent, at: index) else {
            return nil
        }
        let text = value.children.compactMap { child -> String? in
            if case .text(let content) = child { return content }
            return nil
        }.joined()
        if value.childElements.isEmpty, !text.allSatisfy(\.isWhitespace) {
            setText(text, of: node)
            return node
        }
        for child in value.children {
            switch child {
            case .element(let element): insert(element, into: node, at: nil)
            case .comment(let comment): _ = try? insertComment(comment, into: node)
            case .text, .cdata: continue
            }
        }
        return node
    }
}
