// UIView: managing the view hierarchy and gesture recognizers.

extension UIView {
    /// The receiver's immediate subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/subviews
    public var subviews: [UIView] { _ibkitSubviews }

    /// The receiver's superview, or nil if it has none.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/superview
    public var superview: UIView? { _ibkitSuperview }

    /// The receiver's window object, or nil if it has none.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/window
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current._ibkitSuperview
        }
        return nil
    }

    /// Adds a view to the end of the receiver's list of subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: _ibkitSubviews.count)
    }

    /// Inserts a subview at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    public func insertSubview(_ view: UIView, at index: Int) {
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
        view.didMoveToSuperview()
    }

    /// Inserts a view above another view in the view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = _ibkitSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? _ibkitSubviews.count
        insertSubview(view, at: index)
    }

    /// Inserts a view below another view in the view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = _ibkitSubviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves the specified subview so that it appears on top of its siblings.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    public func bringSubviewToFront(_ view: UIView) {
        guard view._ibkitSuperview === self else { return }
        insertSubview(view, at: _ibkitSubviews.count)
    }

    /// Moves the specified subview so that it appears behind its siblings.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
    public func sendSubviewToBack(_ view: UIView) {
        guard view._ibkitSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Exchanges the subviews at the specified indices.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/exchangesubview(at:withsubviewat:)
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        _ibkitSubviews.swapAt(index1, index2)
    }

    /// Unlinks the view from its superview and its window, and removes it from the responder chain.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    public func removeFromSuperview() {
        guard let parent = _ibkitSuperview else { return }
        parent.willRemoveSubview(self)
        parent._ibkitSubviews.removeAll { $0 === self }
        if let stack = parent as? UIStackView { stack._ibkitArranged.removeAll { $0 === self } }
        _ibkitSuperview = nil
        didMoveToSuperview()
    }

    /// Returns a Boolean value indicating whether the receiver is a subview of a given view or identical to that view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._ibkitSuperview
        }
        return false
    }

    /// Returns the view whose tag matches the specified value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _ibkitSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Gesture recognizers

    /// The gesture-recognizer objects currently attached to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _ibkitStorage["gestureRecognizers"] as? [UIGestureRecognizer] }
        set {
            gestureRecognizers?.forEach { $0._ibkitView = nil }
            _ibkitStorage["gestureRecognizers"] = newValue
            newValue?.forEach { $0._ibkitView = self }
        }
    }

    /// Attaches a gesture recognizer to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer._ibkitView?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// Detaches a gesture recognizer from the receiving view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard var list = gestureRecognizers else { return }
        list.removeAll { $0 === gestureRecognizer }
        gestureRecognizer._ibkitView = nil
        gestureRecognizers = list.isEmpty ? nil : list
    }
}
