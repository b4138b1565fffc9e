// NSLayoutConstraint nested types: attributes, relations, orientations and priorities.

extension NSLayoutConstraint {
    /// The part of the object's visual representation that should be used to get the value for the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute
    public enum Attribute: Int {
        /// The left side of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/left
        case left = 1
        /// The right side of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/right
        case right = 2
        /// The top of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/top
        case top = 3
        /// The bottom of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/bottom
        case bottom = 4
        /// The leading edge of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/leading
        case leading = 5
        /// The trailing edge of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/trailing
        case trailing = 6
        /// The width of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/width
        case width = 7
        /// The height of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/height
        case height = 8
        /// The center along the x-axis of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/centerx
        case centerX = 9
        /// The center along the y-axis of the object's alignment rectangle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/centery
        case centerY = 10
        /// The object's baseline; for objects with more than one line of text, the baseline for the bottommost line.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/lastbaseline
        case lastBaseline = 11
        /// The object's baseline; for objects with more than one line of text, the baseline for the topmost line.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/firstbaseline
        case firstBaseline = 12
        /// A placeholder value that indicates that the constraint's second item and second attribute are not used.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/attribute/notanattribute
        case notAnAttribute = 0
    }

    /// The relation between the first attribute and the modified second attribute in a constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation
    public enum Relation: Int {
        /// The constraint requires the first attribute to be less than or equal to the modified second attribute.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation/lessthanorequal
        case lessThanOrEqual = -1
        /// The constraint requires the first attribute to be exactly equal to the modified second attribute.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation/equal
        case equal = 0
        /// The constraint requires the first attribute to be greater than or equal to the modified second attribute.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation/greaterthanorequal
        case greaterThanOrEqual = 1
    }

    /// Constants that specify whether a constraint applies horizontally or vertically.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum
    public enum Orientation: Int {
        /// The constraint applies to horizontal placement.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum/horizontal
        case horizontal = 0
        /// The constraint applies to vertical placement.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/orientation-swift.enum/vertical
        case vertical = 1
    }

    /// The layout priority used to indicate the relative importance of constraint-based layout attributes.
    ///
    /// Recording: its number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct
    public struct Priority: RawRepresentable, Hashable, _IBKitCanonical {
        /// The priority's numeric value, from 1 to 1000.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/rawvalue
        public var rawValue: Float
        /// Creates a priority with the specified value.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/init(rawvalue:)
        public init(rawValue: Float) { self.rawValue = rawValue }
        /// Creates a priority with the specified value.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/init(_:)
        public init(_ rawValue: Float) { self.rawValue = rawValue }

        /// A required constraint.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/required
        public static let required = Priority(1000)
        /// The priority level with which a button resists compressing its content.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/defaulthigh
        public static let defaultHigh = Priority(750)
        /// The appropriate priority level for a drag that may end up resizing the window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/dragthatcanresizewindow
        public static let dragThatCanResizeWindow = Priority(510)
        /// The priority level for the window's current size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/windowsizestayput
        public static let windowSizeStayPut = Priority(500)
        /// The priority level at which a split view divider, say, is dragged, where it cannot resize the window.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/dragthatcannotresizewindow
        public static let dragThatCannotResizeWindow = Priority(490)
        /// The priority level at which a button hugs its contents horizontally.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/defaultlow
        public static let defaultLow = Priority(250)
        /// The priority with which the view wants to be as small as possible in a fitting-size computation.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/fittingsizecompression
        public static let fittingSizeCompression = Priority(50)

        /// Returns a priority raised by the given amount.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/+(_:_:)
        public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }
        /// Returns a priority lowered by the given amount.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority-swift.struct/-(_:_:)
        public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

        public var _ibkitCanonicalText: String { _ibkitNumber(rawValue) }
    }
}
