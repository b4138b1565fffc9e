import IBDocument
import IBLayout
import IBXML

/// How one view is drawn: its box (background, border, corner radius from its layer's runtime
/// attributes), then what its class shows (text, a control's shape, a bar's items).
struct ViewDrawing {
    let view: View
    let frame: Rect
    let colors: RenderColors
    /// The project's images; none by default (placeholders).
    var images = ImageLibrary()
    /// What the layout measured text with, and its pixels per point: the drawing measures the same.
    var measure = TextMeasure.standard
    var scale = 2.0
    /// Every laid-out view's frame in root coordinates (a split view's dividers sit between its panes).
    var frames: [XMLNodeID: Rect] = [:]
    /// The font text is drawn in when the view names none (an attributed string's).
    var fontOverride: Font?
    /// How much wider than the frame a text may measure and still keep to its lines: a stored
    /// frame is what Interface Builder measured with the real font, which the metrics estimate.
    var wrapSlack = 0.0

    var object: IBObject { view.object }

    /// The same view drawn into another frame (a button's title, a segment's cell).
    func at(_ frame: Rect) -> ViewDrawing {
        ViewDrawing(view: view, frame: frame, colors: colors, images: images, measure: measure, scale: scale, frames: frames, fontOverride: fontOverride,
                    wrapSlack: wrapSlack)
    }

    /// The elements of the view, in root coordinates.
    func elements() -> [SVGElement] {
        var content = content()
        // A disabled control is drawn greyed, as the canvas draws it.
        if isDisabled, !content.isEmpty { content = [SVGElement("g", [("class", "disabled"), ("opacity", "0.4")], children: content)] }
        // A hidden view is drawn faint, its content as its box.
        guard view.isHidden, !content.isEmpty else { return [box()] + content }
        return [box(), SVGElement("g", [("opacity", "0.25")], children: content)]
    }

    /// The view's rectangle, carrying what a reader (or a test) needs to find it.
    func box() -> SVGElement {
        var attributes: [(String, String)] = [
            ("class", "view"), ("data-id", object.id ?? ""), ("data-class", object.className ?? object.elementName),
            ("data-line", String(object.location.line)),
            ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))), ("height", n(max(frame.height, 0))),
            ("fill", color("backgroundColor") ?? "none"),
        ]
        if let radius = layerNumber("layer.cornerRadius"), radius > 0 { attributes.append(("rx", n(radius))) }
        if let width = layerNumber("layer.borderWidth"), width > 0 {
            attributes.append(("stroke", layerColor("layer.borderColor") ?? "rgba(0,0,0,1)"))
            attributes.append(("stroke-width", n(width)))
        }
        if view.isHidden { attributes.append(("opacity", "0.25")) }
        return SVGElement("rect", attributes, children: [SVGElement("title", text: title)])
    }

    /// Shown on hover: the class, id and document line.
    var title: String {
        "\(object.className ?? object.elementName) \(object.id ?? "") line \(object.location.line)"
    }

    func content() -> [SVGElement] {
        switch object.elementName {
        case "label": return label()
        case "button": return button()
        case "textField", "secureTextField", "searchField", "comboBox": return textField()
        case "tokenField": return tokenField()
        case "textView": return textView()
        case "popUpButton": return popUpButton()
        case "switch": return switchShape()
        case "slider": return slider()
        case "segmentedControl": return segments()
        case "activityIndicatorView":
            return [SVGElement("circle", [("cx", n(frame.midX)), ("cy", n(frame.midY)), ("r", n(min(frame.width, frame.height) / 2 - 2)),
                                          ("fill", "none"), ("stroke", "rgba(142,142,147,1)"), ("stroke-width", "2"), ("stroke-dasharray", "3 2")])]
        case "progressView": return progressBar()
        case "pageControl": return pageDots()
        case "imageView": return imageView()
        case "stepper": return stepper()
        // A table's prototype cells are told apart by their separators, a collection's by an outline.
        case "tableViewCell":
            return [line(frame.x + 16, frame.maxY - 0.25, frame.maxX, frame.maxY - 0.25, stroke: "rgba(60,60,67,0.29)", width: 0.5)] + accessory()
        case "collectionViewCell":
            // A collection outlines the cells it holds (the places its layout gives them).
            return isHeldByCollection ? [] : [SceneRenderer.cellOutline(at: Point(x: frame.x, y: frame.y), size: frame)]
        case "navigationBar", "toolbar", "tabBar": return bar()
        case "searchBar": return searchBar()
        default: return frameworkViewContent()
        }
    }

    /// The drawing of the framework views past the common controls: AppKit's tables, boxes, tabs
    /// and other views, pickers, and placeholders for what only run time fills in.
    func frameworkViewContent() -> [SVGElement] {
        let appKit = object.document.platform == .macOS
        switch object.elementName {
        case "tableView", "outlineView": return appKit ? appKitTable() : []
        case "tableHeaderView": return tableHeader()
        case "scroller": return scroller()
        case "box": return box()
        case "tabView": return tabView()
        case "splitView": return splitView()
        case "gridView": return gridView()
        case "progressIndicator": return progressIndicator()
        case "colorWell": return colorWell()
        case "pathControl": return pathControl()
        case "matrix": return matrix()
        case "containerView": return containerView()
        case "pickerView": return pickerView()
        case "datePicker": return appKit ? [] : datePicker()
        case "mapView": return mapView()
        case "webView": return webView("Web View")
        case "wkWebView": return webView("WebKit View")
        default: return []
        }
    }

    // MARK: Pieces

    /// Whether this is a collection view's prototype cell, which its collection draws around.
    var isHeldByCollection: Bool {
        let tree = object.document.tree
        return tree.parent(of: object.node).map { tree.isElement($0, named: "cells") } == true && object.parent?.elementName == "collectionView"
    }

    var ink: String { colors.dark ? "rgba(255,255,255,1)" : "rgba(0,0,0,1)" }
    var tint: String { color("tintColor") ?? colors.css(.system(name: "systemBlueColor")) ?? "rgba(0,122,255,1)" }

    func button() -> [SVGElement] {
        if object.document.platform == .macOS, let type = appKitCellAttribute("type"), type == "check" || type == "radio" {
            return checkBox(radio: type == "radio")
        }
        let normal = view.states.first { $0.state == "normal" }
        let title = normal?.title ?? view.title ?? appKitTitle
        var elements: [SVGElement] = []
        let (images, titleFrame) = buttonImages(title: title.flatMap { $0.isEmpty ? nil : $0 })
        elements += images
        let titleColor = colorOfState() ?? (object.attribute("buttonType") == "system" || object.document.platform == .macOS ? tint : ink)
        elements += at(titleFrame)
            .text(title ?? "", color: object.document.platform == .macOS ? ink : titleColor, alignment: "center", size: defaultButtonSize,
                  breakMode: object.attribute("lineBreakMode"))
        if object.document.platform == .macOS {
            // The default button (Return is its key equivalent) is drawn in the accent colour.
            let isDefault = isDefaultButton
            elements.insert(SVGElement("rect", [("class", isDefault ? "default-button" : "bezel"), ("x", n(frame.x + 4)), ("y", n(frame.y + 4)),
                                                ("width", n(max(frame.width - 8, 0))), ("height", n(max(frame.height - 8, 0))), ("rx", "5"),
                                                ("fill", isDefault ? "rgba(0,122,255,1)" : "rgba(255,255,255,1)"), ("stroke", "rgba(0,0,0,0.2)")]), at: 0)
            if isDefault { elements = elements.map { $0.name == "text" ? $0.filled("rgba(255,255,255,1)") : $0 } }
        }
        return elements
    }

    /// A UIKit button's title size when it names no font, as the layout measures it: 15-point
    /// system for a system button, 18 for a custom one.
    var defaultButtonSize: Double? {
        guard view.font == nil, object.document.platform != .macOS else { return nil }
        return TextMetrics.defaultButtonTitleSize(object)
    }

    func colorOfState() -> String? {
        let tree = object.document.tree
        guard let state = tree.childElements(of: object.node).first(where: { tree.isElement($0, named: "state") && tree.attribute("key", of: $0) == "normal" }),
              let node = tree.childElements(of: state).first(where: { tree.isElement($0, named: "color") && tree.attribute("key", of: $0) == "titleColor" }) else { return nil }
        return colors.css(Color(tree, node))
    }

    func switchShape() -> [SVGElement] {
        let on = object.attribute("on") == "YES"
        let height = min(frame.height, 31.0), width = min(frame.width, 51.0)
        let track = Rect(x: frame.x, y: frame.midY - height / 2, width: width, height: height)
        let knobX = on ? track.maxX - height / 2 : track.x + height / 2
        return [SVGElement("rect", [("x", n(track.x)), ("y", n(track.y)), ("width", n(track.width)), ("height", n(track.height)), ("rx", n(height / 2)),
                                    ("fill", on ? (color("onTintColor") ?? "rgba(52,199,89,1)") : "rgba(120,120,128,0.16)")]),
                SVGElement("circle", [("cx", n(knobX)), ("cy", n(frame.midY)), ("r", n(height / 2 - 2)), ("fill", "rgba(255,255,255,1)"), ("stroke", "rgba(0,0,0,0.1)")])]
    }

    func slider() -> [SVGElement] {
        let value = object.document.tree.number("value", of: object.node) ?? 0.5
        let low = object.document.tree.number("minValue", of: object.node) ?? 0, high = object.document.tree.number("maxValue", of: object.node) ?? 1
        let share = high > low ? min(max((value - low) / (high - low), 0), 1) : 0.5
        let knob = frame.x + 14 + (frame.width - 28) * share
        return [line(frame.x + 2, frame.midY, frame.maxX - 2, frame.midY, stroke: "rgba(120,120,128,0.3)", width: 4),
                line(frame.x + 2, frame.midY, knob, frame.midY, stroke: tint, width: 4),
                SVGElement("circle", [("cx", n(knob)), ("cy", n(frame.midY)), ("r", "13"), ("fill", "rgba(255,255,255,1)"), ("stroke", "rgba(0,0,0,0.15)")])]
    }

    func segments() -> [SVGElement] {
        let tree = object.document.tree
        let titles = tree.descendants(of: object.node).filter { tree.isElement($0, named: "segment") }.map { tree.attribute("title", of: $0) ?? tree.attribute("label", of: $0) ?? "" }
        var elements = [SVGElement("rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))), ("height", n(max(frame.height, 0))),
                                            ("rx", "7"), ("fill", "rgba(118,118,128,0.12)"), ("stroke", "rgba(0,0,0,0.1)")])]
        let width = titles.isEmpty ? 0 : frame.width / Double(titles.count)
        let selected = selectedSegments(count: titles.count)
        for (index, title) in titles.enumerated() {
            let cell = Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
            if selected.contains(index) {
                elements.append(SVGElement("rect", [("class", "selected-segment"), ("x", n(cell.x + 2)), ("y", n(cell.y + 2)), ("width", n(max(cell.width - 4, 0))),
                                                    ("height", n(max(cell.height - 4, 0))), ("rx", "6"), ("fill", "rgba(255,255,255,1)"), ("stroke", "rgba(0,0,0,0.12)")]))
            }
            if index > 0 { elements.append(line(cell.x, frame.y + 4, cell.x, frame.maxY - 4, stroke: "rgba(0,0,0,0.15)", width: 1)) }
            elements += at(cell).text(title, color: ink, alignment: "center", size: 13)
        }
        return elements
    }

    func pageDots() -> [SVGElement] {
        let pages = Int(min(max(object.document.tree.number("numberOfPages", of: object.node) ?? 3, 0), 50))
        let start = frame.midX - Double(pages - 1) * 8
        return (0..<pages).map { index in
            SVGElement("circle", [("cx", n(start + Double(index) * 16)), ("cy", n(frame.midY)), ("r", "3.5"),
                                  ("fill", index == 0 ? ink : "rgba(142,142,147,0.5)")])
        }
    }

    /// UIStepper's two halves, minus and plus.
    func stepper() -> [SVGElement] {
        let half = frame.width / 2
        return [SVGElement("rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))), ("height", n(max(frame.height, 0))),
                                    ("rx", "8"), ("fill", "rgba(118,118,128,0.12)")]),
                line(frame.midX, frame.y + 8, frame.midX, frame.maxY - 8, stroke: "rgba(60,60,67,0.3)", width: 1),
                line(frame.x + half / 2 - 6, frame.midY, frame.x + half / 2 + 6, frame.midY, stroke: ink, width: 2),
                line(frame.midX + half / 2 - 6, frame.midY, frame.midX + half / 2 + 6, frame.midY, stroke: ink, width: 2),
                line(frame.midX + half / 2, frame.midY - 6, frame.midX + half / 2, frame.midY + 6, stroke: ink, width: 2)]
    }

    func bar() -> [SVGElement] {
        // A black bar style (or the dark appearance) draws a dark bar with white titles.
        let black = (object.attribute("barStyle") ?? "").hasPrefix("black") || colors.dark
        let fill = color("barTintColor") ?? (black ? "rgba(22,22,24,0.94)" : "rgba(249,249,249,0.94)")
        var elements = [SVGElement("rect", [("class", "bar-background"), ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))),
                                            ("height", n(max(frame.height, 0))), ("fill", fill)]),
                        line(frame.x, object.elementName == "tabBar" ? frame.y : frame.maxY, frame.maxX, object.elementName == "tabBar" ? frame.y : frame.maxY,
                             stroke: "rgba(0,0,0,0.3)", width: 0.5)]
        let tree = object.document.tree
        var content = BarContent(document: object.document, colors: colors, images: images, measure: measure, tint: color("tintColor"))
        if black { content.ink = "rgba(255,255,255,1)" }
        let list = tree.childElements(of: object.node).first { tree.isElement($0, named: "items") }
        switch object.elementName {
        case "navigationBar":
            // The top item is the last; the one below it gives the back button its title.
            let items = list.map { tree.childElements(of: $0).filter { tree.isElement($0, named: "navigationItem") } } ?? []
            guard let top = items.last else { return elements }
            let back = items.count > 1 ? NavigationBack.title(of: items[items.count - 2], in: tree) : nil
            elements += content.navigation(top, title: nil, back: back, in: frame)
        case "toolbar":
            elements += content.toolbar(list.map { BarItem.items(in: $0, tree: tree) } ?? [], in: frame)
        default:
            let items = tree.descendants(of: object.node).filter { tree.isElement($0, named: "tabBarItem") }
            let titles = items.compactMap { tree.attribute("title", of: $0) ?? tree.attribute("systemItem", of: $0).map(BarItem.tabSystemItemTitle) }
            let width = titles.isEmpty ? 0 : frame.width / Double(titles.count)
            for (index, title) in titles.enumerated() {
                let cell = Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
                elements += at(cell).text(title, color: tint, alignment: "center", size: 10)
            }
        }
        return elements
    }

    func label(_ string: String, small: Bool) -> SVGElement {
        SVGElement("text", [("class", "caption"), ("x", n(frame.midX)), ("y", n(frame.midY + 4)), ("font-family", "sans-serif"),
                            ("font-size", small ? "10" : "12"), ("text-anchor", "middle"), ("fill", "rgba(142,142,147,1)")], text: string)
    }

    func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double) -> SVGElement {
        SVGElement("line", [("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2)), ("stroke", stroke), ("stroke-width", n(width)), ("stroke-linecap", "round")])
    }

    /// A colour the view sets by key (`backgroundColor`, `textColor`, `tintColor`), as CSS.
    func color(_ key: String) -> String? {
        view.colors.first { $0.key == key }.flatMap { colors.css($0.color) }
    }

    func layerNumber(_ keyPath: String) -> Double? {
        guard case .number(let value)? = object.runtimeAttributes.first(where: { $0.keyPath == keyPath })?.value, value.isFinite else { return nil }
        return min(value, 1e6)
    }

    func layerColor(_ keyPath: String) -> String? {
        guard case .color(let value)? = object.runtimeAttributes.first(where: { $0.keyPath == keyPath })?.value else { return nil }
        return colors.css(value)
    }

    func n(_ value: Double) -> String { SVGElement.number(value) }
}

extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    func insetBy(dx: Double) -> Rect { Rect(x: x + dx, y: y, width: max(width - 2 * dx, 0), height: height) }
}
