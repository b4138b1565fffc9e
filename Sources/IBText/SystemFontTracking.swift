/// The tracking the system font (SF Pro) applies at each point size, as Apple publishes it.
///
/// Source: Human Interface Guidelines, Typography, Specifications, "Tracking values"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// the table for SF Pro on iOS, iPadOS and macOS. UIKit and AppKit apply it by themselves, so it
/// is part of every stored width of system-font text; only the advances are left to fit.
public enum SystemFontTracking {
    /// Tracking in thousandths of an em by point size, for the sizes the table lists (6 to 96).
    /// Sizes between two rows take the lower row's value, as the table's ranges do.
    public static let thousandthsOfEm: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (88, 0),
        (96, 0),
    ]

    /// Tracking in points per character at `size`: the published value times the size. Below 6
    /// points the 6-point value holds; from 80 points on there is none.
    public static func points(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        var value = thousandthsOfEm[0].value
        for row in thousandthsOfEm {
            guard row.size <= size else { break }
            value = row.value
        }
        return value / 1000 * size
    }
}
