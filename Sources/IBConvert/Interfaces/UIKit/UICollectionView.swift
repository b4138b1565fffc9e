// UICollectionView, its layouts and its reusable views.

/// The methods that an object adopts to manage data and provide cells for a collection view (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
public protocol UICollectionViewDataSource: AnyObject {}

/// The methods that your delegate object adopts to manage user interactions with items in a collection view (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// The methods that let you coordinate with a flow layout object to implement a grid-based layout (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

/// An object that manages an ordered collection of data items and presents them using customizable layouts.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview
open class UICollectionView: UIScrollView {
    /// Creates a collection view object with the specified frame and layout.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    /// Creates a collection view from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The layout used to organize the collected view's items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout { didSet { _ibkitRecord("collectionViewLayout", collectionViewLayout) } }
    /// The object that provides the data for the collection view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: UICollectionViewDataSource?
    /// The view that provides the background appearance.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    open var backgroundView: UIView? { didSet { _ibkitRecord("backgroundView", backgroundView) } }
    /// A Boolean value that indicates whether users can select items in the collection view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
    open var allowsSelection: Bool = true { didSet { _ibkitRecord("allowsSelection", allowsSelection) } }
    /// A Boolean value that determines whether users can select more than one item in the collection view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
    open var allowsMultipleSelection: Bool = false { didSet { _ibkitRecord("allowsMultipleSelection", allowsMultipleSelection) } }
    /// A Boolean value that indicates whether cell and data prefetching are enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
    open var isPrefetchingEnabled: Bool = true { didSet { _ibkitRecord("isPrefetchingEnabled", isPrefetchingEnabled) } }

    override var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        super._ibkitAuxiliaryRecorders + [("collectionViewLayout", collectionViewLayout)]
    }
    override var _ibkitAttachedViews: [(String, UIView)] { backgroundView.map { [("backgroundView", $0)] } ?? [] }

    /// Registers a class for use in creating new collection view cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        _ibkitRecord("register[\(identifier)]", cellClass.map { String(describing: $0) })
    }
    /// Registers a class for use in creating supplementary views for the collection view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        _ibkitRecord("registerSupplementary[\(elementKind)][\(identifier)]", viewClass.map { String(describing: $0) })
    }
    /// Reloads all of the data for the collection view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() {}

    /// Constants that indicate the direction of scrolling for the layout.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int {
        /// The content scrolls vertically.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical
        case vertical = 0
        /// The content scrolls horizontally.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal
        case horizontal = 1
    }
}

/// An abstract base class for generating layout information for a collection view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewlayout
open class UICollectionViewLayout: NSObject, _IBKitRecordable {
    /// Recording: the properties code set on this layout.
    public var _ibkitProperties: [String: String] = [:]
    /// Creates a layout object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() { super.init() }
    /// Invalidates the current layout and triggers a layout update.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() {}

    #if canImport(ObjectiveC)
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open override func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #else
    /// Sets the property of the receiver specified by a given key to a given value (recorded as `kvc.<key>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { _ibkitRecord("kvc." + key, value) }
    /// Sets the value for the property identified by a given key path to a given value (recorded as `kvc.<keyPath>`).
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkeypath:)
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _ibkitRecord("kvc." + keyPath, value) }
    #endif
}

/// A layout object that organizes items into a grid with optional header and footer views for each section.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The default size to use for cells.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize = CGSize(width: 50, height: 50) { didSet { _ibkitRecord("itemSize", itemSize) } }
    /// The estimated size of cells in the collection view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
    open var estimatedItemSize: CGSize = .zero { didSet { _ibkitRecord("estimatedItemSize", estimatedItemSize) } }
    /// The minimum spacing to use between lines of items in the grid.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 10 { didSet { _ibkitRecord("minimumLineSpacing", minimumLineSpacing) } }
    /// The minimum spacing to use between items in the same row.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { _ibkitRecord("minimumInteritemSpacing", minimumInteritemSpacing) } }
    /// The scroll direction of the grid.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { _ibkitRecord("scrollDirection", scrollDirection) } }
    /// The margins used to lay out content in a section.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
    open var sectionInset: UIEdgeInsets = .zero { didSet { _ibkitRecord("sectionInset", sectionInset) } }
    /// The default sizes to use for section headers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
    open var headerReferenceSize: CGSize = .zero { didSet { _ibkitRecord("headerReferenceSize", headerReferenceSize) } }
    /// The default sizes to use for section footers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
    open var footerReferenceSize: CGSize = .zero { didSet { _ibkitRecord("footerReferenceSize", footerReferenceSize) } }
    /// A Boolean value indicating whether headers pin to the top of the collection view bounds during scrolling.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
    open var sectionHeadersPinToVisibleBounds: Bool = false { didSet { _ibkitRecord("sectionHeadersPinToVisibleBounds", sectionHeadersPinToVisibleBounds) } }
    /// A Boolean value indicating whether footers pin to the bottom of the collection view bounds during scrolling.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
    open var sectionFootersPinToVisibleBounds: Bool = false { didSet { _ibkitRecord("sectionFootersPinToVisibleBounds", sectionFootersPinToVisibleBounds) } }
    /// A size value indicating that cells are sized automatically.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

/// A view that defines the behavior for all cells and supplementary views presented by a collection view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionreusableview
open class UICollectionReusableView: UIView {
    /// A string that identifies the purpose of the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    open var reuseIdentifier: String? { nil }
}

/// A single data item when that item is within the collection view's visible bounds.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcell
open class UICollectionViewCell: UICollectionReusableView {
    /// The main view to which you add your cell's custom content (created by the initializer and added as the cell's first subview).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    public let contentView = UIView()

    /// Creates a cell with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    /// Creates a cell from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The view that is displayed behind the cell's other content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview
    open var backgroundView: UIView? { didSet { _ibkitRecord("backgroundView", backgroundView) } }
    /// The view that is displayed just above the background view when the cell is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicollectionviewcell/selectedbackgroundview
    open var selectedBackgroundView: UIView? { didSet { _ibkitRecord("selectedBackgroundView", selectedBackgroundView) } }

    override var _ibkitAttachedViews: [(String, UIView)] {
        [("backgroundView", backgroundView), ("selectedBackgroundView", selectedBackgroundView)]
            .compactMap { name, view in view.map { (name, $0) } }
    }
}
