// NSColorWell: a control that shows and picks a color.

/// A control that displays a color value and lets the user change that color value.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell
open class NSColorWell: NSControl {
    /// Creates a color well with the specified style (recorded as `colorWellStyle`).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/init(style:)
    public convenience init(style: NSColorWell.Style) {
        self.init(frame: .zero)
        _ibkitSet(colorWellStyle: style)
    }

    func _ibkitSet(colorWellStyle: NSColorWell.Style) { self.colorWellStyle = colorWellStyle }

    /// The color of the color well.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/color
    open var color: NSColor = .white { didSet { _ibkitRecord("color", color) } }
    /// A Boolean value that indicates whether the color well is bordered.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/isbordered
    open var isBordered: Bool = true { didSet { _ibkitRecord("isBordered", isBordered) } }
    /// The appearance and interaction style of the color well.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/colorwellstyle
    open var colorWellStyle: NSColorWell.Style = .default { didSet { _ibkitRecord("colorWellStyle", colorWellStyle) } }
    /// A Boolean value that indicates whether the color well supports colors with an alpha component.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/supportsalpha
    open var supportsAlpha: Bool = true { didSet { _ibkitRecord("supportsAlpha", supportsAlpha) } }
    /// A Boolean value that indicates whether the color well is active.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/isactive
    open var isActive: Bool { false }
    /// Activates the color well (nothing happens here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/activate(_:)
    open func activate(_ exclusive: Bool) {}
    /// Deactivates the color well (nothing happens here).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/deactivate()
    open func deactivate() {}

    /// The appearance and interaction styles of a color well.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/style
    public enum Style: Int {
        /// A color well that shows the color and opens the color panel when clicked.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/style/default
        case `default` = 0
        /// A minimal color well that shows a color picker popover when clicked.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/style/minimal
        case minimal = 1
        /// A color well with a color swatch and a button that opens the color panel.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nscolorwell/style/expanded
        case expanded = 2
    }
}
