// UIView: Auto Layout anchors, layout guides, constraints and priorities.

extension UIView {
    func _ibkitGuide<Guide: UILayoutGuide>(_ kind: String, _ make: () -> Guide) -> Guide {
        if let guide = _ibkitGuides[kind] as? Guide { return guide }
        let guide = make()
        guide._ibkitKind = kind
        guide._ibkitOwningView = self
        _ibkitGuides[kind] = guide
        return guide
    }

    /// The layout guide representing the portion of your view that is unobscured by bars and other content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    public var safeAreaLayoutGuide: UILayoutGuide { _ibkitGuide("safeArea") { UILayoutGuide() } }
    /// A layout guide representing the view's margins.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    public var layoutMarginsGuide: UILayoutGuide { _ibkitGuide("margins") { UILayoutGuide() } }
    /// A layout guide representing an area with a readable width within the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    public var readableContentGuide: UILayoutGuide { _ibkitGuide("readable") { UILayoutGuide() } }
    /// A layout guide that tracks the keyboard's position in your app's layout.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { _ibkitGuide("keyboard") { UIKeyboardLayoutGuide() } }

    /// The array of layout guide objects owned by this view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/layoutguides
    public var layoutGuides: [UILayoutGuide] { _ibkitCustomGuides }

    /// Adds the specified layout guide to the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide._ibkitOwningView?.removeLayoutGuide(layoutGuide)
        layoutGuide._ibkitOwningView = self
        _ibkitCustomGuides.append(layoutGuide)
    }

    /// Removes the specified layout guide from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:)
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        _ibkitCustomGuides.removeAll { $0 === layoutGuide }
        if layoutGuide._ibkitOwningView === self { layoutGuide._ibkitOwningView = nil }
    }

    // MARK: Anchors

    /// A layout anchor representing the leading edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .leading) }
    /// A layout anchor representing the trailing edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .trailing) }
    /// A layout anchor representing the left edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/leftanchor
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .left) }
    /// A layout anchor representing the right edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/rightanchor
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .right) }
    /// A layout anchor representing the top edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/topanchor
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .top) }
    /// A layout anchor representing the bottom edge of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .bottom) }
    /// A layout anchor representing the width of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/widthanchor
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .width) }
    /// A layout anchor representing the height of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/heightanchor
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(_ibkitItem: self, attribute: .height) }
    /// A layout anchor representing the horizontal center of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_ibkitItem: self, attribute: .centerX) }
    /// A layout anchor representing the vertical center of the view's frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .centerY) }
    /// A layout anchor representing the baseline for the topmost line of text in the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .firstBaseline) }
    /// A layout anchor representing the baseline for the bottommost line of text in the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_ibkitItem: self, attribute: .lastBaseline) }

    // MARK: Constraints

    /// The constraints held by the view (those added with `addConstraint(_:)`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/constraints
    public var constraints: [NSLayoutConstraint] { _ibkitConstraints }

    /// Adds a constraint on the layout of the receiving view or its subviews, and activates it.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if !_ibkitConstraints.contains(where: { $0 === constraint }) { _ibkitConstraints.append(constraint) }
        constraint.isActive = true
    }
    /// Adds multiple constraints on the layout of the receiving view or its subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach { addConstraint($0) } }
    /// Removes the specified constraint from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/removeconstraint(_:)
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        _ibkitConstraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }
    /// Removes the specified constraints from the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/removeconstraints(_:)
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach { removeConstraint($0) } }
    /// Controls whether the view's constraints need updating.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints()
    public func setNeedsUpdateConstraints() {}

    // MARK: Priorities

    /// Returns the priority with which a view resists being made larger than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _ibkitPriorities["contentHuggingPriority[\(axis)]"] ?? .defaultLow
    }
    /// Sets the priority with which a view resists being made larger than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _ibkitPriorities["contentHuggingPriority[\(axis)]"] = priority
        _ibkitRecord("contentHuggingPriority[\(axis)]", priority)
    }
    /// Returns the priority with which a view resists being made smaller than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        _ibkitPriorities["contentCompressionResistancePriority[\(axis)]"] ?? .defaultHigh
    }
    /// Sets the priority with which a view resists being made smaller than its intrinsic size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _ibkitPriorities["contentCompressionResistancePriority[\(axis)]"] = priority
        _ibkitRecord("contentCompressionResistancePriority[\(axis)]", priority)
    }
}
