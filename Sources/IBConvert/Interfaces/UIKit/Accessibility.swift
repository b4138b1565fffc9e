// Accessibility: the properties interface documents set on views, and accessibility traits.

extension UIView {
    func _ibkitStored<T>(_ key: String, _ fallback: T) -> T { _ibkitStorage[key] as? T ?? fallback }
    func _ibkitStore<T>(_ key: String, _ value: T) { _ibkitStorage[key] = value; _ibkitRecord(key, value) }

    /// A string that identifies the element.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    public var accessibilityIdentifier: String? {
        get { _ibkitStored("accessibilityIdentifier", nil) }
        set { _ibkitStore("accessibilityIdentifier", newValue) }
    }
    /// A localized string that succinctly identifies the accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    public var accessibilityLabel: String? {
        get { _ibkitStored("accessibilityLabel", nil) }
        set { _ibkitStore("accessibilityLabel", newValue) }
    }
    /// A localized string that contains a brief description of the result of performing an action on the accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    public var accessibilityHint: String? {
        get { _ibkitStored("accessibilityHint", nil) }
        set { _ibkitStore("accessibilityHint", newValue) }
    }
    /// A localized string that represents the current value of the accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    public var accessibilityValue: String? {
        get { _ibkitStored("accessibilityValue", nil) }
        set { _ibkitStore("accessibilityValue", newValue) }
    }
    /// A Boolean value that indicates whether the element is an accessibility element that an assistive app can access.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    public var isAccessibilityElement: Bool {
        get { _ibkitStored("isAccessibilityElement", false) }
        set { _ibkitStore("isAccessibilityElement", newValue) }
    }
    /// The combination of accessibility traits that best characterizes the accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    public var accessibilityTraits: UIAccessibilityTraits {
        get { _ibkitStored("accessibilityTraits", UIAccessibilityTraits.none) }
        set { _ibkitStore("accessibilityTraits", newValue) }
    }
    /// A Boolean value that indicates whether VoiceOver ignores the elements within views that are siblings of the element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    public var accessibilityViewIsModal: Bool {
        get { _ibkitStored("accessibilityViewIsModal", false) }
        set { _ibkitStore("accessibilityViewIsModal", newValue) }
    }
    /// A Boolean value that indicates whether VoiceOver hides the accessibility elements within this accessibility element.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    public var accessibilityElementsHidden: Bool {
        get { _ibkitStored("accessibilityElementsHidden", false) }
        set { _ibkitStore("accessibilityElementsHidden", newValue) }
    }
    /// A Boolean value that indicates whether the element's accessibility content is grouped with its children.
    /// - SeeAlso: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren
    public var shouldGroupAccessibilityChildren: Bool {
        get { _ibkitStored("shouldGroupAccessibilityChildren", false) }
        set { _ibkitStore("shouldGroupAccessibilityChildren", newValue) }
    }
}

/// Constants that describe how an accessibility element behaves.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, _IBKitNamedOptions {
    /// The raw bit mask.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
    public let rawValue: UInt64
    /// Creates a set of traits from a raw bit mask.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The accessibility element has no traits.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    public static let none = UIAccessibilityTraits([])
    /// The accessibility element is a button.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element is a link.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element is an image.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is currently selected.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element plays its own sound when activated.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/playssound
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element behaves as a keyboard key.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element is static text that the user can't change.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element provides summary information when the app starts.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/summaryelement
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element isn't enabled and doesn't respond to user interaction.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element frequently updates its label or value.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/updatesfrequently
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element is a search field.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/startsmediasession
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows continuous adjustment through a range of values.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/allowsdirectinteraction
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within it.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/causespageturn
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element is a tab bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The accessibility element is a header that divides content into sections, such as the title of a navigation bar.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

    public static var _ibkitNames: [(UIAccessibilityTraits, String)] {
        [(.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
         (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
         (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
         (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
         (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
         (.tabBar, "tabBar"), (.header, "header")]
    }
}
