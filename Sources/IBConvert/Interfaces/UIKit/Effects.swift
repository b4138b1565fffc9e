// Visual effects: UIVisualEffectView, UIBlurEffect and UIVibrancyEffect.

/// An initializer for visual effect views and blur and vibrancy effect objects.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffect
open class UIVisualEffect: NSObject, _IBKitCanonical {
    /// Creates an empty visual effect.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffect
    public override init() { super.init() }
    public var _ibkitCanonicalText: String { "effect" }
}

/// An object that applies a blurring effect to the content layered behind a visual effect view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect
open class UIBlurEffect: UIVisualEffect {
    let _ibkitStyle: Style
    /// Creates a blur effect with the specified style.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public init(style: Style) {
        _ibkitStyle = style
        super.init()
    }
    /// Recording: `blur(<style>)`.
    public override var _ibkitCanonicalText: String { "blur(\(_ibkitStyle))" }

    /// The intensity of the blur effect.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style
    public enum Style: Int {
        /// An area of the view that is lighter than the underlying view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/extralight
        case extraLight = 0
        /// An area of the view that is the same approximate lightness as the underlying view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/light
        case light = 1
        /// An area of the view that is darker than the underlying view.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/dark
        case dark = 2
        /// An area of the view that is even darker than the underlying view (tvOS).
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/extradark
        case extraDark = 3
        /// A blur effect that adapts to the user interface style.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/regular
        case regular = 4
        /// A blur effect that adapts to the user interface style, with more prominence.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/prominent
        case prominent = 5
        /// An adaptable blur effect that creates the appearance of an ultra-thin material.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemultrathinmaterial
        case systemUltraThinMaterial = 6
        /// An adaptable blur effect that creates the appearance of a thin material.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemthinmaterial
        case systemThinMaterial = 7
        /// An adaptable blur effect that creates the appearance of a material with normal thickness.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemmaterial
        case systemMaterial = 8
        /// An adaptable blur effect that creates the appearance of a material that's thicker than normal.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemthickmaterial
        case systemThickMaterial = 9
        /// An adaptable blur effect that creates the appearance of the system chrome.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemchromematerial
        case systemChromeMaterial = 10
        /// A blur effect that creates the appearance of an ultra-thin material and is always light.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemultrathinmateriallight
        case systemUltraThinMaterialLight = 11
        /// A blur effect that creates the appearance of a thin material and is always light.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemthinmateriallight
        case systemThinMaterialLight = 12
        /// A blur effect that creates the appearance of a material with normal thickness and is always light.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemmateriallight
        case systemMaterialLight = 13
        /// A blur effect that creates the appearance of a material that's thicker than normal and is always light.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemthickmateriallight
        case systemThickMaterialLight = 14
        /// A blur effect that creates the appearance of the system chrome and is always light.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemchromemateriallight
        case systemChromeMaterialLight = 15
        /// A blur effect that creates the appearance of an ultra-thin material and is always dark.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemultrathinmaterialdark
        case systemUltraThinMaterialDark = 16
        /// A blur effect that creates the appearance of a thin material and is always dark.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemthinmaterialdark
        case systemThinMaterialDark = 17
        /// A blur effect that creates the appearance of a material with normal thickness and is always dark.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemmaterialdark
        case systemMaterialDark = 18
        /// A blur effect that creates the appearance of a material that's thicker than normal and is always dark.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemthickmaterialdark
        case systemThickMaterialDark = 19
        /// A blur effect that creates the appearance of the system chrome and is always dark.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemchromematerialdark
        case systemChromeMaterialDark = 20
    }
}

/// An object that amplifies and adjusts the color of the content layered behind a visual effect view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uivibrancyeffect
open class UIVibrancyEffect: UIVisualEffect {
    let _ibkitBlur: UIBlurEffect
    /// Creates a vibrancy effect for the specified blur effect.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uivibrancyeffect/init(blureffect:)
    public init(blurEffect: UIBlurEffect) {
        _ibkitBlur = blurEffect
        super.init()
    }
    /// Recording: `vibrancy(blur(<style>))`.
    public override var _ibkitCanonicalText: String { "vibrancy(\(_ibkitBlur._ibkitCanonicalText))" }
}

/// An object that implements some complex visual effects.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffectview
open class UIVisualEffectView: UIView {
    /// A view that contains the visual effect view's content (created by the initializer and added as its first subview).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
    public let contentView = UIView()

    /// Creates a visual effect view with the specified effect.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        if effect != nil { _ibkitRecord("effect", effect) }
    }
    /// Creates a visual effect view with no effect and the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        _ibkitFrame = frame
        if frame != .zero { _ibkitRecord("frame", frame) }
    }
    /// Creates a visual effect view from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffectview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The visual effect provided by the view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
    open var effect: UIVisualEffect? { didSet { _ibkitRecord("effect", effect) } }
}
