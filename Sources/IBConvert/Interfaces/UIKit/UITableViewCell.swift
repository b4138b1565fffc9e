// UITableViewCell.

/// The visual representation of a single row in a table view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell
open class UITableViewCell: UIView {
    var _ibkitCellStyle: CellStyle = .default
    var _ibkitReuseIdentifier: String?
    lazy var _ibkitTextLabel = UILabel()
    lazy var _ibkitDetailTextLabel = UILabel()
    lazy var _ibkitImageView = UIImageView()
    var _ibkitCellLabelsUsed: Set<String> = []

    /// The content view of the cell object (created by the initializer and added as the cell's first subview).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    public let contentView = UIView()

    /// Initializes a table cell with a style and a reuse identifier and returns it to the caller.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: CellStyle, reuseIdentifier: String?) {
        _ibkitCellStyle = style
        _ibkitReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        _ibkitRecord("style", style)
        if let reuseIdentifier = reuseIdentifier { _ibkitRecord("reuseIdentifier", reuseIdentifier) }
    }
    /// Creates a default-style cell with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        _ibkitFrame = frame
        if frame != .zero { _ibkitRecord("frame", frame) }
    }
    /// Creates a table cell from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The label used for the main textual content of the table cell.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    open var textLabel: UILabel? { _ibkitCellLabelsUsed.insert("textLabel"); return _ibkitTextLabel }
    /// The secondary label of the table cell if one exists.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
    open var detailTextLabel: UILabel? {
        guard _ibkitCellStyle != .default else { return nil }
        _ibkitCellLabelsUsed.insert("detailTextLabel"); return _ibkitDetailTextLabel
    }
    /// The image view of the table cell.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/imageview
    open var imageView: UIImageView? { _ibkitCellLabelsUsed.insert("imageView"); return _ibkitImageView }
    /// A string used to identify a cell that is reusable.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    open var reuseIdentifier: String? { _ibkitReuseIdentifier }

    override var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        var list = super._ibkitAuxiliaryRecorders
        if _ibkitCellLabelsUsed.contains("textLabel") { list.append(("textLabel", _ibkitTextLabel)) }
        if _ibkitCellLabelsUsed.contains("detailTextLabel") { list.append(("detailTextLabel", _ibkitDetailTextLabel)) }
        if _ibkitCellLabelsUsed.contains("imageView") { list.append(("imageView", _ibkitImageView)) }
        return list
    }
    override var _ibkitAttachedViews: [(String, UIView)] {
        [("backgroundView", backgroundView), ("selectedBackgroundView", selectedBackgroundView), ("accessoryView", accessoryView)]
            .compactMap { name, view in view.map { (name, $0) } }
    }

    /// The type of standard accessory view the cell should use (normal state).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
    open var accessoryType: AccessoryType = .none { didSet { _ibkitRecord("accessoryType", accessoryType) } }
    /// The type of standard accessory view the cell should use in the table view's editing state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype
    open var editingAccessoryType: AccessoryType = .none { didSet { _ibkitRecord("editingAccessoryType", editingAccessoryType) } }
    /// A view that the cell uses as its accessory.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
    open var accessoryView: UIView? { didSet { _ibkitRecord("accessoryView", accessoryView) } }
    /// The style of selected cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
    open var selectionStyle: SelectionStyle = .default { didSet { _ibkitRecord("selectionStyle", selectionStyle) } }
    /// The inset values for the cell's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/separatorinset
    open var separatorInset: UIEdgeInsets = .zero { didSet { _ibkitRecord("separatorInset", separatorInset) } }
    /// The indentation level of the cell's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel
    open var indentationLevel: Int = 0 { didSet { _ibkitRecord("indentationLevel", indentationLevel) } }
    /// The width for each level of indentation of a cell's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth
    open var indentationWidth: CGFloat = 10 { didSet { _ibkitRecord("indentationWidth", indentationWidth) } }
    /// A Boolean value that controls whether the cell shows the reorder control.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol
    open var showsReorderControl: Bool = false { didSet { _ibkitRecord("showsReorderControl", showsReorderControl) } }
    /// The appearance of the cell when focused.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/focusstyle-swift.property
    open var focusStyle: FocusStyle = .default { didSet { _ibkitRecord("focusStyle", focusStyle) } }
    /// The view used as the background of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview
    open var backgroundView: UIView? { didSet { _ibkitRecord("backgroundView", backgroundView) } }
    /// The view used as the background of the cell when it is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewcell/selectedbackgroundview
    open var selectedBackgroundView: UIView? { didSet { _ibkitRecord("selectedBackgroundView", selectedBackgroundView) } }
}
