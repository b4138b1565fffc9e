// NSImage: image values, recorded by how they were made, and the image enums.

/// A high-level interface for manipulating image data.
///
/// Recording: `image(<name>)`, `systemImage(<name>)`, `image(size:{w,h})`, `image(url)`,
/// followed by `.template` once `isTemplate` is set to true.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage
open class NSImage: NSObject, _IBKitCanonical {
    let _ibkitText: String
    var _ibkitSize: NSSize = .zero

    init(_ibkitCanonical text: String) {
        _ibkitText = text
        super.init()
    }

    /// Returns the image object associated with the specified name (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/init(named:)
    public convenience init?(named name: NSImage.Name) { self.init(_ibkitCanonical: "image(\(name))") }

    /// Creates a symbol image with the system symbol name and accessibility description you specify (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.init(_ibkitCanonical: "systemImage(\(name))")
    }

    /// Initializes and returns an image object with the specified dimensions.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/init(size:)
    public convenience init(size: NSSize) {
        self.init(_ibkitCanonical: "image(size:\(_ibkitCanonical(size)))")
        _ibkitSize = size
    }

    /// Initializes an image object with the contents of the specified URL (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/init(contentsof:)
    public convenience init?(contentsOf url: URL) { self.init(_ibkitCanonical: "image(\(url.absoluteString))") }

    /// Initializes and returns an image object with the contents of the specified file (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/init(contentsoffile:)
    public convenience init?(contentsOfFile fileName: String) { self.init(_ibkitCanonical: "image(\(fileName))") }

    /// A Boolean value that determines whether the image represents a template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/istemplate
    open var isTemplate: Bool = false
    /// The size of the image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/size
    open var size: NSSize {
        get { _ibkitSize }
        set { _ibkitSize = newValue }
    }
    /// The image's accessibility description.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/accessibilitydescription
    open var accessibilityDescription: String?

    /// A type that names an image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/name
    public typealias Name = String

    public var _ibkitCanonicalText: String { isTemplate ? _ibkitText + ".template" : _ibkitText }

    /// A textual representation of the image: its canonical recording text.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open override var description: String { _ibkitCanonicalText }
}

/// Constants that specify a scaling technique when an image doesn't fit the bounds of its frame.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagescaling
public enum NSImageScaling: UInt {
    /// If it's too large for the destination, scale the image down while preserving the aspect ratio.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagescaling/scaleproportionallydown
    case scaleProportionallyDown = 0
    /// Scale each dimension to exactly fit the destination.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagescaling/scaleaxesindependently
    case scaleAxesIndependently = 1
    /// Don't scale the image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagescaling/scalenone
    case scaleNone = 2
    /// Scale the image to its maximum possible dimensions while both staying within the destination area and preserving its aspect ratio.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagescaling/scaleproportionallyupordown
    case scaleProportionallyUpOrDown = 3
}

/// Constants that specify the position of an image within its frame.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment
public enum NSImageAlignment: UInt {
    /// Center the image in the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/aligncenter
    case alignCenter = 0
    /// Align the image with the top of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/aligntop
    case alignTop = 1
    /// Align the image with the top and left edges of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/aligntopleft
    case alignTopLeft = 2
    /// Align the image with the top and right edges of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/aligntopright
    case alignTopRight = 3
    /// Align the image with the left edge of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/alignleft
    case alignLeft = 4
    /// Align the image with the bottom edge of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/alignbottom
    case alignBottom = 5
    /// Align the image with the bottom and left edges of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/alignbottomleft
    case alignBottomLeft = 6
    /// Align the image with the bottom and right edges of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/alignbottomright
    case alignBottomRight = 7
    /// Align the image with the right edge of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagealignment/alignright
    case alignRight = 8
}
