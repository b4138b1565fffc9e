// NSImageView.

/// A display of image data in a frame.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview
open class NSImageView: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSImageCell() }
    /// Initializes and returns an image view object with the image you specify (recorded as `image`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/init(image:)
    public convenience init(image: NSImage) {
        self.init(frame: .zero)
        _ibkitSet(image: image)
    }

    /// Recording: sets the image from an initializer (where the property's observer does not run).
    func _ibkitSet(image: NSImage) { self.image = image }

    /// The image displayed by the image view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/image
    open var image: NSImage? { didSet { _ibkitRecord("image", image) } }
    /// The scaling mode applied to make the image fit the frame of the image view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/imagescaling
    open var imageScaling: NSImageScaling = .scaleProportionallyDown { didSet { _ibkitRecord("imageScaling", imageScaling) } }
    /// The alignment of the image within the image view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/imagealignment
    open var imageAlignment: NSImageAlignment = .alignCenter { didSet { _ibkitRecord("imageAlignment", imageAlignment) } }
    /// The style of frame that appears around the image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/imageframestyle
    open var imageFrameStyle: NSImageView.FrameStyle = .none { didSet { _ibkitRecord("imageFrameStyle", imageFrameStyle) } }
    /// A Boolean value indicating whether the user can drag a new image into the frame.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/iseditable
    open var isEditable: Bool = false { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// A Boolean value indicating whether the image view automatically plays animated images.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/animates
    open var animates: Bool = true { didSet { _ibkitRecord("animates", animates) } }
    /// A Boolean value indicating whether the image view lets the user cut, copy, and paste the image contents.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/allowscutcopypaste
    open var allowsCutCopyPaste: Bool = true { didSet { _ibkitRecord("allowsCutCopyPaste", allowsCutCopyPaste) } }
    /// A color used to tint template images.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/contenttintcolor
    open var contentTintColor: NSColor? { didSet { _ibkitRecord("contentTintColor", contentTintColor) } }

    /// The frame styles of an image view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/framestyle
    public enum FrameStyle: UInt {
        /// An invisible frame.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/framestyle/none
        case none = 0
        /// A thin black outline and a dropped shadow.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/framestyle/photo
        case photo = 1
        /// A gray, concave bezel that makes the image look sunken.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/framestyle/graybezel
        case grayBezel = 2
        /// A thin groove that looks etched around the image.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/framestyle/groove
        case groove = 3
        /// A convex bezel that makes the image stand out in relief, like a button.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimageview/framestyle/button
        case button = 4
    }
}
