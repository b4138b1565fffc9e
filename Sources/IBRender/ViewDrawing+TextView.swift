import IBDocument
import IBLayout
import IBXML

/// Text views as the canvas draws them: their text from the top, inset as the text container
/// insets it, wrapped by word as labels wrap, as many lines as the view's height shows.
extension ViewDrawing {
    func textView() -> [SVGElement] {
        let attributed = attributedFragments
        let string = view.text.flatMap { $0.isEmpty ? nil : $0 } ?? attributed.map(\.text).joined()
        guard !string.isEmpty else { return [] }
        let appKit = object.document.platform == .macOS
        // UITextView insets its text 8 points top and bottom; both pad each line 5 points.
        let inset = frame.insetBy(dx: 5, dy: appKit ? 0 : 8)
        let fill = color("textColor") ?? attributed.first?.color ?? ink
        let alignment = object.attribute("textAlignment") ?? attributed.first?.alignment
        var drawing = at(inset)
        if view.font == nil, let font = attributed.first?.font { drawing.fontOverride = font }
        return drawing.text(string, color: fill, alignment: alignment, size: view.font == nil && attributed.isEmpty && !appKit ? 14 : nil,
                            lines: 0, breakMode: "wordWrap", fromTop: true)
    }

    /// One run of an attributed string: its text, and the colour, font and alignment of the run.
    struct AttributedRun {
        var text: String
        var color: String?
        var font: Font?
        var alignment: String?
    }

    /// The runs of the view's attributed text (`attributedText`, `textStorage`), in order.
    var attributedFragments: [AttributedRun] {
        let tree = object.document.tree
        // Comments Xcode keeps for translators (`userComments`) are not shown.
        guard let string = tree.childElements(of: object.node).first(where: {
            tree.isElement($0, named: "attributedString") && tree.attribute("key", of: $0) != "userComments"
        }) else { return [] }
        return tree.childElements(of: string).filter { tree.isElement($0, named: "fragment") }.map { fragment in
            let text = tree.attribute("content", of: fragment)
                ?? tree.firstChildElement(of: fragment, named: "string", where: "key", is: "content").map { tree.text(of: $0) } ?? ""
            let attributes = tree.firstChildElement(of: fragment, named: "attributes")
            let color = attributes.flatMap { tree.firstChildElement(of: $0, named: "color", where: "key", is: "NSColor") }.flatMap { colors.css(Color(tree, $0)) }
            let font = attributes.flatMap { tree.firstChildElement(of: $0, named: "font", where: "key", is: "NSFont") }.map { Font(tree, $0) }
            let alignment = attributes.flatMap { tree.firstChildElement(of: $0, named: "paragraphStyle", where: "key", is: "NSParagraphStyle") }.flatMap { tree.attribute("alignment", of: $0) }
            return AttributedRun(text: text, color: color, font: font, alignment: alignment)
        }
    }
}
