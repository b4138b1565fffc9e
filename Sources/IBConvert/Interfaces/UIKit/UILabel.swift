// UILabel and UIImageView.

/// A view that displays one or more lines of informational text.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel
open class UILabel: UIView {
    /// The text that the label displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? { didSet { _ibkitRecord("text", text) } }
    /// The styled text that the label displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString? { didSet { _ibkitRecord("attributedText", attributedText) } }
    /// The font of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! { didSet { _ibkitRecord("font", font) } }
    /// The color of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! { didSet { _ibkitRecord("textColor", textColor) } }
    /// The technique for aligning the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural { didSet { _ibkitRecord("textAlignment", textAlignment) } }
    /// The maximum number of lines for rendering text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int = 1 { didSet { _ibkitRecord("numberOfLines", numberOfLines) } }
    /// The technique for wrapping and truncating the label's text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { _ibkitRecord("lineBreakMode", lineBreakMode) } }
    /// A Boolean value that determines whether the label reduces the text's font size to fit the title string into the label's bounding rectangle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth
    open var adjustsFontSizeToFitWidth: Bool = false { didSet { _ibkitRecord("adjustsFontSizeToFitWidth", adjustsFontSizeToFitWidth) } }
    /// The minimum scale factor for the label's text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor
    open var minimumScaleFactor: CGFloat = 0 { didSet { _ibkitRecord("minimumScaleFactor", minimumScaleFactor) } }
    /// A Boolean value that indicates whether the object automatically updates its font when the device's content size category changes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory: Bool = false {
        didSet { _ibkitRecord("adjustsFontForContentSizeCategory", adjustsFontForContentSizeCategory) }
    }
    /// A Boolean value that determines whether the label draws its text in an enabled state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/isenabled
    open var isEnabled: Bool = true { didSet { _ibkitRecord("isEnabled", isEnabled) } }
    /// A Boolean value that determines whether the label draws its text with a highlight.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/ishighlighted
    open var isHighlighted: Bool = false { didSet { _ibkitRecord("isHighlighted", isHighlighted) } }
    /// The highlight color for the label's text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/highlightedtextcolor
    open var highlightedTextColor: UIColor? { didSet { _ibkitRecord("highlightedTextColor", highlightedTextColor) } }
    /// An option that controls whether the text's baseline remains fixed when text needs to shrink to fit in the label.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/baselineadjustment
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { _ibkitRecord("baselineAdjustment", baselineAdjustment) } }
    /// The shadow color of the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/shadowcolor
    open var shadowColor: UIColor? { didSet { _ibkitRecord("shadowColor", shadowColor) } }
    /// The shadow offset, measured in points, for the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/shadowoffset
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { _ibkitRecord("shadowOffset", shadowOffset) } }
    /// The preferred maximum width, in points, for a multiline label.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { _ibkitRecord("preferredMaxLayoutWidth", preferredMaxLayoutWidth) } }
    /// A Boolean value that determines whether the label tightens text before truncating.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/allowsdefaulttighteningfortruncation
    open var allowsDefaultTighteningForTruncation: Bool = false {
        didSet { _ibkitRecord("allowsDefaultTighteningForTruncation", allowsDefaultTighteningForTruncation) }
    }
    /// A Boolean value that determines whether the full text displays when the pointer hovers over the truncated text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uilabel/showsexpansiontextwhentruncated
    open var showsExpansionTextWhenTruncated: Bool = false {
        didSet { _ibkitRecord("showsExpansionTextWhenTruncated", showsExpansionTextWhenTruncated) }
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview
open class UIImageView: UIView {
    /// Creates an image view with a zero frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Returns an image view initialized with the specified image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        if image != nil { _ibkitRecord("image", image) }
    }

    /// Returns an image view initialized with the specified regular and highlighted images.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/init(image:highlightedimage:)
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
        if image != nil { _ibkitRecord("image", image) }
        if highlightedImage != nil { _ibkitRecord("highlightedImage", highlightedImage) }
    }

    /// Creates an image view from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image displayed in the image view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage? { didSet { _ibkitRecord("image", image) } }
    /// The highlighted image displayed in the image view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/highlightedimage
    open var highlightedImage: UIImage? { didSet { _ibkitRecord("highlightedImage", highlightedImage) } }
    /// A Boolean value that determines whether the image is highlighted.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/ishighlighted
    open var isHighlighted: Bool = false { didSet { _ibkitRecord("isHighlighted", isHighlighted) } }
    /// An array of images to use for an animation.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/animationimages
    open var animationImages: [UIImage]? { didSet { _ibkitRecord("animationImages", animationImages) } }
    /// The amount of time it takes to go through one cycle of the images.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/animationduration
    open var animationDuration: TimeInterval = 0 { didSet { _ibkitRecord("animationDuration", animationDuration) } }
    /// Specifies the number of times to repeat the animation.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimageview/animationrepeatcount
    open var animationRepeatCount: Int = 0 { didSet { _ibkitRecord("animationRepeatCount", animationRepeatCount) } }
}
