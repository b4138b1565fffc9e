/// What a user sees of an object and how UI tests find it.
extension IBObject {
    /// The accessibility identifier (`<accessibility identifier=…>`); views and bar items carry one.
    public var accessibilityIdentifier: String? {
        tree.firstChildElement(of: node, named: "accessibility").flatMap { tree.attribute("identifier", of: $0) }
    }

    /// The visible title: a button's normal title (else its first state's), a label's or text
    /// view's text, else the `title` attribute (bar items, controllers, AppKit controls).
    public var displayTitle: String? {
        if let view = asView {
            let states = view.states
            if let title = states.first(where: { $0.state == "normal" })?.title ?? states.first?.title { return title }
            if let text = view.text { return text }
        }
        return attribute("title")
    }

    /// The scene that lists the object among its top-level objects; nil for objects nested deeper
    /// and for xibs.
    public var scene: Scene? {
        guard let list = tree.parent(of: node), let candidate = tree.parent(of: list), tree.isElement(candidate, named: "scene") else { return nil }
        return Scene(document: document, node: candidate)
    }
}
