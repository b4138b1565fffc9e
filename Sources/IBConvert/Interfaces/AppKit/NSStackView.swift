// NSStackView.

/// A set of optional methods a stack view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackviewdelegate
public protocol NSStackViewDelegate: AnyObject {}

/// A view that arranges an array of views horizontally or vertically and updates their placement and sizing when the window size changes.
///
/// Recording: subviews are the gravity-area views in gravity order (leading, center, trailing) followed by views added
/// with `addArrangedSubview`; the dump lists `arrangedSubviews` and `gravityViews`. Per-view settings record
/// `customSpacing[<i>]` and `visibilityPriority[<i>]` by index in `arrangedSubviews`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview
open class NSStackView: NSView {
    var _ibkitGravity: [Gravity: [NSView]] = [:]
    var _ibkitArranged: [NSView] = []
    var _ibkitCustomSpacing: [(NSView, CGFloat)] = []
    var _ibkitVisibility: [(NSView, VisibilityPriority)] = []

    override var _ibkitArrangedForDump: [NSView]? { arrangedSubviews }
    override var _ibkitGravityForDump: [(String, [NSView])] {
        [("leading", .top), ("center", .center), ("trailing", .bottom)].compactMap { key, gravity in
            guard let views = _ibkitGravity[gravity], !views.isEmpty else { return nil }
            return (key, views)
        }
    }
    override func _ibkitForget(_ view: NSView) {
        _ibkitArranged.removeAll { $0 === view }
        for key in _ibkitGravity.keys { _ibkitGravity[key]?.removeAll { $0 === view } }
    }

    /// Creates and returns a stack view with a specified array of views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/init(views:)
    public convenience init(views: [NSView]) {
        self.init(frame: .zero)
        views.forEach { addArrangedSubview($0) }
    }

    func _ibkitIndex(_ view: NSView) -> String {
        arrangedSubviews.firstIndex { $0 === view }.map(String.init) ?? "?"
    }
    func _ibkitRebuildSubviews() {
        let ordered = views(in: .top) + views(in: .center) + views(in: .bottom)
            + _ibkitArranged.filter { view in !_ibkitGravity.values.contains { $0.contains { $0 === view } } }
        for view in ordered where view.superview !== self { addSubview(view) }
        let others = _ibkitSubviews.filter { view in !ordered.contains { $0 === view } }
        _ibkitSubviews = ordered + others
    }

    /// The horizontal or vertical layout direction of the stack view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/orientation
    open var orientation: NSUserInterfaceLayoutOrientation = .horizontal { didSet { _ibkitRecord("orientation", orientation) } }
    /// The view alignment within the stack view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/alignment
    open var alignment: NSLayoutConstraint.Attribute = .centerY { didSet { _ibkitRecord("alignment", alignment) } }
    /// The spacing and sizing distribution of stacked views along the primary axis.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/distribution-swift.property
    open var distribution: NSStackView.Distribution = .gravityAreas { didSet { _ibkitRecord("distribution", distribution) } }
    /// The minimum spacing, in points, between adjacent views in the stack view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/spacing
    open var spacing: CGFloat = 8 { didSet { _ibkitRecord("spacing", spacing) } }
    /// The geometric padding, in points, inside the stack view, surrounding its views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/edgeinsets
    open var edgeInsets: NSEdgeInsets = NSEdgeInsetsZero { didSet { _ibkitRecord("edgeInsets", edgeInsets) } }
    /// A Boolean value that indicates whether the stack view removes hidden views from its view hierarchy.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/detacheshiddenviews
    open var detachesHiddenViews: Bool = true { didSet { _ibkitRecord("detachesHiddenViews", detachesHiddenViews) } }
    /// The stack view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/delegate
    open weak var delegate: NSStackViewDelegate?

    /// The array of views arranged by the stack view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/arrangedsubviews
    open var arrangedSubviews: [NSView] {
        let gravityViews = views(in: .top) + views(in: .center) + views(in: .bottom)
        return gravityViews + _ibkitArranged.filter { view in !gravityViews.contains { $0 === view } }
    }
    /// Adds the specified view to the end of the arranged subviews list.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: NSView) { insertArrangedSubview(view, at: _ibkitArranged.count) }
    /// Adds the provided view to the array of arranged subviews at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/insertarrangedsubview(_:at:)
    open func insertArrangedSubview(_ view: NSView, at index: Int) {
        _ibkitArranged.removeAll { $0 === view }
        _ibkitArranged.insert(view, at: max(0, min(index, _ibkitArranged.count)))
        _ibkitRebuildSubviews()
    }
    /// Removes the provided view from the stack's array of arranged subviews (it stays a subview).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/removearrangedsubview(_:)
    open func removeArrangedSubview(_ view: NSView) { _ibkitArranged.removeAll { $0 === view } }
    /// Adds a view to the end of the stack view gravity area.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/addview(_:in:)
    open func addView(_ view: NSView, in gravity: NSStackView.Gravity) {
        insertView(view, at: views(in: gravity).count, in: gravity)
    }
    /// Adds a view to a stack view gravity area at a specified index position.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/insertview(_:at:in:)
    open func insertView(_ view: NSView, at index: Int, in gravity: NSStackView.Gravity) {
        for key in _ibkitGravity.keys { _ibkitGravity[key]?.removeAll { $0 === view } }
        var list = _ibkitGravity[gravity] ?? []
        list.insert(view, at: max(0, min(index, list.count)))
        _ibkitGravity[gravity] = list
        _ibkitRebuildSubviews()
    }
    /// Returns the array of views in the specified gravity area in the stack view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/views(in:)
    open func views(in gravity: NSStackView.Gravity) -> [NSView] { _ibkitGravity[gravity] ?? [] }
    /// Specifies the views in a gravity area, replacing any views it held.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/setviews(_:in:)
    open func setViews(_ views: [NSView], in gravity: NSStackView.Gravity) {
        _ibkitGravity[gravity] = []
        views.enumerated().forEach { insertView($1, at: $0, in: gravity) }
    }

    /// Specifies the spacing after a given view (recorded as `customSpacing[<index in arrangedSubviews>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/setcustomspacing(_:after:)
    open func setCustomSpacing(_ spacing: CGFloat, after view: NSView) {
        _ibkitCustomSpacing.removeAll { $0.0 === view }
        _ibkitCustomSpacing.append((view, spacing))
        _ibkitRecord("customSpacing[\(_ibkitIndex(view))]", spacing)
    }
    /// Returns the custom spacing after a view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/customspacing(after:)
    open func customSpacing(after view: NSView) -> CGFloat {
        _ibkitCustomSpacing.first { $0.0 === view }?.1 ?? NSStackView.useDefaultSpacing
    }
    /// Sets the visibility priority of a view (recorded as `visibilityPriority[<index in arrangedSubviews>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/setvisibilitypriority(_:for:)
    open func setVisibilityPriority(_ priority: NSStackView.VisibilityPriority, for view: NSView) {
        _ibkitVisibility.removeAll { $0.0 === view }
        _ibkitVisibility.append((view, priority))
        _ibkitRecord("visibilityPriority[\(_ibkitIndex(view))]", priority)
    }
    /// Returns the visibility priority of a view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/visibilitypriority(for:)
    open func visibilityPriority(for view: NSView) -> NSStackView.VisibilityPriority {
        _ibkitVisibility.first { $0.0 === view }?.1 ?? .mustHold
    }
    /// Sets the Auto Layout priority for the stack view to minimize its size (recorded as `huggingPriority[<orientation>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/sethuggingpriority(_:for:)
    open func setHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        _ibkitRecord("huggingPriority[\(orientation)]", priority)
    }
    /// Sets the priority with which the stack view resists clipping its views (recorded as `clippingResistancePriority[<orientation>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/setclippingresistancepriority(_:for:)
    open func setClippingResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {
        _ibkitRecord("clippingResistancePriority[\(orientation)]", priority)
    }
    /// The default spacing: custom spacing set to this value is removed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsstackview/usedefaultspacing
    public static let useDefaultSpacing: CGFloat = .greatestFiniteMagnitude
}
