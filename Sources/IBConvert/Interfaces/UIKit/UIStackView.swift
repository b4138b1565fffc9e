// UIStackView.

/// A streamlined interface for laying out a collection of views in either a column or a row.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview
open class UIStackView: UIView {
    var _ibkitArranged: [UIView] = []
    var _ibkitCustomSpacing: [(UIView, CGFloat)] = []

    /// Returns a new stack view object that manages the provided views.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach { addArrangedSubview($0) }
    }
    /// Creates a stack view with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a stack view from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    /// The list of views arranged by the stack view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open var arrangedSubviews: [UIView] { _ibkitArranged }

    /// Adds a view to the end of the arrangedSubviews array (and as a subview if needed).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: _ibkitArranged.count) }

    /// Adds the provided view to the array of arranged subviews at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        _ibkitArranged.removeAll { $0 === view }
        _ibkitArranged.insert(view, at: max(0, min(stackIndex, _ibkitArranged.count)))
    }

    /// Removes the provided view from the stack's array of arranged subviews (it stays a subview).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
    open func removeArrangedSubview(_ view: UIView) { _ibkitArranged.removeAll { $0 === view } }

    /// The axis along which the arranged views lay out.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { _ibkitRecord("axis", axis) } }
    /// The distribution of the arranged views along the stack view's axis.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    open var distribution: Distribution = .fill { didSet { _ibkitRecord("distribution", distribution) } }
    /// The alignment of the arranged subviews perpendicular to the stack view's axis.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment: Alignment = .fill { didSet { _ibkitRecord("alignment", alignment) } }
    /// The distance in points between the adjacent edges of the stack view's arranged views.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0 { didSet { _ibkitRecord("spacing", spacing) } }
    /// A Boolean value that determines whether the vertical spacing between views is measured from their baselines.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
    open var isBaselineRelativeArrangement: Bool = false {
        didSet { _ibkitRecord("isBaselineRelativeArrangement", isBaselineRelativeArrangement) }
    }
    /// A Boolean value that determines whether the stack view lays out its arranged views relative to its layout margins.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
    open var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { _ibkitRecord("isLayoutMarginsRelativeArrangement", isLayoutMarginsRelativeArrangement) }
    }

    /// Applies custom spacing after the specified view (recorded as `customSpacing[<index in arrangedSubviews>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _ibkitCustomSpacing.removeAll { $0.0 === arrangedSubview }
        _ibkitCustomSpacing.append((arrangedSubview, spacing))
        let index = _ibkitArranged.firstIndex { $0 === arrangedSubview }.map(String.init) ?? "?"
        _ibkitRecord("customSpacing[\(index)]", spacing)
    }
    /// Returns the custom spacing after the specified view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/customspacing(after:)
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _ibkitCustomSpacing.first { $0.0 === arrangedSubview }?.1 ?? UIStackView.spacingUseDefault
    }
    /// The default spacing between views, used by custom spacing to mean "no custom spacing".
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/spacingusedefault
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The system spacing between views.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/spacingusesystem
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// The layout that defines the size and position of the arranged views along the stack view's axis.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int {
        /// A layout where the stack view resizes its arranged views so that they fill the available space along the stack view's axis.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill
        case fill = 0
        /// A layout where the stack view resizes its arranged views so that they fill the available space along the stack view's axis, all the same size.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillequally
        case fillEqually = 1
        /// A layout where the stack view resizes its arranged views proportionally to their intrinsic content size.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally
        case fillProportionally = 2
        /// A layout where the stack view positions its arranged views so that they fill the available space with equal spacing.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalspacing
        case equalSpacing = 3
        /// A layout that attempts to position the arranged views so that they have an equal center-to-center spacing along the stack view's axis.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalcentering
        case equalCentering = 4
    }

    /// The layout of arranged views perpendicular to the stack view's axis.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int {
        /// A layout where the stack view resizes its arranged views so that they fill the available space perpendicular to the stack view's axis.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/fill
        case fill = 0
        /// A layout for vertical stacks where the stack view aligns the leading edge of its arranged views along its leading edge.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/leading
        case leading = 1
        /// A layout where the stack view aligns its arranged views based on their first baseline.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/firstbaseline
        case firstBaseline = 2
        /// A layout where the stack view aligns the center of its arranged views with its center along its axis.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/center
        case center = 3
        /// A layout for vertical stacks where the stack view aligns the trailing edge of its arranged views along its trailing edge.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/trailing
        case trailing = 4
        /// A layout where the stack view aligns its arranged views based on their last baseline.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/lastbaseline
        case lastBaseline = 5
        /// A layout for horizontal stacks where the stack view aligns the top edge of its arranged views along its top edge.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
        public static var top: Alignment { .leading }
        /// A layout for horizontal stacks where the stack view aligns the bottom edge of its arranged views along its bottom edge.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
        public static var bottom: Alignment { .trailing }
    }
}
