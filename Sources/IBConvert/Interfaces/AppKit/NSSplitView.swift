// NSSplitView.

/// A set of optional methods a split view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitviewdelegate
public protocol NSSplitViewDelegate: AnyObject {}

/// A view that arranges two or more views in a linear stack running horizontally or vertically.
///
/// Recording: views added with `addSubview` or `addArrangedSubview` are its subviews in order; the dump lists
/// `arrangedSubviews`; `setHoldingPriority(_:forSubviewAt:)` records `holdingPriority[<i>]`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview
open class NSSplitView: NSView {
    var _ibkitArranged: [NSView] = []
    weak var _ibkitController: NSSplitViewController?

    override var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        let items = _ibkitController?._ibkitItems ?? []
        return super._ibkitAuxiliaryRecorders + items.enumerated().map { ("splitViewItems[\($0.offset)]", $0.element as _IBKitRecordable) }
    }

    override var _ibkitArrangedForDump: [NSView]? { arrangedSubviews }
    override func _ibkitForget(_ view: NSView) { _ibkitArranged.removeAll { $0 === view } }

    /// A Boolean value that determines the geometric orientation of the split view's dividers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/isvertical
    open var isVertical: Bool = false { didSet { _ibkitRecord("isVertical", isVertical) } }
    /// The style of divider drawn between subviews.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/dividerstyle-swift.property
    open var dividerStyle: NSSplitView.DividerStyle = .thick { didSet { _ibkitRecord("dividerStyle", dividerStyle) } }
    /// Whether the split view arranges all of its subviews as split panes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/arrangesallsubviews
    open var arrangesAllSubviews: Bool = true { didSet { _ibkitRecord("arrangesAllSubviews", arrangesAllSubviews) } }
    /// The name used to save the split view's dividers' position.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/autosavename-swift.property
    open var autosaveName: NSSplitView.AutosaveName? { didSet { _ibkitRecord("autosaveName", autosaveName) } }
    /// The split view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/delegate
    open weak var delegate: NSSplitViewDelegate?

    /// The array of views that are arranged as split panes in the split view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/arrangedsubviews
    open var arrangedSubviews: [NSView] { arrangesAllSubviews ? _ibkitSubviews : _ibkitArranged }
    /// Adds a view as an arranged split pane (and as a subview).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: NSView) { insertArrangedSubview(view, at: _ibkitArranged.count) }
    /// Adds a view as an arranged split pane at the specified index.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/insertarrangedsubview(_:at:)
    open func insertArrangedSubview(_ view: NSView, at index: Int) {
        if view.superview !== self { addSubview(view) }
        _ibkitArranged.removeAll { $0 === view }
        _ibkitArranged.insert(view, at: max(0, min(index, _ibkitArranged.count)))
    }
    /// Removes a view as an arranged split pane (it stays a subview).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/removearrangedsubview(_:)
    open func removeArrangedSubview(_ view: NSView) { _ibkitArranged.removeAll { $0 === view } }
    /// Sets the priority of the subview's width or height remaining the same while the split view resizes.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/setholdingpriority(_:forsubviewat:)
    open func setHoldingPriority(_ priority: NSLayoutConstraint.Priority, forSubviewAt subviewIndex: Int) {
        _ibkitRecord("holdingPriority[\(subviewIndex)]", priority)
    }
    /// Sets the position of the divider at the specified index (recorded as `dividerPosition[<i>]`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/setposition(_:ofdivideratindex:)
    open func setPosition(_ position: CGFloat, ofDividerAt dividerIndex: Int) {
        _ibkitRecord("dividerPosition[\(dividerIndex)]", position)
    }
    /// Adjusts the sizes of the split view's subviews so they fill the split view (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/adjustsubviews()
    open func adjustSubviews() {}

    /// A name under which a split view saves its divider positions.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/autosavename-swift.typealias
    public typealias AutosaveName = String

    /// The styles of the split view's dividers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/dividerstyle-swift.enum
    public enum DividerStyle: Int {
        /// A thick style divider.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/dividerstyle-swift.enum/thick
        case thick = 1
        /// A thin style divider.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/dividerstyle-swift.enum/thin
        case thin = 2
        /// A style divider that uses a thick divider with a dimple in the middle.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssplitview/dividerstyle-swift.enum/panesplitter
        case paneSplitter = 3
    }
}
