// UIView nested types.

extension UIView {
    /// Options to specify how a view adjusts its content when its size changes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int {
        /// The option to scale the content to fit the size of itself by changing the aspect ratio of the content if necessary.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
        case scaleToFill = 0
        /// The option to scale the content to fit the size of the view by maintaining the aspect ratio.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
        case scaleAspectFit = 1
        /// The option to scale the content to fill the size of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
        case scaleAspectFill = 2
        /// The option to redisplay the view when the bounds change by invoking the `setNeedsDisplay()` method.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw
        case redraw = 3
        /// The option to center the content in the view's bounds, keeping the proportions the same.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center
        case center = 4
        /// The option to center the content aligned at the top in the view's bounds.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/top
        case top = 5
        /// The option to center the content aligned at the bottom in the view's bounds.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottom
        case bottom = 6
        /// The option to align the content on the left of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/left
        case left = 7
        /// The option to align the content on the right of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/right
        case right = 8
        /// The option to align the content in the top-left corner of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft
        case topLeft = 9
        /// The option to align the content in the top-right corner of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topright
        case topRight = 10
        /// The option to align the content in the bottom-left corner of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomleft
        case bottomLeft = 11
        /// The option to align the content in the bottom-right corner of the view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomright
        case bottomRight = 12
    }

    /// Options for automatic view resizing.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Hashable, _IBKitNamedOptions {
        /// The raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
        public let rawValue: UInt
        /// Creates an autoresizing mask from a raw bit mask.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Resizing performed by expanding or shrinking a view in the direction of the left margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// Resizing performed by expanding or shrinking a view's width.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Resizing performed by expanding or shrinking a view in the direction of the right margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// Resizing performed by expanding or shrinking a view in the direction of the top margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// Resizing performed by expanding or shrinking a view's height.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// Resizing performed by expanding or shrinking a view in the direction of the bottom margin.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
        public static var _ibkitNames: [(AutoresizingMask, String)] {
            [(.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"), (.flexibleRightMargin, "flexibleRightMargin"),
             (.flexibleTopMargin, "flexibleTopMargin"), (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin")]
        }
    }

    /// The tint adjustment mode for the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum
    public enum TintAdjustmentMode: Int {
        /// The tint adjustment mode of the view is the same as its superview's tint adjustment mode.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum/automatic
        case automatic = 0
        /// The tint adjustment mode of the view is normal: the tint color is unmodified.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum/normal
        case normal = 1
        /// The tint adjustment mode of the view is dimmed.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum/dimmed
        case dimmed = 2
    }
}
