// UIDatePicker and UIPickerView.

/// A control used for the inputting of date and time values.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker
open class UIDatePicker: UIControl {
    /// The mode of the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode
    open var datePickerMode: Mode = .dateAndTime { didSet { _ibkitRecord("datePickerMode", datePickerMode) } }
    /// The preferred style for the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { _ibkitRecord("preferredDatePickerStyle", preferredDatePickerStyle) }
    }
    /// The interval at which the date picker displays minutes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/minuteinterval
    open var minuteInterval: Int = 1 { didSet { _ibkitRecord("minuteInterval", minuteInterval) } }
    /// The date the date picker displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/date
    open var date: Date = Date() { didSet { _ibkitRecord("date", date) } }
    /// The locale for the date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/locale
    open var locale: Locale? { didSet { _ibkitRecord("locale", locale) } }
    /// The time zone reflected in the date that the date picker displays.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/timezone
    open var timeZone: TimeZone? { didSet { _ibkitRecord("timeZone", timeZone?.identifier) } }
    /// The minimum date that the date picker can show.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate
    open var minimumDate: Date? { didSet { _ibkitRecord("minimumDate", minimumDate) } }
    /// The maximum date that the date picker can show.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate
    open var maximumDate: Date? { didSet { _ibkitRecord("maximumDate", maximumDate) } }
    /// The value displayed by the date picker when the mode property is set to show a countdown time.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/countdownduration
    open var countDownDuration: TimeInterval = 0 { didSet { _ibkitRecord("countDownDuration", countDownDuration) } }
    /// Sets the date to display in the date picker, with an option to animate the setting.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The mode that determines whether dates, times, or both dates and times are displayed.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/mode
    public enum Mode: Int {
        /// A mode that displays the date in hours, minutes, and (optionally) an AM/PM designation.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/mode/time
        case time = 0
        /// A mode that displays the date in months, days of the month, and years.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/mode/date
        case date = 1
        /// A mode that displays the date as unified day of the week, month, and day of the month values, plus hours, minutes, and (optionally) an AM/PM designation.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/mode/dateandtime
        case dateAndTime = 2
        /// A mode that displays hour and minute values.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/mode/countdowntimer
        case countDownTimer = 3
        /// A mode that displays the date in months and years.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth
        case yearAndMonth = 4
    }
}

/// Constants that describe the style of a date picker.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int {
    /// A style indicating that the system picks the concrete style based on the current platform and date picker mode.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepickerstyle/automatic
    case automatic = 0
    /// A style indicating that the date picker displays as a wheel picker.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepickerstyle/wheels
    case wheels = 1
    /// A style indicating that the date picker displays as a label that when tapped displays a calendar-style editor.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepickerstyle/compact
    case compact = 2
    /// A style indicating that the date picker displays as an inline, editable field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatepickerstyle/inline
    case inline = 3
}

/// The interface for the data source of a picker view (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerviewdatasource
public protocol UIPickerViewDataSource: AnyObject {}

/// The interface for the delegate of a picker view (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerviewdelegate
public protocol UIPickerViewDelegate: AnyObject {}

/// A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of values.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerview
open class UIPickerView: UIView {
    /// The data source for the picker view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerview/datasource
    open weak var dataSource: UIPickerViewDataSource?
    /// The delegate for the picker view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerview/delegate
    open weak var delegate: UIPickerViewDelegate?
    /// A Boolean value that determines whether to display the selection indicator.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerview/showsselectionindicator
    open var showsSelectionIndicator: Bool = false { didSet { _ibkitRecord("showsSelectionIndicator", showsSelectionIndicator) } }
    /// Reloads all components of the picker view.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uipickerview/reloadallcomponents()
    open func reloadAllComponents() {}
}
