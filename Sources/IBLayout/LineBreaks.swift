/// Where a line of text may break, as TextKit's word wrapping finds it (a subset of Unicode's
/// line breaking algorithm, UAX #14): after spaces, after a hyphen between letters, and around
/// each Chinese or Japanese character, which need no space to break. Korean breaks at its spaces:
/// a label's standard line break strategy (iOS 14 on) holds Hangul words together.
enum LineBreaks {
    /// One unbreakable run of a text and the spaces that precede it: the text is their
    /// concatenation; a line that starts with a run leaves its spaces out.
    struct Run: Equatable {
        var spaces: String
        var text: String
    }

    /// The runs of `text`, split at its break opportunities.
    static func runs(of text: String) -> [Run] {
        var runs: [Run] = []
        var spaces = String.UnicodeScalarView(), current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        func close() {
            guard !current.isEmpty || !spaces.isEmpty else { return }
            runs.append(Run(spaces: String(spaces), text: String(current)))
            spaces = String.UnicodeScalarView()
            current = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == " " {
                // Spaces belong to the run after them.
                if !current.isEmpty { close() }
                spaces.append(scalar)
                continue
            }
            if !current.isEmpty, let previous = current.last, breaksBetween(previous, scalar) { close() }
            current.append(scalar)
            if let next, breaksAfterHyphen(scalar, before: next, after: index > 0 ? scalars[index - 1] : nil) { close() }
        }
        close()
        return runs
    }

    /// A hyphen, or a dash that allows a break after it, between two letters: "long-" | "running".
    private static func breaksAfterHyphen(_ scalar: Unicode.Scalar, before next: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        guard ["-", "\u{2010}", "\u{2013}"].contains(scalar), let previous else { return false }
        return previous.properties.isAlphabetic && next.properties.isAlphabetic
    }

    /// Whether a line may break between two characters with no space between them: before or
    /// after an ideograph or kana, but not before closing punctuation or a small kana, nor after
    /// opening punctuation.
    private static func breaksBetween(_ previous: Unicode.Scalar, _ scalar: Unicode.Scalar) -> Bool {
        guard isIdeographic(previous) || isIdeographic(scalar) else { return false }
        return !closing.contains(scalar) && !opening.contains(previous)
    }

    /// Characters TextKit breaks around without spaces: CJK ideographs, kana and the full-width
    /// punctuation written with them.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60,
             0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// What a line never starts with: closing punctuation, iteration marks and small kana.
    private static let closing: Set<Unicode.Scalar> = Set("、。，．：；！？）」』】〉》〕］｝ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ!),.:;?]}".unicodeScalars)
    /// What a line never ends with: opening punctuation.
    private static let opening: Set<Unicode.Scalar> = Set("（「『【〈《〔［｛([{".unicodeScalars)
}
