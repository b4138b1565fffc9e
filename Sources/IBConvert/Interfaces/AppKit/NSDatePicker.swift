// NSDatePicker: date and time entry.

/// A set of optional methods a date picker cell's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepickercelldelegate
public protocol NSDatePickerCellDelegate: AnyObject {}

/// A control for displaying and editing an date value.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker
open class NSDatePicker: NSControl {
    override func _ibkitMakeCell() -> NSCell? { NSDatePickerCell() }

    /// The date picker's style.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/datepickerstyle
    open var datePickerStyle: NSDatePicker.Style = .textFieldAndStepper { didSet { _ibkitRecord("datePickerStyle", datePickerStyle) } }
    /// The date picker's mode (single date or range).
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/datepickermode
    open var datePickerMode: NSDatePicker.Mode = .single { didSet { _ibkitRecord("datePickerMode", datePickerMode) } }
    /// A bitmask that indicates which visual elements of the date picker are currently shown.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/datepickerelements
    open var datePickerElements: NSDatePicker.ElementFlags = [.yearMonthDay, .hourMinuteSecond] {
        didSet { _ibkitRecord("datePickerElements", datePickerElements) }
    }
    /// The date displayed by the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/datevalue
    open var dateValue: Date = Date() { didSet { _ibkitRecord("dateValue", dateValue) } }
    /// The time interval that represents the date range when the date picker is in range mode.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/timeinterval
    open var timeInterval: TimeInterval = 0 { didSet { _ibkitRecord("timeInterval", timeInterval) } }
    /// The minimum date value the date picker allows as input.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/mindate
    open var minDate: Date? { didSet { _ibkitRecord("minDate", minDate) } }
    /// The maximum date value the date picker allows as input.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/maxdate
    open var maxDate: Date? { didSet { _ibkitRecord("maxDate", maxDate) } }
    /// The calendar used by the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/calendar
    open var calendar: Calendar? { didSet { _ibkitRecord("calendar", calendar.map { "\($0.identifier)" }) } }
    /// The locale used by the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/locale
    open var locale: Locale? { didSet { _ibkitRecord("locale", locale) } }
    /// The time zone used by the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/timezone
    open var timeZone: TimeZone? { didSet { _ibkitRecord("timeZone", timeZone) } }
    /// A Boolean value that indicates whether the date picker has a bezeled border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/isbezeled
    open var isBezeled: Bool = true { didSet { _ibkitRecord("isBezeled", isBezeled) } }
    /// A Boolean value that indicates whether the date picker has a plain border.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/isbordered
    open var isBordered: Bool = false { didSet { _ibkitRecord("isBordered", isBordered) } }
    /// A Boolean value that indicates whether the date picker draws its background.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/drawsbackground
    open var drawsBackground: Bool = false { didSet { _ibkitRecord("drawsBackground", drawsBackground) } }
    /// The background color of the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/backgroundcolor
    open var backgroundColor: NSColor = .controlBackgroundColor { didSet { _ibkitRecord("backgroundColor", backgroundColor) } }
    /// The text color of the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/textcolor
    open var textColor: NSColor = .controlTextColor { didSet { _ibkitRecord("textColor", textColor) } }
    /// A Boolean value that indicates whether a text-field date picker shows a calendar overlay while editing.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/presentscalendaroverlay
    open var presentsCalendarOverlay: Bool = false { didSet { _ibkitRecord("presentsCalendarOverlay", presentsCalendarOverlay) } }
    /// The date picker's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/delegate
    open weak var delegate: NSDatePickerCellDelegate?
}
