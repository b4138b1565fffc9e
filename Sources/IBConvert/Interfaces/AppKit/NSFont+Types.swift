// NSFont nested types: weights and text styles.

extension NSFont {
    /// Standard font weights.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight
    public struct Weight: RawRepresentable, Hashable {
        /// The weight's value, from -1 to 1.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/rawvalue
        public var rawValue: CGFloat
        /// Creates a font weight from its value.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a font weight from its value.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/init(_:)
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultra-light font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight
        public static let ultraLight = Weight(-0.8)
        /// The thin font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/thin
        public static let thin = Weight(-0.6)
        /// The light font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/light
        public static let light = Weight(-0.4)
        /// The regular font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/regular
        public static let regular = Weight(0)
        /// The medium font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/medium
        public static let medium = Weight(0.23)
        /// The semibold font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/semibold
        public static let semibold = Weight(0.3)
        /// The bold font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/bold
        public static let bold = Weight(0.4)
        /// The heavy font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/heavy
        public static let heavy = Weight(0.56)
        /// The black font weight.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/weight/black
        public static let black = Weight(0.62)

        /// Recording: the weight's Swift name, else its number.
        var _ibkitName: String {
            let names: [(Weight, String)] = [(.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"),
                                             (.regular, "regular"), (.medium, "medium"), (.semibold, "semibold"),
                                             (.bold, "bold"), (.heavy, "heavy"), (.black, "black")]
            return names.first { $0.0 == self }?.1 ?? _ibkitNumber(rawValue)
        }
    }

    /// Constants that describe the preferred styles for fonts.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle
    public struct TextStyle: RawRepresentable, Hashable {
        /// The style's string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/init(rawvalue:)
        public var rawValue: String
        /// Creates a text style from its string.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The font for large titles.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/largetitle
        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIFontTextStyleLargeTitle")
        /// The font for first-level hierarchical headings.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/title1
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level hierarchical headings.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/title2
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level hierarchical headings.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/title3
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for subheadings.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for body text.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/callout
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for footnotes.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions.
        /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        static let _ibkitStyles: [(TextStyle, String, CGFloat)] = [
            (.largeTitle, "largeTitle", 26), (.title1, "title1", 22), (.title2, "title2", 17), (.title3, "title3", 15),
            (.headline, "headline", 13), (.subheadline, "subheadline", 11), (.body, "body", 13), (.callout, "callout", 12),
            (.footnote, "footnote", 10), (.caption1, "caption1", 10), (.caption2, "caption2", 10),
        ]
        /// Recording: the style's Swift name, else its string.
        var _ibkitName: String { TextStyle._ibkitStyles.first { $0.0 == self }?.1 ?? rawValue }
        /// The style's point size on macOS at the default content size.
        var _ibkitDefaultSize: CGFloat { TextStyle._ibkitStyles.first { $0.0 == self }?.2 ?? 13 }
    }
}
