import IBDocument
import IBLayout
import IBXML

/// Text views as the canvas draws them: their text from the top, inset as the text container
/// insets it, wrapped by word as labels wrap, as many lines as the view's height shows.
extension ViewDrawing {
    func textView() -> [SVGElement] {
        let attributed = view.attributedText
        let string = view.text.flatMap { $0.isEmpty ? nil : $0 } ?? attributed.map(\.text).joined()
        guard !string.isEmpty else { return [] }
        let appKit = object.document.platform == .macOS
        // UITextView insets its text 8 points top and bottom; both pad each line 5 points.
        let inset = frame.insetBy(dx: 5, dy: appKit ? 0 : 8)
        let fill = color("textColor") ?? attributed.first?.color.flatMap { colors.css($0) } ?? ink
        let alignment = object.attribute("textAlignment") ?? attributed.first?.alignment
        var drawing = at(inset)
        if view.font == nil, let font = attributed.first?.font { drawing.fontOverride = font }
        return drawing.text(string, color: fill, alignment: alignment, size: view.font == nil && attributed.isEmpty && !appKit ? 14 : nil,
                            lines: 0, breakMode: "wordWrap", fromTop: true)
    }
}
