// Semantic text content types and data detector types.

/// The semantic meaning for a text input area.
///
/// The canonical (recorded) text of a content type is its Swift member name (`username`, `oneTimeCode`);
/// a value built from an unknown raw value records as `rawValue(<raw>)`.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: RawRepresentable, Hashable, _IBKitCanonical {
    /// The string that identifies the content type.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/rawvalue
    public var rawValue: String
    /// Creates a content type from its raw string value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its raw string value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The content type for a full name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/name
    public static let name = UITextContentType("name")
    /// The content type for a prefix or title, such as Dr.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/nameprefix
    public static let namePrefix = UITextContentType("honorific-prefix")
    /// The content type for a given name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/givenname
    public static let givenName = UITextContentType("given-name")
    /// The content type for a middle name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/middlename
    public static let middleName = UITextContentType("additional-name")
    /// The content type for a family name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/familyname
    public static let familyName = UITextContentType("family-name")
    /// The content type for a suffix, such as Jr.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/namesuffix
    public static let nameSuffix = UITextContentType("honorific-suffix")
    /// The content type for a nickname.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/nickname
    public static let nickname = UITextContentType("nickname")
    /// The content type for a job title.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/jobtitle
    public static let jobTitle = UITextContentType("organization-title")
    /// The content type for an organization name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/organizationname
    public static let organizationName = UITextContentType("organization")
    /// The content type for a location, such as a point of interest, an address, or another way to identify a location.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/location
    public static let location = UITextContentType("location")
    /// The content type for a street address that fully identifies a location.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/fullstreetaddress
    public static let fullStreetAddress = UITextContentType("street-address")
    /// The content type for the first line of a street address.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline1
    public static let streetAddressLine1 = UITextContentType("address-line1")
    /// The content type for the second line of a street address.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/streetaddressline2
    public static let streetAddressLine2 = UITextContentType("address-line2")
    /// The content type for a city name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscity
    public static let addressCity = UITextContentType("address-level2")
    /// The content type for a state name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/addressstate
    public static let addressState = UITextContentType("address-level1")
    /// The content type for a city name combined with a state name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/addresscityandstate
    public static let addressCityAndState = UITextContentType("address-level1+2")
    /// The content type for a sublocality.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/sublocality
    public static let sublocality = UITextContentType("address-level3")
    /// The content type for a country or region name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/countryname
    public static let countryName = UITextContentType("country-name")
    /// The content type for a postal code.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/postalcode
    public static let postalCode = UITextContentType("postal-code")
    /// The content type for a telephone number.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
    public static let telephoneNumber = UITextContentType("tel")
    /// The content type for an email address.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
    public static let emailAddress = UITextContentType("email")
    /// The content type for a URL.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/url
    public static let URL = UITextContentType("url")
    /// The content type for a credit card number.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/creditcardnumber
    public static let creditCardNumber = UITextContentType("cc-number")
    /// The content type for an account or login name.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/username
    public static let username = UITextContentType("username")
    /// The content type for a password.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/password
    public static let password = UITextContentType("password")
    /// The content type for a new password.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/newpassword
    public static let newPassword = UITextContentType("new-password")
    /// The content type for a single-factor SMS login code.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// The content type for a parcel tracking number.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/shipmenttrackingnumber
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    /// The content type for an airline flight number.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/flightnumber
    public static let flightNumber = UITextContentType("flight-number")
    /// The content type for a date, time, or duration.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextcontenttype/datetime
    public static let dateTime = UITextContentType("date-time")

    static let _ibkitNames: [(UITextContentType, String)] = [
        (.name, "name"), (.namePrefix, "namePrefix"), (.givenName, "givenName"), (.middleName, "middleName"),
        (.familyName, "familyName"), (.nameSuffix, "nameSuffix"), (.nickname, "nickname"), (.jobTitle, "jobTitle"),
        (.organizationName, "organizationName"), (.location, "location"), (.fullStreetAddress, "fullStreetAddress"),
        (.streetAddressLine1, "streetAddressLine1"), (.streetAddressLine2, "streetAddressLine2"),
        (.addressCity, "addressCity"), (.addressState, "addressState"), (.addressCityAndState, "addressCityAndState"),
        (.sublocality, "sublocality"), (.countryName, "countryName"), (.postalCode, "postalCode"),
        (.telephoneNumber, "telephoneNumber"), (.emailAddress, "emailAddress"), (.URL, "URL"),
        (.creditCardNumber, "creditCardNumber"), (.username, "username"), (.password, "password"),
        (.newPassword, "newPassword"), (.oneTimeCode, "oneTimeCode"), (.shipmentTrackingNumber, "shipmentTrackingNumber"),
        (.flightNumber, "flightNumber"), (.dateTime, "dateTime"),
    ]

    public var _ibkitCanonicalText: String {
        Self._ibkitNames.first { $0.0 == self }?.1 ?? "rawValue(\(rawValue))"
    }
}

/// Types of data that you can convert to clickable URLs in a text view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes
public struct UIDataDetectorTypes: OptionSet, Hashable, _IBKitNamedOptions {
    /// The raw bit mask.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/rawvalue
    public let rawValue: UInt
    /// Creates a set of data detector types from a raw bit mask.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Detect strings formatted as phone numbers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/phonenumber
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Detect strings formatted as URLs.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/link
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Detect strings formatted as addresses.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/address
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Detect strings formatted as calendar events.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/calendarevent
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Detect strings formatted as parcel tracking numbers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/shipmenttrackingnumber
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Detect strings formatted as flight numbers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/flightnumber
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Detect strings that are suitable for a lookup.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/lookupsuggestion
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Detect strings that are monetary amounts.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/money
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Detect strings that are physical values, such as measurements.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/physicalvalue
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Detect all supported data types.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uidatadetectortypes/all
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)

    public static var _ibkitNames: [(UIDataDetectorTypes, String)] {
        [(.phoneNumber, "phoneNumber"), (.link, "link"), (.address, "address"), (.calendarEvent, "calendarEvent"),
         (.shipmentTrackingNumber, "shipmentTrackingNumber"), (.flightNumber, "flightNumber"),
         (.lookupSuggestion, "lookupSuggestion"), (.money, "money"), (.physicalValue, "physicalValue")]
    }
}
