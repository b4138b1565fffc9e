import IBXML

/// One run of an attributed string (`<attributedString><fragment content="…">`): its text and
/// the attributes Interface Builder writes for it.
public struct AttributedFragment: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// `NSFont`; nil takes the view's own font.
    public var font: Font?
    /// `NSColor`.
    public var color: Color?
    /// The paragraph style's `alignment` (`left`, `center`, `right`, `justified`, `natural`).
    public var alignment: String?
    /// The paragraph style's `lineHeightMultiple`; nil or 0 leaves lines at the font's height.
    public var lineHeightMultiple: Double?
}

extension View {
    /// The runs of the view's attributed text (`attributedText`, `attributedTitle`, a text view's
    /// `textStorage`), in order; empty when it has none. Translators' comments (`userComments`)
    /// are not the view's text.
    public var attributedText: [AttributedFragment] {
        let tree = object.document.tree
        guard let string = tree.childElements(of: object.node).first(where: {
            tree.isElement($0, named: "attributedString") && tree.attribute("key", of: $0) != "userComments"
        }) else { return [] }
        return tree.childElements(of: string).filter { tree.isElement($0, named: "fragment") }.map { fragment in
            let text = tree.attribute("content", of: fragment)
                ?? tree.firstChildElement(of: fragment, named: "string", where: "key", is: "content").map { tree.text(of: $0) } ?? ""
            let attributes = tree.firstChildElement(of: fragment, named: "attributes")
            func attribute(_ element: String, _ key: String) -> XMLNodeID? {
                attributes.flatMap { tree.firstChildElement(of: $0, named: element, where: "key", is: key) }
            }
            let style = attribute("paragraphStyle", "NSParagraphStyle")
            return AttributedFragment(text: text, font: attribute("font", "NSFont").map { Font(tree, $0) },
                                      color: attribute("color", "NSColor").map { Color(tree, $0) },
                                      alignment: style.flatMap { tree.attribute("alignment", of: $0) },
                                      lineHeightMultiple: style.flatMap { tree.number("lineHeightMultiple", of: $0) })
        }
    }
}
