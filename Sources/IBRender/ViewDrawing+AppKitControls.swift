import Foundation
import IBDocument
import IBLayout
import IBXML

/// AppKit's other framework views as the canvas draws them: split views' dividers, progress
/// indicators, colour wells, path controls, matrices of cells, token fields, grid views' row and
/// column guides, and container views' placeholders.
extension ViewDrawing {
    /// A divider between each pair of neighbouring subviews: vertical ones in a `vertical` split
    /// view (panes side by side), horizontal ones otherwise, as thick as its divider style.
    func splitView() -> [SVGElement] {
        let vertical = object.attribute("vertical") == "YES"
        let panes = view.subviews.compactMap { frames[$0.object.node] }.sorted { vertical ? $0.x < $1.x : $0.y < $1.y }
        let thickness = object.attribute("dividerStyle") == "thick" || object.attribute("dividerStyle") == "paneSplitter" ? 9.0 : 1
        let fill = colors.dark ? "rgba(0,0,0,0.5)" : "rgba(0,0,0,0.1)"
        var elements: [SVGElement] = []
        for (before, after) in zip(panes, panes.dropFirst()) {
            // The divider fills the gap between the panes, or sits on their shared edge.
            let start = vertical ? before.maxX : before.maxY, end = vertical ? after.x : after.y
            let middle = (start + end) / 2, width = max(end - start, thickness)
            let rect = vertical ? Rect(x: middle - width / 2, y: frame.y, width: width, height: frame.height)
                : Rect(x: frame.x, y: middle - width / 2, width: frame.width, height: width)
            elements.append(shape(rect, fill: fill, type: "split-divider"))
            if thickness > 1 {
                elements.append(SVGElement("circle", [("cx", n(rect.midX)), ("cy", n(rect.midY)), ("r", "2"), ("fill", "rgba(0,0,0,0.3)")]))
            }
        }
        // A split view with one pane or none still shows where its divider would go.
        if elements.isEmpty {
            elements.append(vertical ? line(frame.midX, frame.y, frame.midX, frame.maxY, stroke: fill, width: 1)
                : line(frame.x, frame.midY, frame.maxX, frame.midY, stroke: fill, width: 1))
        }
        return elements
    }

    /// A bar (its track, filled to its value; a third for an indeterminate one) or a spinner.
    func progressIndicator() -> [SVGElement] {
        if object.attribute("style") == "spinning" {
            let radius = max(min(frame.width, frame.height) / 2 - 1, 1)
            return (0..<12).map { index in
                let angle = Double(index) * Double.pi / 6
                let dx = cos(angle), dy = sin(angle)
                return line(frame.midX + dx * radius * 0.45, frame.midY + dy * radius * 0.45, frame.midX + dx * radius, frame.midY + dy * radius,
                            stroke: "rgba(\(colors.dark ? "255,255,255" : "0,0,0"),\(SVGElement.number(0.15 + 0.05 * Double(index))))", width: max(radius / 5, 1))
            }
        }
        let low = number("minValue") ?? 0, high = number("maxValue") ?? 100, value = number("doubleValue") ?? low
        let share = object.attribute("indeterminate") == "YES" ? 0.33 : (high > low ? min(max((value - low) / (high - low), 0), 1) : 0)
        let height = min(frame.height, object.attribute("controlSize") == "small" ? 4.0 : 6)
        let track = Rect(x: frame.x, y: frame.midY - height / 2, width: frame.width, height: height)
        var elements = [shape(track, fill: colors.dark ? "rgba(255,255,255,0.12)" : "rgba(0,0,0,0.08)", radius: height / 2, type: "progress-track")]
        if share > 0 {
            elements.append(shape(Rect(x: track.x, y: track.y, width: track.width * share, height: height), fill: tint, radius: height / 2))
        }
        return elements
    }

    /// A colour well: its bezel and the colour it holds.
    func colorWell() -> [SVGElement] {
        let tree = object.document.tree
        let chosen = tree.firstChildElement(of: object.node, named: "color", where: "key", is: "color").flatMap { colors.css(Color(tree, $0)) } ?? "rgba(255,255,255,1)"
        return [shape(frame.insetBy(dx: 0.5, dy: 0.5), fill: colors.dark ? "rgba(80,80,82,1)" : "rgba(255,255,255,1)", stroke: "rgba(0,0,0,0.2)", radius: 4, type: "color-well"),
                shape(frame.insetBy(dx: 4, dy: 4), fill: chosen, stroke: "rgba(0,0,0,0.15)", radius: 2, type: "color-swatch")]
    }

    /// A path control: the components of its URL, each after a folder mark, separated by chevrons.
    func pathControl() -> [SVGElement] {
        let tree = object.document.tree
        let url = appKitCell.flatMap { tree.firstChildElement(of: $0, named: "url", where: "key", is: "url") }.flatMap { tree.attribute("string", of: $0) } ?? ""
        var path = Substring(url)
        // A URL's host (`localhost`, or none in `file:///`) is not a component of the path.
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            path = path.firstIndex(of: "/").map { path[$0...] } ?? ""
        }
        let parts = path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        var elements: [SVGElement] = []
        if object.attribute("pathStyle") == "popUp" || appKitCellAttribute("pathStyle") == "popUp" || parts.isEmpty {
            elements.append(shape(frame.insetBy(dx: 0.5, dy: 0.5), fill: colors.dark ? "rgba(255,255,255,0.05)" : "rgba(255,255,255,1)", stroke: "rgba(0,0,0,0.15)",
                                  radius: 4, type: "path-border"))
        }
        let size = min(13, max(frame.height - 6, 6))
        let font = metrics.resized(to: 12)
        var x = frame.x + 4
        for (index, part) in parts.enumerated() where x < frame.maxX - size {
            if index > 0 {
                elements += caption("›", in: Rect(x: x, y: frame.y, width: 10, height: frame.height), color: secondaryInk, alignment: "center", size: 12)
                x += 12
            }
            elements.append(shape(Rect(x: x, y: frame.midY - size / 2 + 1, width: size, height: size - 2), fill: "rgba(90,170,240,1)", radius: 2, type: "path-icon"))
            x += size + 3
            let width = min(font.width(of: part) + 2, max(frame.maxX - x, 0))
            elements += caption(part, in: Rect(x: x, y: frame.y, width: width, height: frame.height), color: ink, size: 12)
            x += width + 2
        }
        return elements
    }

    /// A matrix's cells in their rows and columns: radio buttons and checkboxes with their titles,
    /// other cells as titled buttons.
    func matrix() -> [SVGElement] {
        let tree = object.document.tree
        guard let list = tree.firstChildElement(of: object.node, named: "cells") else { return [] }
        let columns = tree.childElements(of: list).filter { tree.isElement($0, named: "column") }
        let spacing = sizeElement("intercellSpacing") ?? Size(width: 4, height: 2)
        let size = sizeElement("cellSize") ?? Size(width: frame.width / Double(max(columns.count, 1)), height: 18)
        var elements: [SVGElement] = []
        for (column, cells) in columns.enumerated() {
            for (row, cell) in tree.childElements(of: cells).enumerated() where row < 500 {
                let box = Rect(x: frame.x + Double(column) * (size.width + spacing.width), y: frame.y + Double(row) * (size.height + spacing.height),
                               width: size.width, height: size.height)
                guard box.y < frame.maxY, box.x < frame.maxX else { continue }
                let type = tree.attribute("type", of: cell)
                let title = tree.attribute("title", of: cell) ?? ""
                let on = tree.attribute("state", of: cell) == "on"
                if type == "radio" || type == "check" {
                    let mark = Rect(x: box.x + 2, y: box.midY - 7, width: 14, height: 14)
                    elements.append(shape(mark, fill: on ? tint : "rgba(255,255,255,1)", stroke: on ? nil : "rgba(0,0,0,0.25)", radius: type == "radio" ? 7 : 3, type: "matrix-mark"))
                    if on, type == "radio" {
                        elements.append(SVGElement("circle", [("cx", n(mark.midX)), ("cy", n(mark.midY)), ("r", "2.5"), ("fill", "rgba(255,255,255,1)")]))
                    }
                    elements += caption(title, in: Rect(x: mark.maxX + 4, y: box.y, width: max(box.maxX - mark.maxX - 4, 0), height: box.height), color: ink)
                } else {
                    elements.append(shape(box.insetBy(dx: 1, dy: 1), fill: "rgba(255,255,255,1)", stroke: "rgba(0,0,0,0.2)", radius: 4, type: "matrix-cell"))
                    elements += caption(title, in: box.insetBy(dx: 4), color: ink, alignment: "center")
                }
            }
        }
        return elements
    }

    /// A check box or radio button: its mark (filled when on) at the leading edge, its title after.
    func checkBox(radio: Bool) -> [SVGElement] {
        let on = appKitCellAttribute("state") == "on"
        let side = min(14, max(frame.height - 2, 4))
        let mark = Rect(x: frame.x + 2, y: frame.midY - side / 2, width: side, height: side)
        var elements = [shape(mark, fill: on ? tint : (colors.dark ? "rgba(60,60,62,1)" : "rgba(255,255,255,1)"), stroke: on ? nil : "rgba(0,0,0,0.25)",
                              radius: radio ? side / 2 : 3, type: radio ? "radio-mark" : "check-mark")]
        if on {
            elements.append(radio ? SVGElement("circle", [("cx", n(mark.midX)), ("cy", n(mark.midY)), ("r", n(side / 5)), ("fill", "rgba(255,255,255,1)")])
                : SVGElement("polyline", [("points", "\(n(mark.x + side * 0.22)),\(n(mark.midY)) \(n(mark.x + side * 0.42)),\(n(mark.maxY - side * 0.25)) \(n(mark.maxX - side * 0.2)),\(n(mark.y + side * 0.25))"),
                                          ("fill", "none"), ("stroke", "rgba(255,255,255,1)"), ("stroke-width", "2")]))
        }
        let title = Rect(x: mark.maxX + 4, y: frame.y, width: max(frame.maxX - mark.maxX - 4, 0), height: frame.height)
        let (lines, breakMode) = appKitLineBreaking
        return elements + at(title).text(appKitTitle ?? "", color: ink, alignment: "left", lines: lines, breakMode: breakMode)
    }

    /// A token field: its bezel (when its cell has one), and each comma-separated token of its
    /// value as a capsule.
    func tokenField() -> [SVGElement] {
        var elements: [SVGElement] = []
        if appKitCellAttribute("borderStyle") == "bezel" || appKitCellAttribute("bezelStyle") != nil {
            elements.append(shape(frame.insetBy(dx: 0.5, dy: 0.5), fill: colors.dark ? "rgba(30,30,30,1)" : "rgba(255,255,255,1)", stroke: "rgba(0,0,0,0.15)",
                                  radius: 2, type: "token-field"))
        }
        let tokens = (appKitTitle ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !tokens.isEmpty else {
            return elements + (appKitPlaceholder.map { caption($0, in: frame.insetBy(dx: 4), color: "rgba(60,60,67,0.3)") } ?? [])
        }
        let font = metrics
        var x = frame.x + 4
        for token in tokens where x < frame.maxX - 8 {
            let width = min(font.width(of: token) + 12, frame.maxX - 4 - x)
            let height = min(font.lineHeight + 2, frame.height - 4)
            elements.append(shape(Rect(x: x, y: frame.midY - height / 2, width: width, height: height), fill: "rgba(0,122,255,0.15)",
                                  stroke: "rgba(0,122,255,0.35)", radius: height / 2, type: "token"))
            elements += caption(token, in: Rect(x: x + 6, y: frame.y, width: max(width - 12, 0), height: frame.height), color: ink)
            x += width + 3
        }
        return elements
    }

    /// A container view: a dashed outline naming the controller its embed segue loads.
    func containerView() -> [SVGElement] {
        let tree = object.document.tree
        let embedded = tree.descendants(of: object.node).first { tree.isElement($0, named: "segue") && tree.attribute("kind", of: $0) == "embed" }
            .flatMap { tree.attribute("destination", of: $0) }
            .flatMap { object.document.object(withID: $0) }
            .map { object.document.displayName(of: $0) }
        return [shape(frame.insetBy(dx: 0.5, dy: 0.5), fill: "none", stroke: "rgba(142,142,147,0.8)", type: "container-outline")
                    .adding(("stroke-dasharray", "6 4")),
                at(frame).label(embedded.map { "Container View: \($0)" } ?? "Container View", small: false)]
    }
}

extension SVGElement {
    /// The element with one more attribute.
    func adding(_ attribute: (String, String)) -> SVGElement {
        var copy = self
        copy.attributes.append(attribute)
        return copy
    }
}
