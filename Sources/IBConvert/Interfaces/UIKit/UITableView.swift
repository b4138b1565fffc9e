// UITableView.

/// The methods that an object adopts to manage data and provide cells for a table view (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewdatasource
public protocol UITableViewDataSource: AnyObject {}

/// Methods for managing selections, configuring section headers and footers, deleting and reordering cells, and performing other actions in a table view (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableviewdelegate
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// A view that presents data using rows in a single column.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview
open class UITableView: UIScrollView {
    var _ibkitStyle: Style = .plain
    var _ibkitRegistrations: [String: AnyClass?] = [:]

    /// Initializes and returns a table view object having the given frame and style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: Style) {
        _ibkitStyle = style
        super.init(frame: frame)
        _ibkitRecord("style", style)
    }
    /// Creates a plain table view with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// Creates a table view from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The style of the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    open var style: Style { _ibkitStyle }
    /// The object that acts as the data source of the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/datasource
    open weak var dataSource: UITableViewDataSource?
    /// The default height (in points) of each row in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/rowheight
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _ibkitRecord("rowHeight", rowHeight) } }
    /// The estimated height of rows in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _ibkitRecord("estimatedRowHeight", estimatedRowHeight) } }
    /// The height of section headers in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _ibkitRecord("sectionHeaderHeight", sectionHeaderHeight) } }
    /// The height of section footers in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _ibkitRecord("sectionFooterHeight", sectionFooterHeight) } }
    /// The estimated height of section headers in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { _ibkitRecord("estimatedSectionHeaderHeight", estimatedSectionHeaderHeight) }
    }
    /// The estimated height of section footers in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionfooterheight
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { _ibkitRecord("estimatedSectionFooterHeight", estimatedSectionFooterHeight) }
    }
    /// The style for table cells used as separators.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/separatorstyle
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { _ibkitRecord("separatorStyle", separatorStyle) } }
    /// The color of separator rows in the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/separatorcolor
    open var separatorColor: UIColor? { didSet { _ibkitRecord("separatorColor", separatorColor) } }
    /// The default inset of cell separators.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/separatorinset
    open var separatorInset: UIEdgeInsets = .zero { didSet { _ibkitRecord("separatorInset", separatorInset) } }
    /// A Boolean value that determines whether users can select cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/allowsselection
    open var allowsSelection: Bool = true { didSet { _ibkitRecord("allowsSelection", allowsSelection) } }
    /// A Boolean value that determines whether users can select more than one row outside of editing mode.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
    open var allowsMultipleSelection: Bool = false { didSet { _ibkitRecord("allowsMultipleSelection", allowsMultipleSelection) } }
    /// A Boolean value that determines whether users can select cells while the table view is in editing mode.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting
    open var allowsSelectionDuringEditing: Bool = false {
        didSet { _ibkitRecord("allowsSelectionDuringEditing", allowsSelectionDuringEditing) }
    }
    /// A Boolean value that controls whether users can select more than one cell simultaneously in editing mode.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting
    open var allowsMultipleSelectionDuringEditing: Bool = false {
        didSet { _ibkitRecord("allowsMultipleSelectionDuringEditing", allowsMultipleSelectionDuringEditing) }
    }
    /// The view that displays above the table's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
    open var tableHeaderView: UIView? { didSet { _ibkitRecord("tableHeaderView", tableHeaderView) } }
    /// The view that displays below the table's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
    open var tableFooterView: UIView? { didSet { _ibkitRecord("tableFooterView", tableFooterView) } }
    /// The background view of the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    open var backgroundView: UIView? { didSet { _ibkitRecord("backgroundView", backgroundView) } }
    /// The color to use for the table view's index text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor
    open var sectionIndexColor: UIColor? { didSet { _ibkitRecord("sectionIndexColor", sectionIndexColor) } }
    /// The color to use for the background of the table view's section index.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/sectionindexbackgroundcolor
    open var sectionIndexBackgroundColor: UIColor? { didSet { _ibkitRecord("sectionIndexBackgroundColor", sectionIndexBackgroundColor) } }
    /// The color to use for the table view's index background area when the user touches it.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/sectionindextrackingbackgroundcolor
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        didSet { _ibkitRecord("sectionIndexTrackingBackgroundColor", sectionIndexTrackingBackgroundColor) }
    }
    /// The padding above each section header.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { _ibkitRecord("sectionHeaderTopPadding", sectionHeaderTopPadding) }
    }
    /// A Boolean value that determines whether the table view is in editing mode.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/isediting
    open var isEditing: Bool = false { didSet { _ibkitRecord("isEditing", isEditing) } }

    /// A constant representing the default value for a given dimension.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    public static let automaticDimension: CGFloat = -1

    override var _ibkitAttachedViews: [(String, UIView)] {
        [("tableHeaderView", tableHeaderView), ("tableFooterView", tableFooterView), ("backgroundView", backgroundView)]
            .compactMap { name, view in view.map { (name, $0) } }
    }

    /// Registers a class to use in creating new table cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _ibkitRegistrations[identifier] = cellClass
        _ibkitRecord("register[\(identifier)]", cellClass.map { String(describing: $0) })
    }
    /// Registers a class for use in creating new table header or footer views.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _ibkitRecord("registerHeaderFooter[\(identifier)]", aClass.map { String(describing: $0) })
    }
    /// Returns a reusable table-view cell object located by its identifier (here a new plain cell when the identifier is registered).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard _ibkitRegistrations[identifier] != nil else { return nil }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    /// Reloads the rows and sections of the table view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() {}

    /// Constants for the table view styles.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int {
        /// A plain table view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain = 0
        /// A table view where sections have distinct groups of rows.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
        case grouped = 1
        /// A table view where the grouped sections are inset with rounded corners.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        case insetGrouped = 2
    }
}
