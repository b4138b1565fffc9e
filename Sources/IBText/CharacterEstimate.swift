import Foundation

/// The advance of a character the system font's table does not measure: a stated estimate,
/// counted so that a measurement says it holds one, never silent.
///
/// - Spaces: U+0020 and U+00A0 take the fitted space (not estimates); the other Unicode spaces
///   their typographic widths (an en space half an em, an em space one, the thin ones less).
/// - Marks, joiners and variation selectors: nothing (they join the character before).
/// - Letters with diacritics outside the table (`ą`, `ő`): the letter they decompose to.
/// - CJK ideographs, kana, Hangul and full-width forms: one em, as every CJK font draws them.
/// - Emoji: 0.98 em and 6 points, as the corpus's emoji labels store them (16 points wide at 11
///   points, 19 at 13, 23 at 17 and 73 at 68: Apple Color Emoji's advance is not proportional).
/// - Anything else (other scripts, symbols): 0.6 em, a typical advance.
public enum CharacterEstimate {
    /// An estimated advance in ems, and whether it is an estimate at all.
    public struct Estimate: Sendable, Equatable {
        /// The part that scales with the point size.
        public var ems: Double
        /// The part that does not, in points.
        public var points = 0.0
        /// Whether no data gives the advance (a space's or a mark's is no estimate).
        public var isEstimate: Bool

        init(ems: Double, points: Double = 0, isEstimate: Bool) {
            self.ems = ems
            self.points = points
            self.isEstimate = isEstimate
        }
    }

    /// CJK and full-width characters' advance.
    public static let wide = 1.0
    /// Emoji's advance: this many ems, and `emojiPoints` more.
    public static let emoji = 0.98
    /// The part of emoji's advance that does not grow with the size.
    public static let emojiPoints = 6.0
    /// Any other character's advance.
    public static let other = 0.6

    /// The advance of `scalar`; `measured` gives a measured character's advance in ems (for the
    /// letter a decomposed one stands on).
    public static func advance(of scalar: Unicode.Scalar, space: Double, measured: (Unicode.Scalar) -> Double?) -> Estimate {
        switch scalar.value {
        case 0x20, 0xA0: return Estimate(ems: space, isEstimate: false)
        case 0x09, 0x0A, 0x0D: return Estimate(ems: 0, isEstimate: false)
        case 0x2002: return Estimate(ems: 0.5, isEstimate: true)
        case 0x2003: return Estimate(ems: 1, isEstimate: true)
        case 0x2000...0x200A, 0x202F, 0x205F: return Estimate(ems: space * 0.75, isEstimate: true)
        case 0x3000: return Estimate(ems: wide, isEstimate: true)
        default: break
        }
        if !takesRoom(scalar) { return Estimate(ems: 0, isEstimate: false) }
        if isWide(scalar) { return Estimate(ems: wide, isEstimate: true) }
        if scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value > 0x2000) {
            return Estimate(ems: emoji, points: emojiPoints, isEstimate: true)
        }
        if scalar.properties.isAlphabetic, scalar.value < 0x2000,
           let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first, base != scalar,
           let advance = measured(base) {
            return Estimate(ems: advance, isEstimate: true)
        }
        return Estimate(ems: other, isEstimate: true)
    }

    /// Whether the character takes room of its own: not a combining mark, joiner, variation
    /// selector or control character.
    public static func takesRoom(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return false
            default: return true
            }
        }
    }

    /// CJK ideographs, kana, Hangul and the full-width forms.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
