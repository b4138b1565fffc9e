// NSLevelIndicator: capacity, rating and relevancy displays.

/// A visual representation of a level or quantity, using discrete values.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator
open class NSLevelIndicator: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSLevelIndicatorCell() }

    /// The appearance of the level indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/levelindicatorstyle
    open var levelIndicatorStyle: NSLevelIndicator.Style = .continuousCapacity {
        didSet { _ibkitRecord("levelIndicatorStyle", levelIndicatorStyle) }
    }
    /// The minimum value the level indicator can represent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The maximum value the level indicator can represent.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/maxvalue
    open var maxValue: Double = 0 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The value at which the level indicator's appearance changes to the warning state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/warningvalue
    open var warningValue: Double = 0 { didSet { _ibkitRecord("warningValue", warningValue) } }
    /// The value at which the level indicator's appearance changes to the critical state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/criticalvalue
    open var criticalValue: Double = 0 { didSet { _ibkitRecord("criticalValue", criticalValue) } }
    /// The position of the tick marks.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/tickmarkposition
    open var tickMarkPosition: NSSlider.TickMarkPosition = .below { didSet { _ibkitRecord("tickMarkPosition", tickMarkPosition) } }
    /// The number of tick marks.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/numberoftickmarks
    open var numberOfTickMarks: Int = 0 { didSet { _ibkitRecord("numberOfTickMarks", numberOfTickMarks) } }
    /// The number of major tick marks.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/numberofmajortickmarks
    open var numberOfMajorTickMarks: Int = 0 { didSet { _ibkitRecord("numberOfMajorTickMarks", numberOfMajorTickMarks) } }
    /// A Boolean value that indicates whether the user can change the level.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/iseditable
    open var isEditable: Bool = false { didSet { _ibkitRecord("isEditable", isEditable) } }
    /// The fill color used for the normal state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/fillcolor
    open var fillColor: NSColor? { didSet { _ibkitRecord("fillColor", fillColor) } }
    /// The fill color used for the warning state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/warningfillcolor
    open var warningFillColor: NSColor? { didSet { _ibkitRecord("warningFillColor", warningFillColor) } }
    /// The fill color used for the critical state.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/criticalfillcolor
    open var criticalFillColor: NSColor? { didSet { _ibkitRecord("criticalFillColor", criticalFillColor) } }
    /// A Boolean value that indicates whether a capacity indicator draws its warning and critical levels tiered.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/drawstieredcapacitylevels
    open var drawsTieredCapacityLevels: Bool = false { didSet { _ibkitRecord("drawsTieredCapacityLevels", drawsTieredCapacityLevels) } }
    /// The image a rating indicator draws for each rating unit.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/ratingimage
    open var ratingImage: NSImage? { didSet { _ibkitRecord("ratingImage", ratingImage) } }
    /// The image a rating indicator draws for units above the rating.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/ratingplaceholderimage
    open var ratingPlaceholderImage: NSImage? { didSet { _ibkitRecord("ratingPlaceholderImage", ratingPlaceholderImage) } }
    /// When a rating indicator shows placeholders for units above the rating.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/placeholdervisibility-swift.property
    open var placeholderVisibility: NSLevelIndicator.PlaceholderVisibility = .automatic {
        didSet { _ibkitRecord("placeholderVisibility", placeholderVisibility) }
    }

    /// The styles of a level indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/style
    public enum Style: UInt {
        /// A relevancy level indicator.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/style/relevancy
        case relevancy = 0
        /// A continuous capacity level indicator.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/style/continuouscapacity
        case continuousCapacity = 1
        /// A discrete capacity level indicator.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/style/discretecapacity
        case discreteCapacity = 2
        /// A rating level indicator.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/style/rating
        case rating = 3
    }

    /// When a rating level indicator shows its placeholder images.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/placeholdervisibility-swift.enum
    public enum PlaceholderVisibility: Int {
        /// Placeholders are shown while the indicator is editable.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/placeholdervisibility-swift.enum/automatic
        case automatic = 0
        /// Placeholders are always shown.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/placeholdervisibility-swift.enum/always
        case always = 1
        /// Placeholders are shown only while the user is editing.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicator/placeholdervisibility-swift.enum/whileediting
        case whileEditing = 2
    }
}
