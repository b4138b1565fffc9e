import IBDocument

/// What a text-dependent frame was measured with: the font Xcode's canvas drew the text in, and
/// the data ibkit holds for it. The figures by basis say how much of what layout misses is a font
/// ibkit has real metrics for, and how much is one it approximates.
public enum TextBasis: String, CaseIterable, Sendable {
    /// UIKit's system font in documents of Xcode 9 and later: SF Pro, measured.
    case uiKitSFPro = "UIKit system font, Xcode 9 and later: SF Pro, measured"
    /// UIKit's system font in Xcode 7's and 8's documents: SF UI, drawn with SF Pro's two designs
    /// and SF UI's spacing fitted on the corpus (`TextMetrics.drawsSFUI`).
    case uiKitSFUI = "UIKit system font, Xcode 7 and 8: SF UI, approximated"
    /// AppKit's system font with macOS 11's controls or later: SF Pro, measured.
    case appKitSFPro = "AppKit system font, macOS 11 and later: SF Pro, measured"
    /// AppKit's system font before macOS 11 (SF NS, Helvetica Neue, Lucida Grande): SF Pro
    /// stands in, as ibkit has none of their metrics.
    case appKitBeforeMacOS11 = "AppKit system font before macOS 11: SF NS and older, SF Pro stands in"
    /// Helvetica Neue: UIKit's system font before Xcode 7, and the family by name; a table fitted
    /// on the corpus.
    case helveticaNeue = "Helvetica Neue (UIKit's system font before Xcode 7): fitted"
    /// Menlo, Courier, SF Mono: 0.6 em a character.
    case monospaced = "monospaced: 0.6 em a character"
    /// A font of the app's own: its font file measures it when the project has one, else SF Pro's
    /// metrics estimate it.
    case appFont = "a font of the app's own: its file, else SF Pro's metrics as an estimate"

    /// The basis of a view's text: its own font's, or for a view that only holds text (a stack
    /// view, a cell) the system font of its document.
    public static func of(_ object: IBObject) -> TextBasis {
        let document = object.document
        let tools = document.header.toolsBuild
        let face = TextFace(font: TextFace.font(of: object), platform: document.platform, tools: tools)
        if face.customName != nil { return .appFont }
        switch face.family {
        case .monospaced: return .monospaced
        case .helveticaNeue: return .helveticaNeue
        case .appKitSystem: return AppKitControlEra.of(document) == .classic ? .appKitBeforeMacOS11 : .appKitSFPro
        case .system: return TextMetrics.drawsSFUI(face, tools: tools) ? .uiKitSFUI : .uiKitSFPro
        }
    }

    /// Whether ibkit measures this basis with the font's own metrics rather than an approximation.
    public var isMeasured: Bool { self == .uiKitSFPro || self == .appKitSFPro }
}
