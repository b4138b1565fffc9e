import IBLayout

extension SceneRenderer {
    /// Xcode's mark for a misplaced view: a dashed orange outline where the document stores the
    /// view, beside the view drawn where the constraints put it.
    static func misplacedOutlines(_ layout: RootLayout, skipping hidden: HiddenViews?) -> [SVGElement] {
        let stored = layout.storedFramesInRoot()
        return layout.misplacedViews().compactMap { view in
            guard let stored = stored[view.object.node], hidden?.isLeftOut(view) != true else { return nil }
            return SVGElement("rect", [("class", "misplaced"), ("data-id", view.object.id ?? ""),
                                       ("x", SVGElement.number(stored.x)), ("y", SVGElement.number(stored.y)),
                                       ("width", SVGElement.number(max(stored.width, 0))), ("height", SVGElement.number(max(stored.height, 0))),
                                       ("fill", "none"), ("stroke", "rgba(255,149,0,1)"), ("stroke-width", "1"), ("stroke-dasharray", "4 2")],
                              children: [SVGElement("title", text: "misplaced: the document stores \(view.object.id ?? view.object.elementName) here")])
        }
    }
}
