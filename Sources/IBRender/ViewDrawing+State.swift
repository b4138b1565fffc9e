import IBDocument
import IBFoundation
import IBLayout
import IBXML

/// What a control's state changes in its drawing, as the canvas shows it: disabled controls
/// greyed, the default button in the accent colour, the selected segments raised, a progress
/// view filled to its progress, a cell's accessory, a pop-up's title at its leading edge.
extension ViewDrawing {
    /// Whether the control (UIKit) or its cell (AppKit) is disabled.
    var isDisabled: Bool {
        object.attribute("enabled") == "NO" || (object.document.platform == .macOS && appKitCellAttribute("enabled") == "NO")
    }

    /// Whether the button is its window's default one: a push button whose key equivalent is Return.
    var isDefaultButton: Bool {
        guard object.document.platform == .macOS, let cell = appKitCell else { return false }
        let tree = object.document.tree
        // Xcode writes a Return key equivalent base64-encoded (`DQ`), as XML cannot hold it plainly.
        let key = tree.attribute("keyEquivalent", of: cell)
            ?? tree.firstChildElement(of: cell, named: "string", where: "key", is: "keyEquivalent").map { node in
                let text = tree.text(of: node)
                guard tree.attribute("base64-UTF8", of: node) == "YES" else { return text.filter { !$0.isWhitespace } }
                return String(decoding: Base64.decode(text), as: UTF8.self)
            }
        return key == "\r" || key == "\n" || key == "\r\n"
    }

    /// The segments drawn selected: UIKit's `selectedSegmentIndex`, AppKit's `selected` segments.
    func selectedSegments(count: Int) -> Set<Int> {
        let tree = object.document.tree
        if let index = tree.number("selectedSegmentIndex", of: object.node), index >= 0, index < Double(count) { return [Int(index)] }
        let segments = tree.descendants(of: object.node).filter { tree.isElement($0, named: "segment") }
        return Set(segments.indices.filter { tree.attribute("selected", of: segments[$0]) == "YES" })
    }

    /// A progress view's track, filled in the tint colour to its progress.
    func progressBar() -> [SVGElement] {
        let progress = min(max(object.document.tree.number("progress", of: object.node) ?? 0.5, 0), 1)
        let fill = color("progressTintColor") ?? tint
        return [line(frame.x, frame.midY, frame.maxX, frame.midY, stroke: color("trackTintColor") ?? "rgba(120,120,128,0.2)", width: 4),
                line(frame.x, frame.midY, frame.x + frame.width * progress, frame.midY, stroke: fill, width: 4)]
    }

    /// A table cell's accessory at its trailing edge: a grey chevron for a disclosure indicator,
    /// a check mark in the tint colour, an info button for a detail button, or both.
    func accessory() -> [SVGElement] {
        let kind = object.attribute("accessoryType") ?? "none"
        let middle = frame.midY, trailing = frame.maxX - 16
        let chevron = SVGElement("path", [("class", "accessory disclosure"), ("d", "M\(n(trailing - 6)) \(n(middle - 6))l6 6l-6 6"), ("fill", "none"),
                                          ("stroke", "rgba(60,60,67,0.3)"), ("stroke-width", "2"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        func info(at x: Double) -> [SVGElement] {
            [SVGElement("circle", [("class", "accessory detail"), ("cx", n(x)), ("cy", n(middle)), ("r", "10"), ("fill", "none"), ("stroke", tint), ("stroke-width", "1.5")]),
             SVGElement("text", [("x", n(x)), ("y", n(middle + 5)), ("font-family", "Georgia, serif"), ("font-size", "14"), ("font-style", "italic"),
                                 ("text-anchor", "middle"), ("fill", tint)], text: "i")]
        }
        switch kind {
        case "disclosureIndicator": return [chevron]
        case "checkmark":
            return [SVGElement("path", [("class", "accessory checkmark"), ("d", "M\(n(trailing - 12)) \(n(middle))l4.5 5l8.5 -11"), ("fill", "none"),
                                        ("stroke", tint), ("stroke-width", "2.2"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])]
        case "detailButton": return info(at: trailing - 6)
        case "detailDisclosureButton": return info(at: trailing - 26) + [chevron]
        default: return []
        }
    }

    /// A Mac pop-up button: its bezel, the chosen item's title from the leading edge, and the chevron.
    func popUpButton() -> [SVGElement] {
        let bezel = SVGElement("rect", [("class", "bezel"), ("x", n(frame.x + 3)), ("y", n(frame.y + 3)), ("width", n(max(frame.width - 6, 0))),
                                        ("height", n(max(frame.height - 6, 0))), ("rx", "5"), ("fill", "rgba(255,255,255,1)"), ("stroke", "rgba(0,0,0,0.2)")])
        let title = at(Rect(x: frame.x + 11, y: frame.y, width: max(frame.width - 32, 0), height: frame.height))
            .text(appKitTitle ?? view.title ?? "", color: ink, alignment: appKitCellAttribute("alignment") ?? "left", breakMode: "tailTruncation")
        return [bezel] + title + at(frame.insetBy(dx: 10)).text("⌄", color: ink, alignment: "right", size: 11)
    }

    /// A label's text: its string, or its attributed string in its first run's font and colour,
    /// each run in its own colour and weight when the text is one line.
    func label() -> [SVGElement] {
        let lines = Int(object.attribute("numberOfLines") ?? "1") ?? 1
        let shrunk = shrunkFontSize
        if let string = view.text {
            return text(string, color: color("textColor") ?? ink, alignment: object.attribute("textAlignment"), size: shrunk, lines: lines,
                        breakMode: object.attribute("lineBreakMode"))
        }
        let runs = view.attributedText
        guard let first = runs.first else { return [] }
        var drawing = self
        if let font = first.font { drawing.fontOverride = font }
        var elements = drawing.text(runs.map(\.text).joined(), color: first.color.flatMap { colors.css($0) } ?? color("textColor") ?? ink,
                                    alignment: first.alignment ?? object.attribute("textAlignment"), lines: lines, breakMode: object.attribute("lineBreakMode"))
        // One line: each run a span of its own colour and weight.
        if elements.count == 1, runs.count > 1, elements[0].text == runs.map(\.text).joined() {
            elements[0].children = runs.map { run in
                var attributes: [(String, String)] = []
                if let fill = run.color.flatMap({ colors.css($0) }) { attributes.append(("fill", fill)) }
                if let font = run.font {
                    let metrics = TextMetrics(font: font, scale: scale, platform: object.document.platform, text: measure)
                    attributes += [("font-weight", String(metrics.face.weight.cssWeight)), ("font-size", n(metrics.pointSize))]
                }
                return SVGElement("tspan", attributes, text: run.text)
            }
            elements[0].text = nil
        }
        return elements
    }

    /// The size a label that adjusts its font to fit width (`minimumScaleFactor`,
    /// `minimumFontSize`) is drawn at: shrunk until one line fits, not below its minimum.
    var shrunkFontSize: Double? {
        guard object.attribute("adjustsFontSizeToFit") != "NO", Int(object.attribute("numberOfLines") ?? "1") == 1, let text = view.text else { return nil }
        let tree = object.document.tree
        let metrics = self.metrics
        let size = metrics.pointSize
        let minimum: Double
        if let factor = tree.number("minimumScaleFactor", of: object.node), factor > 0, factor < 1 {
            minimum = size * factor
        } else if let points = tree.number("minimumFontSize", of: object.node), points > 0, points < size {
            minimum = points
        } else {
            return nil
        }
        let width = metrics.unroundedWidth(of: text)
        guard width > frame.width * (1 + Self.truncationSlack), width > 0 else { return nil }
        return max(minimum, size * frame.width / width)
    }
}
