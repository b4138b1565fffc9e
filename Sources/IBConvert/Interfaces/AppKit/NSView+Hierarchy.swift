// NSView: managing the view hierarchy and gesture recognizers.

extension NSView {
    /// The array of views embedded in the current view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/subviews
    public var subviews: [NSView] {
        get { _ibkitSubviews }
        set {
            _ibkitSubviews.forEach { $0.removeFromSuperview() }
            newValue.forEach { addSubview($0) }
        }
    }

    /// The view that is the parent of the current view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/superview
    public var superview: NSView? { _ibkitSuperview }

    /// Adds a view to the view's subviews so it's displayed above its siblings.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
    public func addSubview(_ view: NSView) { _ibkitInsert(view, at: _ibkitSubviews.count) }

    /// Inserts a view among the view's subviews so it's displayed immediately above or below another view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/addsubview(_:positioned:relativeto:)
    public func addSubview(_ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?) {
        let sibling = otherView.flatMap { other in _ibkitSubviews.firstIndex { $0 === other } }
        switch place {
        case .below: _ibkitInsert(view, at: sibling ?? 0)
        case .above, .out: _ibkitInsert(view, at: sibling.map { $0 + 1 } ?? _ibkitSubviews.count)
        }
    }

    func _ibkitInsert(_ view: NSView, at index: Int) {
        guard view !== self else { return }
        var index = index
        if view._ibkitSuperview === self, let old = _ibkitSubviews.firstIndex(where: { $0 === view }) {
            _ibkitSubviews.remove(at: old)
            if old < index { index -= 1 }
        } else {
            view.removeFromSuperview()
        }
        _ibkitSubviews.insert(view, at: max(0, min(index, _ibkitSubviews.count)))
        view._ibkitSuperview = self
        didAddSubview(view)
        view.viewDidMoveToSuperview()
    }

    /// Unlinks the view from its superview and its window and removes it from the responder chain.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/removefromsuperview()
    public func removeFromSuperview() {
        guard let parent = _ibkitSuperview else { return }
        parent.willRemoveSubview(self)
        parent._ibkitSubviews.removeAll { $0 === self }
        parent._ibkitForget(self)
        _ibkitSuperview = nil
        viewDidMoveToSuperview()
    }

    /// Replaces one of the view's subviews with another view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/replacesubview(_:with:)
    public func replaceSubview(_ oldView: NSView, with newView: NSView) {
        guard let index = _ibkitSubviews.firstIndex(where: { $0 === oldView }) else { return }
        oldView.removeFromSuperview()
        _ibkitInsert(newView, at: index)
    }

    /// Returns a Boolean value that indicates whether the view is a subview of the specified view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/isdescendant(of:)
    public func isDescendant(of view: NSView) -> Bool {
        var current: NSView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._ibkitSuperview
        }
        return false
    }

    /// Returns the view's nearest descendant (including itself) with a specific tag, or nil if no subview has that tag.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/viewwithtag(_:)
    public func viewWithTag(_ tag: Int) -> NSView? {
        if self.tag == tag { return self }
        for subview in _ibkitSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Gesture recognizers

    /// The gesture recognize objects currently attached to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/gesturerecognizers
    public var gestureRecognizers: [NSGestureRecognizer] {
        get { _ibkitGestures }
        set {
            _ibkitGestures.forEach { $0._ibkitView = nil }
            _ibkitGestures = newValue
            newValue.forEach { $0._ibkitView = self }
        }
    }

    /// Attaches a gesture recognizer to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/addgesturerecognizer(_:)
    public func addGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) {
        gestureRecognizer._ibkitView?.removeGestureRecognizer(gestureRecognizer)
        _ibkitGestures.append(gestureRecognizer)
        gestureRecognizer._ibkitView = self
    }

    /// Detaches a gesture recognizer from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/removegesturerecognizer(_:)
    public func removeGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) {
        _ibkitGestures.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer._ibkitView === self { gestureRecognizer._ibkitView = nil }
    }
}
