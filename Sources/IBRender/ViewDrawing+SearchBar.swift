import IBDocument

/// A search bar as UIKit draws it: its prompt above, a rounded field with a magnifying glass and
/// its text or grey placeholder, and its scope bar's titles below when it shows one.
extension ViewDrawing {
    func searchBar() -> [SVGElement] {
        let fill = CanvasChrome.barFill(dark: colors.dark)
        var elements = [SVGElement("rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))), ("height", n(max(frame.height, 0))),
                                            ("fill", object.attribute("searchBarStyle") == "minimal" ? "none" : fill)])]
        var top = frame.y
        if let prompt = object.attribute("prompt"), !prompt.isEmpty {
            elements += at(Rect(x: frame.x, y: top, width: frame.width, height: 30)).text(prompt, color: ink, alignment: "center", size: 13)
            top += 30
        }
        let field = Rect(x: frame.x + 8, y: top + 10, width: max(frame.width - 16, 0), height: 36)
        elements.append(SVGElement("rect", [("class", "search-field"), ("x", n(field.x)), ("y", n(field.y)), ("width", n(field.width)), ("height", n(field.height)),
                                            ("rx", "10"), ("fill", colors.dark ? "rgba(118,118,128,0.24)" : "rgba(118,118,128,0.12)")]))
        let grey = "rgba(60,60,67,0.6)"
        // The magnifying glass: a ring and its handle.
        elements.append(SVGElement("circle", [("cx", n(field.x + 15)), ("cy", n(field.midY - 1.5)), ("r", "5.5"), ("fill", "none"), ("stroke", grey), ("stroke-width", "1.6")]))
        elements.append(line(field.x + 19, field.midY + 2.5, field.x + 23, field.midY + 6.5, stroke: grey, width: 1.6))
        let textBox = Rect(x: field.x + 30, y: field.y, width: max(field.width - 38, 0), height: field.height)
        if let text = object.attribute("text"), !text.isEmpty {
            elements += at(textBox).text(text, color: ink, alignment: "left", size: 17)
        } else if let placeholder = object.attribute("placeholder"), !placeholder.isEmpty {
            elements += at(textBox).text(placeholder, color: grey, alignment: "left", size: 17)
        }
        let tree = object.document.tree
        if object.attribute("showsScopeBar") == "YES",
           let scopes = tree.childElements(of: object.node).first(where: { tree.isElement($0, named: "scopeButtonTitles") }) {
            let titles = tree.childElements(of: scopes).compactMap { tree.attribute("value", of: $0) ?? tree.text(of: $0) }
            let row = Rect(x: frame.x + 8, y: field.maxY + 8, width: max(frame.width - 16, 0), height: 28)
            let width = titles.isEmpty ? 0 : row.width / Double(titles.count)
            for (index, title) in titles.enumerated() {
                elements += at(Rect(x: row.x + width * Double(index), y: row.y, width: width, height: row.height)).text(title, color: ink, alignment: "center", size: 13)
            }
        }
        return elements
    }
}
