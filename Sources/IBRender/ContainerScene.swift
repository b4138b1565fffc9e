import IBDocument
import IBLayout

/// A navigation or tab bar controller's scene as the canvas draws it: a screen with no content of
/// its own, its bar where the document stores it, and on a tab bar the items of the controllers
/// it holds, in their order.
struct ContainerScene {
    /// The container controller.
    let controller: IBObject
    /// Its bar's layout: the navigation bar or tab bar the document stores.
    let bar: RootLayout
    /// A navigation controller's toolbar, when it shows one (`toolbarHidden="NO"`).
    let toolbar: RootLayout?
    /// The screen's size.
    let size: Size
    /// The device, for where its bars go.
    let device: LayoutDevice
    let orientation: LayoutDevice.Orientation
    /// The card the canvas draws the controller on when it is presented as a sheet.
    let sheet: SheetCard?

    /// How far below the top the content starts: the status bar, or a sheet card's inset.
    var contentTop: Double { sheet?.top ?? device.statusBar(orientation) }

    /// The container drawing of `main`, or nil when it is no navigation or tab bar controller, its
    /// bar is not laid out, or no screen is known for it: the document's device, else the one the
    /// document's controller views are laid out on (documents of Xcode 7 and older name none).
    init?(_ main: IBObject, layouts: [RootLayout]) {
        guard ["navigationController", "tabBarController"].contains(main.elementName),
              let bar = layouts.first(where: { ["navigationBar", "tabBar"].contains($0.root.key ?? "") && $0.root.parent?.node == main.node }) else { return nil }
        let named = main.document.header.device
        if let id = named?.id, let device = LayoutDevice.named(id) {
            self.device = device
            orientation = LayoutDevice.Orientation(rawValue: named?.orientation ?? "") ?? .portrait
        } else if let screen = layouts.first(where: { $0.root.key == "view" && $0.root.parent?.role == .controller && $0.environment.device != nil })?.environment {
            device = screen.device ?? .anySizeCanvas
            orientation = screen.orientation
        } else {
            return nil
        }
        controller = main
        self.bar = bar
        toolbar = main.attribute("toolbarHidden") == "NO"
            ? layouts.first { $0.root.key == "toolbar" && $0.root.parent?.node == main.node } : nil
        sheet = LayoutEnvironment.sheet(of: main, device: device, orientation: orientation)
        size = sheet?.size ?? device.screen(orientation)
    }

    /// The navigation bar a tab bar controller shows when a navigation stack holds it (a segue
    /// pushes it, or it is a navigation controller's root), below the status bar; nil otherwise.
    var navigationBarFrame: Rect? {
        guard controller.elementName == "tabBarController" else { return nil }
        let top = LayoutEnvironment.simulatedBars(of: controller).top
        guard top > 0, top.isFinite else { return nil }
        return Rect(x: 0, y: contentTop, width: size.width, height: min(top, size.height))
    }

    /// Where the bar sits: a tab bar above the home indicator (most documents store it at y 0),
    /// a navigation bar where stored, or below the status bar when stored at 0.
    var barFrame: Rect {
        let stored = bar.root.asView?.frame ?? Rect(x: 0, y: 0, width: size.width, height: 0)
        let height = stored.height.isFinite ? min(max(stored.height, 0), size.height) : 0
        let y = bar.root.key == "tabBar" ? size.height - device.homeIndicator - height
            : (stored.y > 0 && stored.y.isFinite ? min(stored.y, size.height) : contentTop)
        return Rect(x: 0, y: y, width: size.width, height: height)
    }

    /// The scene at `box`: the screen, the bar at its stored place, and the tab items.
    func element(at box: Rect, colors: RenderColors, images: ImageLibrary, sceneID: String?) -> SVGElement {
        let stored = barFrame
        var barElement = SceneRenderer.element(of: bar, colors: colors, images: images)
        barElement.attributes.removeAll { $0.0 == "xmlns" }
        barElement.attributes += [("x", n(stored.x)), ("y", n(stored.y))]
        var children = [SVGElement("rect", [("class", "container"), ("data-id", controller.id ?? ""), ("x", "0"), ("y", "0"), ("width", n(size.width)),
                                            ("height", n(size.height)), ("fill", colors.dark ? "rgba(0,0,0,1)" : "rgba(255,255,255,1)")],
                                   children: [SVGElement("title", text: "\(controller.className ?? controller.elementName) \(controller.id ?? "") line \(controller.location.line)")]),
                        // The bar across the screen when the document stores it narrower (an older device's width).
                        CanvasChrome.rect(stored, fill: CanvasChrome.barFill(dark: colors.dark)),
                        barElement]
        children += CanvasChrome.tabItems(Self.tabItems(of: controller), selected: 0, in: stored, colors: colors, images: images,
                                          platform: controller.document.platform)
        if let toolbar {
            // Above the home indicator, across the screen.
            let stored = toolbar.root.asView?.frame?.height ?? 44
            let height = stored.isFinite ? min(max(stored, 0), size.height) : 44
            let frame = Rect(x: 0, y: size.height - device.homeIndicator - height, width: size.width, height: height)
            var element = SceneRenderer.element(of: toolbar, colors: colors, images: images)
            element.attributes.removeAll { $0.0 == "xmlns" }
            element.attributes += [("x", n(frame.x)), ("y", n(frame.y))]
            children += [CanvasChrome.rect(frame, fill: CanvasChrome.barFill(dark: colors.dark)), element]
        }
        let status = device.statusBar(orientation)
        if status > 0, sheet == nil {
            children.append(CanvasChrome.text("9:41", x: 28 + (device.housing > 0 ? 8 : 0), y: status / 2 + 5.5, size: 15,
                                              fill: colors.dark ? "rgba(255,255,255,1)" : "rgba(0,0,0,1)", anchor: "start"))
        }
        if let navigation = navigationBarFrame {
            let tree = controller.document.tree
            let item = tree.childElements(of: controller.node).first { tree.isElement($0, named: "navigationItem") }
            var content = BarContent(document: controller.document, colors: colors, images: images, measure: bar.environment.text)
            content.isChrome = true
            let style = SimulatedBarStyle(over: controller, colors: colors)
            style.apply(to: &content)
            children.append(CanvasChrome.rect(navigation, fill: style.fill))
            let title = item.flatMap { tree.attribute("title", of: $0) } ?? controller.attribute("title")
            children += content.navigation(item, title: title.flatMap { $0.isEmpty ? nil : $0 }, back: NavigationBack.title(for: controller), in: navigation)
        }
        return SVGElement("svg", [("x", n(box.x)), ("y", n(box.y)), ("width", n(size.width)), ("height", n(size.height)),
                                  ("viewBox", "0 0 \(n(size.width)) \(n(size.height))"), ("class", "scene"), ("data-scene", sceneID ?? "")],
                          children: children)
    }

    /// The scene drawn on its own, as an SVG file.
    func drawing(colors: RenderColors, images: ImageLibrary) -> RenderedScene {
        var element = element(at: Rect(x: 0, y: 0, width: size.width, height: size.height), colors: colors, images: images, sceneID: nil)
        element.attributes.removeAll { ["x", "y", "data-scene"].contains($0.0) }
        element.attributes.insert(("xmlns", "http://www.w3.org/2000/svg"), at: 0)
        element.attributes.append(("data-document", controller.document.path))
        return RenderedScene(name: SceneRenderer.fileName(forID: controller.id ?? controller.elementName), rootID: controller.id,
                             svg: SceneRenderer.declaration + element.xml(), size: size)
    }

    /// One item of a tab bar: its title (or system item) and image, and the controller it stands for.
    struct TabItem {
        var title: String
        var image: String?
        var holder: IBObject
    }

    /// A tab bar controller's items: each held controller's tab bar item, in the order of the
    /// `viewControllers` relationships.
    static func tabItems(of tabBarController: IBObject) -> [TabItem] {
        guard tabBarController.elementName == "tabBarController", let held = tabBarController.asController?.segues else { return [] }
        let tree = tabBarController.document.tree
        return held.filter { $0.relationship == "viewControllers" }.compactMap { segue in
            guard let destination = segue.destination else { return nil }
            let item = tree.childElements(of: destination.node).first { tree.isElement($0, named: "tabBarItem") }
            let title = item.flatMap { tree.attribute("title", of: $0) ?? tree.attribute("systemItem", of: $0).map(BarItem.tabSystemItemTitle) } ?? "Item"
            return TabItem(title: title, image: item.flatMap { tree.attribute("image", of: $0) }, holder: destination)
        }
    }

    /// The tab bar a controller shows at the bottom of the canvas: the items of the tab bar
    /// controller holding it (directly or as a navigation controller's root), and which is its own.
    static func tabBar(holding controller: IBObject) -> (items: [TabItem], selected: Int)? {
        let document = controller.document
        for scene in document.scenes {
            guard let main = scene.mainObject, main.elementName == "tabBarController" else { continue }
            let items = tabItems(of: main)
            let selected = items.firstIndex { item in
                item.holder == controller || (item.holder.elementName == "navigationController" && item.holder.asController?.segues.contains {
                    $0.relationship == "rootViewController" && $0.destinationID == controller.id
                } == true)
            }
            if let selected { return (items, selected) }
        }
        return nil
    }

    func n(_ value: Double) -> String { SVGElement.number(value) }
}
