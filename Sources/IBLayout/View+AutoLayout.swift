import IBDocument

extension View {
    /// Whether Auto Layout places the view when the document is built: not when it translates its
    /// autoresizing mask, and not when Interface Builder froze its frame (`fixedFrame`, a view with
    /// no constraints, which Xcode builds with its autoresizing mask).
    /// A stack view's arranged subviews and a grid view's content views always are: the container
    /// turns their autoresizing off.
    public var isPlacedByAutoLayout: Bool {
        if LayoutSystem.isGridContentView(object) { return true }
        if object.parent?.elementName == "stackView" && object.document.tree.parent(of: object.node).map({ object.document.tree.isElement($0, named: "subviews") }) == true { return true }
        return !translatesAutoresizingMaskIntoConstraints && object.attribute("fixedFrame") != "YES"
    }
}
