// Layout anchors: factories for constraints.

/// A factory class for creating layout constraint objects using a fluent API.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let _ibkitItem: AnyObject?
    let _ibkitAttribute: NSLayoutConstraint.Attribute

    init(_ibkitItem item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        _ibkitItem = item
        _ibkitAttribute = attribute
        super.init()
    }

    func _ibkitConstraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
                          multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(_ibkitFirst: _ibkitItem, _ibkitAttribute, relation, other?._ibkitItem,
                           other?._ibkitAttribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// Returns a constraint that defines one item's attribute as equal to another.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _ibkitConstraint(.equal, anchor)
    }
    /// Returns a constraint that defines one item's attribute as equal to another item's attribute plus a constant offset.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.equal, anchor, constant: c)
    }
    /// Returns a constraint that defines one item's attribute as greater than or equal to another.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor/constraint(greaterthanorequalto:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _ibkitConstraint(.greaterThanOrEqual, anchor)
    }
    /// Returns a constraint that defines one item's attribute as greater than or equal to another item's attribute plus a constant offset.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.greaterThanOrEqual, anchor, constant: c)
    }
    /// Returns a constraint that defines one item's attribute as less than or equal to another.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor/constraint(lessthanorequalto:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _ibkitConstraint(.lessThanOrEqual, anchor)
    }
    /// Returns a constraint that defines one item's attribute as less than or equal to another item's attribute plus a constant offset.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A factory class for creating horizontal layout constraint objects using a fluent API.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Returns a constraint that defines the specific distance at which the current anchor is positioned relative to another anchor.
    ///
    /// Recorded with the system spacing of 8 points times `multiplier` as its constant.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor/constraint(equaltosystemspacingafter:multiplier:)
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _ibkitSystemSpacing(_ibkitConstraint(.equal, anchor, constant: 8 * multiplier), multiplier)
    }
    /// Returns a constraint that defines the minimum distance by which the current anchor is positioned relative to another anchor.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor/constraint(greaterthanorequaltosystemspacingafter:multiplier:)
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _ibkitSystemSpacing(_ibkitConstraint(.greaterThanOrEqual, anchor, constant: 8 * multiplier), multiplier)
    }
    /// Returns a constraint that defines the maximum distance by which the current anchor is positioned relative to another anchor.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutxaxisanchor/constraint(lessthanorequaltosystemspacingafter:multiplier:)
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _ibkitSystemSpacing(_ibkitConstraint(.lessThanOrEqual, anchor, constant: 8 * multiplier), multiplier)
    }
}

/// A factory class for creating vertical layout constraint objects using a fluent API.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Returns a constraint that defines the specific distance at which the current anchor is positioned relative to another anchor.
    ///
    /// Recorded with the system spacing of 8 points times `multiplier` as its constant.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor/constraint(equaltosystemspacingbelow:multiplier:)
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _ibkitSystemSpacing(_ibkitConstraint(.equal, anchor, constant: 8 * multiplier), multiplier)
    }
    /// Returns a constraint that defines the minimum distance by which the current anchor is positioned relative to another anchor.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor/constraint(greaterthanorequaltosystemspacingbelow:multiplier:)
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _ibkitSystemSpacing(_ibkitConstraint(.greaterThanOrEqual, anchor, constant: 8 * multiplier), multiplier)
    }
    /// Returns a constraint that defines the maximum distance by which the current anchor is positioned relative to another anchor.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutyaxisanchor/constraint(lessthanorequaltosystemspacingbelow:multiplier:)
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _ibkitSystemSpacing(_ibkitConstraint(.lessThanOrEqual, anchor, constant: 8 * multiplier), multiplier)
    }
}

func _ibkitSystemSpacing(_ constraint: NSLayoutConstraint, _ multiplier: CGFloat) -> NSLayoutConstraint {
    constraint._ibkitSystemSpacingMultiplier = multiplier
    return constraint
}

/// A factory class for creating size-based layout constraint objects using a fluent API.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns a constraint that defines a constant size for the anchor's size attribute.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _ibkitConstraint(.equal, nil, constant: c) }
    /// Returns a constraint that defines the minimum size for the anchor's size attribute.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _ibkitConstraint(.greaterThanOrEqual, nil, constant: c) }
    /// Returns a constraint that defines the maximum size for the anchor's size attribute.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _ibkitConstraint(.lessThanOrEqual, nil, constant: c) }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified anchor multiplied by the constant.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(equalto:multiplier:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.equal, anchor, multiplier: m)
    }
    /// Returns a constraint that defines the anchor's size attribute as equal to the specified size attribute multiplied by a constant plus an offset.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.equal, anchor, multiplier: m, constant: c)
    }
    /// Returns a constraint that defines the anchor's size attribute as greater than or equal to the specified anchor multiplied by the constant.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// Returns a constraint that defines the anchor's size attribute as greater than or equal to the specified anchor multiplied by the constant plus an offset.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// Returns a constraint that defines the anchor's size attribute as less than or equal to the specified anchor multiplied by the constant.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(lessthanorequalto:multiplier:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// Returns a constraint that defines the anchor's size attribute as less than or equal to the specified anchor multiplied by the constant plus an offset.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _ibkitConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
