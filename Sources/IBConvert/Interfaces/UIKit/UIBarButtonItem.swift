// UIBarButtonItem.

/// A specialized button for placement in a toolbar or tab bar.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem
open class UIBarButtonItem: UIBarItem {
    var _ibkitSystemItem: SystemItem?

    /// Creates a bar button item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
    public override required init() { super.init() }
    /// Creates a bar button item from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(coder:)
    public override init?(coder: NSCoder) { super.init(coder: coder) }

    /// Initializes a new item using the specified title and other properties.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        if title != nil { self.title = title }
        self.style = style
        _ibkitRecord("style", style)
        _ibkitSetTarget(target, action)
    }
    /// Initializes a new item using the specified image and other properties.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        if image != nil { self.image = image }
        self.style = style
        _ibkitRecord("style", style)
        _ibkitSetTarget(target, action)
    }
    /// Creates and returns a new item containing the specified system item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        _ibkitSystemItem = systemItem
        _ibkitRecord("systemItem", systemItem)
        _ibkitSetTarget(target, action)
    }
    /// Creates an item using the specified custom view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:)
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
        _ibkitRecord("customView", customView)
    }
    /// Creates a fixed space item with a specific width.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:)
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = Self.init()
        item._ibkitSystemItem = .fixedSpace
        item._ibkitRecord("systemItem", SystemItem.fixedSpace)
        item.width = width
        return item
    }
    /// Creates a flexible space item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
    open class func flexibleSpace() -> Self {
        let item = Self.init()
        item._ibkitSystemItem = .flexibleSpace
        item._ibkitRecord("systemItem", SystemItem.flexibleSpace)
        return item
    }

    func _ibkitSetTarget(_ target: Any?, _ action: Selector?) {
        let object: AnyObject? = _ibkitUnwrap(target).map { $0 as AnyObject }
        if object != nil { self.target = object }
        if action != nil { self.action = action }
    }

    /// The style of the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
    open var style: Style = .plain { didSet { _ibkitRecord("style", style) } }
    /// The width of the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/width
    open var width: CGFloat = 0 { didSet { _ibkitRecord("width", width) } }
    /// A custom view representing the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview
    open var customView: UIView? { didSet { _ibkitRecord("customView", customView) } }
    /// The color to apply to the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor
    open var tintColor: UIColor? { didSet { _ibkitRecord("tintColor", tintColor) } }
    /// The object that receives an action when the user selects the item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/target
    open var target: AnyObject?
    /// The selector that defines the action message to send to the target object when the user taps this bar button item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/action
    open var action: Selector?
    /// The set of possible titles to display on the bar button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/possibletitles
    open var possibleTitles: Set<String>? { didSet { _ibkitRecord("possibleTitles", possibleTitles.map { $0.sorted() }) } }
    /// A Boolean value that indicates whether the item is in a selected state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/isselected
    open var isSelected: Bool = false { didSet { _ibkitRecord("isSelected", isSelected) } }

    /// Specifies the style for a bar button item.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    public enum Style: Int {
        /// Glows when tapped (the default item style).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/plain
        case plain = 0
        /// A simple button style with a border (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/bordered
        case bordered = 1
        /// The style for a done button, for example, a button that completes some task and returns to the previous view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/done
        case done = 2
    }

    /// Defines system-supplied images for bar button items.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int {
        /// The system Done button, localized.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done
        case done = 0
        /// The system Cancel button, localized.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/cancel
        case cancel = 1
        /// The system Edit button, localized.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/edit
        case edit = 2
        /// The system Save button, localized.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/save
        case save = 3
        /// The system plus button containing an icon of a plus sign.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/add
        case add = 4
        /// Blank space to add between other items.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace
        case flexibleSpace = 5
        /// Blank space to add between other items.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/fixedspace
        case fixedSpace = 6
        /// The system compose button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/compose
        case compose = 7
        /// The system reply button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/reply
        case reply = 8
        /// The system action button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/action
        case action = 9
        /// The system organize button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/organize
        case organize = 10
        /// The system bookmarks button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/bookmarks
        case bookmarks = 11
        /// The system search button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/search
        case search = 12
        /// The system refresh button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/refresh
        case refresh = 13
        /// The system stop button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/stop
        case stop = 14
        /// The system camera button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/camera
        case camera = 15
        /// The system trash button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/trash
        case trash = 16
        /// The system play button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/play
        case play = 17
        /// The system pause button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/pause
        case pause = 18
        /// The system rewind button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/rewind
        case rewind = 19
        /// The system fast forward button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/fastforward
        case fastForward = 20
        /// The system undo button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/undo
        case undo = 21
        /// The system redo button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/redo
        case redo = 22
        /// The system page curl button (deprecated).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/pagecurl
        case pageCurl = 23
        /// The system close button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/close
        case close = 24
        /// The system Writing Tools button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/writingtools
        case writingTools = 25
    }
}
