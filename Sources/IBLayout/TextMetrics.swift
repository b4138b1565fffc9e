import IBDocument

/// How big a line of text is in a font: line height and baseline from the font's vertical metrics,
/// width from per-character advances. The advances are data (`TextMetrics.advances`), fitted on the
/// labels whose frames Interface Builder stored; a font ibkit has no data for uses the system font's.
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
    /// Whether the font is bold, which widens its advances.
    public let isBold: Bool
    /// How much the weight widens the advances (`boldScale`, `semiboldScale`, `mediumScale`; the
    /// Headline text style is semibold).
    let weightScale: Double
    /// Bold advances over regular ones, and semibold ones: fitted on the corpus's labels with
    /// `ibkit-bench layout` (the share of text-sized frames matched peaks there).
    static let boldScale = 1.055, semiboldScale = 1.04, mediumScale = 1.03
    /// Pixels per point.
    public let scale: Double
    /// Whether AppKit draws the text (its own fitted widths).
    public let isAppKit: Bool

    /// The metrics of a document font; 17 pt system when the document gives none. `tools` is the
    /// build of the Xcode that saved the document: before Xcode 7's release (tools 9xxx, iOS 9) the
    /// system font was Helvetica Neue, with its taller line (the documents of 8xxx builds store it).
    public init(font: Font?, scale: Double, platform: Platform?, tools: Int = .max) {
        let defaultSize = platform == .macOS ? 13.0 : 17.0
        let styles = platform == .tvOS ? Self.tvTextStyleSizes : Self.textStyleSizes
        pointSize = font?.pointSize ?? font?.textStyle.flatMap { styles[$0] } ?? font?.metaFont.flatMap { Self.metaFontSizes[$0] } ?? defaultSize
        // Lowercasing costs more than the rest of this initializer: only names are lowercased.
        let name = (font?.name ?? font?.family)?.lowercased() ?? ""
        let system = platform == .macOS ? Self.appKitSystem
            : tools >= 9000 ? Self.systemFont
            : font?.textStyle != nil ? Self.helveticaNeueInterface : Self.helveticaNeue
        vertical = Self.verticals.first { !$0.prefix.isEmpty && name.hasPrefix($0.prefix) }?.metrics ?? system
        let kind = font?.kind ?? ""
        let semibold = font?.weight == "semibold" || Self.has(name, "semibold") || font?.textStyle == "UICTFontTextStyleHeadline"
        isBold = semibold || Self.has(kind, "bold") || Self.has(kind, "Bold") || Self.has(name, "bold") || ["bold", "heavy", "black"].contains(font?.weight ?? "")
        weightScale = semibold ? Self.semiboldScale : isBold ? Self.boldScale : font?.weight == "medium" ? Self.mediumScale : 1
        self.scale = scale
        isAppKit = platform == .macOS
    }

    /// Whether `text` holds `part`, byte for byte: Foundation's `contains` cost thousands of
    /// instructions a call, more than measuring the text.
    static func has(_ text: String, _ part: String) -> Bool {
        var text = text, part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
                for start in 0...(haystack.count - needle.count) {
                    var index = 0
                    while index < needle.count && haystack[start + index] == needle[index] { index += 1 }
                    if index == needle.count { return true }
                }
                return false
            }
        }
    }

    /// The same font at another size.
    func resized(to size: Double) -> TextMetrics {
        var metrics = self
        metrics.pointSize = size
        return metrics
    }

    /// One line's height, rounded up to whole pixels as UILabel does.
    public var lineHeight: Double { roundUp(pointSize * (vertical.ascender + vertical.descender + vertical.leading)) }

    /// The first baseline's distance from the top of the line.
    public var ascent: Double { pointSize * vertical.ascender }

    /// The width of `text` on one line, rounded up to whole pixels.
    public func width(of text: String) -> Double {
        var ems = 0.0
        var count = 0.0
        let scales = isAppKit ? Self.appKitClassScaleList : Self.classScaleList
        let ascii = isAppKit ? Self.appKitASCIIAdvances : Self.asciiAdvances
        for scalar in text.unicodeScalars {
            // ASCII from a table: hashing each character for a dictionary lookup was most of the cost.
            ems += scalar.value < 128 ? ascii[Int(scalar.value)] : Self.baseAdvance(of: scalar) * scales[CharacterClass(scalar).rawValue]
            count += 1
        }
        return roundUp(ems * pointSize * weightScale + count * Self.tracking(at: pointSize, in: isAppKit ? Self.appKitTracking : Self.tracking))
    }

    /// The fitted tracking at the nearest size fitted.
    static func tracking(at size: Double, in table: [Double: Double]) -> Double {
        // Ties go to the smaller size, so that the choice never depends on dictionary order.
        table.min { (abs($0.key - size), $0.key) < (abs($1.key - size), $1.key) }?.value ?? 0
    }

    /// Rounds up to the pixel grid.
    public func roundUp(_ value: Double) -> Double { (value * scale - 1e-6).rounded(.up) / scale }

    /// Each ASCII character's advance times its class scale, for `width(of:)`.
    static let asciiAdvances = scaledASCIIAdvances(classScaleList)
    /// The same with AppKit's class scales.
    static let appKitASCIIAdvances = scaledASCIIAdvances(appKitClassScaleList)

    /// The 128 ASCII advances, each times the scale of its class.
    static func scaledASCIIAdvances(_ scales: [Double]) -> [Double] {
        (0..<128).map { value in
            let scalar = Unicode.Scalar(UInt8(value))
            return baseAdvance(of: scalar) * scales[CharacterClass(scalar).rawValue]
        }
    }

    /// The advance before the class scale.
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

    /// Dynamic Type sizes at the default content size (Large).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
    /// tvOS's text style sizes, read across a room: the stored heights of the corpus's tvOS labels
    /// (a 46-point Headline line, 69-point Title 2, 30-point Caption 1) are these sizes' lines.
    static let tvTextStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle1": 76, "UICTFontTextStyleTitle2": 57, "UICTFontTextStyleTitle3": 48,
        "UICTFontTextStyleHeadline": 38, "UICTFontTextStyleBody": 29, "UICTFontTextStyleCallout": 31,
        "UICTFontTextStyleSubhead": 29, "UICTFontTextStyleFootnote": 23, "UICTFontTextStyleCaption1": 25,
        "UICTFontTextStyleCaption2": 23,
    ]

    /// AppKit meta font sizes.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9,
        "message": 13, "menu": 14, "label": 10, "toolTip": 11, "titleBar": 13, "controlContent": 13,
    ]
}
