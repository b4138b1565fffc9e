extension TextMetrics {
    /// The character classes whose advances are scaled together by the fit.
    enum CharacterClass: Int, CaseIterable, Sendable {
        case lowercase, uppercase, digit, space, punctuation, other

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x61...0x7A: self = .lowercase
            case 0x41...0x5A: self = .uppercase
            case 0x30...0x39: self = .digit
            case 0x20: self = .space
            case 0x21...0x7E: self = .punctuation
            default: self = .other
            }
        }
    }

    /// The shape of the system font's advances, in ems: narrow letters narrow, wide ones wide.
    /// Characters not listed take a typical advance (`baseAdvance(of:)`).
    static let baseAdvances: [Unicode.Scalar: Double] = [
        " ": 0.27, "!": 0.26, "\"": 0.37, "#": 0.6, "$": 0.6, "%": 0.86, "&": 0.66, "'": 0.2, "(": 0.33, ")": 0.33,
        "*": 0.45, "+": 0.6, ",": 0.25, "-": 0.4, ".": 0.25, "/": 0.38, ":": 0.25, ";": 0.25, "<": 0.6, "=": 0.6,
        ">": 0.6, "?": 0.47, "@": 0.94, "[": 0.33, "\\": 0.38, "]": 0.33, "^": 0.6, "_": 0.47, "`": 0.3, "{": 0.33,
        "|": 0.26, "}": 0.33, "~": 0.6,
        "0": 0.6, "1": 0.6, "2": 0.6, "3": 0.6, "4": 0.6, "5": 0.6, "6": 0.6, "7": 0.6, "8": 0.6, "9": 0.6,
        "A": 0.66, "B": 0.63, "C": 0.68, "D": 0.69, "E": 0.57, "F": 0.55, "G": 0.7, "H": 0.71, "I": 0.25, "J": 0.5,
        "K": 0.63, "L": 0.54, "M": 0.84, "N": 0.71, "O": 0.73, "P": 0.61, "Q": 0.73, "R": 0.63, "S": 0.6, "T": 0.6,
        "U": 0.7, "V": 0.65, "W": 0.92, "X": 0.63, "Y": 0.62, "Z": 0.6,
        "a": 0.53, "b": 0.58, "c": 0.53, "d": 0.58, "e": 0.55, "f": 0.33, "g": 0.58, "h": 0.57, "i": 0.24, "j": 0.24,
        "k": 0.52, "l": 0.24, "m": 0.86, "n": 0.57, "o": 0.57, "p": 0.58, "q": 0.58, "r": 0.35, "s": 0.5, "t": 0.34,
        "u": 0.57, "v": 0.51, "w": 0.76, "x": 0.5, "y": 0.51, "z": 0.5,
    ]

    /// Per-class scales of the shape, from an earlier fit of six class scales (before the
    /// published tracking and per-character advances): the prior that `TextAdvancesFit` starts
    /// from, and the advances of faces the corpus has no table for.
    static let classScales: [CharacterClass: Double] = [
        .lowercase: 0.9948, .uppercase: 1.0041, .digit: 1.008, .space: 0.8969, .punctuation: 1.0504, .other: 1.0,
    ]

    /// The class scales in `CharacterClass` order.
    static let classScaleList = CharacterClass.allCases.map { classScales[$0] ?? 1 }
    static let appKitClassScaleList = CharacterClass.allCases.map { appKitClassScales[$0] ?? 1 }

    /// AppKit's per-class scales, from the same earlier fit on the corpus's AppKit labels.
    static let appKitClassScales: [CharacterClass: Double] = [
        .lowercase: 1.0147, .uppercase: 1.0205, .digit: 0.9944, .space: 0.8519, .punctuation: 1.0371, .other: 0.9736,
    ]
}
