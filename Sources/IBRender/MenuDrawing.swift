import IBDocument
import IBLayout

/// Draws the menus a document holds as Xcode's canvas shows them: the main menu as a menu bar
/// with every menu open below its title, any other menu (a status-bar menu) as an open panel
/// under its name; submenus open beside the item that holds them.
enum MenuDrawing {
    static let barHeight = 24.0
    static let itemHeight = 22.0
    static let separatorHeight = 11.0
    static let padding = 5.0
    /// Room on the left for a check mark, as AppKit keeps it in every menu.
    static let checkColumn = 22.0
    static let gap = 12.0
    static let fontSize = 13.0
    /// How far each leading tab of a title indents it.
    static let indentStep = 12.0

    /// One drawing per standalone menu of the document.
    static func render(_ document: Document, dark: Bool) -> [RenderedScene] {
        var used: [String: Int] = [:]
        return drawings(of: document, dark: dark).map { menu, element, size in
            let base = "menu-" + SceneRenderer.fileName(forID: menu.id ?? "menu")
            used[base, default: 0] += 1
            let name = used[base] == 1 ? base : "\(base)-\(used[base] ?? 0)"
            return RenderedScene(name: name, rootID: menu.id, svg: SceneRenderer.declaration + element.xml(), size: size)
        }
    }

    /// Each standalone menu of the document with its `<svg>` and size, for files and for the page.
    static func drawings(of document: Document, dark: Bool) -> [(menu: MenuModel, element: SVGElement, size: Size)] {
        let menus = MenuModel.standalone(in: document)
        guard !menus.isEmpty else { return [] }
        let metrics = TextMetrics(font: nil, scale: 1, platform: .macOS).resized(to: fontSize)
        return menus.map { menu in
            let (element, size) = drawing(of: menu, metrics: metrics, dark: dark, path: document.path)
            return (menu, element, size)
        }
    }

    /// The `<svg>` of one menu and its size.
    static func drawing(of menu: MenuModel, metrics: TextMetrics, dark: Bool, path: String) -> (SVGElement, Size) {
        let palette = Palette(dark: dark)
        var body: [SVGElement] = []
        var width = 0.0, height = 0.0
        if menu.isMainMenu {
            var x = 0.0
            var titles: [SVGElement] = []
            for (index, item) in menu.items.enumerated() where !item.isSeparator {
                // The app menu's title is bold; bold SF is a few percent wider than regular.
                let bold = index == 0
                let titleWidth = metrics.width(of: item.title) * (bold ? 1.06 : 1) + 20
                titles.append(text(item.title, x: x + 10, y: barHeight / 2 + 4.5, fill: palette.text, bold: bold))
                var slot = titleWidth
                if let submenu = item.submenu, !submenu.items.isEmpty {
                    let group = panelGroup(submenu, at: Point(x: x, y: barHeight + 2), metrics: metrics, palette: palette)
                    body += group.elements
                    slot = max(slot, group.size.width)
                    height = max(height, group.size.height + barHeight + 2)
                }
                x += slot + gap
            }
            width = max(x, 1)
            height = max(height + padding, barHeight)
            body = [SVGElement("rect", [("x", "0"), ("y", "0"), ("width", SVGElement.number(width)), ("height", SVGElement.number(barHeight)),
                                        ("fill", palette.bar)])] + titles + body
        } else {
            body.append(SVGElement("text", [("x", "4"), ("y", "14"), ("font-family", "sans-serif"), ("font-size", "11"), ("fill", palette.caption)],
                                   text: menu.title))
            let group = panelGroup(menu, at: Point(x: 0, y: 20), metrics: metrics, palette: palette)
            body += group.elements
            width = max(group.size.width, metrics.width(of: menu.title) + 8)
            height = group.size.height + 20 + padding
        }
        let w = SVGElement.number(max(width, 1)), h = SVGElement.number(max(height, 1))
        var attributes = [("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)"), ("data-document", path)]
        if let id = menu.id { attributes.append(("data-id", id)) }
        return (SVGElement("svg", attributes, children: body), Size(width: max(width, 1), height: max(height, 1)))
    }

    /// A menu's open panel at `origin`, with the panels of its submenus cascading to its right.
    static func panelGroup(_ menu: MenuModel, at origin: Point, metrics: TextMetrics, palette: Palette) -> (elements: [SVGElement], size: Size) {
        let width = panelWidth(menu, metrics: metrics)
        var elements: [SVGElement] = []
        var y = origin.y + padding
        var rows: [SVGElement] = []
        var openings: [(MenuModel, Double)] = []
        for item in menu.items {
            if item.isSeparator {
                let middle = y + separatorHeight / 2
                rows.append(SVGElement("line", [("x1", SVGElement.number(origin.x + 10)), ("y1", SVGElement.number(middle)),
                                                ("x2", SVGElement.number(origin.x + width - 10)), ("y2", SVGElement.number(middle)),
                                                ("stroke", palette.separator), ("stroke-width", "1")]))
                y += separatorHeight
                continue
            }
            let baseline = y + itemHeight / 2 + 4.5
            let fill = item.isDisabled ? palette.disabled : palette.text
            if item.isChecked { rows.append(text("✓", x: origin.x + 7, y: baseline, fill: fill)) }
            rows.append(text(item.title, x: origin.x + checkColumn + indentStep * Double(min(item.indentation, 4)), y: baseline, fill: fill))
            if let submenu = item.submenu {
                rows.append(text("›", x: origin.x + width - 12, y: baseline, fill: fill))
                if !submenu.items.isEmpty { openings.append((submenu, y - padding)) }
            } else if !item.keyEquivalent.isEmpty {
                rows.append(text(item.keyEquivalent, x: origin.x + width - 14, y: baseline, fill: palette.key, anchor: "end"))
            }
            y += itemHeight
        }
        let height = y + padding - origin.y
        elements.append(SVGElement("rect", [("x", SVGElement.number(origin.x)), ("y", SVGElement.number(origin.y)),
                                            ("width", SVGElement.number(width)), ("height", SVGElement.number(height)), ("rx", "6"),
                                            ("fill", palette.panel), ("stroke", palette.border), ("stroke-width", "1")]))
        elements += rows
        // Submenus open to the right, each at its item unless the one before reaches lower.
        var size = Size(width: width, height: height)
        var next = origin.y
        for (submenu, top) in openings {
            let at = Point(x: origin.x + width + 4, y: max(top, next))
            let group = panelGroup(submenu, at: at, metrics: metrics, palette: palette)
            elements += group.elements
            next = at.y + group.size.height + 4
            size.width = max(size.width, width + 4 + group.size.width)
            size.height = max(size.height, next - 4 - origin.y)
        }
        return (elements, size)
    }

    /// Wide enough for the longest title with its key equivalent or submenu arrow.
    static func panelWidth(_ menu: MenuModel, metrics: TextMetrics) -> Double {
        let widest = menu.items.map { item -> Double in
            guard !item.isSeparator else { return 0 }
            let key = item.keyEquivalent.isEmpty ? 0 : metrics.width(of: item.keyEquivalent) + 28
            return metrics.width(of: item.title) + indentStep * Double(min(item.indentation, 4)) + (item.submenu == nil ? key : 24)
        }.max() ?? 0
        return max(checkColumn + widest + 16, 80)
    }

    static func text(_ string: String, x: Double, y: Double, fill: String, bold: Bool = false, anchor: String? = nil) -> SVGElement {
        var attributes = [("x", SVGElement.number(x)), ("y", SVGElement.number(y)),
                          ("font-family", "-apple-system, 'SF Pro Text', 'Helvetica Neue', sans-serif"),
                          ("font-size", SVGElement.number(fontSize)), ("fill", fill)]
        if bold { attributes.append(("font-weight", "bold")) }
        if let anchor { attributes.append(("text-anchor", anchor)) }
        return SVGElement("text", attributes, text: string)
    }

    /// The menu colours of the light or dark appearance.
    struct Palette {
        var bar, panel, border, text, disabled, key, separator, caption: String

        init(dark: Bool) {
            if dark {
                (bar, panel, border, text) = ("rgba(40,40,40,1)", "rgba(43,43,43,1)", "rgba(80,80,80,1)", "rgba(255,255,255,0.9)")
                (disabled, key, separator, caption) = ("rgba(255,255,255,0.3)", "rgba(255,255,255,0.5)", "rgba(255,255,255,0.15)", "rgba(255,255,255,0.6)")
            } else {
                (bar, panel, border, text) = ("rgba(246,246,246,1)", "rgba(255,255,255,1)", "rgba(200,200,200,1)", "rgba(0,0,0,0.85)")
                (disabled, key, separator, caption) = ("rgba(0,0,0,0.25)", "rgba(0,0,0,0.5)", "rgba(0,0,0,0.1)", "rgba(0,0,0,0.5)")
            }
        }
    }
}
