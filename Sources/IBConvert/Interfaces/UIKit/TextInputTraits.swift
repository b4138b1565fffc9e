// UITextInputTraits: keyboard and text-entry behavior shared by text fields, text views and search bars.

/// A collection of properties that define the keyboard behavior and text-entry options for a text-based view.
///
/// Here the properties are provided by an extension for every view class that adopts the protocol.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits
public protocol UITextInputTraits: AnyObject {}

extension UITextInputTraits where Self: UIView {
    /// The configuration state for smart dashes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/smartdashestype
    public var smartDashesType: UITextSmartDashesType {
        get { _ibkitStored("smartDashesType", .default) }
        set { _ibkitStore("smartDashesType", newValue) }
    }
    /// The configuration state for smart quotes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/smartquotestype
    public var smartQuotesType: UITextSmartQuotesType {
        get { _ibkitStored("smartQuotesType", .default) }
        set { _ibkitStore("smartQuotesType", newValue) }
    }
    /// The configuration state for the smart insertion and deletion of space characters.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/smartinsertdeletetype
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { _ibkitStored("smartInsertDeleteType", .default) }
        set { _ibkitStore("smartInsertDeleteType", newValue) }
    }
    /// The autocapitalization style for the text object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { _ibkitStored("autocapitalizationType", .sentences) }
        set { _ibkitStore("autocapitalizationType", newValue) }
    }
    /// The autocorrection style for the text object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype
    public var autocorrectionType: UITextAutocorrectionType {
        get { _ibkitStored("autocorrectionType", .default) }
        set { _ibkitStore("autocorrectionType", newValue) }
    }
    /// The spell-checking style for the text object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/spellcheckingtype
    public var spellCheckingType: UITextSpellCheckingType {
        get { _ibkitStored("spellCheckingType", .default) }
        set { _ibkitStore("spellCheckingType", newValue) }
    }
    /// The keyboard type for the text object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    public var keyboardType: UIKeyboardType {
        get { _ibkitStored("keyboardType", .default) }
        set { _ibkitStore("keyboardType", newValue) }
    }
    /// The appearance style of the keyboard for the text object.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardappearance
    public var keyboardAppearance: UIKeyboardAppearance {
        get { _ibkitStored("keyboardAppearance", .default) }
        set { _ibkitStore("keyboardAppearance", newValue) }
    }
    /// The visible title of the Return key.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
    public var returnKeyType: UIReturnKeyType {
        get { _ibkitStored("returnKeyType", .default) }
        set { _ibkitStore("returnKeyType", newValue) }
    }
    /// A Boolean value that indicates whether the system automatically enables the Return key when the user enters text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/enablesreturnkeyautomatically
    public var enablesReturnKeyAutomatically: Bool {
        get { _ibkitStored("enablesReturnKeyAutomatically", false) }
        set { _ibkitStore("enablesReturnKeyAutomatically", newValue) }
    }
    /// A Boolean value that indicates whether the text object disables copying, and in some cases, prevents recording/broadcasting and also hides the text.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    public var isSecureTextEntry: Bool {
        get { _ibkitStored("isSecureTextEntry", false) }
        set { _ibkitStore("isSecureTextEntry", newValue) }
    }
    /// The semantic meaning for a text input area.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
    public var textContentType: UITextContentType! {
        get { _ibkitStored("textContentType", nil) }
        set { _ibkitStore("textContentType", newValue) }
    }
}

/// Smart-dash behaviors during text entry.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartdashestype
public enum UITextSmartDashesType: Int {
    /// Enables smart dashes according to the user's preferences.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartdashestype/default
    case `default` = 0
    /// Disables smart dashes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartdashestype/no
    case no = 1
    /// Enables smart dashes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartdashestype/yes
    case yes = 2
}

/// Smart-quote behaviors during text entry.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartquotestype
public enum UITextSmartQuotesType: Int {
    /// Enables smart quotes according to the user's preferences.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartquotestype/default
    case `default` = 0
    /// Disables smart quotes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartquotestype/no
    case no = 1
    /// Enables smart quotes.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartquotestype/yes
    case yes = 2
}

/// Smart-insert and smart-delete behaviors during text entry.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartinsertdeletetype
public enum UITextSmartInsertDeleteType: Int {
    /// Enables smart insertion and deletion according to the user's preferences.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartinsertdeletetype/default
    case `default` = 0
    /// Disables smart insertion and deletion.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartinsertdeletetype/no
    case no = 1
    /// Enables smart insertion and deletion.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextsmartinsertdeletetype/yes
    case yes = 2
}
