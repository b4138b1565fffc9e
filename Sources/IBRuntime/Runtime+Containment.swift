import IBDocument

extension Runtime {
    /// Adds a child controller in code, in the documented order (UIKIT_FACTS 5.4): `addChild`
    /// (which sends `willMove(toParent:)`), the child's view added to `container` and sized to it,
    /// then `didMove(toParent:)`.
    public func addChild(_ child: SimViewController, to parent: SimViewController, in container: SimView? = nil) throws(RuntimeFailure) {
        addChildRecorded(child, to: parent)
        let childView = try loadView(of: child)
        let host: SimView
        if let container { host = container } else { host = try loadView(of: parent) }
        record(.addSubview(child.label + ".view"), on: host)
        host.addSubview(childView)
        childView.frame = host.bounds
        record(.didMoveToParent(parent.label), on: child)
    }

    /// Removes a child controller in code, in the documented order: `willMove(toParent: nil)`,
    /// the view removed from its superview, then `removeFromParent` (which sends `didMove(toParent: nil)`).
    public func removeFromParent(_ child: SimViewController) {
        guard let parent = child.parent else { return }
        record(.willMoveToParent(nil), on: child)
        if let view = child.loadedView {
            record(.removeFromSuperview, on: view)
            view.removeFromSuperview()
        }
        record(.removeFromParent, on: child)
        parent.children.removeAll { $0 === child }
        child.parent = nil
        record(.didMoveToParent(nil), on: child)
    }
}
