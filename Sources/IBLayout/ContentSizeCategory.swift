/// The text size a person picks in Settings (Dynamic Type): seven sizes up to extra-extra-extra
/// large, and five larger accessibility sizes. Large is the default.
///
/// The point sizes are the iOS and iPadOS Dynamic Type tables of the Human Interface Guidelines
/// (Typography, Specifications: "Dynamic Type sizes"), one row per text style.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case extraSmall = "extra-small"
    case small
    case medium
    case large
    case extraLarge = "extra-large"
    case extraExtraLarge = "extra-extra-large"
    case extraExtraExtraLarge = "extra-extra-extra-large"
    case accessibilityMedium = "accessibility-medium"
    case accessibilityLarge = "accessibility-large"
    case accessibilityExtraLarge = "accessibility-extra-large"
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    /// The name Settings and the HIG use (`xxxL`, `AX5`).
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    /// The size in a person's words, with the name Settings gives it: `the largest accessibility
    /// text size (AX5)`.
    public var spokenName: String {
        switch self {
        case .extraExtraExtraLarge: "the largest standard text size (xxxL)"
        case .accessibilityExtraExtraExtraLarge: "the largest accessibility text size (AX5)"
        default: "text size " + rawValue.replacingOccurrences(of: "-", with: " ") + " (\(shortName))"
        }
    }

    /// A category by its name (`accessibility-extra-extra-extra-large`), UIKit's constant's
    /// (`UICTContentSizeCategoryAccessibilityXXXL`) or its short name (`AX5`, `xxxL`).
    public init?(name: String) {
        if let known = Self(rawValue: name) {
            self = known
            return
        }
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.shortName.lowercased() == lowered || Self.uiKitNames[$0.index].lowercased() == lowered }) else { return nil }
        self = match
    }

    /// The point size of a text style (`UICTFontTextStyleBody`) at this size; nil for a style the
    /// table does not list.
    public func pointSize(of style: String) -> Double? {
        let key = TextStyles.aliases[style] ?? style
        guard let row = Self.sizes[key] else { return nil }
        return row[index]
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    private var index: Int { Self.allCases.firstIndex(of: self)! }

    private static let uiKitNames = ["UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM", "UICTContentSizeCategoryL",
                                     "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL",
                                     "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL",
                                     "UICTContentSizeCategoryAccessibilityXL", "UICTContentSizeCategoryAccessibilityXXL",
                                     "UICTContentSizeCategoryAccessibilityXXXL"]

    /// Each style's size from extra small to AX5.
    private static let sizes: [String: [Double]] = Dictionary(uniqueKeysWithValues: [
        ("LargeTitle", [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        ("Title1", [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        ("Title2", [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        ("Title3", [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        ("Headline", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        ("Body", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        ("Callout", [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        ("Subhead", [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        ("Footnote", [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        ("Caption1", [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        ("Caption2", [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ].map { ("UICTFontTextStyle" + $0.0, $0.1) })
}
