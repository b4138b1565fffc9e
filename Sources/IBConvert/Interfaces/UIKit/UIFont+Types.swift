// UIFont nested types: weights and text styles.

extension UIFont {
    /// The standard font weights for system fonts.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, _IBKitCanonical {
        /// The weight's numeric value, from -1.0 to 1.0.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
        public var rawValue: CGFloat
        /// Creates a weight from its numeric value.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its numeric value.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/init(_:)
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultralight font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
        public static let ultraLight = Weight(-0.8)
        /// The thin font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/thin
        public static let thin = Weight(-0.6)
        /// The light font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/light
        public static let light = Weight(-0.4)
        /// The regular font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(0)
        /// The medium font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/medium
        public static let medium = Weight(0.23)
        /// The semibold font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = Weight(0.3)
        /// The bold font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = Weight(0.4)
        /// The heavy font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        public static let heavy = Weight(0.56)
        /// The black font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/weight/black
        public static let black = Weight(0.62)

        static let _ibkitNames: [(Weight, String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"), (.medium, "medium"),
            (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
        ]
        var _ibkitName: String { Self._ibkitNames.first { $0.0 == self }?.1 ?? _ibkitNumber(rawValue) }
        public var _ibkitCanonicalText: String { _ibkitName }
    }

    /// Constants that describe the preferred styles for fonts.
    /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, _IBKitCanonical {
        /// The style's identifier, such as `UICTFontTextStyleBody`.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
        public var rawValue: String
        /// Creates a text style from its identifier.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a text style from its identifier.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The font for large titles.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The font for first-level hierarchical headings.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The font for second-level hierarchical headings.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The font for third-level hierarchical headings.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// The font for headings.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// The font for subheadings.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// The font for body text.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// The font for callouts.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// The font for footnotes.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// The font for standard captions.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// The font for alternate captions.
        /// - SeeAlso: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The point size of the style at the default (Large) content size category.
        var _ibkitDefaultSize: CGFloat {
            switch rawValue {
            case "UICTFontTextStyleTitle0": return 34
            case "UICTFontTextStyleTitle1": return 28
            case "UICTFontTextStyleTitle2": return 22
            case "UICTFontTextStyleTitle3": return 20
            case "UICTFontTextStyleSubhead": return 15
            case "UICTFontTextStyleCallout": return 16
            case "UICTFontTextStyleFootnote": return 13
            case "UICTFontTextStyleCaption1": return 12
            case "UICTFontTextStyleCaption2": return 11
            default: return 17
            }
        }
        public var _ibkitCanonicalText: String { rawValue }
    }
}
