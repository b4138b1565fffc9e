import IBDocument
import IBLayout
import IBText
import IBXML

/// A storyboard as Interface Builder's canvas shows it: every scene drawn at its canvas location,
/// segues as arrows labelled with their kind and identifier, the arrow into the initial
/// controller, and references to other storyboards as links to their maps.
public enum StoryboardMap {
    /// Space left around the scenes, and above each for its title.
    static let margin = 80.0, titleHeight = 24.0

    /// The map of a storyboard, or nil for a xib (which has no canvas of scenes).
    public static func svg(of document: Document, device: LayoutDevice? = nil, dark: Bool = false, images: ImageLibrary = ImageLibrary(),
                           options: DrawingOptions = .solved) -> String? {
        drawing(of: document, device: device, dark: dark, images: images, options: options)?.svg
    }

    /// The map as a drawing named `map`, with its size; nil for a xib.
    public static func drawing(of document: Document, device: LayoutDevice? = nil, dark: Bool = false, images: ImageLibrary = ImageLibrary(),
                               fonts: FontLibrary = FontLibrary(), options: DrawingOptions = .solved) -> RenderedScene? {
        guard document.isStoryboard,
              let map = element(of: document, layouts: SceneRenderer.drawn(LayoutEngine.layout(document, device: device, text: .with(fonts: fonts)), options),
                                dark: dark, images: images, options: options) else { return nil }
        return RenderedScene(name: "map", rootID: nil, svg: SceneRenderer.declaration + map.element.xml(), size: map.size)
    }

    /// The map's `<svg>` element and its size, drawn from layouts already solved.
    static func element(of document: Document, layouts: [RootLayout], dark: Bool, images: ImageLibrary = ImageLibrary(),
                        options: DrawingOptions = .solved) -> (element: SVGElement, size: Size)? {
        guard document.isStoryboard else { return nil }
        let colors = RenderColors(document, dark: dark)
        var boxes: [XMLNodeID: Rect] = [:]
        var drawings: [SVGElement] = []
        var titles: [SVGElement] = []
        let nested = NestedRoots(layouts)
        for (index, scene) in document.scenes.enumerated() {
            guard let main = scene.mainObject else { continue }
            let layout = layouts.first { $0.root.key == "view" && $0.root.parent?.node == main.node }
            let window = layout == nil ? windowOf(main) : nil
            let container = layout == nil ? ContainerScene(main, layouts: layouts) : nil
            let size = layout.map(SceneRenderer.size(of:)) ?? window?.size ?? container?.size ?? Size(width: 240, height: 120)
            // Scenes without a canvas location (old documents) go in a row below the origin.
            let origin = scene.canvasLocation ?? Point(x: Double(index) * (size.width + margin), y: -2 * (size.height + margin))
            let box = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            boxes[main.node] = box
            titles.append(title(for: main, at: box))
            if let layout {
                var element = SceneRenderer.element(of: layout, colors: colors, images: images, nested: nested, options: options)
                element.attributes.removeAll { $0.0 == "xmlns" }
                element.attributes += [("x", n(box.x)), ("y", n(box.y)), ("class", "scene"), ("data-scene", scene.sceneID ?? "")]
                drawings.append(element)
            } else if let window {
                drawings.append(windowBox(window.object, for: main, at: box, dark: dark, images: images))
            } else if let container {
                drawings.append(container.element(at: box, colors: colors, images: images, sceneID: scene.sceneID))
            } else {
                drawings.append(placeholderBox(for: main, at: box))
            }
        }
        guard !boxes.isEmpty else { return nil }
        let arrows = segueArrows(document, boxes: boxes) + initialArrow(document, boxes: boxes)
        let minX = boxes.values.map(\.x).min()! - margin * 2, minY = boxes.values.map(\.y).min()! - margin - titleHeight
        let maxX = boxes.values.map { $0.x + $0.width }.max()! + margin, maxY = boxes.values.map { $0.y + $0.height }.max()! + margin
        let width = maxX - minX, height = maxY - minY
        let marker = SVGElement("marker", [("id", "arrowhead"), ("markerWidth", "10"), ("markerHeight", "8"), ("refX", "9"), ("refY", "4"), ("orient", "auto")],
                                children: [SVGElement("path", [("d", "M0,0 L10,4 L0,8 z"), ("fill", "rgba(88,86,214,1)")])])
        let root = SVGElement("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
                                      ("viewBox", "\(n(minX)) \(n(minY)) \(n(width)) \(n(height))"), ("data-document", document.path)],
                              children: [SVGElement("defs", children: [marker]),
                                         SVGElement("rect", [("x", n(minX)), ("y", n(minY)), ("width", n(width)), ("height", n(height)),
                                                             ("fill", dark ? "rgba(30,30,30,1)" : "rgba(236,236,236,1)")])]
                                  + drawings + titles + arrows)
        return (root, Size(width: width, height: height))
    }

    /// The scene's name above its box: the controller's title, class or kind, and id.
    static func title(for main: IBObject, at box: Rect) -> SVGElement {
        let name = main.asController?.title ?? main.className ?? main.elementName
        return SVGElement("text", [("class", "scene-title"), ("x", n(box.x)), ("y", n(box.y - 8)), ("font-family", "sans-serif"),
                                   ("font-size", "14"), ("fill", "rgba(60,60,67,1)")], text: "\(name) (\(main.id ?? "?"))")
    }

    /// A window controller's window and its size with the title bar, from its `contentRect`.
    static func windowOf(_ main: IBObject) -> (object: IBObject, size: Size)? {
        let tree = main.document.tree
        guard main.elementName == "windowController", let window = tree.firstChildElement(of: main.node, named: "window"),
              let rect = tree.firstChildElement(of: window, named: "rect", where: "key", is: "contentRect"),
              let width = tree.number("width", of: rect), let height = tree.number("height", of: rect),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let object = IBObject(document: main.document, node: window)
        return (object, Size(width: min(width, 1e4), height: min(height, 1e4) + CanvasChrome.chromeHeight(object)))
    }

    /// A window controller's scene: the window's frame and title bar, its content coming from the
    /// controller its `window.shadowedContentViewController` relationship names.
    static func windowBox(_ window: IBObject, for main: IBObject, at box: Rect, dark: Bool, images: ImageLibrary = ImageLibrary()) -> SVGElement {
        let bar = CanvasChrome.titleBar(window, width: box.width, dark: dark, images: images)
        return SVGElement("g", [("class", "scene"), ("data-id", main.id ?? "")], children: [
            SVGElement("rect", [("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)), ("height", n(box.height)),
                                ("fill", dark ? "rgba(40,40,40,1)" : "rgba(255,255,255,1)"), ("stroke", "rgba(142,142,147,1)")]),
            SVGElement("g", [("transform", "translate(\(n(box.x)) \(n(box.y + CanvasChrome.chromeHeight(window))))")], children: bar),
        ])
    }

    /// A scene with no view to draw (a navigation or tab bar controller, a storyboard reference).
    static func placeholderBox(for main: IBObject, at box: Rect) -> SVGElement {
        var children = [SVGElement("rect", [("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)), ("height", n(box.height)), ("rx", "12"),
                                            ("fill", "rgba(255,255,255,1)"), ("stroke", "rgba(142,142,147,1)")])]
        var caption = main.className ?? main.elementName
        if let reference = main.asStoryboardReference {
            let target = reference.storyboardName ?? "this storyboard"
            caption = "→ \(target)" + (reference.referencedIdentifier.map { " · \($0)" } ?? "")
            children.append(SVGElement("a", [("href", "\(target)-map.svg")], children: [
                SVGElement("text", [("x", n(box.x + box.width / 2)), ("y", n(box.y + box.height / 2 + 5)), ("font-family", "sans-serif"),
                                    ("font-size", "14"), ("text-anchor", "middle"), ("fill", "rgba(0,122,255,1)")], text: caption),
            ]))
        } else {
            children.append(SVGElement("text", [("x", n(box.x + box.width / 2)), ("y", n(box.y + box.height / 2 + 5)), ("font-family", "sans-serif"),
                                                ("font-size", "14"), ("text-anchor", "middle"), ("fill", "rgba(60,60,67,1)")], text: caption))
        }
        return SVGElement("g", [("class", "scene"), ("data-id", main.id ?? "")], children: children)
    }

    /// One arrow per segue between scenes: from the source scene's right edge to the
    /// destination's left edge, labelled with the kind and identifier.
    static func segueArrows(_ document: Document, boxes: [XMLNodeID: Rect]) -> [SVGElement] {
        var arrows: [SVGElement] = []
        for scene in document.scenes {
            guard let main = scene.mainObject, let from = boxes[main.node], let controller = main.asController else { continue }
            for segue in controller.segues {
                guard let destination = segue.destination, let to = boxes[destination.node] else { continue }
                let kind = segue.segueKind ?? "segue"
                let start = Point(x: from.x + from.width, y: from.y + from.height / 2), end = Point(x: to.x, y: to.y + to.height / 2)
                let label = kind == "relationship" ? (segue.relationship ?? kind) : kind + (segue.identifier.map { " “\($0)”" } ?? "")
                arrows.append(SVGElement("g", [("class", "segue"), ("data-id", segue.id ?? ""), ("data-kind", kind)], children: [
                    SVGElement("line", [("x1", n(start.x)), ("y1", n(start.y)), ("x2", n(end.x)), ("y2", n(end.y)), ("stroke", "rgba(88,86,214,1)"),
                                        ("stroke-width", "2"), ("marker-end", "url(#arrowhead)")] + (kind == "relationship" ? [("stroke-dasharray", "6 4")] : [])),
                    SVGElement("text", [("x", n((start.x + end.x) / 2)), ("y", n((start.y + end.y) / 2 - 6)), ("font-family", "sans-serif"),
                                        ("font-size", "12"), ("text-anchor", "middle"), ("fill", "rgba(88,86,214,1)")], text: label),
                    SVGElement("title", text: "\(kind) segue \(segue.id ?? "") line \(segue.location.line)"),
                ]))
            }
        }
        return arrows
    }

    /// The arrow into the initial controller, from its left.
    static func initialArrow(_ document: Document, boxes: [XMLNodeID: Rect]) -> [SVGElement] {
        guard let initial = document.initialViewController, let box = boxes[initial.node] else { return [] }
        let y = box.y + box.height / 2
        return [SVGElement("line", [("class", "initial"), ("x1", n(box.x - 120)), ("y1", n(y)), ("x2", n(box.x)), ("y2", n(y)),
                                    ("stroke", "rgba(88,86,214,1)"), ("stroke-width", "4"), ("marker-end", "url(#arrowhead)")])]
    }

    static func n(_ value: Double) -> String { SVGElement.number(value) }
}
