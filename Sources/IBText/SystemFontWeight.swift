/// The weights UIKit and AppKit name for the system font (`UIFont.Weight`, `NSFont.Weight`), from
/// ultralight to black, each with SF Pro's `wght` axis value.
public enum SystemFontWeight: String, Sendable, CaseIterable, Comparable, Codable {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight a document names: `weight="semibold"`, `ultraLight`, an AppKit meta font's
    /// suffix (`systemMedium`), a PostScript name's (`-Bold`); nil when it names none.
    public init?(name: String) {
        let lowered = name.lowercased()
        switch lowered {
        case "ultralight", "ultra-light", "extralight": self = .ultralight
        case "thin", "hairline": self = .thin
        case "light": self = .light
        case "regular", "normal", "book", "roman", "plain": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold", "semi-bold", "demi": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold", "ultrabold": self = .heavy
        case "black": self = .black
        default: return nil
        }
    }

    /// SF Pro's `wght` axis value.
    public var axisValue: Double {
        switch self {
        case .ultralight: 30.925
        case .thin: 110.725
        case .light: 274.315
        case .regular: 400
        case .medium: 510
        case .semibold: 590
        case .bold: 700
        case .heavy: 860
        case .black: 1000
        }
    }

    /// The lighter weight whose widths a weight's text is measured a share of the way toward, and
    /// that share: semibold and bold a fifth of the way toward medium and semibold.
    ///
    /// UIKit and AppKit set these weights narrower than SF Pro's named instances shaped by
    /// HarfBuzz, by a pixel or a point a label: of the corpus's 83 semibold and bold texts at their
    /// own width (13 repositories, both platforms: GoMap's and VLC's Headline labels, Simplenote's
    /// and IGListKit's bold ones, OpenEmu's, CotEditor's, Sparkle's and Vienna's AppKit titles),
    /// 72 match within half a point with it and SF Pro's space at 576 units, 56 with neither
    /// (`ibkit-bench fit-text --samples`), and a fifth is where the match peaks for both weights
    /// (0.16 to 0.24). Texts without a space ("Buildings", "Landuse") are as much narrower, so it
    /// is the letters. Held out by repository, 29 more text-dependent views match. The other
    /// weights' texts are too few to say.
    ///
    /// The share is the Text design's: it shrinks with the size's share of the Display design
    /// (`SystemFontMetrics.displayShare`) and is gone from 28 points, where the named instances
    /// draw what UIKit draws. Semibold and bold texts from 24 points on were a point narrower
    /// than stored with the whole fifth (Simplenote's 34-point "Diagnostics", hakanngul's and
    /// adhamfarid11's 50-point titles, MagicBell's 28-point launch title, NikolozCh's 25-point
    /// "Actor/Actress", a tutorial's 24-point "Left Smithton").
    public var widthBlend: (lighter: SystemFontWeight, share: Double)? {
        switch self {
        case .semibold: (.medium, 0.2)
        case .bold: (.semibold, 0.2)
        default: nil
        }
    }

    /// The CSS `font-weight` of the weight (100 to 900).
    public var cssWeight: Int {
        switch self {
        case .ultralight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Semibold and heavier: what a drawing sets in bold.
    public var isBold: Bool { self >= .semibold }

    public static func < (lhs: SystemFontWeight, rhs: SystemFontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
