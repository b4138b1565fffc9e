import IBDocument
import IBLayout
import IBXML

/// NSBox as the canvas draws it: a separator line; a custom box's fill and border; a primary box's
/// rounded border with its title above.
extension ViewDrawing {
    /// The height a box's title takes at its top.
    static let boxTitleHeight = 15.0

    func box() -> [SVGElement] {
        let tree = object.document.tree
        let border = tree.firstChildElement(of: object.node, named: "color", where: "key", is: "borderColor").flatMap { colors.css(Color(tree, $0)) }
        switch object.attribute("boxType") {
        case "separator":
            let stroke = border ?? (colors.dark ? "rgba(255,255,255,0.15)" : "rgba(0,0,0,0.1)")
            return frame.width >= frame.height
                ? [line(frame.x, frame.midY, frame.maxX, frame.midY, stroke: stroke, width: 1)]
                : [line(frame.midX, frame.y, frame.midX, frame.maxY, stroke: stroke, width: 1)]
        case "custom":
            let fill = tree.firstChildElement(of: object.node, named: "color", where: "key", is: "fillColor").flatMap { colors.css(Color(tree, $0)) } ?? "none"
            let width = min(max(number("borderWidth") ?? 1, 0), 100)
            let radius = min(max(number("cornerRadius") ?? 0, 0), 1e4)
            var rect = shape(frame.insetBy(dx: width / 2, dy: width / 2), fill: fill, radius: radius, type: "box-border")
            if object.attribute("borderType") != "none", width > 0 {
                rect.attributes += [("stroke", border ?? "rgba(0,0,0,0.42)"), ("stroke-width", n(width))]
            }
            return [rect] + boxTitle()
        default:
            let titled = !boxTitle().isEmpty
            let top = titled ? Self.boxTitleHeight - 1 : 0
            let rect = Rect(x: frame.x + 0.5, y: frame.y + top + 0.5, width: frame.width - 1, height: frame.height - top - 1)
            return [shape(rect, fill: colors.dark ? "rgba(255,255,255,0.04)" : "rgba(0,0,0,0.03)",
                          stroke: colors.dark ? "rgba(255,255,255,0.1)" : "rgba(0,0,0,0.1)", radius: 5, type: "box-border")] + boxTitle()
        }
    }

    /// The box's title at its top left, in the small system font; none when it has no title.
    func boxTitle() -> [SVGElement] {
        guard let title = object.attribute("title"), !title.isEmpty, object.attribute("titlePosition") != "noTitle",
              object.attribute("boxType") != "separator" else { return [] }
        return caption(title, in: Rect(x: frame.x + 6, y: frame.y, width: max(frame.width - 12, 0), height: min(Self.boxTitleHeight, frame.height)),
                       color: ink, size: 11)
    }
}

extension Rect {
    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }
}
