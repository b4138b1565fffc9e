// NSButton: push buttons, checkboxes, radio buttons and image buttons.

/// A control that defines an area on the screen that a user clicks to trigger an action.
///
/// Recording: the convenience initializers record what they set (`title`, `image`, `bezelStyle`, `buttonType`,
/// `imagePosition`); their target and action are a target-action in the dump's `actions`.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton
open class NSButton: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSButtonCell() }
    var _ibkitButtonType: ButtonType = .momentaryPushIn
    var _ibkitState: NSControl.StateValue = .off

    /// Creates a standard push button with the title you specify.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/init(title:target:action:)
    public convenience init(title: String, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        _ibkitSet(title: title)
        _ibkitMakePush(target: target, action: action)
    }
    /// Creates a standard checkbox with the title you specify.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/init(checkboxwithtitle:target:action:)
    public convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        _ibkitSet(title: title)
        setButtonType(.switch)
        self.target = _ibkitObject(target)
        self.action = action
    }
    /// Creates a standard radio button with the title you specify.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/init(radiobuttonwithtitle:target:action:)
    public convenience init(radioButtonWithTitle title: String, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        _ibkitSet(title: title)
        setButtonType(.radio)
        self.target = _ibkitObject(target)
        self.action = action
    }
    /// Creates a standard push button with the image you specify.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/init(image:target:action:)
    public convenience init(image: NSImage, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        _ibkitSet(image: image)
        _ibkitMakePush(target: target, action: action)
    }
    /// Creates a standard push button with a title and image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/init(title:image:target:action:)
    public convenience init(title: String, image: NSImage, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        _ibkitSet(title: title)
        _ibkitSet(image: image)
        _ibkitSet(imagePosition: .imageLeading)
        _ibkitMakePush(target: target, action: action)
    }

    // Initializers set their own class's properties without running observers: these setters record.
    func _ibkitSet(title: String) { self.title = title }
    func _ibkitSet(image: NSImage) { self.image = image }
    func _ibkitSet(imagePosition: NSControl.ImagePosition) { self.imagePosition = imagePosition }

    func _ibkitMakePush(target: Any?, action: Selector?) {
        bezelStyle = .push
        setButtonType(.momentaryPushIn)
        self.target = _ibkitObject(target)
        self.action = action
    }

    /// Sets how the button highlights while pressed and how it shows its state (recorded as `buttonType`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/setbuttontype(_:)
    open func setButtonType(_ type: NSButton.ButtonType) {
        _ibkitButtonType = type
        _ibkitRecord("buttonType", type)
    }

    /// The title displayed on the button when it's in an off state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/title
    open var title: String = "Button" { didSet { _ibkitRecord("title", title) } }
    /// The title that the button displays when the button is in an on state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/alternatetitle
    open var alternateTitle: String = "" { didSet { _ibkitRecord("alternateTitle", alternateTitle) } }
    /// The title that the button displays in an off state, as an attributed string.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/attributedtitle
    open var attributedTitle: NSAttributedString = NSAttributedString(string: "") {
        didSet { _ibkitRecord("attributedTitle", attributedTitle) }
    }
    /// The title that the button displays as an attributed string when the button is in an on state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/attributedalternatetitle
    open var attributedAlternateTitle: NSAttributedString = NSAttributedString(string: "") {
        didSet { _ibkitRecord("attributedAlternateTitle", attributedAlternateTitle) }
    }
    /// The image that appears on the button when it's in an off state, or nil if there is no such image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/image
    open var image: NSImage? { didSet { _ibkitRecord("image", image) } }
    /// An alternate image that appears on the button when the button is in an on state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/alternateimage
    open var alternateImage: NSImage? { didSet { _ibkitRecord("alternateImage", alternateImage) } }
    /// The position of the button's image relative to its title.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/imageposition
    open var imagePosition: NSControl.ImagePosition = .noImage { didSet { _ibkitRecord("imagePosition", imagePosition) } }
    /// The scaling mode applied to make the button's image fit within its bounds.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/imagescaling
    open var imageScaling: NSImageScaling = .scaleProportionallyDown { didSet { _ibkitRecord("imageScaling", imageScaling) } }
    /// A Boolean value that determines how the button's image and title are positioned together within the button bezel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/imagehugstitle
    open var imageHugsTitle: Bool = false { didSet { _ibkitRecord("imageHugsTitle", imageHugsTitle) } }
    /// The appearance of the button's border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelstyle-swift.property
    open var bezelStyle: NSButton.BezelStyle = .push { didSet { _ibkitRecord("bezelStyle", bezelStyle) } }
    /// The color of the button's bezel, in appearances that support it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/bezelcolor
    open var bezelColor: NSColor? { didSet { _ibkitRecord("bezelColor", bezelColor) } }
    /// A tint color to use for the template image and text content.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/contenttintcolor
    open var contentTintColor: NSColor? { didSet { _ibkitRecord("contentTintColor", contentTintColor) } }
    /// The button's state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/state
    open var state: NSControl.StateValue {
        get { _ibkitState }
        set { _ibkitState = newValue; _ibkitRecord("state", newValue) }
    }
    /// A Boolean value that indicates whether the button allows a mixed state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/allowsmixedstate
    open var allowsMixedState: Bool = false { didSet { _ibkitRecord("allowsMixedState", allowsMixedState) } }
    /// A Boolean value that determines whether the button has a border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/isbordered
    open var isBordered: Bool = true { didSet { _ibkitRecord("isBordered", isBordered) } }
    /// A Boolean value that indicates whether the button is transparent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/istransparent
    open var isTransparent: Bool = false { didSet { _ibkitRecord("isTransparent", isTransparent) } }
    /// A Boolean value that determines whether the button displays its border only when the pointer is over it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/showsborderonlywhilemouseinside
    open var showsBorderOnlyWhileMouseInside: Bool = false {
        didSet { _ibkitRecord("showsBorderOnlyWhileMouseInside", showsBorderOnlyWhileMouseInside) }
    }
    /// The key-equivalent character of the button.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/keyequivalent
    open var keyEquivalent: String = "" { didSet { _ibkitRecord("keyEquivalent", keyEquivalent) } }
    /// A mask specifying the modifier keys for the button's key equivalent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/keyequivalentmodifiermask
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = [] {
        didSet { _ibkitRecord("keyEquivalentModifierMask", keyEquivalentModifierMask) }
    }
    /// A Boolean value that indicates whether the button performs a destructive action.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/hasdestructiveaction
    open var hasDestructiveAction: Bool = false { didSet { _ibkitRecord("hasDestructiveAction", hasDestructiveAction) } }
    /// The number of discrete states of a multi-level accelerator button.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/maxacceleratorlevel
    open var maxAcceleratorLevel: Int = 1 { didSet { _ibkitRecord("maxAcceleratorLevel", maxAcceleratorLevel) } }

    /// Highlights (or unhighlights) the button (not recorded).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/highlight(_:)
    open func highlight(_ flag: Bool) {}
    /// Simulates the user clicking the button (nothing is sent here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbutton/performclick(_:)
    open func performClick(_ sender: Any?) {}
}
