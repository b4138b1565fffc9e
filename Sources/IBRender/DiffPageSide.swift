import IBDocument
import IBEdit
import IBLayout
import IBText
import IBXML

extension DiffPage {
    /// An outline drawn on one side: around a view, or around the whole drawing (`view` nil).
    struct Mark {
        var view: XMLNodeID?
        var kind: DiffChange.Kind
        /// What changed there, shown when the pointer rests on the outline.
        var lines: [String]
    }

    /// One side of the diff, laid out once, with where each drawn element is.
    struct Side {
        let document: Document
        let layouts: [RootLayout]
        let colors: RenderColors
        let images: ImageLibrary
        let nested: NestedRoots
        /// The drawings, in document order: every root but those another drawing holds.
        let drawings: [RootLayout]
        /// The drawing each root view, view and controller is in, and whether it is a view box.
        private var drawn: [XMLNodeID: (root: String, isView: Bool)] = [:]
        /// Each drawn view's frame in its drawing (nested roots' views moved to where their holder draws them).
        private var frames: [XMLNodeID: Rect] = [:]
        /// The first element that starts on each line.
        private var byLine: [Int: XMLNodeID] = [:]

        init(_ document: Document, images: ImageLibrary, fonts: FontLibrary) {
            self.document = document
            self.images = images
            // Each side as Xcode's canvas shows it: the frames its document stores.
            layouts = SceneRenderer.drawn(LayoutEngine.layout(document, text: .with(fonts: fonts)), .canvas)
            colors = RenderColors(document)
            let nested = NestedRoots(layouts)
            self.nested = nested
            drawings = layouts.filter { !nested.isNested($0.root) }
            let placements = nested.placements(in: layouts)
            for layout in layouts {
                let placement = placements[layout.root.node]
                let host = placement.map { layouts[$0.host] } ?? layout
                let name = SceneRenderer.fileName(for: host.root)
                let offset = placement?.origin ?? Point(x: 0, y: 0)
                let size = layout.environment.rootFrame
                drawn[layout.root.node] = (name, placement != nil)
                frames[layout.root.node] = Rect(x: offset.x, y: offset.y, width: size.width, height: size.height)
                // A controller, or what sits in its scene outside the view, marks the controller's drawing.
                if layout.root.key == "view", let controller = layout.root.parent { drawn[controller.node] = drawn[controller.node] ?? (name, false) }
                for view in layout.views {
                    drawn[view.object.node] = (name, true)
                    let frame = view.frameInRoot
                    frames[view.object.node] = Rect(x: frame.x + offset.x, y: frame.y + offset.y, width: frame.width, height: frame.height)
                }
            }
            let tree = document.tree
            if let root = tree.rootElement {
                for node in tree.descendants(of: root) where byLine[tree.location(of: node).line] == nil { byLine[tree.location(of: node).line] = node }
            }
        }

        /// The drawn root and view an element at `line` belongs to: the element itself (`isSelf`),
        /// else its nearest drawn ancestor (a constraint, a colour or a segue marks its view). A
        /// scene stands for its controller.
        func place(ofLine line: Int) -> (root: String, view: XMLNodeID?, isSelf: Bool)? {
            let tree = document.tree
            guard let start = byLine[line] else { return nil }
            var node = start
            var isSelf = true
            // A scene leads to its controller and the controller's ancestors lead back to the scene:
            // each element is tried once, so an undrawn controller (a copied scene, swapped ids) ends
            // the walk at the document's root instead of going round.
            var tried: Set<XMLNodeID> = []
            while tried.insert(node).inserted {
                if tree.isElement(node, named: "scene"), let main = Scene(document: document, node: node).mainObject, !tried.contains(main.node) {
                    node = main.node
                    continue
                }
                if let place = drawn[node] { return (place.root, place.isView ? node : nil, isSelf) }
                guard let parent = tree.parent(of: node) else { return nil }
                isSelf = false
                if tree.isElement(parent, named: "scene"), let main = Scene(document: document, node: parent).mainObject, !tried.contains(main.node) {
                    node = main.node
                } else {
                    node = parent
                }
            }
            return nil
        }

        /// The heading Xcode's outline gives the drawing's scene (or a xib's root view).
        func title(of name: String) -> String? {
            guard let layout = drawings.first(where: { SceneRenderer.fileName(for: $0.root) == name }) else { return nil }
            let root = layout.root
            if root.key == "view", let controller = root.parent, controller.role == .controller {
                return document.displayName(of: controller) + " Scene"
            }
            return document.displayName(of: root)
        }

        /// The drawing of the root named `name`, with outlines around the marked views, each
        /// titled with what changed there.
        func drawing(_ name: String, marks: [Mark]) -> SVGElement? {
            guard let layout = drawings.first(where: { SceneRenderer.fileName(for: $0.root) == name }) else { return nil }
            var element = SceneRenderer.element(of: layout, colors: colors, images: images, nested: nested, options: .canvas)
            let size = layout.environment.rootFrame
            for mark in marks {
                let frame = mark.view.flatMap { frames[$0] } ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
                let tooltip = SVGElement("title", text: mark.lines.joined(separator: "\n"))
                element.children.append(SVGElement("rect", [("class", "diff-\(mark.kind.rawValue)"),
                                                            ("data-id", mark.view.flatMap { document.tree.attribute("id", of: $0) } ?? ""),
                                                            ("x", SVGElement.number(frame.x)), ("y", SVGElement.number(frame.y)),
                                                            ("width", SVGElement.number(max(frame.width, 0))), ("height", SVGElement.number(max(frame.height, 0))),
                                                            ("fill", "none"), ("stroke", strokes[mark.kind] ?? "black"), ("stroke-width", "3"),
                                                            ("pointer-events", "stroke")],
                                                   children: [tooltip]))
            }
            return element
        }
    }
}
