import IBDocument

/// The Dynamic Type text styles: each one's point size, leading and weight at the default content
/// size, per platform.
///
/// Source: Human Interface Guidelines, Typography, Specifications (the iOS/iPadOS "Large" size, the
/// macOS and the tvOS tables): https://developer.apple.com/design/human-interface-guidelines/typography#Specifications.
/// WatchKit interfaces do not use Auto Layout, so watchOS's table is not needed here.
///
/// A one-line label's height is not the published leading: UILabel sets a line at the font's own
/// line height (a 17-point Body label is 20.33 points tall, as the corpus's stored frames show).
/// The lines after the first of a multi-line label in a text style step by the leading
/// (`IntrinsicContentSize.labelHeight`).
public enum TextStyles {
    /// One text style on one platform.
    public struct Style: Sendable, Hashable {
        /// Point size.
        public var size: Double
        /// Published line spacing, in points.
        public var leading: Double
        /// Its weight.
        public var weight: TextFace.Weight
    }

    /// The style a document names (`UICTFontTextStyleBody`), on a platform.
    public static func style(_ name: String, platform: Platform?) -> Style? {
        let key = aliases[name] ?? name
        switch platform {
        case .macOS: return macOS[key]
        case .tvOS: return tvOS[key]
        default: return iOS[key]
        }
    }

    /// The point size of a style, if ibkit knows it.
    public static func size(of name: String, platform: Platform?) -> Double? { style(name, platform: platform)?.size }

    /// Names documents write for the same style: Interface Builder saves Large Title as `Title0`,
    /// and an AppKit font's `textStyle` names its style in short (`subheadline`, as pock's
    /// onboarding and iTerm2's AI terminal write it).
    public static let aliases = [
        "UICTFontTextStyleTitle0": "UICTFontTextStyleLargeTitle", "largeTitle": "UICTFontTextStyleLargeTitle",
        "title1": "UICTFontTextStyleTitle1", "title2": "UICTFontTextStyleTitle2", "title3": "UICTFontTextStyleTitle3",
        "headline": "UICTFontTextStyleHeadline", "body": "UICTFontTextStyleBody", "callout": "UICTFontTextStyleCallout",
        "subheadline": "UICTFontTextStyleSubhead", "footnote": "UICTFontTextStyleFootnote",
        "caption1": "UICTFontTextStyleCaption1", "caption2": "UICTFontTextStyleCaption2",
    ]

    static func table(_ rows: [(String, Double, Double, TextFace.Weight)]) -> [String: Style] {
        Dictionary(uniqueKeysWithValues: rows.map { ("UICTFontTextStyle" + $0.0, Style(size: $0.1, leading: $0.2, weight: $0.3)) })
    }

    /// iOS and iPadOS at the default size (Large).
    static let iOS = table([
        ("LargeTitle", 34, 41, .regular), ("Title1", 28, 34, .regular), ("Title2", 22, 28, .regular),
        ("Title3", 20, 25, .regular), ("Headline", 17, 22, .semibold), ("Body", 17, 22, .regular),
        ("Callout", 16, 21, .regular), ("Subhead", 15, 20, .regular), ("Footnote", 13, 18, .regular),
        ("Caption1", 12, 16, .regular), ("Caption2", 11, 13, .regular),
    ])

    /// macOS.
    static let macOS = table([
        ("LargeTitle", 26, 32, .regular), ("Title1", 22, 26, .regular), ("Title2", 17, 22, .regular),
        ("Title3", 15, 20, .regular), ("Headline", 13, 16, .bold), ("Body", 13, 16, .regular),
        ("Callout", 12, 15, .regular), ("Subhead", 11, 14, .regular), ("Footnote", 10, 13, .regular),
        ("Caption1", 10, 13, .regular), ("Caption2", 10, 13, .regular),
    ])

    /// tvOS, read across a room: the corpus's tvOS labels (a 46-point Headline line, 69-point
    /// Title 2, 30-point Caption 1) are these sizes' lines. The titles and Callout are medium, as
    /// Headline is: VLC's tvOS texts at their width are medium's, each Xcode since 11 (Title 1
    /// "Label" 180, medium's 180.33 where regular's is 175; Title 2 "Please wait" 281, regular's
    /// 272; Title 3 "http://bonjour.local" 394, regular's 380; a Callout button 10 points wider
    /// than regular's title gives). No document shows the weight of Body, Subhead, Footnote or
    /// the captions.
    static let tvOS = table([
        ("Title1", 76, 96, .medium), ("Title2", 57, 66, .medium), ("Title3", 48, 56, .medium),
        ("Headline", 38, 46, .medium), ("Body", 29, 36, .regular), ("Callout", 31, 38, .medium),
        ("Subhead", 29, 36, .regular), ("Footnote", 23, 29, .regular), ("Caption1", 25, 32, .regular),
        ("Caption2", 23, 30, .regular),
    ])
}
