import IBDocument
import IBLayout
import IBText
import IBXML

/// One drawing: a scene's (or a xib root view's) SVG.
public struct RenderedScene: Sendable {
    /// A name for the file: the controller's or root view's id, made safe for a file name.
    public var name: String
    /// The root view's id.
    public var rootID: String?
    /// The SVG document.
    public var svg: String
    /// Its size in points (what a rasteriser needs).
    public var size: Size

    /// A drawing.
    public init(name: String, rootID: String?, svg: String, size: Size) {
        self.name = name
        self.rootID = rootID
        self.svg = svg
        self.size = size
    }
}

/// Draws every root view of a document from its solved frames, as SVG: each view's box, its text
/// and its control's shape, clipped where a scroll view or `clipsSubviews` clips.
public enum SceneRenderer {
    /// The drawings of a document, laid out on `device` (default: its own), light or dark, with
    /// the pictures `images` has (placeholders for the others); `atRunTime` draws the layout as
    /// the app runs it (what `check --layout` judges) rather than as the canvas draws it.
    public static func render(_ document: Document, device: LayoutDevice? = nil, dark: Bool = false, images: ImageLibrary = ImageLibrary(),
                              fonts: FontLibrary = FontLibrary(), atRunTime: Bool = false, options: DrawingOptions = .solved) -> [RenderedScene] {
        let colors = RenderColors(document, dark: dark)
        var used: [String: Int] = [:]
        let layouts = drawn(LayoutEngine.layout(document, device: device, text: .with(fonts: fonts), atRunTime: atRunTime), options)
        let nested = NestedRoots(layouts)
        // A table's cells, a scroll view's clip view, a box's content are drawn in their holder,
        // as on Xcode's canvas, not on their own.
        var views = layouts.filter { !nested.isNested($0.root) }.compactMap { layout -> RenderedScene? in
            // A navigation or tab bar controller's bar is drawn as the controller's scene, the
            // screen it holds with the bar in place, as the canvas shows it; not a bar alone. A
            // navigation controller's toolbar is drawn in that scene too.
            if let holder = layout.root.parent, ["navigationBar", "tabBar", "toolbar"].contains(layout.root.key ?? ""),
               let container = ContainerScene(holder, layouts: layouts) {
                return layout.root.key == "toolbar" ? nil : container.drawing(colors: colors, images: images)
            }
            let base = fileName(for: layout.root)
            used[base, default: 0] += 1
            let name = used[base] == 1 ? base : "\(base)-\(used[base] ?? 0)"
            return RenderedScene(name: name, rootID: layout.root.id, svg: svg(of: layout, colors: colors, images: images, nested: nested, options: options),
                                 size: size(of: layout))
        }
        // A title view whose controller's drawing shows no navigation bar (a tvOS scene, a
        // controller no stack holds) is drawn on its own, not lost.
        let shown = Set(views.flatMap { drawing in nested.titleViews.values.filter { drawing.svg.contains(titleViewMark($0.root)) }.map(\.root.node) })
        for layout in nested.titleViews.values.sorted(by: { $0.root.node < $1.root.node }) where !shown.contains(layout.root.node) {
            views.append(RenderedScene(name: fileName(for: layout.root), rootID: layout.root.id,
                                       svg: svg(of: layout, colors: colors, images: images, nested: nested, options: options), size: size(of: layout)))
        }
        // A Mac app's menus are objects of their own, drawn beside the views (`MainMenu.xib`
        // holds nothing else).
        return views + MenuDrawing.render(document, dark: dark)
    }

    /// The SVG of one laid-out root view.
    public static func svg(of layout: RootLayout, colors: RenderColors, images: ImageLibrary = ImageLibrary(), nested: NestedRoots = .none,
                           options: DrawingOptions = .solved) -> String {
        declaration + element(of: layout, colors: colors, images: images, nested: nested, options: options).xml()
    }

    /// The layouts with the frames `options` draws: the stored ones, or the solution as it is.
    public static func drawn(_ layouts: [RootLayout], _ options: DrawingOptions) -> [RootLayout] {
        options.frames == .stored ? layouts.map { $0.withStoredFrames() } : layouts
    }

    /// The attribute that marks a title view drawn in a navigation bar.
    static func titleViewMark(_ root: IBObject) -> String { "data-title-view=\"\(root.id ?? "")\"" }

    /// The XML declaration that starts an SVG file.
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// The `<svg>` element of one laid-out root view, to write alone or to nest in a map, with the
    /// roots `nested` holds drawn in their holders.
    public static func element(of layout: RootLayout, colors: RenderColors, images: ImageLibrary = ImageLibrary(), nested: NestedRoots = .none,
                               options: DrawingOptions = .solved) -> SVGElement {
        let size = layout.environment.rootFrame
        var frames: [XMLNodeID: Rect] = [layout.root.node: Rect(x: 0, y: 0, width: size.width, height: size.height)]
        for view in layout.views { frames[view.object.node] = view.frameInRoot }
        var clips: [XMLNodeID: String] = [:]
        var definitions: [SVGElement] = []
        var body: [SVGElement] = []
        // What a view holds outside its subviews (a table's cells, a scroll view's clip view and
        // scrollers, a box's content), clipped to the view as its drawing clips them.
        func held(by host: IBObject, in frame: Rect) -> [SVGElement] {
            var drawn: [SVGElement] = []
            if host.elementName == "tableView", host.document.platform != .macOS {
                let content = TableCells.contentFrame(of: host, frame: frame, in: layout.environment)
                drawn += nested.tables.emptyRows(ofTable: host, frame: content, colors: colors)
                drawn += nested.tables.elements(forTable: host, frame: content, colors: colors) { cell in
                    element(of: cell, colors: colors, images: images, nested: nested, options: options)
                }
            }
            // The canvas leaves a hidden view out: a scroll view's hidden scrollers among them.
            for root in nested.roots(in: host.node) where options.showsHidden || !(root.root.asView?.isHidden ?? false) {
                let origin = NestedRoots.origin(of: root, in: host, frame: frame, environment: layout.environment)
                if host.elementName == "collectionView" { drawn.append(cellOutline(at: origin, size: root.environment.rootFrame)) }
                var drawing = element(of: root, colors: colors, images: images, nested: nested, options: options)
                drawing.attributes += [("x", SVGElement.number(origin.x)), ("y", SVGElement.number(origin.y))]
                drawn.append(drawing)
            }
            guard !drawn.isEmpty else { return [] }
            let id = "held-\(fileName(for: layout.root))-\(fileName(forID: host.id ?? host.elementName))"
            definitions.append(SVGElement("clipPath", [("id", id)], children: [rectElement(frame)]))
            return [SVGElement("g", [("clip-path", "url(#\(id))")], children: drawn)]
        }
        let slack = layout.framesAreStored ? TextWrapping.storedWidthSlack : 0
        if let root = layout.root.asView {
            let frame = frames[layout.root.node] ?? size
            // A Mac view on the canvas alone shows the window background it will sit on, and its bounds.
            if root.object.document.platform == .macOS, !nested.isNested(layout.root) { body += CanvasChrome.macBackground(frame, dark: colors.dark) }
            body += ViewDrawing(view: root, frame: frame, colors: colors, images: images,
                                measure: layout.environment.text, scale: layout.environment.scale, frames: frames, wrapSlack: slack).elements()
            body += held(by: layout.root, in: frame)
        }
        let hidden = HiddenViews(layout)
        // What an NSScrollView holds besides its clip view (its table header and scrollers) lies
        // over the clip view and the view it scrolls, laid out as its subviews: drawn once the
        // last of them is.
        var pending: [(scrollView: XMLNodeID, elements: [SVGElement])] = []
        func drawPending(before object: IBObject?) {
            while let last = pending.last, !(object.map { sequence(first: $0, next: \.parent).contains { $0.node == last.scrollView } } ?? false) {
                body += last.elements
                pending.removeLast()
            }
        }
        for view in layout.views {
            drawPending(before: view.object)
            guard let object = view.object.asView else { continue }
            // The canvas leaves a hidden view out, and all it holds.
            let faint = hidden.isHiddenInside(view.object)
            guard options.showsHidden || !(object.isHidden || faint) else { continue }
            var elements = ViewDrawing(view: object, frame: view.frameInRoot, colors: colors, images: images,
                                       measure: layout.environment.text, scale: layout.environment.scale, frames: frames, wrapSlack: slack).elements()
            let heldElements = held(by: view.object, in: view.frameInRoot)
            let overSubviews = view.object.elementName == "scrollView" && view.object.document.platform == .macOS
            if !overSubviews { elements += heldElements }
            func clipped(_ elements: [SVGElement]) -> [SVGElement] {
                var elements = elements
                if faint { elements = [SVGElement("g", [("opacity", "0.25")], children: elements)] }
                guard let clipper = clippingAncestor(of: view.object, drawn: frames), let rect = frames[clipper] else { return elements }
                let id = clips[clipper] ?? {
                    // Named after the root too, so that drawings nested in one map never share an id.
                    let id = "clip-\(fileName(for: layout.root))-\(clips.count + 1)"
                    definitions.append(SVGElement("clipPath", [("id", id)], children: [rectElement(rect)]))
                    clips[clipper] = id
                    return id
                }()
                return [SVGElement("g", [("clip-path", "url(#\(id))")], children: elements)]
            }
            body += clipped(elements)
            if overSubviews, !heldElements.isEmpty { pending.append((view.object.node, clipped(heldElements))) }
        }
        drawPending(before: nil)
        if options.marksMisplaced, !layout.framesAreStored { body += misplacedOutlines(layout, skipping: options.showsHidden ? nil : hidden) }
        body += CanvasChrome.overlays(of: layout, colors: colors, images: images, nested: nested)
        // Bars the view is stored below or above, on the screen around it.
        let around = nested.isNested(layout.root) ? (above: 0.0, below: 0.0, elements: []) : CanvasChrome.barsAround(of: layout, colors: colors, images: images, nested: nested)
        // On top: a bar lies over whatever reaches into it, as on the screen.
        body += around.elements
        let window = CanvasChrome.window(of: layout)
        if let window { body = CanvasChrome.titleBar(window, width: size.width, dark: colors.dark, images: images) + body }
        if !layout.conflicts.isEmpty, !layout.framesAreStored {
            body.append(note("\(layout.conflicts.count) conflicting constraint set(s): frames as solved with them broken", width: size.width, height: size.height))
        }
        // A window's title bar sits above its content view, so the views keep their coordinates.
        let top = window.map { -CanvasChrome.chromeHeight($0) } ?? -around.above, drawn = Self.size(of: layout)
        let width = SVGElement.number(max(drawn.width, 1)), height = SVGElement.number(max(drawn.height, 1))
        return SVGElement("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
                                  ("viewBox", "0 \(SVGElement.number(top)) \(width) \(height)"), ("data-document", layout.root.document.path)],
                          children: (definitions.isEmpty ? [] : [SVGElement("defs", children: definitions)]) + body)
    }

    /// The drawing's size: the root view's, a window's title bar above it, and the bars of the
    /// screen around a controller's view stored below or above them.
    public static func size(of layout: RootLayout) -> Size {
        let frame = layout.environment.rootFrame
        let around = CanvasChrome.screenGaps(of: layout)
        return Size(width: frame.width, height: frame.height + around.above + around.below + (CanvasChrome.window(of: layout).map(CanvasChrome.chromeHeight) ?? 0))
    }

    /// The nearest drawn ancestor that clips its subviews: scroll views (tables, collections, text
    /// views) and box content views always, other views with `clipsSubviews`.
    static func clippingAncestor(of object: IBObject, drawn: [XMLNodeID: Rect]) -> XMLNodeID? {
        var current = object.parent
        while let ancestor = current {
            if drawn[ancestor.node] != nil,
               ["scrollView", "tableView", "collectionView", "textView"].contains(ancestor.elementName) || ancestor.attribute("clipsSubviews") == "YES"
                || Self.isBoxContent(ancestor) {
                return ancestor.node
            }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether the view is an AppKit box's content view, which shows nothing outside its bounds.
    static func isBoxContent(_ object: IBObject) -> Bool {
        object.key == "contentView" && object.parent?.elementName == "box"
    }

    /// The dotted outline a collection view draws around each cell it holds.
    static func cellOutline(at origin: Point, size: Rect) -> SVGElement {
        SVGElement("rect", [("class", "cell-outline"), ("x", SVGElement.number(origin.x)), ("y", SVGElement.number(origin.y)),
                            ("width", SVGElement.number(max(size.width, 0))), ("height", SVGElement.number(max(size.height, 0))),
                            ("fill", "none"), ("stroke", "rgba(60,60,67,0.29)"), ("stroke-dasharray", "2 2")])
    }

    static func rectElement(_ rect: Rect) -> SVGElement {
        SVGElement("rect", [("x", SVGElement.number(rect.x)), ("y", SVGElement.number(rect.y)),
                            ("width", SVGElement.number(max(rect.width, 0))), ("height", SVGElement.number(max(rect.height, 0)))])
    }

    static func note(_ text: String, width: Double, height: Double) -> SVGElement {
        SVGElement("text", [("class", "note"), ("x", "4"), ("y", SVGElement.number(max(height - 6, 12))), ("font-family", "sans-serif"),
                            ("font-size", "11"), ("fill", "rgba(255,59,48,1)")], text: text)
    }

    /// The controller's id for a controller's view, else the view's; letters, digits, `-` and `_` only.
    static func fileName(for root: IBObject) -> String {
        let owner = root.key == "view" ? root.parent.flatMap { $0.role == .controller ? $0 : nil } : nil
        return fileName(forID: owner?.id ?? root.id ?? root.elementName)
    }

    /// An id made safe for a file name.
    static func fileName(forID raw: String) -> String {
        // Letters, digits, `-` and `_` stay; anything else could name another folder.
        let safe = String(raw.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_") ? Character(scalar) : "_"
        })
        return safe.isEmpty ? "view" : String(safe.prefix(80))
    }
}
