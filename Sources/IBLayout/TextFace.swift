import IBDocument

/// Which advance table measures a font: its family as drawn (UIKit's or AppKit's system font,
/// Helvetica Neue, a monospaced font) and its weight. Fonts outside these families are measured
/// with the system font's advances and say so (`isMeasured` is false).
public struct TextFace: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A family of advances.
    public enum Family: String, Sendable, CaseIterable, Comparable {
        /// SF Pro as UIKit draws it (iOS 9 and later, tvOS).
        case system
        /// SF Pro (or Lucida Grande, Helvetica Neue before it) as AppKit draws it.
        case appKitSystem
        /// Helvetica Neue, and the system font of documents saved before iOS 9.
        case helveticaNeue
        /// Menlo, Courier, SF Mono: every character is 0.6 em.
        case monospaced

        public static func < (lhs: Family, rhs: Family) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }
    }

    /// The weights with their own advances; lighter weights are measured as regular, heavier as bold.
    public enum Weight: String, Sendable, CaseIterable, Comparable {
        case regular, medium, semibold, bold

        public static func < (lhs: Weight, rhs: Weight) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }
    }

    /// The family.
    public var family: Family
    /// The weight.
    public var weight: Weight
    /// Whether the font is one of the families above; a font that is not (a custom font, Futura)
    /// is measured as the system font, an estimate the layout report names.
    public var isMeasured = true
    /// The font's name when it is not measured.
    public var unmeasuredName: String?

    /// A face by family and weight.
    public init(_ family: Family, _ weight: Weight = .regular) {
        self.family = family
        self.weight = weight
    }

    /// The face of a document font on a platform; `tools` is the saving Xcode's build (before
    /// Xcode 7, tools 9000, the system font was Helvetica Neue).
    public init(font: Font?, platform: Platform?, tools: Int = .max) {
        self.init(font: font, lowercasedName: (font?.name ?? font?.family)?.lowercased() ?? "", platform: platform, tools: tools)
    }

    /// The same with the font's name lowercased already (lowercasing costs more than the rest).
    init(font: Font?, lowercasedName lowered: String, platform: Platform?, tools: Int) {
        let name = (font?.name ?? font?.family) ?? ""
        let system: Family = platform == .macOS ? .appKitSystem : tools >= 9000 ? .system : .helveticaNeue
        if name.isEmpty || lowered.hasPrefix(".sf") || lowered.hasPrefix("sfpro") || lowered.hasPrefix(".applesystem") {
            family = system
        } else if lowered.hasPrefix("helveticaneue") {
            family = .helveticaNeue
        } else if ["menlo", "courier", "sfmono", "monaco"].contains(where: { lowered.hasPrefix($0) }) {
            family = .monospaced
        } else {
            family = system
            isMeasured = false
            unmeasuredName = name
        }
        weight = Self.weight(of: font, name: lowered, platform: platform)
    }

    /// The weight a font names: by its `weight`, its type (`boldSystem`), its text style (Headline
    /// is semibold on iOS, bold on macOS), its AppKit meta font, or the suffix of its PostScript name.
    static func weight(of font: Font?, name: String, platform: Platform?) -> Weight {
        guard let font else { return .regular }
        switch font.weight ?? "" {
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold", "heavy", "black": return .bold
        case "": break
        default: return .regular
        }
        if font.kind == "boldSystem" { return .bold }
        if let style = font.textStyle { return TextStyles.style(style, platform: platform)?.weight ?? .regular }
        if let meta = font.metaFont {
            if meta.hasSuffix("Bold") { return .bold }
            if meta.hasSuffix("Semibold") { return .semibold }
            if meta.hasSuffix("Medium") { return .medium }
            return .regular
        }
        let suffix = name.split(separator: "-").last.map(String.init) ?? ""
        guard name.contains("-") else { return .regular }
        if suffix.contains("semibold") || suffix.contains("demibold") { return .semibold }
        if suffix.contains("bold") || suffix.contains("heavy") || suffix.contains("black") { return .bold }
        if suffix.contains("medium") { return .medium }
        return .regular
    }

    /// The name of a view's font when ibkit has no advances for it: a UIKit view's
    /// `fontDescription`, or an AppKit control's cell font.
    public static func unmeasuredFont(of object: IBObject) -> String? {
        let document = object.document
        let tree = document.tree
        let cell = tree.childElements(of: object.node).first { tree.attribute("key", of: $0) == "cell" }
        let node = tree.firstChildElement(of: object.node, named: "fontDescription")
            ?? tree.firstChildElement(of: object.node, named: "font")
            ?? cell.flatMap { tree.firstChildElement(of: $0, named: "font") }
        guard let node else { return nil }
        return TextFace(font: Font(tree, node), platform: document.platform, tools: document.header.toolsBuild).unmeasuredName
    }

    /// Whether UIKit or AppKit applies the system font's tracking table to this face.
    public var tracks: Bool { family == .system || family == .appKitSystem }

    public var description: String { "\(family.rawValue) \(weight.rawValue)" }

    public static func < (lhs: TextFace, rhs: TextFace) -> Bool { (lhs.family, lhs.weight) < (rhs.family, rhs.weight) }
}
