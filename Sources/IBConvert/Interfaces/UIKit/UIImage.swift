// UIImage: image values, recorded by how they were made.

/// An object that manages image data in your app.
///
/// Recording: `image(name)`, `systemImage(name)`, followed by `.template` / `.original` after
/// `withRenderingMode(.alwaysTemplate)` / `withRenderingMode(.alwaysOriginal)`.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, _IBKitCanonical {
    let _ibkitText: String
    let _ibkitRenderingMode: RenderingMode

    init(_ibkitCanonical text: String, renderingMode: RenderingMode = .automatic) {
        _ibkitText = text
        _ibkitRenderingMode = renderingMode
        super.init()
    }

    /// Creates an image object from the specified named asset (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public convenience init?(named name: String) { self.init(_ibkitCanonical: "image(\(name))") }

    /// Creates an image object from the specified named asset in a bundle (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(_ibkitCanonical: "image(\(name))")
    }

    /// Creates an image object that contains a system symbol image (never nil here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { self.init(_ibkitCanonical: "systemImage(\(name))") }

    /// Returns a new version of the image that uses the specified rendering mode.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(_ibkitCanonical: _ibkitText, renderingMode: renderingMode)
    }

    /// The rendering mode of the image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property
    open var renderingMode: RenderingMode { _ibkitRenderingMode }

    /// The logical dimensions, in points, for the image (zero here).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/size
    open var size: CGSize { .zero }

    public var _ibkitCanonicalText: String {
        switch _ibkitRenderingMode {
        case .automatic: return _ibkitText
        case .alwaysOriginal: return _ibkitText + ".original"
        case .alwaysTemplate: return _ibkitText + ".template"
        }
    }

    /// A textual representation of the image: its canonical recording text.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/description
    open override var description: String { _ibkitCanonicalText }

    /// Constants that specify the rendering mode of an image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int {
        /// The default rendering mode for the context where the image is used.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/automatic
        case automatic = 0
        /// A mode that always draws the original image, without treating it as a template.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaysoriginal
        case alwaysOriginal = 1
        /// A mode that always draws the image as a template image, ignoring its color information.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaystemplate
        case alwaysTemplate = 2
    }
}
