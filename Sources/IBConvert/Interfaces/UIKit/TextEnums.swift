// Text layout and text input trait enumerations.

/// Constants that specify text alignment.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int {
    /// Text is visually left aligned.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nstextalignment/left
    case left = 0
    /// Text is visually center aligned.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nstextalignment/center
    case center = 1
    /// Text is visually right aligned.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nstextalignment/right
    case right = 2
    /// Text is justified.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nstextalignment/justified
    case justified = 3
    /// Text uses the default alignment for the current localization of the app.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nstextalignment/natural
    case natural = 4
}

/// Constants that specify what happens when a line is too long for its container.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int {
    /// The value that indicates that wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping
    case byWordWrapping = 0
    /// The value that indicates that wrapping occurs before the first character that doesn't fit.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode/bycharwrapping
    case byCharWrapping = 1
    /// The value that indicates that lines don't extend past the edge of the text container.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode/byclipping
    case byClipping = 2
    /// The value that indicates that a line displays so that the end fits in the container and an ellipsis glyph indicates the missing text at the beginning.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatinghead
    case byTruncatingHead = 3
    /// The value that indicates that a line displays so that the beginning fits in the container and an ellipsis glyph indicates the missing text at the end.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingtail
    case byTruncatingTail = 4
    /// The value that indicates that a line displays so that the beginning and end fit in the container and an ellipsis glyph indicates the missing text in the middle.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingmiddle
    case byTruncatingMiddle = 5
}

/// Vertical adjustment options for text that shrinks to fit its label.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaselineadjustment
public enum UIBaselineAdjustment: Int {
    /// Adjust text relative to the position of its baseline.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaselineadjustment/alignbaselines
    case alignBaselines = 0
    /// Adjust text based relative to the center of its bounding box.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaselineadjustment/aligncenters
    case alignCenters = 1
    /// Adjust text relative to the top-left corner of the bounding box.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uibaselineadjustment/none
    case none = 2
}

/// Specifies the type of keyboard to display for a text-based view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int {
    /// Specifies the default keyboard for the current input method.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/default
    case `default` = 0
    /// Specifies a keyboard that displays standard ASCII characters.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/asciicapable
    case asciiCapable = 1
    /// Specifies the numbers and punctuation keyboard.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/numbersandpunctuation
    case numbersAndPunctuation = 2
    /// Specifies a keyboard optimized for URL entry.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/url
    case URL = 3
    /// Specifies a numeric keypad designed for PIN entry.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/numberpad
    case numberPad = 4
    /// Specifies a keypad designed for entering telephone numbers.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/phonepad
    case phonePad = 5
    /// Specifies a keypad designed for entering a person's name or phone number.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/namephonepad
    case namePhonePad = 6
    /// Specifies a keyboard optimized for entering email addresses.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/emailaddress
    case emailAddress = 7
    /// Specifies a keyboard with numbers and a decimal point.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad
    case decimalPad = 8
    /// Specifies a keyboard optimized for Twitter text entry, with easy access to the at (@) and hash (#) characters.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/twitter
    case twitter = 9
    /// Specifies a keyboard optimized for web search terms and URL entry.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/websearch
    case webSearch = 10
    /// Specifies a number pad that outputs only ASCII digits.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/asciicapablenumberpad
    case asciiCapableNumberPad = 11
    /// Deprecated; use `asciiCapable`.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardtype/alphabet
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The text string for the Return key on a keyboard.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int {
    /// Specifies that the visible title of the Return key is return.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/default
    case `default` = 0
    /// Specifies that the visible title of the Return key is Go.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/go
    case go = 1
    /// Specifies that the visible title of the Return key is Google.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/google
    case google = 2
    /// Specifies that the visible title of the Return key is Join.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/join
    case join = 3
    /// Specifies that the visible title of the Return key is Next.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/next
    case next = 4
    /// Specifies that the visible title of the Return key is Route.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/route
    case route = 5
    /// Specifies that the visible title of the Return key is Search.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/search
    case search = 6
    /// Specifies that the visible title of the Return key is Send.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/send
    case send = 7
    /// Specifies that the visible title of the Return key is Yahoo.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/yahoo
    case yahoo = 8
    /// Specifies that the visible title of the Return key is Done.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/done
    case done = 9
    /// Specifies that the visible title of the Return key is Emergency Call.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/emergencycall
    case emergencyCall = 10
    /// Specifies that the visible title of the Return key is Continue.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uireturnkeytype/continue
    case `continue` = 11
}

/// The auto-capitalization behavior of a text-based view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int {
    /// Specifies that there's no automatic text capitalization.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/none
    case none = 0
    /// Specifies automatic capitalization of the first letter of each word.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/words
    case words = 1
    /// Specifies automatic capitalization of the first letter of each sentence.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/sentences
    case sentences = 2
    /// Specifies automatic capitalization of all characters, such as for entry of two-character state abbreviations.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype/allcharacters
    case allCharacters = 3
}

/// The autocorrection behavior of a text-based view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int {
    /// Specifies an appropriate autocorrection behavior for the current script system.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/default
    case `default` = 0
    /// Specifies that autocorrection is disabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/no
    case no = 1
    /// Specifies that autocorrection is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextautocorrectiontype/yes
    case yes = 2
}

/// The spell-checking style of a text-based view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextspellcheckingtype
public enum UITextSpellCheckingType: Int {
    /// Specifies the default spell-checking behavior.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextspellcheckingtype/default
    case `default` = 0
    /// Specifies that spell-checking is disabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextspellcheckingtype/no
    case no = 1
    /// Specifies that spell-checking is enabled.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uitextspellcheckingtype/yes
    case yes = 2
}

/// The appearance style of the keyboard for a text-based view.
/// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardappearance
public enum UIKeyboardAppearance: Int {
    /// Specifies the default appearance for the current input method.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardappearance/default
    case `default` = 0
    /// Specifies a keyboard appearance suitable for a dark UI look.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardappearance/dark
    case dark = 1
    /// Specifies a keyboard appearance suitable for a light UI look.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardappearance/light
    case light = 2
    /// Specifies a keyboard appearance suitable for an alert panel.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uikeyboardappearance/alert
    public static var alert: UIKeyboardAppearance { .dark }
}
