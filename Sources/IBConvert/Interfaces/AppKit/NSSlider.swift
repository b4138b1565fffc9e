// NSSlider: a bar or dial that selects a value from a range.

/// A display of a range of values from which the user selects a single value.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider
open class NSSlider: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSSliderCell() }

    /// Creates a continuous horizontal slider over the specified range, set to the specified value.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/init(value:minvalue:maxvalue:target:action:)
    public convenience init(value: Double, minValue: Double, maxValue: Double, target: Any?, action: Selector?) {
        self.init(frame: .zero)
        _ibkitSet(minValue: minValue, maxValue: maxValue)
        doubleValue = value
        self.target = _ibkitObject(target)
        self.action = action
    }
    /// Creates a continuous horizontal slider that represents values over the range of 0.0 to 1.0.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/init(target:action:)
    public convenience init(target: Any?, action: Selector?) {
        self.init(frame: .zero)
        self.target = _ibkitObject(target)
        self.action = action
    }

    func _ibkitSet(minValue: Double, maxValue: Double) {
        self.minValue = minValue
        self.maxValue = maxValue
    }

    /// The minimum value the slider can send to its target.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The maximum value the slider can send to its target.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/maxvalue
    open var maxValue: Double = 1 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The amount by which the value changes when the user drags with the Option key held.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/altincrementvalue
    open var altIncrementValue: Double = 0 { didSet { _ibkitRecord("altIncrementValue", altIncrementValue) } }
    /// The number of tick marks associated with the slider.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/numberoftickmarks
    open var numberOfTickMarks: Int = 0 { didSet { _ibkitRecord("numberOfTickMarks", numberOfTickMarks) } }
    /// A Boolean value that indicates whether the slider fixes its values to the values represented by its tick marks.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/allowstickmarkvaluesonly
    open var allowsTickMarkValuesOnly: Bool = false { didSet { _ibkitRecord("allowsTickMarkValuesOnly", allowsTickMarkValuesOnly) } }
    /// Determines where the slider's tick marks are displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.property
    open var tickMarkPosition: NSSlider.TickMarkPosition = .below { didSet { _ibkitRecord("tickMarkPosition", tickMarkPosition) } }
    /// A Boolean value that indicates whether the slider is vertical.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/isvertical
    open var isVertical: Bool = false { didSet { _ibkitRecord("isVertical", isVertical) } }
    /// The type of the slider, such as vertical or circular.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/slidertype-swift.property
    open var sliderType: NSSlider.SliderType = .linear { didSet { _ibkitRecord("sliderType", sliderType) } }
    /// The color of the filled portion of the slider track, in appearances that support it.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/trackfillcolor
    open var trackFillColor: NSColor? { didSet { _ibkitRecord("trackFillColor", trackFillColor) } }
    /// The knob's thickness, in pixels.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/knobthickness
    open var knobThickness: CGFloat { 21 }

    /// Constants that specify where a slider's tick marks are displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum
    public enum TickMarkPosition: UInt {
        /// Tick marks below (horizontal slider) or to the right (vertical slider).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum/below
        case below = 0
        /// Tick marks above (horizontal slider) or to the left (vertical slider).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum/above
        case above = 1
        /// Tick marks on the leading side of a vertical slider (the same value as `above`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum/leading
        public static let leading = TickMarkPosition.above
        /// Tick marks on the trailing side of a vertical slider (the same value as `below`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum/trailing
        public static let trailing = TickMarkPosition.below
        /// Tick marks to the left of a vertical slider (the same value as `above`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum/left
        public static let left = TickMarkPosition.above
        /// Tick marks to the right of a vertical slider (the same value as `below`).
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/tickmarkposition-swift.enum/right
        public static let right = TickMarkPosition.below
    }

    /// Constants that specify the type of a slider.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/slidertype-swift.enum
    public enum SliderType: UInt {
        /// A bar-shaped slider.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/slidertype-swift.enum/linear
        case linear = 0
        /// A circular slider; that is, a dial.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslider/slidertype-swift.enum/circular
        case circular = 1
    }
}
