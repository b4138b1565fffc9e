// NSControl: the base class for controls, their values and target-action.

/// A specialized view, such as a button or text field, that notifies your app of relevant events using the target-action design pattern.
///
/// Recording: `target` and `action` are reported in the dump's `actions` (events `action`), not as properties.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol
open class NSControl: NSView {
    var _ibkitValue: Any?
    var _ibkitTag = 0
    var _ibkitCell: NSCell?

    /// Creates a control with the specified frame rectangle and a new cell of the control's cell class.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/init(frame:)
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        _ibkitAdoptCell()
    }
    /// Creates a control from data in an unarchiver (here: an empty control with a new cell).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ibkitAdoptCell()
    }

    /// Recording: the cell a control of this class is created with (nil: no cell).
    func _ibkitMakeCell() -> NSCell? { nil }
    func _ibkitAdoptCell() {
        _ibkitCell = _ibkitMakeCell()
        _ibkitCell?.controlView = self
    }
    override var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        super._ibkitAuxiliaryRecorders + (_ibkitCell.map { [("cell", $0 as _IBKitRecordable)] } ?? [])
    }

    /// The control's cell object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/cell
    open var cell: NSCell? {
        get { _ibkitCell }
        set { _ibkitCell = newValue; newValue?.controlView = self }
    }

    /// The control's target object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/target
    open weak var target: AnyObject?
    /// The default action-message selector associated with the control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/action
    open var action: Selector?

    /// The tag identifying the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/tag
    open override var tag: Int {
        get { _ibkitTag }
        set { _ibkitTag = newValue; _ibkitRecord("tag", newValue) }
    }
    /// A Boolean value that indicates whether the receiver reacts to mouse events.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value indicating whether the control's cell is highlighted.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/ishighlighted
    open var isHighlighted: Bool = false { didSet { _ibkitRecord("isHighlighted", isHighlighted) } }
    /// The font used to draw text in the receiver's cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/font
    open var font: NSFont? { didSet { _ibkitRecord("font", font) } }
    /// The alignment mode of the text in the receiver's cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/alignment
    open var alignment: NSTextAlignment = .natural { didSet { _ibkitRecord("alignment", alignment) } }
    /// The initial writing direction used to determine the actual writing direction for text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/basewritingdirection
    open var baseWritingDirection: NSWritingDirection = .natural { didSet { _ibkitRecord("baseWritingDirection", baseWritingDirection) } }
    /// The size of the control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/controlsize
    open var controlSize: NSControl.ControlSize = .regular { didSet { _ibkitRecord("controlSize", controlSize) } }
    /// The line break mode to use when drawing text in the control.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/linebreakmode
    open var lineBreakMode: NSLineBreakMode = .byClipping { didSet { _ibkitRecord("lineBreakMode", lineBreakMode) } }
    /// A Boolean value indicating whether the receiver sends its action message continuously.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/iscontinuous
    open var isContinuous: Bool = false { didSet { _ibkitRecord("isContinuous", isContinuous) } }
    /// A Boolean value that indicates whether the text in the control uses single-line mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/usessinglelinemode
    open var usesSingleLineMode: Bool = false { didSet { _ibkitRecord("usesSingleLineMode", usesSingleLineMode) } }
    /// A Boolean value that indicates whether the receiver refuses the first responder role.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/refusesfirstresponder
    open var refusesFirstResponder: Bool = false { didSet { _ibkitRecord("refusesFirstResponder", refusesFirstResponder) } }
    /// The receiver's formatter.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/formatter
    open var formatter: Formatter? { didSet { _ibkitRecord("formatter", formatter.map { String(describing: type(of: $0)) }) } }
    /// A Boolean value that indicates whether expansion tooltips are shown when the control is hovered over.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/allowsexpansiontooltips
    open var allowsExpansionToolTips: Bool = false { didSet { _ibkitRecord("allowsExpansionToolTips", allowsExpansionToolTips) } }

    // MARK: Values

    /// The value of the receiver's cell as an object.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/objectvalue
    open var objectValue: Any? {
        get { _ibkitValue }
        set { _ibkitValue = newValue; _ibkitRecord("objectValue", newValue) }
    }
    /// The value of the receiver's cell as a string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
    open var stringValue: String {
        get { _ibkitValue.map { _ibkitCanonical($0) } ?? "" }
        set { _ibkitValue = newValue; _ibkitRecord("stringValue", newValue) }
    }
    /// The value of the receiver's cell as an attributed string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/attributedstringvalue
    open var attributedStringValue: NSAttributedString {
        get { (_ibkitValue as? NSAttributedString) ?? NSAttributedString(string: stringValue) }
        set { _ibkitValue = newValue; _ibkitRecord("attributedStringValue", newValue) }
    }
    /// The value of the receiver's cell as an integer.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/integervalue
    open var integerValue: Int {
        get { Int(doubleValue) }
        set { _ibkitValue = newValue; _ibkitRecord("integerValue", newValue) }
    }
    /// The value of the receiver's cell as a 32-bit integer.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/intvalue
    open var intValue: Int32 {
        get { Int32(doubleValue) }
        set { _ibkitValue = Int(newValue); _ibkitRecord("intValue", newValue) }
    }
    /// The value of the receiver's cell as a single-precision floating-point number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/floatvalue
    open var floatValue: Float {
        get { Float(doubleValue) }
        set { _ibkitValue = Double(newValue); _ibkitRecord("floatValue", newValue) }
    }
    /// The value of the receiver's cell as a double-precision floating-point number.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/doublevalue
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

    // MARK: Actions

    /// Sets the conditions on which the receiver sends action messages to its target (recorded as `sendActionOn`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/sendaction(on:)
    @discardableResult
    open func sendAction(on mask: NSEvent.EventTypeMask) -> Int {
        _ibkitRecord("sendActionOn", mask)
        return 0
    }
    /// Causes the specified action to be sent to the target (nothing is sent here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)
    @discardableResult
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool { false }
    /// Resizes the receiver's frame so that it is the minimum size needed to contain its cell (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscontrol/sizetofit()
    open func sizeToFit() {}
    /// A Boolean value that indicates whether the control accepts first responder status.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
    open override var acceptsFirstResponder: Bool { isEnabled && !refusesFirstResponder }
}
