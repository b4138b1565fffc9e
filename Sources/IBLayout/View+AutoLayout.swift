import IBDocument

extension View {
    /// Whether Auto Layout places the view when the document is built: not when it translates its
    /// autoresizing mask, and not when Interface Builder froze its frame (`fixedFrame`, a view with
    /// no constraints, which Xcode builds with its autoresizing mask).
    public var isPlacedByAutoLayout: Bool {
        !translatesAutoresizingMaskIntoConstraints && object.attribute("fixedFrame") != "YES"
    }
}
