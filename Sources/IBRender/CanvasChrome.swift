import IBDocument
import IBLayout

/// What Interface Builder's canvas draws around a root view that the document does not hold as
/// views: a Mac window's title bar, and over an iOS controller's view the simulated status bar,
/// navigation bar, tab bar or toolbar, home indicator and the safe area's outline.
/// Every element is classed `canvas` and lets the pointer through to the views below.
enum CanvasChrome {
    /// A Mac window's title bar height since macOS 11.
    static let titleBarHeight = 28.0

    /// The window whose content view `layout` lays out; nil for any other root.
    static func window(of layout: RootLayout) -> IBObject? {
        guard layout.root.key == "contentView", let window = layout.root.parent, window.elementName == "window" else { return nil }
        return window
    }

    /// How far a window's chrome reaches above its content view: the title bar and its toolbar.
    static func chromeHeight(_ window: IBObject) -> Double {
        titleBarHeight + (WindowToolbar(window)?.height ?? 0)
    }

    /// The title bar above the content view (negative y): traffic lights and the centred title
    /// (unless the window hides it), and below it the window's toolbar with the pictures `images` has.
    /// A transparent title bar (`titlebarAppearsTransparent`) takes the window's background.
    static func titleBar(_ window: IBObject, width: Double, dark: Bool, images: ImageLibrary = ImageLibrary()) -> [SVGElement] {
        let toolbar = WindowToolbar(window)
        let top = -titleBarHeight - (toolbar?.height ?? 0), middle = top + titleBarHeight / 2
        var elements = [SVGElement("rect", [("class", "canvas title-bar"), ("x", "0"), ("y", n(top)), ("width", n(width)), ("height", n(titleBarHeight)),
                                            ("fill", titleBarFill(window, dark: dark)), ("pointer-events", "none")])]
        for (index, color) in ["rgba(255,95,87,1)", "rgba(254,188,46,1)", "rgba(40,200,64,1)"].enumerated() {
            elements.append(SVGElement("circle", [("class", "canvas"), ("cx", n(14 + Double(index) * 20)), ("cy", n(middle)), ("r", "6"), ("fill", color),
                                                  ("pointer-events", "none")]))
        }
        if let toolbar { elements += toolbar.elements(top: top + titleBarHeight, width: width, dark: dark, images: images) }
        if let title = window.attribute("title"), !title.isEmpty, window.attribute("titleVisibility") != "hidden" {
            elements.append(SVGElement("text", [("class", "canvas"), ("x", n(width / 2)), ("y", n(middle + 4.5)), ("font-family", "-apple-system, sans-serif"),
                                                ("font-size", "13"), ("font-weight", "600"), ("text-anchor", "middle"),
                                                ("fill", dark ? "rgba(255,255,255,0.85)" : "rgba(0,0,0,0.85)")], text: title))
        }
        return elements
    }

    /// A simulated bar's fill (tab bars, toolbars, navigation bars without a style of their own).
    static func barFill(dark: Bool) -> String { dark ? "rgba(30,30,30,0.94)" : "rgba(249,249,249,0.94)" }

    /// A title bar's colour: its own grey, or the window background's when it is transparent.
    static func titleBarFill(_ window: IBObject, dark: Bool) -> String {
        window.attribute("titlebarAppearsTransparent") == "YES" ? (dark ? "rgba(50,50,50,1)" : "rgba(236,236,236,1)")
            : (dark ? "rgba(54,54,56,1)" : "rgba(232,232,232,1)")
    }

    /// The window background a Mac view shows on the canvas, outlined where its bounds are.
    static func macBackground(_ frame: Rect, dark: Bool) -> [SVGElement] {
        [SVGElement("rect", [("class", "canvas window-background"), ("x", n(frame.x + 0.5)), ("y", n(frame.y + 0.5)),
                             ("width", n(max(frame.width - 1, 0))), ("height", n(max(frame.height - 1, 0))),
                             ("fill", dark ? "rgba(50,50,50,1)" : "rgba(236,236,236,1)"), ("stroke", dark ? "rgba(255,255,255,0.2)" : "rgba(0,0,0,0.2)"),
                             ("pointer-events", "none")])]
    }

    /// The bars and guides the canvas shows over a controller's view on an iPhone or iPad screen.
    static func overlays(of layout: RootLayout, colors: RenderColors, images: ImageLibrary, nested: NestedRoots = .none) -> [SVGElement] {
        let environment = layout.environment, safe = environment.safeArea, frame = environment.rootFrame
        guard let device = environment.device, [.phone, .pad, .anySize].contains(device.idiom), safe.top + safe.bottom > 0 else { return [] }
        let ink = colors.dark ? "rgba(255,255,255,1)" : "rgba(0,0,0,1)"
        let barFill = barFill(dark: colors.dark)
        var elements: [SVGElement] = []
        // The status bar, when the view starts at the top of the screen and the canvas insets it
        // above the navigation bar (Xcode 11 and later draw none over a navigation bar).
        let status = device.statusBar(environment.orientation)
        let bars = environment.simulatedBars
        if frame.y == 0, status > 0, safe.top - bars.top >= status, environment.sheet == nil, environment.drawsStatusBar, !hidesStatusBar(layout.root) {
            elements.append(text("9:41", x: 28 + (device.housing > 0 ? 8 : 0), y: status / 2 + 5.5, size: 15, fill: ink, anchor: "start"))
            elements.append(SVGElement("rect", [("class", "canvas"), ("x", n(frame.width - 40)), ("y", n(status / 2 - 5.5)), ("width", "25"), ("height", "11"),
                                                ("rx", "3"), ("fill", ink), ("opacity", "0.9"), ("pointer-events", "none")]))
        }
        // The navigation bar right above the safe area.
        if bars.top > 0, safe.top >= bars.top {
            let bar = Rect(x: 0, y: safe.top - bars.top, width: frame.width, height: bars.top)
            elements += navigationBar(of: layout, in: bar, colors: colors, images: images, nested: nested)
        }
        // The tab bar or toolbar right below it.
        if bars.bottom > 0, safe.bottom >= bars.bottom {
            let bar = Rect(x: 0, y: frame.height - safe.bottom, width: frame.width, height: bars.bottom)
            elements.append(rect(bar, fill: barFill))
            elements += bottomBarContent(of: layout, in: bar, colors: colors, images: images)
        }
        if device.homeIndicator > 0, safe.bottom >= device.homeIndicator {
            elements.append(SVGElement("rect", [("class", "canvas"), ("x", n(frame.width / 2 - 67)), ("y", n(frame.height - 13)), ("width", "134"), ("height", "5"),
                                                ("rx", "2.5"), ("fill", ink), ("pointer-events", "none")]))
        }
        // The safe area's outline, where the view lays out against it.
        if layout.root.asView?.layoutGuides.contains(where: { $0.key == "safeArea" }) == true {
            let area = Rect(x: safe.left, y: safe.top, width: frame.width - safe.left - safe.right, height: frame.height - safe.top - safe.bottom)
            elements.append(SVGElement("rect", [("class", "canvas safe-area"), ("x", n(area.x)), ("y", n(area.y)), ("width", n(max(area.width, 0))),
                                                ("height", n(max(area.height, 0))), ("fill", "none"), ("stroke", "rgba(0,122,255,0.35)"),
                                                ("stroke-dasharray", "5 4"), ("pointer-events", "none")],
                                       children: [SVGElement("title", text: "safe area")]))
        }
        return elements
    }

    /// Whether the root view, or the controller it belongs to, simulates no status bar
    /// (`<nil key="simulatedStatusBarMetrics"/>`).
    static func hidesStatusBar(_ root: IBObject) -> Bool {
        let tree = root.document.tree
        return [root.node, root.parent?.node].compactMap { $0 }.contains { owner in
            tree.childElements(of: owner).contains { tree.isElement($0, named: "nil") && tree.attribute("key", of: $0) == "simulatedStatusBarMetrics" }
        }
    }

    /// A tab bar's items across `bar`: each item's picture (when the project has it) above its
    /// title, the selected one in the tint colour.
    static func tabItems(_ items: [ContainerScene.TabItem], selected: Int, in bar: Rect, colors: RenderColors, images: ImageLibrary,
                         platform: Platform?) -> [SVGElement] {
        let width = bar.width / Double(max(items.count, 1))
        var elements: [SVGElement] = []
        for (index, item) in items.enumerated() {
            let x = bar.x + width * (Double(index) + 0.5)
            let fill = index == selected ? "rgba(0,122,255,1)" : "rgba(142,142,147,1)"
            if let name = item.image, let file = images.image(named: name, platform: platform, dark: colors.dark) {
                elements.append(SVGElement("image", [("class", "canvas tab-image"), ("x", n(x - 12.5)), ("y", n(bar.y + 4)), ("width", "25"), ("height", "25"),
                                                     ("preserveAspectRatio", "xMidYMid meet"), ("href", file.dataURL), ("pointer-events", "none")]))
                elements.append(text(item.title, x: x, y: bar.y + 40, size: 10, fill: fill, anchor: "middle", weight: "500", type: "tab-item"))
            } else {
                elements.append(text(item.title, x: x, y: bar.midY + 4, size: 10, fill: fill, anchor: "middle", weight: "500", type: "tab-item"))
            }
        }
        return elements
    }

    /// The title the navigation bar shows: the controller's navigation item's, else its own.
    static func navigationTitle(of root: IBObject) -> String? {
        guard root.key == "view", let controller = root.parent else { return nil }
        let tree = root.document.tree
        let item = tree.childElements(of: controller.node).first { tree.isElement($0, named: "navigationItem") }
        return (item.flatMap { tree.attribute("title", of: $0) } ?? controller.attribute("title")).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The controller whose view a layout's root is, if it is one.
    static func controller(of layout: RootLayout) -> IBObject? {
        guard layout.root.key == "view", let controller = layout.root.parent, controller.role == .controller else { return nil }
        return controller
    }

    /// The simulated navigation bar over a controller's view, in its navigation controller's
    /// style: the bar, its navigation item's title and bar button items, and a back button when a
    /// segue pushes the controller.
    static func navigationBar(of layout: RootLayout, in bar: Rect, colors: RenderColors, images: ImageLibrary, nested: NestedRoots = .none) -> [SVGElement] {
        let controller = controller(of: layout), style = SimulatedBarStyle(over: controller, colors: colors)
        guard let controller else { return [rect(bar, fill: style.fill)] }
        let tree = layout.root.document.tree
        let item = tree.childElements(of: controller.node).first { tree.isElement($0, named: "navigationItem") }
        var content = BarContent(document: layout.root.document, colors: colors, images: images, measure: layout.environment.text)
        content.isChrome = true
        style.apply(to: &content)
        var elements = [rect(bar, fill: style.fill)] + content.navigation(item, title: navigationTitle(of: layout.root), back: NavigationBack.title(for: controller), in: bar)
        // The navigation item's title view, at its size, centred in the bar's row of items.
        if let title = nested.titleViews[controller.node] {
            let size = SceneRenderer.size(of: title), row = Rect(x: bar.x, y: bar.y, width: bar.width, height: min(bar.height, 44))
            var element = SceneRenderer.element(of: title, colors: colors, images: images)
            element.attributes.removeAll { $0.0 == "xmlns" || $0.0 == "data-document" }
            element.attributes += [("x", n(row.midX - size.width / 2)), ("y", n(row.midY - size.height / 2)), ("class", "canvas title-view"),
                                   ("data-title-view", title.root.id ?? "")]
            elements.append(element)
        }
        return elements
    }

    /// What the simulated bar below a controller's view shows: the items of the tab bar
    /// controller holding it, else the controller's toolbar items.
    static func bottomBarContent(of layout: RootLayout, in bar: Rect, colors: RenderColors, images: ImageLibrary) -> [SVGElement] {
        guard layout.root.key == "view", let controller = layout.root.parent, controller.role == .controller else { return [] }
        if let tabs = ContainerScene.tabBar(holding: controller) {
            return tabItems(tabs.items, selected: tabs.selected, in: bar, colors: colors, images: images, platform: layout.root.document.platform)
        }
        let tree = layout.root.document.tree
        // A controller no tab bar controller holds shows its own item alone, selected.
        if let item = controller.asController?.tabBarItem, let title = item.attribute("title") ?? item.attribute("systemItem").map(BarItem.tabSystemItemTitle) {
            return tabItems([ContainerScene.TabItem(title: title, image: item.attribute("image"), holder: controller)], selected: 0, in: bar,
                            colors: colors, images: images, platform: layout.root.document.platform)
        }
        guard let list = tree.childElements(of: controller.node).first(where: { tree.isElement($0, named: "toolbarItems") }) else { return [] }
        var content = BarContent(document: layout.root.document, colors: colors, images: images, measure: layout.environment.text)
        content.isChrome = true
        return content.toolbar(BarItem.items(in: list, tree: tree), in: bar)
    }

    static func rect(_ frame: Rect, fill: String) -> SVGElement {
        SVGElement("rect", [("class", "canvas"), ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))), ("height", n(max(frame.height, 0))),
                            ("fill", fill), ("pointer-events", "none")])
    }

    static func text(_ string: String, x: Double, y: Double, size: Double, fill: String, anchor: String, weight: String = "600",
                     type: String? = nil) -> SVGElement {
        SVGElement("text", [("class", type.map { "canvas \($0)" } ?? "canvas"), ("x", n(x)), ("y", n(y)), ("font-family", "-apple-system, sans-serif"), ("font-size", n(size)),
                            ("font-weight", weight), ("text-anchor", anchor), ("fill", fill), ("pointer-events", "none")], text: string)
    }

    static func n(_ value: Double) -> String { SVGElement.number(value) }
}
