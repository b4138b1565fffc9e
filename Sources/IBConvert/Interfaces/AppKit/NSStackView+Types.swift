// NSStackView nested types.

extension NSStackView {
    /// The gravity areas in a stack view.
    ///
    /// `top` and `leading` are the same area, as are `bottom` and `trailing`.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/gravity
    public enum Gravity: Int {
        /// The top gravity area (the leading one of a horizontal stack).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/gravity/top
        case top = 1
        /// The center gravity area.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/gravity/center
        case center = 2
        /// The bottom gravity area (the trailing one of a horizontal stack).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/gravity/bottom
        case bottom = 3
        /// The leading gravity area (same as `top`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/gravity/leading
        public static var leading: Gravity { .top }
        /// The trailing gravity area (same as `bottom`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/gravity/trailing
        public static var trailing: Gravity { .bottom }
    }

    /// The spacing and sizing distribution of stacked views along the primary axis.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum
    public enum Distribution: Int {
        /// The stack view uses its gravity areas to position views.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum/gravityareas
        case gravityAreas = -1
        /// The stacked views fill the available space along the primary axis.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum/fill
        case fill = 0
        /// The stacked views fill the available space and are all the same size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum/fillequally
        case fillEqually = 1
        /// The stacked views fill the available space proportionally to their intrinsic content size.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum/fillproportionally
        case fillProportionally = 2
        /// The stacked views are separated by equal spacing.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum/equalspacing
        case equalSpacing = 3
        /// The stacked views have equal center-to-center spacing.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.enum/equalcentering
        case equalCentering = 4
    }

    /// The priority for a view to remain attached to the stack view when there's not enough room for all views.
    ///
    /// Recording: its number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority
    public struct VisibilityPriority: RawRepresentable, Hashable, _IBKitCanonical {
        /// The priority's number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority/rawvalue
        public var rawValue: Float
        /// Creates a priority from its number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority/init(rawvalue:)
        public init(rawValue: Float) { self.rawValue = rawValue }
        /// Creates a priority from its number.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority/init(_:)
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        /// The view must stay attached.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority/musthold
        public static let mustHold = VisibilityPriority(1000)
        /// The view is detached only if necessary.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority/detachonlyifnecessary
        public static let detachOnlyIfNecessary = VisibilityPriority(900)
        /// The view isn't visible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority/notvisible
        public static let notVisible = VisibilityPriority(0)
        public var _ibkitCanonicalText: String { _ibkitNumber(rawValue) }
    }
}
