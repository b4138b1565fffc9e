// UIButton: per-state titles, colors and images.

/// A control that executes your custom code in response to user interactions.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton
open class UIButton: UIControl {
    var _ibkitButtonType: ButtonType = .custom
    var _ibkitStateValues: [String: Any] = [:]
    lazy var _ibkitTitleLabel = UILabel()
    lazy var _ibkitImageView = UIImageView()

    /// Creates a new button with the specified frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a button from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates and returns a new button of the specified type.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        _ibkitButtonType = buttonType
        _ibkitRecord("buttonType", buttonType)
    }

    /// The button type.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
    open var buttonType: ButtonType { _ibkitButtonType }

    override var _ibkitAuxiliaryRecorders: [(String, _IBKitRecordable)] {
        super._ibkitAuxiliaryRecorders + [("titleLabel", _ibkitTitleLabel), ("imageView", _ibkitImageView)]
    }

    func _ibkitSet(_ name: String, _ value: Any?, _ state: UIControl.State) {
        let key = "\(name)[\(_ibkitStateKey(state))]"
        _ibkitStateValues[key] = value
        _ibkitRecord(key, value)
    }
    func _ibkitGet<T>(_ name: String, _ state: UIControl.State) -> T? {
        _ibkitStateValues["\(name)[\(_ibkitStateKey(state))]"] as? T
            ?? _ibkitStateValues["\(name)[normal]"] as? T
    }

    /// Sets the title to use for the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) { _ibkitSet("title", title, state) }
    /// Returns the title associated with the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/title(for:)
    open func title(for state: UIControl.State) -> String? { _ibkitGet("title", state) }
    /// Sets the color of the title to use for the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { _ibkitSet("titleColor", color, state) }
    /// Returns the title color used for a state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/titlecolor(for:)
    open func titleColor(for state: UIControl.State) -> UIColor? { _ibkitGet("titleColor", state) }
    /// Sets the color of the title shadow to use for the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/settitleshadowcolor(_:for:)
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { _ibkitSet("titleShadowColor", color, state) }
    /// Returns the shadow color of the title used for a state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/titleshadowcolor(for:)
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { _ibkitGet("titleShadowColor", state) }
    /// Sets the image to use for the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) { _ibkitSet("image", image, state) }
    /// Returns the image used for a button state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/image(for:)
    open func image(for state: UIControl.State) -> UIImage? { _ibkitGet("image", state) }
    /// Sets the background image to use for the specified button state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _ibkitSet("backgroundImage", image, state) }
    /// Returns the background image used for a button state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/backgroundimage(for:)
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _ibkitGet("backgroundImage", state) }
    /// Sets the styled title to use for the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { _ibkitSet("attributedTitle", title, state) }
    /// Returns the styled title associated with the specified state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/attributedtitle(for:)
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { _ibkitGet("attributedTitle", state) }

    /// A view that displays the value of the currentTitle property for a button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { _ibkitTitleLabel }
    /// The button's image view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/imageview
    open var imageView: UIImageView? { _ibkitImageView }
    /// The current title that the button displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/currenttitle
    open var currentTitle: String? { title(for: state) }
    /// The current image that the button displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/currentimage
    open var currentImage: UIImage? { image(for: state) }

    /// The inset or outset margins for the rectangle surrounding all of the button's content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { _ibkitRecord("contentEdgeInsets", contentEdgeInsets) } }
    /// The inset or outset margins for the rectangle around the button's title text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/titleedgeinsets
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { _ibkitRecord("titleEdgeInsets", titleEdgeInsets) } }
    /// The inset or outset margins for the rectangle around the button's image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/imageedgeinsets
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { _ibkitRecord("imageEdgeInsets", imageEdgeInsets) } }
    /// A Boolean value that determines whether the image changes when the button is highlighted.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/adjustsimagewhenhighlighted
    open var adjustsImageWhenHighlighted: Bool = true { didSet { _ibkitRecord("adjustsImageWhenHighlighted", adjustsImageWhenHighlighted) } }
    /// A Boolean value that determines whether the image changes when the button is disabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/adjustsimagewhendisabled
    open var adjustsImageWhenDisabled: Bool = true { didSet { _ibkitRecord("adjustsImageWhenDisabled", adjustsImageWhenDisabled) } }
    /// A Boolean value that determines whether tapping the button causes it to glow.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/showstouchwhenhighlighted
    open var showsTouchWhenHighlighted: Bool = false { didSet { _ibkitRecord("showsTouchWhenHighlighted", showsTouchWhenHighlighted) } }
    /// A Boolean value that determines whether the button shows its menu as its primary action.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
    open var showsMenuAsPrimaryAction: Bool = false { didSet { _ibkitRecord("showsMenuAsPrimaryAction", showsMenuAsPrimaryAction) } }
    /// A Boolean value that determines whether the button reverses its title shadow when highlighted.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/reversestitleshadowwhenhighlighted
    open var reversesTitleShadowWhenHighlighted: Bool = false {
        didSet { _ibkitRecord("reversesTitleShadowWhenHighlighted", reversesTitleShadowWhenHighlighted) }
    }

    /// Specifies the style of a button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int {
        /// No button style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
        case custom = 0
        /// A system style button, such as those shown in navigation bars and toolbars.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system = 1
        /// A detail disclosure button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/detaildisclosure
        case detailDisclosure = 2
        /// An information button that has a light background.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infolight
        case infoLight = 3
        /// An information button that has a dark background.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infodark
        case infoDark = 4
        /// A contact add button.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/contactadd
        case contactAdd = 5
        /// A button with a plain style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/plain
        case plain = 6
        /// A close button to dismiss panels and views.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/close
        case close = 7
        /// A rounded-rectangle style button (deprecated; use `system`).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/roundedrect
        public static var roundedRect: ButtonType { .system }
    }
}
