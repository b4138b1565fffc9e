import IBDocument

/// How big a line of text is in a font: line height and baseline from the font's vertical metrics,
/// width from per-character advances and the system font's published tracking. The advances are
/// data (`TextAdvances.fitted`), fitted on the labels whose frames Interface Builder stored; a font
/// ibkit has no data for uses the system font's (`face.isMeasured` is false).
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
    /// The face whose advances measure the text (`isMeasured` false: a font ibkit has no data for).
    public let face: TextFace
    /// The face's advances: 128 ASCII ones in ems, then the scale of the other characters' shapes.
    let advances: [Double]
    /// All faces' advances and tracking, for `resized(to:)`.
    let source: TextAdvances
    /// Pixels per point.
    public let scale: Double
    /// Points added after each character: the system font's tracking at this size (and the fit's
    /// correction to it), else none.
    private(set) var tracking: Double

    /// The metrics of a document font; 17 pt system (13 on macOS) when the document gives none,
    /// measured with `advances`. `tools` is the build of the Xcode that saved the document: before
    /// Xcode 7's release (tools 9xxx, iOS 9) the system font was Helvetica Neue, with its taller
    /// line (the documents of 8xxx builds store it).
    public init(font: Font?, scale: Double, platform: Platform?, tools: Int = .max, advances: TextAdvances = .fitted) {
        let defaultSize = platform == .macOS ? 13.0 : 17.0
        pointSize = font?.pointSize ?? font?.textStyle.flatMap { TextStyles.size(of: $0, platform: platform) } ?? font?.metaFont.flatMap { Self.metaFontSizes[$0] } ?? defaultSize
        // Lowercasing costs more than the rest of this initializer: only names are lowercased.
        let name = (font?.name ?? font?.family)?.lowercased() ?? ""
        let system = platform == .macOS ? Self.appKitSystem
            : tools >= 9000 ? Self.systemFont
            : font?.textStyle != nil ? Self.helveticaNeueInterface : Self.helveticaNeue
        vertical = Self.verticals.first { !$0.prefix.isEmpty && name.hasPrefix($0.prefix) }?.metrics ?? system
        face = TextFace(font: font, lowercasedName: name, platform: platform, tools: tools)
        self.advances = advances.table(for: face)
        source = advances
        self.scale = scale
        tracking = advances.tracking(for: face, at: pointSize)
    }

    /// A face at a size, without a document font: what the fit measures its samples with.
    init(face: TextFace, pointSize: Double, scale: Double, advances: TextAdvances) {
        self.pointSize = pointSize
        vertical = Self.systemFont
        self.face = face
        self.advances = advances.table(for: face)
        source = advances
        self.scale = scale
        tracking = advances.tracking(for: face, at: pointSize)
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
        metrics.tracking = source.tracking(for: face, at: size)
        return metrics
    }

    /// One line's height, rounded up to whole pixels as UILabel does.
    public var lineHeight: Double { roundUp(pointSize * (vertical.ascender + vertical.descender + vertical.leading)) }

    /// The first baseline's distance from the top of the line.
    public var ascent: Double { pointSize * vertical.ascender }

    /// The width of `text` on one line, rounded up to whole pixels: each character's advance, and
    /// the system font's tracking between characters (`SystemFontTracking`). Between, not after
    /// each: on the corpus's texts held out of the fit, that puts 47.3% within half a point
    /// against 46.0% with tracking after the last character too.
    public func width(of text: String) -> Double {
        var ems = 0.0
        var count = 0.0
        let other = advances[128]
        for scalar in text.unicodeScalars {
            // ASCII from a table: hashing each character for a dictionary lookup was most of the cost.
            ems += scalar.value < 128 ? advances[Int(scalar.value)] : Self.baseAdvance(of: scalar) * other
            count += 1
        }
        return roundUp(ems * pointSize + max(0, count - 1) * tracking)
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
    /// Helvetica Neue's line is 20.76 points at 17 pt: the corpus's stored Light lines (15 at 12 pt,
    /// 21 at 17, 22 at 18) bound it to 1.208–1.222 times the size.
    static let helveticaNeue = Vertical(ascender: 0.952, descender: 0.213, leading: 0.056)
    /// The text styles' Helvetica Neue before iOS 9 sets its lines without the leading: the 17-point
    /// Body labels those documents store are 20 points tall, their system-font labels 21.
    static let helveticaNeueInterface = Vertical(ascender: 0.952, descender: 0.213, leading: 0)
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

    /// AppKit meta font sizes.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9,
        "message": 13, "menu": 14, "label": 10, "toolTip": 11, "titleBar": 13, "controlContent": 13,
    ]
}
