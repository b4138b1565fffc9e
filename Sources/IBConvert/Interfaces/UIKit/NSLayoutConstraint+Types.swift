// NSLayoutConstraint nested types.

extension NSLayoutConstraint {
    /// The part of the object's visual representation that should be used to get the value for the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
    public enum Attribute: Int {
        /// The left side of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/left
        case left = 1
        /// The right side of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/right
        case right = 2
        /// The top of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/top
        case top = 3
        /// The bottom of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/bottom
        case bottom = 4
        /// The leading edge of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading
        case leading = 5
        /// The trailing edge of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/trailing
        case trailing = 6
        /// The width of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/width
        case width = 7
        /// The height of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/height
        case height = 8
        /// The center along the x-axis of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerx
        case centerX = 9
        /// The center along the y-axis of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centery
        case centerY = 10
        /// The object's baseline.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/lastbaseline
        case lastBaseline = 11
        /// The object's baseline. For objects with more than one line of text, this is the baseline for the topmost line of text.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/firstbaseline
        case firstBaseline = 12
        /// The object's left margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leftmargin
        case leftMargin = 13
        /// The object's right margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/rightmargin
        case rightMargin = 14
        /// The object's top margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/topmargin
        case topMargin = 15
        /// The object's bottom margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/bottommargin
        case bottomMargin = 16
        /// The object's leading margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leadingmargin
        case leadingMargin = 17
        /// The object's trailing margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/trailingmargin
        case trailingMargin = 18
        /// The center along the x-axis between the object's left and right margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerxwithinmargins
        case centerXWithinMargins = 19
        /// The center along the y-axis between the object's top and bottom margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/centerywithinmargins
        case centerYWithinMargins = 20
        /// A placeholder value that is used to indicate that the constraint's second item and second attribute are not used in any calculations.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/notanattribute
        case notAnAttribute = 0
    }

    /// The relation between the first attribute and the modified second attribute in a constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
    public enum Relation: Int {
        /// The constraint requires the first attribute to be less than or equal to the modified second attribute.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/lessthanorequal
        case lessThanOrEqual = -1
        /// The constraint requires the first attribute to be exactly equal to the modified second attribute.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/equal
        case equal = 0
        /// The constraint requires the first attribute to be greater than or equal to the modified second attribute.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation/greaterthanorequal
        case greaterThanOrEqual = 1
    }

    /// Keys that specify a horizontal or vertical layout constraint between objects.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int {
        /// The constraint applied when laying out the horizontal relationship between objects.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        case horizontal = 0
        /// The constraint applied when laying out the vertical relationship between objects.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/vertical
        case vertical = 1
    }
}
