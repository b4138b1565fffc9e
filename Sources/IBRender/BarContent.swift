import IBDocument
import IBLayout
import IBXML

/// A navigation bar's or toolbar's items laid out as UIKit lays them out and drawn: each item at
/// its natural width (a title's measured width, a glyph's or picture's), a navigation bar's left
/// items and back button from the leading edge, its right items from the trailing edge and its
/// title centred in what they leave; a toolbar's flexible spaces sharing what its items leave.
struct BarContent {
    let document: Document
    let colors: RenderColors
    let images: ImageLibrary
    var measure = TextMeasure.standard
    /// The items' colour, and the title's.
    var tint: String
    var ink: String
    /// Whether the bar is the canvas's (simulated, over a controller's view): its elements are
    /// classed `canvas` too.
    var isChrome = false

    /// UIKit's bar metrics: the bar's margin, the space between items, the size of a symbol and
    /// of a picture, the items' font size.
    static let margin = 16.0, spacing = 8.0, glyphSize = 22.0, imageSide = 24.0, fontSize = 17.0

    init(document: Document, colors: RenderColors, images: ImageLibrary, measure: TextMeasure = .standard, tint: String? = nil) {
        self.document = document
        self.colors = colors
        self.images = images
        self.measure = measure
        self.tint = tint ?? colors.css(.system(name: "systemBlueColor")) ?? "rgba(0,122,255,1)"
        ink = colors.dark ? "rgba(255,255,255,1)" : "rgba(0,0,0,1)"
    }

    func metrics(bold: Bool) -> TextMetrics {
        TextMetrics(font: Font(system: Self.fontSize, weight: bold ? "semibold" : nil), scale: 2, platform: .iOS, tools: document.header.toolsBuild, text: measure)
    }

    /// An item's width where it is not a flexible space.
    func width(of item: BarItem) -> Double {
        switch item.content {
        case .text(let title, let bold): metrics(bold: bold).unroundedWidth(of: title)
        case .glyph: Self.glyphSize
        case .image, .customView: Self.imageSide
        case .fixedSpace(let width): width
        case .flexibleSpace: 0
        }
    }

    /// The drawing of one item whose leading edge is at `x`, centred on the bar's middle.
    func draw(_ item: BarItem, x: Double, in bar: Rect) -> [SVGElement] {
        let middle = bar.midY
        let tint = item.isEnabled ? tint : (colors.dark ? "rgba(235,235,245,0.3)" : "rgba(60,60,67,0.3)")
        switch item.content {
        case .text(let title, let bold):
            return [text(title, x: x, baseline: middle + 6, fill: tint, bold: bold, id: item.id, kind: "bar-item")]
        case .glyph(let glyph):
            return [SVGElement("text", [("class", "bar-item glyph"), ("data-id", item.id ?? ""), ("x", n(x + Self.glyphSize / 2)), ("y", n(middle + 7)),
                                        ("font-family", "-apple-system, sans-serif"), ("font-size", n(Self.glyphSize)), ("text-anchor", "middle"),
                                        ("fill", tint)], text: glyph)]
        case .image(let name):
            let box = Rect(x: x, y: middle - Self.imageSide / 2, width: Self.imageSide, height: Self.imageSide)
            if let file = images.image(named: name, platform: document.platform, dark: colors.dark) {
                return [SVGElement("image", [("class", "bar-item"), ("data-id", item.id ?? ""), ("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)),
                                             ("height", n(box.height)), ("preserveAspectRatio", "xMidYMid meet"), ("href", file.dataURL)])]
            }
            return [outline(box, id: item.id, name: name)]
        case .customView:
            return [outline(Rect(x: x, y: middle - Self.imageSide / 2, width: Self.imageSide, height: Self.imageSide), id: item.id, name: "custom view")]
        case .flexibleSpace, .fixedSpace:
            return []
        }
    }

    /// A toolbar's items across `bar`: from the leading margin, flexible spaces sharing what the
    /// others leave.
    func toolbar(_ items: [BarItem], in bar: Rect) -> [SVGElement] {
        marked(toolbarElements(items, in: bar))
    }

    private func toolbarElements(_ items: [BarItem], in bar: Rect) -> [SVGElement] {
        let widths = items.map(width(of:))
        let flexible = items.filter { $0.content == .flexibleSpace }.count
        let used = widths.reduce(0, +) + Self.spacing * Double(max(items.count - 1, 0))
        let share = flexible == 0 ? 0 : max(0, bar.width - 2 * Self.margin - used) / Double(flexible)
        var x = bar.x + Self.margin, elements: [SVGElement] = []
        for (item, width) in zip(items, widths) {
            elements += draw(item, x: x, in: bar)
            x += (item.content == .flexibleSpace ? share : width) + Self.spacing
        }
        return elements
    }

    /// A navigation bar showing `navigationItem`: the back button (`‹` and `back`, when the
    /// controller is pushed), the left items, the right items from the trailing edge, and the
    /// title (`title`, else the item's) centred on the bar, or between the items when they leave
    /// it no room there, truncated to what they leave.
    func navigation(_ navigationItem: XMLNodeID?, title: String?, back: String?, in bar: Rect) -> [SVGElement] {
        // A bar with large titles (96 points where a navigation controller stores one) keeps its
        // items in the standard 44-point row on top and shows the title large below them.
        guard bar.height >= Self.largeTitleBarHeight, let shown = title ?? navigationItem.flatMap({ document.tree.attribute("title", of: $0) }), !shown.isEmpty else {
            return marked(navigationElements(navigationItem, title: title, back: back, in: bar))
        }
        let row = Rect(x: bar.x, y: bar.y, width: bar.width, height: 44)
        let metrics = TextMetrics(font: Font(system: Self.largeTitleSize, weight: "bold"), scale: 2, platform: .iOS, tools: document.header.toolsBuild, text: measure)
        var fitted = shown
        while metrics.unroundedWidth(of: fitted) > bar.width - 2 * Self.margin, fitted.count > 1 { fitted = String(fitted.dropLast(fitted.hasSuffix("…") ? 2 : 1)) + "…" }
        let attributes = [("class", "bar-title large-title")] + (navigationItem.flatMap { document.tree.attribute("id", of: $0) }.map { [("data-id", $0)] } ?? [])
            + GlyphPositions.attributes(for: fitted, x: bar.x + Self.margin, anchor: "start", metrics: metrics)
            + [("y", n(bar.maxY - 11)), ("font-family", "-apple-system, 'SF Pro Display', sans-serif"), ("font-size", n(Self.largeTitleSize)),
               ("font-weight", "700"), ("fill", ink)]
        return marked(navigationElements(navigationItem, title: "", back: back, in: row) + [SVGElement("text", attributes, text: fitted)])
    }

    /// The height from which a navigation bar shows large titles, and their font size.
    static let largeTitleBarHeight = 90.0, largeTitleSize = 34.0

    /// The canvas's own elements let the pointer through to the views below and are classed `canvas`.
    func marked(_ elements: [SVGElement]) -> [SVGElement] {
        guard isChrome else { return elements }
        return elements.map { element in
            var element = element
            if let index = element.attributes.firstIndex(where: { $0.0 == "class" }) {
                element.attributes[index].1 = "canvas " + element.attributes[index].1
            } else {
                element.attributes.insert(("class", "canvas"), at: 0)
            }
            element.attributes.append(("pointer-events", "none"))
            return element
        }
    }

    private func navigationElements(_ navigationItem: XMLNodeID?, title: String?, back: String?, in bar: Rect) -> [SVGElement] {
        let tree = document.tree
        var elements: [SVGElement] = []
        var left: [BarItem] = [], right: [BarItem] = []
        var hasTitleView = false, supplementsBack = false
        if let item = navigationItem {
            supplementsBack = tree.attribute("leftItemsSupplementBackButton", of: item) == "YES"
            for child in tree.childElements(of: item) {
                switch (tree.name(of: child), tree.attribute("key", of: child)) {
                case ("barButtonItem", "leftBarButtonItem"): left.append(BarItem(child, in: tree))
                case ("barButtonItem", "rightBarButtonItem"): right.append(BarItem(child, in: tree))
                case ("leftBarButtonItems", _): left += BarItem.items(in: child, tree: tree)
                case ("rightBarButtonItems", _): right += BarItem.items(in: child, tree: tree)
                case (_, "titleView"): hasTitleView = true
                default: break
                }
            }
        }
        var leading = bar.x + Self.margin / 2
        if let back, left.isEmpty || supplementsBack {
            // The chevron, then the previous controller's title.
            elements.append(SVGElement("path", [("class", "bar-item back-chevron"), ("d", "M\(n(leading + 10)) \(n(bar.midY - 10))l-8 10l8 10"),
                                                ("fill", "none"), ("stroke", tint), ("stroke-width", "3"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")]))
            leading += 16
            let fitted = truncated(back, to: max(0, bar.width / 3), bold: false)
            elements.append(text(fitted, x: leading, baseline: bar.midY + 6, fill: tint, bold: false, id: nil, kind: "bar-item back"))
            leading += metrics(bold: false).unroundedWidth(of: fitted) + Self.spacing
        } else {
            leading = bar.x + Self.margin
        }
        for item in left {
            elements += draw(item, x: leading, in: bar)
            leading += width(of: item) + Self.spacing
        }
        var trailing = bar.maxX - Self.margin
        for item in right {
            let width = width(of: item)
            elements += draw(item, x: trailing - width, in: bar)
            trailing -= width + Self.spacing
        }
        let shown = title ?? navigationItem.flatMap { tree.attribute("title", of: $0) }
        if let shown, !shown.isEmpty, !hasTitleView {
            let room = max(0, trailing - leading)
            let fitted = truncated(shown, to: room, bold: true)
            let width = metrics(bold: true).unroundedWidth(of: fitted)
            // Centred on the bar when that keeps it clear of the items, else in the room they leave.
            let centred = min(max(bar.midX - width / 2, leading), trailing - width)
            elements.append(text(fitted, x: centred, baseline: bar.midY + 6, fill: ink, bold: true, id: navigationItem.flatMap { tree.attribute("id", of: $0) },
                                 kind: "bar-title"))
        }
        if let item = navigationItem, let prompt = tree.attribute("prompt", of: item), !prompt.isEmpty {
            elements.append(SVGElement("text", [("class", "bar-prompt"), ("x", n(bar.midX)), ("y", n(bar.y + 12)), ("font-family", "-apple-system, sans-serif"),
                                                ("font-size", "13"), ("text-anchor", "middle"), ("fill", ink)], text: prompt))
        }
        return elements
    }

    /// `string` cut with an ellipsis to fit `width` (whole when it fits).
    func truncated(_ string: String, to width: Double, bold: Bool) -> String {
        let metrics = metrics(bold: bold)
        guard metrics.unroundedWidth(of: string) > width else { return string }
        var characters = Array(string)
        while !characters.isEmpty, metrics.unroundedWidth(of: String(characters) + "…") > width { characters.removeLast() }
        return characters.isEmpty ? "…" : String(characters) + "…"
    }

    func text(_ string: String, x: Double, baseline: Double, fill: String, bold: Bool, id: String?, kind: String) -> SVGElement {
        let attributes = [("class", kind)] + (id.map { [("data-id", $0)] } ?? []) + GlyphPositions.attributes(for: string, x: x, anchor: "start", metrics: metrics(bold: bold))
            + [("y", n(baseline)), ("font-family", "-apple-system, 'SF Pro Text', sans-serif"), ("font-size", n(Self.fontSize)),
               ("font-weight", bold ? "600" : "400"), ("fill", fill)]
        return SVGElement("text", attributes, text: string)
    }

    func outline(_ box: Rect, id: String?, name: String) -> SVGElement {
        SVGElement("rect", [("class", "bar-item"), ("data-id", id ?? ""), ("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)), ("height", n(box.height)),
                            ("rx", "4"), ("fill", "none"), ("stroke", tint), ("stroke-dasharray", "3 2")], children: [SVGElement("title", text: name)])
    }

    func n(_ value: Double) -> String { SVGElement.number(value) }
}
