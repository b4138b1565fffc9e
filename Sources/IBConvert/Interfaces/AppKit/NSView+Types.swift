// NSView nested types.

extension NSView {
    /// Constants that specify how a view resizes when its superview's bounds change.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct
    public struct AutoresizingMask: _IBKitNamedOptions, Hashable {
        /// The mask's bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates a mask from its bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The view doesn't resize.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/none
        public static let none = AutoresizingMask([])
        /// The left margin between the view and its superview is flexible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/minxmargin
        public static let minXMargin = AutoresizingMask(rawValue: 1)
        /// The view's width is flexible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/width
        public static let width = AutoresizingMask(rawValue: 2)
        /// The right margin between the view and its superview is flexible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/maxxmargin
        public static let maxXMargin = AutoresizingMask(rawValue: 4)
        /// The bottom margin between the view and its superview is flexible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/minymargin
        public static let minYMargin = AutoresizingMask(rawValue: 8)
        /// The view's height is flexible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/height
        public static let height = AutoresizingMask(rawValue: 16)
        /// The top margin between the view and its superview is flexible.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/autoresizingmask-swift.struct/maxymargin
        public static let maxYMargin = AutoresizingMask(rawValue: 32)

        public static var _ibkitNames: [(AutoresizingMask, String)] {
            [(.minXMargin, "minXMargin"), (.width, "width"), (.maxXMargin, "maxXMargin"),
             (.minYMargin, "minYMargin"), (.height, "height"), (.maxYMargin, "maxYMargin")]
        }
    }

    /// Background styles for a view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/backgroundstyle
    public enum BackgroundStyle: Int {
        /// The background reflects the predominant color scheme of the view's appearance.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/backgroundstyle/normal
        case normal = 0
        /// The background reflects an emphasized color scheme, such as for selection.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/backgroundstyle/emphasized
        case emphasized = 1
        /// The background is raised.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/backgroundstyle/raised
        case raised = 2
        /// The background is lowered.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/backgroundstyle/lowered
        case lowered = 3
    }

    /// The absence of an intrinsic metric for a given numeric view property.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsview/nointrinsicmetric
    public static let noIntrinsicMetric: CGFloat = -1
}
