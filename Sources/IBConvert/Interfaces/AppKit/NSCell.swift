// NSCell and NSActionCell: the cells a control keeps.

/// A mechanism for displaying text or images in a view object without the overhead of a full view subclass.
///
/// Recording: a cell records the properties code sets on it; a control reports its cell's as `cell.<name>`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell
open class NSCell: _IBKitObject {
    var _ibkitValue: Any?
    var _ibkitTag = 0

    /// Creates a cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/init()
    public override init() { super.init() }
    /// Returns an NSCell object initialized with the specified string and set to have the cell's default menu (recorded as `stringValue`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/init(textcell:)
    public init(textCell string: String) {
        super.init()
        _ibkitSet(stringValue: string)
    }
    /// Returns an NSCell object initialized with the specified image and set to have the cell's default menu (recorded as `image`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/init(imagecell:)
    public init(imageCell image: NSImage?) {
        super.init()
        if let image = image { _ibkitSet(image: image) }
    }
    /// Creates a cell from data in an unarchiver (here: an empty cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/init(coder:)
    public required init(coder: NSCoder) { super.init() }

    // Initializers set their own class's properties without running observers: these setters record.
    func _ibkitSet(stringValue: String) { self.stringValue = stringValue }
    func _ibkitSet(image: NSImage) { self.image = image }

    /// The view that the cell is currently drawn in.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/controlview
    open weak var controlView: NSView?
    /// The title of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/title
    open var title: String = "" { didSet { _ibkitRecord("title", title) } }
    /// The cell's value as an object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/objectvalue
    open var objectValue: Any? {
        get { _ibkitValue }
        set { _ibkitValue = newValue; _ibkitRecord("objectValue", newValue) }
    }
    /// The cell's value as a string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/stringvalue
    open var stringValue: String {
        get { _ibkitValue.map { _ibkitCanonical($0) } ?? "" }
        set { _ibkitValue = newValue; _ibkitRecord("stringValue", newValue) }
    }
    /// The cell's value as an integer.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/integervalue
    open var integerValue: Int {
        get { Int(doubleValue) }
        set { _ibkitValue = newValue; _ibkitRecord("integerValue", newValue) }
    }
    /// The cell's value as a double-precision floating-point number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/doublevalue
    open var doubleValue: Double {
        get {
            switch _ibkitValue {
            case let v as Double: return v
            case let v as Int: return Double(v)
            case let v as String: return Double(v) ?? 0
            default: return 0
            }
        }
        set { _ibkitValue = newValue; _ibkitRecord("doubleValue", newValue) }
    }
    /// The font to use when the cell displays text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/font
    open var font: NSFont? { didSet { _ibkitRecord("font", font) } }
    /// The alignment of text in the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/alignment
    open var alignment: NSTextAlignment = .natural { didSet { _ibkitRecord("alignment", alignment) } }
    /// A Boolean value that indicates whether the cell is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// The tag of the cell (always 0 for a cell that is not an action cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/tag
    open var tag: Int {
        get { _ibkitTag }
        set { _ibkitTag = newValue; _ibkitRecord("tag", newValue) }
    }
    /// The size of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/controlsize
    open var controlSize: NSControl.ControlSize = .regular { didSet { _ibkitRecord("controlSize", controlSize) } }
    /// The line break mode to use when drawing text in the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/linebreakmode
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { _ibkitRecord("lineBreakMode", lineBreakMode) } }
    /// A Boolean value that indicates whether the cell's text is editable.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/iseditable
    open var isEditable: Bool = false { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// A Boolean value that indicates whether the cell's text can be selected.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/isselectable
    open var isSelectable: Bool = false { didSet { _ibkitRecord("isSelectable", isSelectable) } }
    /// A Boolean value that indicates whether the cell has a plain border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/isbordered
    open var isBordered: Bool = false { didSet { _ibkitRecord("isBordered", isBordered) } }
    /// A Boolean value that indicates whether the cell has a bezeled border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/isbezeled
    open var isBezeled: Bool = false { didSet { _ibkitRecord("isBezeled", isBezeled) } }
    /// The state of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/state
    open var state: NSControl.StateValue = .off { didSet { _ibkitRecord("state", state) } }
    /// A Boolean value that indicates whether the cell supports a mixed state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/allowsmixedstate
    open var allowsMixedState: Bool = false { didSet { _ibkitRecord("allowsMixedState", allowsMixedState) } }
    /// The image displayed by the cell, if any.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/image
    open var image: NSImage? { didSet { _ibkitRecord("image", image) } }
    /// The object the cell represents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/representedobject
    open var representedObject: Any? { didSet { _ibkitRecord("representedObject", representedObject) } }
    /// A Boolean value that indicates whether the cell wraps text whose length exceeds its frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/wraps
    open var wraps: Bool = false { didSet { _ibkitRecord("wraps", wraps) } }
    /// A Boolean value that indicates whether the cell scrolls text that exceeds its bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/isscrollable
    open var isScrollable: Bool = false { didSet { _ibkitRecord("isScrollable", isScrollable) } }
    /// A Boolean value that indicates whether the cell truncates the last visible line of text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/truncateslastvisibleline
    open var truncatesLastVisibleLine: Bool = false {
        didSet { _ibkitRecord("truncatesLastVisibleLine", truncatesLastVisibleLine) }
    }
    /// A Boolean value that indicates whether the cell sends its action continuously.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/iscontinuous
    open var isContinuous: Bool = false { didSet { _ibkitRecord("isContinuous", isContinuous) } }
    /// A Boolean value that indicates whether the text uses single-line mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/usessinglelinemode
    open var usesSingleLineMode: Bool = false { didSet { _ibkitRecord("usesSingleLineMode", usesSingleLineMode) } }
    /// A Boolean value that indicates whether the cell is highlighted.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/ishighlighted
    open var isHighlighted: Bool = false { didSet { _ibkitRecord("isHighlighted", isHighlighted) } }
    /// The cell's formatter.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/formatter
    open var formatter: Formatter? { didSet { _ibkitRecord("formatter", formatter.map { String(describing: type(of: $0)) }) } }
    /// The background style of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/backgroundstyle
    open var backgroundStyle: NSView.BackgroundStyle = .normal { didSet { _ibkitRecord("backgroundStyle", backgroundStyle) } }
    /// The cell's target (nil for a cell that is not an action cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/target
    open var target: AnyObject? {
        get { nil }
        set {}
    }
    /// The cell's action (nil for a cell that is not an action cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscell/action
    open var action: Selector? {
        get { nil }
        set {}
    }
}

/// An active area inside a control.
///
/// Recording: its `target` and `action` are kept, not recorded (a control's own target-action is in `actions`).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsactioncell
open class NSActionCell: NSCell {
    weak var _ibkitTarget: AnyObject?
    var _ibkitAction: Selector?

    /// The target object that receives action messages from the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsactioncell/target
    open override var target: AnyObject? {
        get { _ibkitTarget }
        set { _ibkitTarget = newValue }
    }
    /// The action method of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsactioncell/action
    open override var action: Selector? {
        get { _ibkitAction }
        set { _ibkitAction = newValue }
    }
}
