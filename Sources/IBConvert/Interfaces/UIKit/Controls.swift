// Value controls: UISwitch, UISlider, UIStepper, UIPageControl.

/// A control that offers a binary choice, such as on/off.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswitch
open class UISwitch: UIControl {
    /// A Boolean value that determines the off/on state of the switch.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn: Bool = false { didSet { _ibkitRecord("isOn", isOn) } }
    /// The color used to tint the appearance of the switch when it's in the on position.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor
    open var onTintColor: UIColor? { didSet { _ibkitRecord("onTintColor", onTintColor) } }
    /// The color used to tint the appearance of the thumb.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswitch/thumbtintcolor
    open var thumbTintColor: UIColor? { didSet { _ibkitRecord("thumbTintColor", thumbTintColor) } }
    /// The title displayed next to a checkbox-style switch (Mac idiom).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswitch/title
    open var title: String? { didSet { _ibkitRecord("title", title) } }
    /// Sets the state of the switch to the on or off position, optionally animating the transition.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A control for selecting a single value from a continuous range of values.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider
open class UISlider: UIControl {
    /// The slider's current value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/value
    open var value: Float = 0 { didSet { _ibkitRecord("value", value) } }
    /// The minimum value of the slider.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/minimumvalue
    open var minimumValue: Float = 0 { didSet { _ibkitRecord("minimumValue", minimumValue) } }
    /// The maximum value of the slider.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/maximumvalue
    open var maximumValue: Float = 1 { didSet { _ibkitRecord("maximumValue", maximumValue) } }
    /// A Boolean value indicating whether changes in the slider's value generate continuous update events.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/iscontinuous
    open var isContinuous: Bool = true { didSet { _ibkitRecord("isContinuous", isContinuous) } }
    /// The color used to tint the default minimum track images.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/minimumtracktintcolor
    open var minimumTrackTintColor: UIColor? { didSet { _ibkitRecord("minimumTrackTintColor", minimumTrackTintColor) } }
    /// The color used to tint the default maximum track images.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/maximumtracktintcolor
    open var maximumTrackTintColor: UIColor? { didSet { _ibkitRecord("maximumTrackTintColor", maximumTrackTintColor) } }
    /// The color used to tint the default thumb images.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/thumbtintcolor
    open var thumbTintColor: UIColor? { didSet { _ibkitRecord("thumbTintColor", thumbTintColor) } }
    /// The image representing the slider's minimum value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/minimumvalueimage
    open var minimumValueImage: UIImage? { didSet { _ibkitRecord("minimumValueImage", minimumValueImage) } }
    /// The image representing the slider's maximum value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/maximumvalueimage
    open var maximumValueImage: UIImage? { didSet { _ibkitRecord("maximumValueImage", maximumValueImage) } }
    /// Sets the slider's current value, allowing you to animate the change visually.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
}

/// A control for incrementing or decrementing a value.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper
open class UIStepper: UIControl {
    /// The numeric value of the stepper.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/value
    open var value: Double = 0 { didSet { _ibkitRecord("value", value) } }
    /// The lowest possible numeric value for the stepper.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
    open var minimumValue: Double = 0 { didSet { _ibkitRecord("minimumValue", minimumValue) } }
    /// The highest possible numeric value for the stepper.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
    open var maximumValue: Double = 100 { didSet { _ibkitRecord("maximumValue", maximumValue) } }
    /// The step, or increment, value for the stepper.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/stepvalue
    open var stepValue: Double = 1 { didSet { _ibkitRecord("stepValue", stepValue) } }
    /// A Boolean value that determines whether to repeatedly change the stepper's value as the user presses and holds a stepper button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/autorepeat
    open var autorepeat: Bool = true { didSet { _ibkitRecord("autorepeat", autorepeat) } }
    /// A Boolean value that determines whether to send value changes during user interaction or after user interaction ends.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/iscontinuous
    open var isContinuous: Bool = true { didSet { _ibkitRecord("isContinuous", isContinuous) } }
    /// A Boolean value that determines whether the stepper can wrap its value to the minimum or maximum value when incrementing and decrementing the value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uistepper/wraps
    open var wraps: Bool = false { didSet { _ibkitRecord("wraps", wraps) } }
}

/// A control that displays a horizontal series of dots, each of which corresponds to a page in the app's document or other data-model entity.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipagecontrol
open class UIPageControl: UIControl {
    /// The number of pages the page control shows as dots.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipagecontrol/numberofpages
    open var numberOfPages: Int = 0 { didSet { _ibkitRecord("numberOfPages", numberOfPages) } }
    /// The current page, displayed as a white dot.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipagecontrol/currentpage
    open var currentPage: Int = 0 { didSet { _ibkitRecord("currentPage", currentPage) } }
    /// A Boolean value that determines whether to hide the indicator when there's only one page.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipagecontrol/hidesforsinglepage
    open var hidesForSinglePage: Bool = false { didSet { _ibkitRecord("hidesForSinglePage", hidesForSinglePage) } }
    /// The tint color for non-selected indicators in the page control.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor
    open var pageIndicatorTintColor: UIColor? { didSet { _ibkitRecord("pageIndicatorTintColor", pageIndicatorTintColor) } }
    /// The tint color for the currently-selected indicators in the page control.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { _ibkitRecord("currentPageIndicatorTintColor", currentPageIndicatorTintColor) }
    }
}

/// A horizontal control that consists of multiple segments, each segment functioning as a discrete button.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol
open class UISegmentedControl: UIControl {
    var _ibkitSegments: [(title: String?, image: UIImage?)] = []

    /// Creates a segmented control with the given frame.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a segmented control from data in an unarchiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Initializes and returns a segmented control with segments having the given titles or images.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() {
            if let image = item as? UIImage { insertSegment(with: image, at: index, animated: false) }
            else { insertSegment(withTitle: String(describing: item), at: index, animated: false) }
        }
    }

    func _ibkitRecordSegments() {
        for (index, segment) in _ibkitSegments.enumerated() {
            _ibkitProperties.removeValue(forKey: "segment[\(index)].title")
            _ibkitProperties.removeValue(forKey: "segment[\(index)].image")
            if let title = segment.title { _ibkitRecord("segment[\(index)].title", title) }
            if let image = segment.image { _ibkitRecord("segment[\(index)].image", image) }
        }
    }

    /// Inserts a segment at a specific position in the receiver and gives it a title as content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _ibkitSegments.insert((title, nil), at: max(0, min(segment, _ibkitSegments.count)))
        _ibkitRecordSegments()
    }
    /// Inserts a segment at a specified position in the receiver and gives it an image as content.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(with:at:animated:)
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _ibkitSegments.insert((nil, image), at: max(0, min(segment, _ibkitSegments.count)))
        _ibkitRecordSegments()
    }
    /// Removes all segments of the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()
    open func removeAllSegments() {
        for index in _ibkitSegments.indices {
            _ibkitProperties.removeValue(forKey: "segment[\(index)].title")
            _ibkitProperties.removeValue(forKey: "segment[\(index)].image")
        }
        _ibkitSegments = []
    }
    /// Sets the title of a segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitle(_:forsegmentat:)
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard _ibkitSegments.indices.contains(segment) else { return }
        _ibkitSegments[segment].title = title
        _ibkitRecord("segment[\(segment)].title", title)
    }
    /// Returns the title of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
    open func titleForSegment(at segment: Int) -> String? {
        _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].title : nil
    }
    /// Sets the content of a segment to a given image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setimage(_:forsegmentat:)
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard _ibkitSegments.indices.contains(segment) else { return }
        _ibkitSegments[segment].image = image
        _ibkitRecord("segment[\(segment)].image", image)
    }
    /// Returns the image for a specific segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/imageforsegment(at:)
    open func imageForSegment(at segment: Int) -> UIImage? {
        _ibkitSegments.indices.contains(segment) ? _ibkitSegments[segment].image : nil
    }
    /// Sets the width of the specified segment of the receiver.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setwidth(_:forsegmentat:)
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { _ibkitRecord("segment[\(segment)].width", width) }
    /// Enables the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setenabled(_:forsegmentat:)
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { _ibkitRecord("segment[\(segment)].enabled", enabled) }
    /// Adjusts the offset for drawing the content (image or text) of the specified segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/setcontentoffset(_:forsegmentat:)
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) { _ibkitRecord("segment[\(segment)].contentOffset", offset) }

    /// Returns the number of segments the receiver has.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
    open var numberOfSegments: Int { _ibkitSegments.count }
    /// The index number identifying the selected segment (that is, the last segment touched).
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment { didSet { _ibkitRecord("selectedSegmentIndex", selectedSegmentIndex) } }
    /// The color to use for highlighting the currently selected segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmenttintcolor
    open var selectedSegmentTintColor: UIColor? { didSet { _ibkitRecord("selectedSegmentTintColor", selectedSegmentTintColor) } }
    /// A Boolean value that determines whether segments in the receiver show selected state.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/ismomentary
    open var isMomentary: Bool = false { didSet { _ibkitRecord("isMomentary", isMomentary) } }
    /// A Boolean value that indicates whether the control attempts to adjust segment widths based on their content widths.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/apportionssegmentwidthsbycontent
    open var apportionsSegmentWidthsByContent: Bool = false {
        didSet { _ibkitRecord("apportionsSegmentWidthsByContent", apportionsSegmentWidthsByContent) }
    }
    /// A segment index value indicating that there's no selected segment.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
    public static let noSegment: Int = -1
}
