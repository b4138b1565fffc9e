// NSView: Auto Layout anchors, layout guides, constraints and priorities.

extension NSView {
    func _ibkitGuide(_ kind: String) -> NSLayoutGuide {
        if let guide = _ibkitGuides[kind] { return guide }
        let guide = NSLayoutGuide()
        guide._ibkitKind = kind
        guide._ibkitOwningView = self
        _ibkitGuides[kind] = guide
        return guide
    }

    /// A layout guide representing the portion of the view that is unobscured by bars and other content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/safearealayoutguide
    public var safeAreaLayoutGuide: NSLayoutGuide { _ibkitGuide("safeArea") }
    /// A layout guide representing the view's margins.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/layoutmarginsguide
    public var layoutMarginsGuide: NSLayoutGuide { _ibkitGuide("margins") }

    /// The array of layout guide objects owned by this view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/layoutguides
    public var layoutGuides: [NSLayoutGuide] { _ibkitCustomGuides }

    /// Adds the provided layout guide to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/addlayoutguide(_:)
    public func addLayoutGuide(_ guide: NSLayoutGuide) {
        guide._ibkitOwningView?.removeLayoutGuide(guide)
        guide._ibkitOwningView = self
        _ibkitCustomGuides.append(guide)
    }

    /// Removes the provided layout guide from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/removelayoutguide(_:)
    public func removeLayoutGuide(_ guide: NSLayoutGuide) {
        _ibkitCustomGuides.removeAll { $0 === guide }
        if guide._ibkitOwningView === self { guide._ibkitOwningView = nil }
    }

    // MARK: Anchors

    /// A layout anchor representing the leading edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/leadinganchor
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .leading) }
    /// A layout anchor representing the trailing edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/trailinganchor
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .trailing) }
    /// A layout anchor representing the left edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/leftanchor
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .left) }
    /// A layout anchor representing the right edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/rightanchor
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .right) }
    /// A layout anchor representing the top edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/topanchor
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .top) }
    /// A layout anchor representing the bottom edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/bottomanchor
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .bottom) }
    /// A layout anchor representing the width of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/widthanchor
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .width) }
    /// A layout anchor representing the height of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/heightanchor
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .height) }
    /// A layout anchor representing the horizontal center of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/centerxanchor
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .centerX) }
    /// A layout anchor representing the vertical center of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/centeryanchor
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .centerY) }
    /// A layout anchor representing the baseline for the topmost line of text in the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/firstbaselineanchor
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .firstBaseline) }
    /// A layout anchor representing the baseline for the bottommost line of text in the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/lastbaselineanchor
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The constraints held by the view (those added with `addConstraint(_:)`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/constraints
    public var constraints: [NSLayoutConstraint] { _ibkitConstraints }

    /// Adds a constraint on the layout of the receiving view or its subviews, and activates it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/addconstraint(_:)
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if !_ibkitConstraints.contains(where: { $0 === constraint }) { _ibkitConstraints.append(constraint) }
        constraint.isActive = true
    }
    /// Adds multiple constraints on the layout of the receiving view or its subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/addconstraints(_:)
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach { addConstraint($0) } }
    /// Removes the specified constraint from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/removeconstraint(_:)
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        _ibkitConstraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }
    /// Removes the specified constraints from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/removeconstraints(_:)
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach { removeConstraint($0) } }

    // MARK: Priorities

    /// Returns the priority with which a view resists being made larger than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/contenthuggingpriority(for:)
    public func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        _ibkitPriorities["contentHuggingPriority[\(orientation)]"] ?? .defaultLow
    }
    /// Sets the priority with which a view resists being made larger than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/setcontenthuggingpriority(_:for:)
    public func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        _ibkitPriorities["contentHuggingPriority[\(orientation)]"] = priority
        _ibkitRecord("contentHuggingPriority[\(orientation)]", priority)
    }
    /// Returns the priority with which a view resists being made smaller than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/contentcompressionresistancepriority(for:)
    public func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> NSLayoutConstraint.Priority {
        _ibkitPriorities["contentCompressionResistancePriority[\(orientation)]"] ?? .defaultHigh
    }
    /// Sets the priority with which a view resists being made smaller than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/setcontentcompressionresistancepriority(_:for:)
    public func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        _ibkitPriorities["contentCompressionResistancePriority[\(orientation)]"] = priority
        _ibkitRecord("contentCompressionResistancePriority[\(orientation)]", priority)
    }
}
