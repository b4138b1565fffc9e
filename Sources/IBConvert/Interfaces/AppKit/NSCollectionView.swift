// NSCollectionView: an ordered collection of items in a customizable layout.

/// A set of methods a collection view's data source implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewdatasource
public protocol NSCollectionViewDataSource: AnyObject {}

/// A set of optional methods a collection view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewdelegate
public protocol NSCollectionViewDelegate: AnyObject {}

/// An ordered collection of data items displayed in a customizable layout.
///
/// Recording: `register(_:forItemWithIdentifier:)` records `register[<identifier>]` (the class or nib name);
/// setting `collectionViewLayout` records its class name, and the layout's own recorded properties are the
/// view's `collectionViewLayout.<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview
open class NSCollectionView: NSView {
    override var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        super._ibkitAuxiliaryRecorders + (collectionViewLayout.map { [("collectionViewLayout", $0 as _IBKitRecordable)] } ?? [])
    }

    /// The layout object used to organize the collection view's content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/collectionviewlayout
    open var collectionViewLayout: NSCollectionViewLayout? {
        didSet {
            collectionViewLayout?.collectionView = self
            _ibkitRecord("collectionViewLayout", collectionViewLayout.map { String(describing: type(of: $0)) })
        }
    }
    /// The collection view's data source.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/datasource
    open weak var dataSource: NSCollectionViewDataSource?
    /// The collection view's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/delegate
    open weak var delegate: NSCollectionViewDelegate?
    /// A Boolean value that indicates whether the user can select items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/isselectable
    open var isSelectable: Bool = false { didSet { _ibkitRecord("isSelectable", isSelectable) } }
    /// A Boolean value that indicates whether the user can select more than one item at a time.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/allowsmultipleselection
    open var allowsMultipleSelection: Bool = false { didSet { _ibkitRecord("allowsMultipleSelection", allowsMultipleSelection) } }
    /// A Boolean value that indicates whether the collection view can have no selected items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/allowsemptyselection
    open var allowsEmptySelection: Bool = true { didSet { _ibkitRecord("allowsEmptySelection", allowsEmptySelection) } }
    /// The colors the collection view draws behind its items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/backgroundcolors
    open var backgroundColors: [NSColor] = [] { didSet { _ibkitRecord("backgroundColors", backgroundColors) } }
    /// The view shown behind the collection view's items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/backgroundview
    open var backgroundView: NSView?
    /// A Boolean value that indicates whether the background view scrolls with the content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/backgroundviewscrollswithcontent
    open var backgroundViewScrollsWithContent: Bool = false {
        didSet { _ibkitRecord("backgroundViewScrollsWithContent", backgroundViewScrollsWithContent) }
    }

    /// Registers a class for creating new items (recorded as `register[<identifier>]` = the class name).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/register(_:forItemWithIdentifier:)-9n6la
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        _ibkitRecord("register[\(identifier.rawValue)]", itemClass.map { String(describing: $0) })
    }
    /// Registers a nib file for creating new items (recorded as `register[<identifier>]` = the nib name).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/register(_:forItemWithIdentifier:)-5ym8o
    open func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        _ibkitRecord("register[\(identifier.rawValue)]", nib?._ibkitName)
    }
    /// Creates or reuses an item for the identifier (here: always a plain `NSCollectionViewItem`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/makeitem(withidentifier:for:)
    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem {
        NSCollectionViewItem()
    }
    /// Reloads all of the data for the collection view (nothing is loaded here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/reloaddata()
    open func reloadData() {}

    /// The directions in which a flow layout scrolls.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/scrolldirection
    public enum ScrollDirection: Int {
        /// The content scrolls vertically.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/scrolldirection/vertical
        case vertical = 0
        /// The content scrolls horizontally.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionview/scrolldirection/horizontal
        case horizontal = 1
    }
}

/// A view controller that manages one item of a collection view.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewitem
open class NSCollectionViewItem: NSViewController {
    /// The text field the item displays its text in.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewitem/textfield
    open weak var textField: NSTextField?
    /// The image view the item displays its image in.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewitem/imageview
    open weak var imageView: NSImageView?
    /// A Boolean value that indicates whether the item is selected.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewitem/isselected
    open var isSelected: Bool = false { didSet { _ibkitRecord("isSelected", isSelected) } }
}
