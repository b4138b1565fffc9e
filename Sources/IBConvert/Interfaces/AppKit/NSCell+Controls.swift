// The cells of segmented controls, sliders, steppers, image views, level indicators, date pickers,
// path controls and browsers.

/// A cell that implements the user interface of a segmented control.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcell
open class NSSegmentedCell: NSActionCell {
    /// The number of segments in the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcell/segmentcount
    open var segmentCount: Int = 0 { didSet { _ibkitRecord("segmentCount", segmentCount) } }
    /// The tracking behavior of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcell/trackingmode
    open var trackingMode: NSSegmentedControl.SwitchTracking = .selectOne { didSet { _ibkitRecord("trackingMode", trackingMode) } }
    /// The visual style of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssegmentedcell/segmentstyle
    open var segmentStyle: NSSegmentedControl.Style = .automatic { didSet { _ibkitRecord("segmentStyle", segmentStyle) } }
}

/// A cell that implements the user interface of a slider.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslidercell
open class NSSliderCell: NSActionCell {
    /// The minimum value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslidercell/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The maximum value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslidercell/maxvalue
    open var maxValue: Double = 1 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The number of tick marks of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslidercell/numberoftickmarks
    open var numberOfTickMarks: Int = 0 { didSet { _ibkitRecord("numberOfTickMarks", numberOfTickMarks) } }
    /// Where the cell's tick marks are displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslidercell/tickmarkposition
    open var tickMarkPosition: NSSlider.TickMarkPosition = .below { didSet { _ibkitRecord("tickMarkPosition", tickMarkPosition) } }
    /// The type of the slider the cell draws.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsslidercell/slidertype
    open var sliderType: NSSlider.SliderType = .linear { didSet { _ibkitRecord("sliderType", sliderType) } }
}

/// A cell that implements the user interface of a stepper.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nssteppercell
open class NSStepperCell: NSActionCell {
    /// The minimum value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssteppercell/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The maximum value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssteppercell/maxvalue
    open var maxValue: Double = 59 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The amount by which the cell's value changes per step.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nssteppercell/increment
    open var increment: Double = 1 { didSet { _ibkitRecord("increment", increment) } }
}

/// A cell that displays a single image.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagecell
open class NSImageCell: NSCell {
    /// The scaling mode of the cell's image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagecell/imagescaling
    open var imageScaling: NSImageScaling = .scaleProportionallyDown { didSet { _ibkitRecord("imageScaling", imageScaling) } }
    /// The alignment of the cell's image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagecell/imagealignment
    open var imageAlignment: NSImageAlignment = .alignCenter { didSet { _ibkitRecord("imageAlignment", imageAlignment) } }
    /// The style of frame drawn around the image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimagecell/imageframestyle
    open var imageFrameStyle: NSImageView.FrameStyle = .none { didSet { _ibkitRecord("imageFrameStyle", imageFrameStyle) } }
}

/// A cell that implements the user interface of a level indicator.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicatorcell
open class NSLevelIndicatorCell: NSActionCell {
    /// The style of the level indicator the cell draws.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicatorcell/levelindicatorstyle
    open var levelIndicatorStyle: NSLevelIndicator.Style = .relevancy { didSet { _ibkitRecord("levelIndicatorStyle", levelIndicatorStyle) } }
    /// The minimum value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicatorcell/minvalue
    open var minValue: Double = 0 { didSet { _ibkitRecord("minValue", minValue) } }
    /// The maximum value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicatorcell/maxvalue
    open var maxValue: Double = 0 { didSet { _ibkitRecord("maxValue", maxValue) } }
    /// The warning value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicatorcell/warningvalue
    open var warningValue: Double = 0 { didSet { _ibkitRecord("warningValue", warningValue) } }
    /// The critical value of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslevelindicatorcell/criticalvalue
    open var criticalValue: Double = 0 { didSet { _ibkitRecord("criticalValue", criticalValue) } }
}

/// A cell that implements the user interface of a date picker.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercell
open class NSDatePickerCell: NSActionCell {
    /// The style of the date picker the cell draws.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercell/datepickerstyle
    open var datePickerStyle: NSDatePicker.Style = .textFieldAndStepper { didSet { _ibkitRecord("datePickerStyle", datePickerStyle) } }
    /// The mode of the cell.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercell/datepickermode
    open var datePickerMode: NSDatePicker.Mode = .single { didSet { _ibkitRecord("datePickerMode", datePickerMode) } }
    /// The elements the cell shows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercell/datepickerelements
    open var datePickerElements: NSDatePicker.ElementFlags = [.yearMonthDay, .hourMinuteSecond] {
        didSet { _ibkitRecord("datePickerElements", datePickerElements) }
    }
    /// The date the cell displays.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercell/datevalue
    open var dateValue: Date = Date() { didSet { _ibkitRecord("dateValue", dateValue) } }
    /// The cell's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercell/delegate
    open weak var delegate: NSDatePickerCellDelegate?
}

/// A cell that implements the user interface of a path control.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcell
open class NSPathCell: NSActionCell {
    /// The style of the path the cell draws.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcell/pathstyle
    open var pathStyle: NSPathControl.Style = .standard { didSet { _ibkitRecord("pathStyle", pathStyle) } }
    /// The path value the cell displays.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nspathcell/url
    open var url: URL? { didSet { _ibkitRecord("url", url) } }
}

/// The user interface of a browser's items.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowsercell
open class NSBrowserCell: NSCell {
    /// A Boolean value that indicates whether the cell is a leaf (has no children).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowsercell/isleaf
    open var isLeaf: Bool = false { didSet { _ibkitRecord("isLeaf", isLeaf) } }
    /// A Boolean value that indicates whether the cell is loaded.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsbrowsercell/isloaded
    open var isLoaded: Bool = false { didSet { _ibkitRecord("isLoaded", isLoaded) } }
}
