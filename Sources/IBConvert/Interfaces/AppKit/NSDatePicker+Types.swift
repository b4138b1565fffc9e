// NSDatePicker's styles, modes and element flags.

extension NSDatePicker {
    /// The visual styles of a date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/style
    public enum Style: UInt {
        /// A text field with an attached stepper.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/style/textfieldandstepper
        case textFieldAndStepper = 0
        /// A graphical calendar and clock.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/style/clockandcalendar
        case clockAndCalendar = 1
        /// A text field without a stepper.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/style/textfield
        case textField = 2
    }

    /// The selection modes of a date picker.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/mode
    public enum Mode: UInt {
        /// The date picker selects a single date.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/mode/single
        case single = 0
        /// The date picker selects a range of dates.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/mode/range
        case range = 1
    }

    /// The elements a date picker shows.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags
    public struct ElementFlags: _IBKitNamedOptions, Hashable {
        /// The raw bits of the set.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/rawvalue
        public let rawValue: UInt
        /// Creates a set from raw bits.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Hour and minute.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/hourminute
        public static let hourMinute = ElementFlags(rawValue: 0x000c)
        /// Hour, minute and second.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/hourminutesecond
        public static let hourMinuteSecond = ElementFlags(rawValue: 0x000e)
        /// The time zone.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/timezone
        public static let timeZone = ElementFlags(rawValue: 0x0010)
        /// Year and month.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/yearmonth
        public static let yearMonth = ElementFlags(rawValue: 0x00c0)
        /// Year, month and day.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/yearmonthday
        public static let yearMonthDay = ElementFlags(rawValue: 0x00e0)
        /// The era.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/era
        public static let era = ElementFlags(rawValue: 0x0100)

        /// Recording: the single members with their Swift names, in declaration order.
        public static var _ibkitNames: [(ElementFlags, String)] {
            [(.hourMinute, "hourMinute"), (.hourMinuteSecond, "hourMinuteSecond"), (.timeZone, "timeZone"),
             (.yearMonth, "yearMonth"), (.yearMonthDay, "yearMonthDay"), (.era, "era")]
        }
    }
}
