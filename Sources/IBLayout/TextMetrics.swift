import IBDocument
import IBText

/// How big a line of text is in a font: line height and baseline from the font's vertical metrics,
/// width as the font's data gives it (`source`): SF Pro's measured advances, kerning and
/// ligatures with Apple's published tracking for the system font, the app's font file for its own
/// fonts, a table fitted on the corpus for Helvetica Neue, else the system font's metrics as an
/// estimate. Widths are rounded up to the pixel, as UIKit rounds them (AppKit measures at scale 1).
public struct TextMetrics: Sendable {
    /// Ascender, descender and line gap as fractions of the point size.
    public struct Vertical: Sendable, Hashable {
        /// Above the baseline.
        public var ascender: Double
        /// Below the baseline (positive).
        public var descender: Double
        /// Added between lines.
        public var leading: Double
    }

    /// The font's point size, after text styles are resolved.
    public private(set) var pointSize: Double
    /// The vertical metrics.
    public let vertical: Vertical
    /// The face: family, weight, slant, and the name of a font of the app's own.
    public let face: TextFace
    /// Which data measures the text.
    public let source: TextSource
    /// The app's font file, when it measures the text.
    let fontFile: OpenTypeFont?
    /// The fitted table, for a fitted face: 128 ASCII advances in ems, then the scale of the
    /// other characters' shapes.
    let advances: [Double]
    /// Everything text is measured with.
    let measure: TextMeasure
    /// Pixels per point.
    public let scale: Double
    /// The units lines are rounded up to, per point: pixels, or whole points before iOS 9.
    let lineScale: Double
    /// Points added between characters: the system font's tracking at this size, else none.
    private(set) var tracking: Double
    /// The build of the Xcode that saved the document, which says which system font its canvas drew.
    let tools: Int

    /// The metrics of a document font; 17 pt system (13 on macOS) when the document gives none.
    /// `tools` is the build of the Xcode that saved the document: before Xcode 7 (iOS 9,
    /// `TextFace.firstSFBuild`) the system font was Helvetica Neue, with its taller line.
    public init(font: Font?, scale: Double, platform: Platform?, tools: Int = .max, text measure: TextMeasure = .standard) {
        let defaultSize = platform == .macOS ? 13.0 : 17.0
        pointSize = font?.pointSize ?? font?.textStyle.flatMap { TextStyles.size(of: $0, platform: platform) } ?? font?.metaFont.flatMap { Self.metaFontSizes[$0] } ?? defaultSize
        // Lowercasing costs more than the rest of this initializer: only names are lowercased.
        let name = (font?.name ?? font?.family)?.lowercased() ?? ""
        let system = platform == .macOS ? Self.appKitSystem
            : tools >= TextFace.firstSFBuild ? Self.systemFont
            : font?.textStyle != nil ? Self.helveticaNeueInterface : Self.helveticaNeueBeforeIOS9
        let face = TextFace(font: font, lowercasedName: name, platform: platform, tools: tools)
        self.face = face
        let file = face.customName == nil ? nil : measure.fonts.face(named: font?.name, family: font?.family, style: face.styleName)
        fontFile = file?.font
        if let file {
            let metrics = file.font.verticalMetrics
            vertical = Vertical(ascender: metrics.ascender, descender: metrics.descender, leading: metrics.lineGap)
            source = .fontFile(file.path)
        } else {
            let named = Self.verticals.first { !$0.prefix.isEmpty && name.hasPrefix($0.prefix) }?.metrics
            vertical = named == Self.helveticaNeue && platform != .macOS ? Self.helveticaNeueOnIOS(name: name, tools: tools) : named ?? system
            source = Self.source(of: face, measure: measure)
        }
        advances = measure.fitted.table(for: face)
        self.measure = measure
        self.scale = scale
        // Before Xcode 7.1 (tools 9000) the canvas set lines in whole points: 91 of the 93 labels
        // Xcode sized to their text in documents before Xcode 7 are whole points tall, and so are
        // ello's 17-point labels (21) of Xcode 7.0 (tools 8191), already drawn in SF.
        lineScale = tools < 9000 && platform != .macOS ? 1 : scale
        self.tools = tools
        tracking = Self.tracking(of: face, source: source, at: pointSize, measure: measure, tools: tools)
    }

    /// The metrics an object's own font (its `fontDescription`, `font` or cell's font) measures
    /// with on a screen of `scale` (whole points on the Mac).
    public init(of object: IBObject, screen scale: Double, text measure: TextMeasure = .standard) {
        let document = object.document
        self.init(font: TextFace.font(of: object), scale: Self.measuringScale(platform: document.platform, screen: scale),
                  platform: document.platform, tools: document.header.toolsBuild, text: measure)
    }

    /// A face at a size, without a document font: what the fit measures its samples with (those
    /// of a document saved by the Xcode of `tools`).
    init(face: TextFace, pointSize: Double, scale: Double, text measure: TextMeasure, tools: Int = .max) {
        self.pointSize = pointSize
        vertical = Self.systemFont
        self.face = face
        fontFile = nil
        source = Self.source(of: face, measure: measure)
        advances = measure.fitted.table(for: face)
        self.measure = measure
        self.scale = scale
        lineScale = scale
        self.tools = tools
        tracking = Self.tracking(of: face, source: source, at: pointSize, measure: measure, tools: tools)
    }

    /// The data that measures a face without a font file of the app's.
    static func source(of face: TextFace, measure: TextMeasure) -> TextSource {
        if let name = face.customName { return .estimate(name) }
        switch face.family {
        case .system, .appKitSystem: return measure.system == nil ? .fitted("system font shape, metrics missing") : .systemFont
        case .helveticaNeue: return .fitted("Helvetica Neue")
        case .monospaced: return .fitted("monospaced, 0.6 em")
        }
    }

    /// The system font's published tracking for what SF Pro draws (its own text, and estimates
    /// in its metrics); none for other fonts. In documents Xcode 7 and 8 saved (tools 8000 to
    /// 12999), UIKit's system font below 20 points is SF UI Text, iOS 9's and 10's, which tracks
    /// 2 thousandths of an em looser than SF Pro: with it 54 of the 56 such labels and buttons
    /// of the corpus that are their text's width matched within half a point, against 45 (9
    /// repositories; 1 or 3 thousandths match fewer), and with SF UI Text's one design
    /// (`opticalSize`) all 60 of today's match. Xcode 9's documents match best without it,
    /// and AppKit's of the same years do not gain. From 20 points it is SF UI Display, which sets
    /// wider than SF Pro's Display design with any of SF Pro's tracking (`sfUIDisplayTracking`).
    static func tracking(of face: TextFace, source: TextSource, at size: Double, measure: TextMeasure, tools: Int) -> Double {
        switch source {
        case .systemFont where drawsSFUI(face, tools: tools) && size < 20:
            SystemFontTracking.points(at: size) + 0.002 * size
        case .systemFont where drawsSFUI(face, tools: tools):
            sfUIDisplayTracking * size
        case .systemFont, .estimate: SystemFontTracking.points(at: size)
        case .fontFile: 0
        case .fitted: measure.fitted.tracking(for: face, at: size)
        }
    }

    /// SF UI Display's spacing, in ems between characters, measured against SF Pro's Display
    /// design: UIKit texts of 20 points and more that Xcode 7 and 8 sized to their width are
    /// 1.5 to 4% wider than SF Pro draws them, from 20 to 40 points, regular and bold alike, and
    /// each needs 0.025 to 0.036 em between its characters over the Display design's advances
    /// (9 texts in 6 repositories of the corpus and the read sets). With 0.028 five of them
    /// match within half a point and all within 1.5, where SF Pro left them 1 to 6 points short;
    /// held out by repository 0.026 and 0.030 match fewer.
    static let sfUIDisplayTracking = 0.028

    /// Whether Xcode drew the face with SF UI, iOS 9's and 10's system font, rather than SF Pro:
    /// UIKit's system font in documents Xcode 7 and 8 saved.
    static func drawsSFUI(_ face: TextFace, tools: Int) -> Bool {
        face.family == .system && (TextFace.firstSFBuild..<13000).contains(tools)
    }

    /// A UIKit button's title size when the document names no font: 15-point system for a
    /// system button, 18 for a custom one (no `buttonType`).
    public static func defaultButtonTitleSize(_ button: IBObject) -> Double {
        button.attribute("buttonType") == nil ? 18 : 15
    }

    /// The same font at another size.
    public func resized(to size: Double) -> TextMetrics {
        var metrics = self
        metrics.pointSize = size
        metrics.tracking = Self.tracking(of: face, source: source, at: size, measure: measure, tools: tools)
        return metrics
    }

    /// One line's height, rounded up to whole pixels as UILabel does.
    public var lineHeight: Double { roundUpLines(unroundedLineHeight) }

    /// A height of lines rounded up as the canvas rounds it: to pixels, or whole points before iOS 9.
    public func roundUpLines(_ value: Double) -> Double { (value * lineScale - 1e-6).rounded(.up) / lineScale }

    /// One line's height before rounding: what a text's further lines or a button's padding add to.
    public var unroundedLineHeight: Double { pointSize * (vertical.ascender + vertical.descender + vertical.leading) }

    /// The first baseline's distance from the top of the line.
    public var ascent: Double { pointSize * vertical.ascender }

    /// How far the font reaches below its baseline.
    public var descent: Double { pointSize * vertical.descender }

    /// The width of `text` on one line, rounded up to whole pixels.
    public func width(of text: String) -> Double { roundUp(unroundedWidth(of: text)) }

    /// The width of `text` on one line before rounding: its advances (with kerning and ligatures
    /// where the data has them) and the system font's tracking between its glyphs.
    public func unroundedWidth(of text: String) -> Double {
        if let fontFile { return fileWidth(of: text, in: fontFile) * measure.widening }
        if let system = systemMetrics {
            let run = system.advance(of: text.unicodeScalars, weight: face.weight, opticalSize: opticalSize, space: measure.fitted.systemFontSpace)
            return (run.ems * pointSize + run.points + Double(max(0, run.glyphs - 1)) * tracking) * measure.widening
        }
        return fittedWidth(of: text) * measure.widening
    }

    /// How many of the text's characters no data measures (their advances are estimates): a
    /// fitted table's other than ASCII, else those neither the font file nor SF Pro's table has.
    public func estimatedCharacters(in text: String) -> Int {
        if case .fitted = source { return text.unicodeScalars.filter { $0.value >= 128 }.count }
        guard let system = measure.system else { return text.unicodeScalars.count }
        let scalars = text.unicodeScalars.filter { fontFile?.covers($0) != true }
        return system.advance(of: scalars, weight: face.weight, opticalSize: opticalSize, space: measure.fitted.systemFontSpace).estimated
    }

    /// SF Pro's metrics when they measure the text (the system font, or an estimate).
    var systemMetrics: SystemFontMetrics? {
        switch source {
        case .systemFont, .estimate: measure.system
        case .fontFile, .fitted: nil
        }
    }

    /// SF Pro's optical size for this point size: in the documents that drew SF UI, its two
    /// static fonts' designs (Text below 20 points, Display from 20; the Apple sample's 18-point
    /// "Playback Rate" and "Wet/Dry Mix" of Xcode 8 match only so), else the measure's sizing
    /// (the variable font's axis).
    var opticalSize: Double {
        if case .systemFont = source, Self.drawsSFUI(face, tools: tools) {
            return TextMeasure.OpticalSizing.textAndDisplay.opticalSize(at: pointSize)
        }
        return measure.opticalSizing.opticalSize(at: pointSize)
    }

    /// A run in the app's font: the characters it lacks are drawn, as Core Text falls back,
    /// in the system font.
    func fileWidth(of text: String, in font: OpenTypeFont) -> Double {
        let scalars = Array(text.unicodeScalars)
        var width = 0.0, start = 0
        while start < scalars.count {
            // What the font lacks (a joiner or mark included) goes to the system font, which gives a
            // joiner or mark no room.
            let covered = font.covers(scalars[start])
            var end = start + 1
            while end < scalars.count, font.covers(scalars[end]) == covered { end += 1 }
            let run = scalars[start..<end]
            if covered {
                width += Double(font.advance(of: run)) / Double(font.unitsPerEm) * pointSize
            } else if let system = measure.system {
                let advance = system.advance(of: run, weight: face.weight, opticalSize: opticalSize, space: measure.fitted.systemFontSpace)
                width += advance.ems * pointSize + advance.points
            } else {
                width += Double(run.count) * CharacterEstimate.other * pointSize
            }
            start = end
        }
        return width
    }

    /// A run measured with a fitted table: each character's advance and the tracking between.
    func fittedWidth(of text: String) -> Double {
        var ems = 0.0
        var count = 0.0
        let other = advances[128]
        for scalar in text.unicodeScalars {
            // ASCII from a table: hashing each character for a dictionary lookup was most of the cost.
            ems += scalar.value < 128 ? advances[Int(scalar.value)] : Self.baseAdvance(of: scalar) * other
            count += 1
        }
        return ems * pointSize + max(0, count - 1) * tracking
    }

    /// The pixels per point text is measured at: the screen's on UIKit, 1 on AppKit, which sizes
    /// text in whole points whatever the screen (every AppKit label sample of the corpus stores a
    /// whole-point width).
    public static func measuringScale(platform: Platform?, screen scale: Double) -> Double {
        platform == .macOS ? 1 : scale
    }

    /// Rounds up to the pixel grid.
    public func roundUp(_ value: Double) -> Double { (value * scale - 1e-6).rounded(.up) / scale }

    /// The advance in ems of a character outside ASCII before its table's scale.
    static func baseAdvance(of scalar: Unicode.Scalar) -> Double {
        if let advance = baseAdvances[scalar] { return advance }
        switch scalar.value {
        case 0x3000...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFFEF: return 1.0
        default: return 0.58
        }
    }

    /// UIFont.systemFont's line height is 1.1934 × its size (20.29 at 17 pt); the stored heights
    /// of the corpus's labels (19.5 at 16 pt, 14.5 at 12 pt, at 2×) bound it to 1.1875–1.2083.
    static let systemFont = Vertical(ascender: 0.952, descender: 0.2414, leading: 0)
    static let appKitSystem = Vertical(ascender: 0.952, descender: 0.2414, leading: 0)

    /// An AppKit label's line in the system font, in ems, since Xcode 11 (`XcodeBuilds.xcode11`):
    /// taller than UIKit's below 16 points, shorter from 16. The heights Xcode stores for
    /// single-line labels bound it: 10 points stand 13 tall (pock's footnotes and captions,
    /// OpenEmu's, iTerm2's) and 15 points 19 (pock's Title 3 labels), so the smaller sizes' line
    /// is more than 1.2 em, yet 14 points stand 17 (at most 1.214); 16 points stand 19 (OpenEmu's,
    /// WWDC's, pock's) and 22 points 26 (Rectangle's, OpenEmu's, WWDC's), so the larger sizes' is
    /// at most 1.182, yet 28 points stand 34 (iTerm2's) and 17 points 21 (pock's Title 2), at
    /// least 1.179. UIKit's 1.1934 meets neither bound. 844 labels of the corpus and the shared
    /// apps match either way; these make 21 more.
    static func appKitSystemLine(at size: Double) -> Double { size < 16 ? 1.207 : 1.18 }
    /// Helvetica Neue's line is 20.76 points at 17 pt: the corpus's stored Light lines (15 at 12 pt,
    /// 21 at 17, 22 at 18) bound it to 1.208–1.222 times the size.
    static let helveticaNeue = Vertical(ascender: 0.952, descender: 0.213, leading: 0.056)
    /// Before iOS 9 the canvas set Helvetica Neue with the font's own line gap (28 per 1000), its
    /// lines rounded up to whole points: 14 pt stands 17, 17 pt 21, bold 36 pt 43 (realm's,
    /// RxSwift's, awslabs' and Apple's samples of that era).
    static let helveticaNeueBeforeIOS9 = Vertical(ascender: 0.952, descender: 0.213, leading: 0.028)
    /// The text styles' Helvetica Neue before iOS 9 sets its lines without the leading: the 17-point
    /// Body labels those documents store are 20 points tall, their system-font labels 21. So does
    /// the regular face named itself from iOS 9 on (owncloud's 17-point cell titles stand 20 tall,
    /// Simplenote's 34-point onboarding title 40), while the Light face keeps its leading.
    static let helveticaNeueInterface = Vertical(ascender: 0.952, descender: 0.213, leading: 0)
    /// Helvetica Neue's line on iOS by era and face: the font's own gap before iOS 9; from iOS 9 none
    /// for the regular face (`name` lowercased), the Light faces' taller line for the others.
    static func helveticaNeueOnIOS(name: String, tools: Int) -> Vertical {
        if tools < TextFace.firstSFBuild { return helveticaNeueBeforeIOS9 }
        return name == "helveticaneue" ? helveticaNeueInterface : helveticaNeue
    }

    static let verticals: [(prefix: String, metrics: Vertical)] = [
        ("helveticaneue", helveticaNeue),
        ("helvetica", Vertical(ascender: 0.77, descender: 0.23, leading: 0.0)),
        ("avenir", Vertical(ascender: 1.0, descender: 0.366, leading: 0)),
        ("futura", Vertical(ascender: 1.038, descender: 0.26, leading: 0)),
        ("menlo", Vertical(ascender: 0.928, descender: 0.236, leading: 0)),
        ("courier", Vertical(ascender: 0.754, descender: 0.246, leading: 0)),
        ("georgia", Vertical(ascender: 0.917, descender: 0.219, leading: 0)),
        ("gillsans", Vertical(ascender: 0.918, descender: 0.23, leading: 0)),
    ]

    /// AppKit meta font sizes. `menu` is the size a pop-up button draws its items at in the
    /// regular control size (13 points, not the menu bar's 14): only pop-ups name it without a size.
    /// `cellTitle` is a cell's own font, the system font at 12 points (Apple's `NSFormCell`
    /// documentation; Textual's "Play sound on alert:" is stored at its width in 12 points).
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9,
        "message": 13, "menu": 13, "label": 10, "toolTip": 11, "titleBar": 13, "controlContent": 13,
        "cellTitle": 12,
    ]
}
