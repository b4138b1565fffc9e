// NSCollectionViewLayout and its flow and grid layouts.

/// An abstract base class for generating layout information for a collection view.
///
/// Recording: a layout records what code sets on it; its collection view reports it as `collectionViewLayout.<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewlayout
open class NSCollectionViewLayout: _IBKitObject {
    /// The collection view that uses the layout.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewlayout/collectionview
    open weak var collectionView: NSCollectionView?
    /// Invalidates the current layout (nothing is laid out here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewlayout/invalidatelayout()
    open func invalidateLayout() {}
}

/// A layout that organizes items into a flexible and configurable arrangement.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout
open class NSCollectionViewFlowLayout: NSCollectionViewLayout {
    /// The default size to use for items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/itemsize
    open var itemSize: NSSize = NSSize(width: 50, height: 50) { didSet { _ibkitRecord("itemSize", itemSize) } }
    /// The estimated size of items, for self-sizing items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/estimateditemsize
    open var estimatedItemSize: NSSize = .zero { didSet { _ibkitRecord("estimatedItemSize", estimatedItemSize) } }
    /// The minimum spacing between lines of items.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 10 { didSet { _ibkitRecord("minimumLineSpacing", minimumLineSpacing) } }
    /// The minimum spacing between items in the same line.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { _ibkitRecord("minimumInteritemSpacing", minimumInteritemSpacing) } }
    /// The margins used to lay out content in a section.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/sectioninset
    open var sectionInset: NSEdgeInsets = NSEdgeInsetsZero { didSet { _ibkitRecord("sectionInset", sectionInset) } }
    /// The scroll direction of the layout.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/scrolldirection
    open var scrollDirection: NSCollectionView.ScrollDirection = .vertical { didSet { _ibkitRecord("scrollDirection", scrollDirection) } }
    /// The default size of section headers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/headerreferencesize
    open var headerReferenceSize: NSSize = .zero { didSet { _ibkitRecord("headerReferenceSize", headerReferenceSize) } }
    /// The default size of section footers.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/footerreferencesize
    open var footerReferenceSize: NSSize = .zero { didSet { _ibkitRecord("footerReferenceSize", footerReferenceSize) } }
    /// A Boolean value that indicates whether headers pin to the top of the visible bounds while scrolling.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/sectionheaderspintovisiblebounds
    open var sectionHeadersPinToVisibleBounds: Bool = false {
        didSet { _ibkitRecord("sectionHeadersPinToVisibleBounds", sectionHeadersPinToVisibleBounds) }
    }
    /// A Boolean value that indicates whether footers pin to the bottom of the visible bounds while scrolling.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewflowlayout/sectionfooterspintovisiblebounds
    open var sectionFootersPinToVisibleBounds: Bool = false {
        didSet { _ibkitRecord("sectionFootersPinToVisibleBounds", sectionFootersPinToVisibleBounds) }
    }
}

/// A layout that displays a single section of items in a row and column grid.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout
open class NSCollectionViewGridLayout: NSCollectionViewLayout {
    /// The maximum number of rows (0: no limit).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/maximumnumberofrows
    open var maximumNumberOfRows: Int = 0 { didSet { _ibkitRecord("maximumNumberOfRows", maximumNumberOfRows) } }
    /// The maximum number of columns (0: no limit).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/maximumnumberofcolumns
    open var maximumNumberOfColumns: Int = 0 { didSet { _ibkitRecord("maximumNumberOfColumns", maximumNumberOfColumns) } }
    /// The minimum size of each item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/minimumitemsize
    open var minimumItemSize: NSSize = .zero { didSet { _ibkitRecord("minimumItemSize", minimumItemSize) } }
    /// The maximum size of each item (zero: no limit).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/maximumitemsize
    open var maximumItemSize: NSSize = .zero { didSet { _ibkitRecord("maximumItemSize", maximumItemSize) } }
    /// The minimum spacing between rows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 0 { didSet { _ibkitRecord("minimumLineSpacing", minimumLineSpacing) } }
    /// The minimum spacing between items in a row.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 0 { didSet { _ibkitRecord("minimumInteritemSpacing", minimumInteritemSpacing) } }
    /// The margins around the grid.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/margins
    open var margins: NSEdgeInsets = NSEdgeInsetsZero { didSet { _ibkitRecord("margins", margins) } }
    /// The background colors of the grid.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscollectionviewgridlayout/backgroundcolors
    open var backgroundColors: [NSColor] = [] { didSet { _ibkitRecord("backgroundColors", backgroundColors) } }
}
