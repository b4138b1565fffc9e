import IBDocument
import IBLayout
import IBXML

/// Views whose content comes only at run time, drawn as labelled placeholders in their frame as
/// the canvas shows them: maps and web views.
extension ViewDrawing {
    /// A map: land, a few roads and water, and the view's name.
    func mapView() -> [SVGElement] {
        let land = colors.dark ? "rgba(44,44,46,1)" : "rgba(242,239,233,1)"
        let road = colors.dark ? "rgba(90,90,94,1)" : "rgba(255,255,255,1)"
        var elements = [shape(frame, fill: land, type: "map")]
        let water = Rect(x: frame.x, y: frame.y + frame.height * 0.7, width: frame.width * 0.35, height: frame.height * 0.3)
        elements.append(shape(water, fill: colors.dark ? "rgba(30,50,70,1)" : "rgba(170,210,240,1)"))
        for share in [0.3, 0.62] {
            elements.append(line(frame.x, frame.y + frame.height * share, frame.maxX, frame.y + frame.height * (share + 0.1), stroke: road, width: 4))
            elements.append(line(frame.x + frame.width * share, frame.y, frame.x + frame.width * (share + 0.15), frame.maxY, stroke: road, width: 3))
        }
        return elements + [label("Map View", small: false)]
    }

    /// A web view: an empty page with the kind's name in the middle.
    func webView(_ name: String) -> [SVGElement] {
        [shape(frame.insetBy(dx: 0.5, dy: 0.5), fill: "none", stroke: "rgba(142,142,147,0.5)", type: "web-view"), label(name, small: false)]
    }
}

/// NSGridView's row and column guides: dashed lines between the rows and columns its cells'
/// views occupy, as the canvas outlines them.
extension ViewDrawing {
    func gridView() -> [SVGElement] {
        let grid = GridView(object)
        var rowSpans: [Int: (Double, Double)] = [:], columnSpans: [Int: (Double, Double)] = [:]
        for cell in grid?.cells ?? [] {
            guard let stored = cell.contentView?.frame else { continue }
            // The grid stores its cells' frames with y up.
            let top = frame.height - stored.y - stored.height
            func widen(_ spans: inout [Int: (Double, Double)], _ key: Int, _ low: Double, _ high: Double) {
                guard low.isFinite, high.isFinite else { return }
                let old = spans[key] ?? (low, high)
                spans[key] = (min(old.0, low), max(old.1, high))
            }
            widen(&rowSpans, cell.row, top, top + stored.height)
            widen(&columnSpans, cell.column, stored.x, stored.maxX)
        }
        var elements: [SVGElement] = []
        let stroke = colors.dark ? "rgba(255,255,255,0.12)" : "rgba(0,0,0,0.1)"
        func guides(_ order: Range<Int>, _ spans: [Int: (Double, Double)], vertical: Bool) {
            let known = order.compactMap { spans[$0] }
            for (before, after) in zip(known, known.dropFirst()) {
                let middle = (before.1 + after.0) / 2
                elements.append((vertical ? line(frame.x + middle, frame.y, frame.x + middle, frame.maxY, stroke: stroke, width: 1)
                                          : line(frame.x, frame.y + middle, frame.maxX, frame.y + middle, stroke: stroke, width: 1)).adding(("stroke-dasharray", "3 3")))
            }
        }
        guides(grid?.rows.indices ?? 0..<0, rowSpans, vertical: false)
        guides(grid?.columns.indices ?? 0..<0, columnSpans, vertical: true)
        // The grid's bounds, so that a grid whose cells are empty still shows where it is.
        elements.insert(shape(frame.insetBy(dx: 0.5, dy: 0.5), fill: "none", stroke: stroke, type: "grid-bounds").adding(("stroke-dasharray", "3 3")), at: 0)
        return elements
    }
}
