// Geometry values: edge insets, offsets and layout priorities.

/// The inset distances for views.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, _IBKitCanonical {
    /// The top edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// The left edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// The bottom edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// The right edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat

    /// Creates an edge insets structure with all insets set to zero.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
    public init() { top = 0; left = 0; bottom = 0; right = 0 }

    /// Creates an edge insets structure with the specified value for each edge.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets()

    public var _ibkitCanonicalText: String {
        "{\(_ibkitNumber(top)),\(_ibkitNumber(left)),\(_ibkitNumber(bottom)),\(_ibkitNumber(right))}"
    }
}

/// Edge insets that take language direction into account.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, _IBKitCanonical {
    /// The top edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
    public var top: CGFloat
    /// The leading edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
    public var leading: CGFloat
    /// The bottom edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
    public var bottom: CGFloat
    /// The trailing edge inset value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
    public var trailing: CGFloat

    /// Creates a directional edge insets structure with all insets set to zero.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init()
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }

    /// Creates a directional edge insets structure with the specified values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// A directional edge insets structure whose top, leading, bottom, and trailing fields are all set to 0.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    public static let zero = NSDirectionalEdgeInsets()

    public var _ibkitCanonicalText: String {
        "{\(_ibkitNumber(top)),\(_ibkitNumber(leading)),\(_ibkitNumber(bottom)),\(_ibkitNumber(trailing))}"
    }
}

/// A structure that specifies an offset value for adjusting the position of a view or text.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uioffset
public struct UIOffset: Hashable, _IBKitCanonical {
    /// The horizontal offset.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uioffset/horizontal
    public var horizontal: CGFloat
    /// The vertical offset.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uioffset/vertical
    public var vertical: CGFloat

    /// Creates an offset with zero horizontal and vertical values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uioffset/init()
    public init() { horizontal = 0; vertical = 0 }

    /// Creates an offset with the specified horizontal and vertical values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uioffset/init(horizontal:vertical:)
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }

    /// An offset whose horizontal and vertical values are both zero.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uioffset/zero
    public static let zero = UIOffset()

    public var _ibkitCanonicalText: String { "{\(_ibkitNumber(horizontal)),\(_ibkitNumber(vertical))}" }
}

/// The layout priority is used to indicate to the constraint-based layout system which constraints are more important.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Hashable, _IBKitCanonical {
    /// The priority's numeric value, from 1 to 1000.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    public var rawValue: Float

    /// Creates a layout priority with the specified value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a layout priority with the specified value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(1000)
    /// The priority level with which a button resists compressing its content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority level at which a button hugs its contents horizontally.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    public static let defaultLow = UILayoutPriority(250)
    /// The priority level with which the view wants to conform to the target size in a fitting-size computation.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority level at which a split view divider, say, is dragged where it can resize the scene.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcanresizescene
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority level at which the scene prefers to stay the same size.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/scenesizestayput
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority level at which a split view divider, say, is dragged where it cannot resize the scene.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/dragthatcannotresizescene
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Returns a priority raised by the given amount.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/+(_:_:)
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// Returns a priority lowered by the given amount.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilayoutpriority/-(_:_:)
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    public var _ibkitCanonicalText: String { _ibkitNumber(rawValue) }
}
