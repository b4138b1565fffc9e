import IBDocument
import IBLayout
import IBXML

/// Small shapes the kinds' drawings share, in root coordinates.
extension ViewDrawing {
    /// A rectangle, rounded by `radius`, filled and optionally outlined.
    func shape(_ rect: Rect, fill: String, stroke: String? = nil, radius: Double = 0, type: String? = nil) -> SVGElement {
        var attributes: [(String, String)] = type.map { [("class", $0)] } ?? []
        attributes += [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(max(rect.width, 0))), ("height", n(max(rect.height, 0))), ("fill", fill)]
        if radius > 0 { attributes.append(("rx", n(min(radius, max(rect.width, 0) / 2, max(rect.height, 0) / 2)))) }
        if let stroke { attributes += [("stroke", stroke), ("stroke-width", "1")] }
        return SVGElement("rect", attributes)
    }

    /// A caption drawn as text of this view (classed `text`, so readers find it in its view),
    /// measured and truncated to `rect` as a label's text is.
    func caption(_ string: String, in rect: Rect, color fill: String, alignment: String = "left", size: Double = 13) -> [SVGElement] {
        at(rect).text(string, color: fill, alignment: alignment, size: size, breakMode: "tailTruncation")
    }

    /// The number a property element or attribute of the view holds (`<size key=…>` aside).
    func number(_ name: String) -> Double? {
        object.document.tree.number(name, of: object.node).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A `<size key="…">` of the view, finite and within reason.
    func sizeElement(_ key: String) -> Size? {
        Size.element(key, of: object.node, in: object.document.tree)
    }

    /// The secondary text colour of the platform's palette.
    var secondaryInk: String { colors.palette("secondaryLabelColor") ?? "rgba(60,60,67,0.6)" }
    /// A hairline's colour.
    var hairline: String { colors.dark ? "rgba(255,255,255,0.15)" : "rgba(0,0,0,0.12)" }
}
