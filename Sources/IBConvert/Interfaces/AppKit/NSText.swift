// NSText: the text-editing base class of NSTextView.

/// A set of optional methods a text object's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstextdelegate
public protocol NSTextDelegate: AnyObject {}

/// The most general programmatic interface for objects that manage text.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext
open class NSText: NSView {
    var _ibkitRulerVisible = false

    /// The characters of the receiver's text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/string
    open var string: String = "" { didSet { _ibkitRecord("string", string) } }
    /// A Boolean value that controls whether the text view allows the user to edit its text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/iseditable
    open var isEditable: Bool = true { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// A Boolean value that controls whether the text view allows the user to select its text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/isselectable
    open var isSelectable: Bool = true { didSet { _ibkitRecord("isSelectable", isSelectable) } }
    /// A Boolean value that controls whether the text view allows the user to apply attributes to specific ranges of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/isrichtext
    open var isRichText: Bool = true { didSet { _ibkitRecord("isRichText", isRichText) } }
    /// A Boolean value that controls whether the text view allows the user to import files by dragging.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/importsgraphics
    open var importsGraphics: Bool = false { didSet { _ibkitRecord("importsGraphics", importsGraphics) } }
    /// A Boolean value that controls whether the text view interprets Tab, Shift-Tab, and Return as cues to end editing.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/isfieldeditor
    open var isFieldEditor: Bool = false { didSet { _ibkitRecord("isFieldEditor", isFieldEditor) } }
    /// A Boolean value that controls whether the text view uses the Font panel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/usesfontpanel
    open var usesFontPanel: Bool = true { didSet { _ibkitRecord("usesFontPanel", usesFontPanel) } }
    /// The font of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/font
    open var font: NSFont? { didSet { _ibkitRecord("font", font) } }
    /// The text color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/textcolor
    open var textColor: NSColor? { didSet { _ibkitRecord("textColor", textColor) } }
    /// The receiver's background color.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/backgroundcolor
    open var backgroundColor: NSColor? { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// A Boolean value that controls whether the receiver draws its background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/drawsbackground
    open var drawsBackground: Bool = true { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The alignment of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/alignment
    open var alignment: NSTextAlignment = .natural { didSet { _ibkitRecord("alignment", alignment) } }
    /// The initial writing direction of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/basewritingdirection
    open var baseWritingDirection: NSWritingDirection = .natural { didSet { _ibkitRecord("baseWritingDirection", baseWritingDirection) } }
    /// A Boolean value that controls whether the receiver changes its height to fit its text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/isverticallyresizable
    open var isVerticallyResizable: Bool = true { didSet { _ibkitRecord("isVerticallyResizable", isVerticallyResizable) } }
    /// A Boolean value that controls whether the receiver changes its width to fit its text.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/ishorizontallyresizable
    open var isHorizontallyResizable: Bool = false { didSet { _ibkitRecord("isHorizontallyResizable", isHorizontallyResizable) } }
    /// The receiver's minimum size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/minsize
    open var minSize: NSSize = .zero { didSet { _ibkitRecord("minSize", minSize) } }
    /// The receiver's maximum size.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/maxsize
    open var maxSize: NSSize = .zero { didSet { _ibkitRecord("maxSize", maxSize) } }
    /// A Boolean value that indicates whether the receiver's enclosing scroll view shows its ruler.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/isrulervisible
    open var isRulerVisible: Bool { _ibkitRulerVisible }
    /// Shows or hides the ruler (recorded as `isRulerVisible`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/toggleruler(_:)
    open func toggleRuler(_ sender: Any?) { _ibkitRulerVisible.toggle(); _ibkitRecord("isRulerVisible", _ibkitRulerVisible) }
    /// Resizes the receiver to fit its text (no effect here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nstext/sizetofit()
    open func sizeToFit() {}
}
