import IBDocument
import IBText

/// Which family and weight a document font draws in: UIKit's or AppKit's system font (SF Pro,
/// measured), Helvetica Neue (fitted), a monospaced font, or a font of its own name, which the
/// app's font files or else an estimate measure (`TextMetrics.source` says which).
public struct TextFace: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A family of advances.
    public enum Family: String, Sendable, CaseIterable, Comparable {
        /// SF Pro as UIKit draws it (iOS 9 and later, tvOS).
        case system
        /// SF Pro as AppKit draws it.
        case appKitSystem
        /// Helvetica Neue, and the system font of documents saved before iOS 9.
        case helveticaNeue
        /// Menlo, Courier, SF Mono: every character is 0.6 em.
        case monospaced

        public static func < (lhs: Family, rhs: Family) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }
    }

    /// The weights UIKit and AppKit name, ultralight to black.
    public typealias Weight = SystemFontWeight

    /// The family.
    public var family: Family
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic (`italicSystem`, an `-Italic` name).
    public var italic = false
    /// The font's name when it is none of the families above (a custom font, Futura): the app's
    /// font file measures it, else the system font's metrics as an estimate.
    public var customName: String?
    /// The family the document gives a custom font (`family="Atlas Grotesk"`).
    public var customFamily: String?

    /// Whether the font is one of the families above (a custom font is not).
    public var isMeasured: Bool { customName == nil }
    /// The name of a font ibkit measures from none of its families, for the report.
    public var unmeasuredName: String? { customName }

    /// A face by family and weight.
    public init(_ family: Family, _ weight: Weight = .regular) {
        self.family = family
        self.weight = weight
    }

    /// The first build of Xcode 7 (iOS 9's SDK), whose canvas draws UIKit's system font in SF:
    /// before it, Helvetica Neue. Xcode 7's betas and 7.0 save tools 8xxx (UIStackView documents,
    /// iOS 9's, at 8121; ello's at 8191, whose four buttons at their titles' width match SF UI's
    /// and miss by 2 to 6 points with ibkit's Helvetica Neue table), 7.1 on 9xxx.
    public static let firstSFBuild = 8000

    /// The face of a document font on a platform; `tools` is the saving Xcode's build (before
    /// Xcode 7, `firstSFBuild`, the system font was Helvetica Neue).
    public init(font: Font?, platform: Platform?, tools: Int = .max) {
        self.init(font: font, lowercasedName: (font?.name ?? font?.family)?.lowercased() ?? "", platform: platform, tools: tools)
    }

    /// The same with the font's name lowercased already (lowercasing costs more than the rest).
    init(font: Font?, lowercasedName lowered: String, platform: Platform?, tools: Int) {
        let name = (font?.name ?? font?.family) ?? ""
        let system: Family = platform == .macOS ? .appKitSystem : tools >= Self.firstSFBuild ? .system : .helveticaNeue
        if name.isEmpty || lowered.hasPrefix(".sf") || lowered.hasPrefix("sfpro") || lowered.hasPrefix(".applesystem") || lowered.hasPrefix("sfui") {
            family = system
        } else if lowered.hasPrefix("helveticaneue") {
            family = .helveticaNeue
        } else if ["menlo", "courier", "sfmono", "monaco"].contains(where: { lowered.hasPrefix($0) }) {
            family = .monospaced
        } else {
            family = system
            customName = name
            customFamily = font?.family
        }
        weight = Self.weight(of: font, name: lowered, platform: platform)
        italic = font?.kind == "italicSystem" || (lowered.contains("-") && (lowered.hasSuffix("italic") || lowered.hasSuffix("oblique")))
    }

    /// The weight a font names: by its `weight`, its type (`boldSystem`), its text style (Headline
    /// is semibold on iOS, bold on macOS), its AppKit meta font, or the suffix of its PostScript name.
    static func weight(of font: Font?, name: String, platform: Platform?) -> Weight {
        guard let font else { return .regular }
        if let named = font.weight, !named.isEmpty { return Weight(name: named) ?? .regular }
        if font.kind == "boldSystem" { return .bold }
        if let style = font.textStyle { return TextStyles.style(style, platform: platform)?.weight ?? .regular }
        // `systemSemibold`, `smallSystemBold`: the weight is the meta font's suffix.
        if let meta = font.metaFont { return weight(named: meta.lowercased()) }
        guard name.contains("-") else { return .regular }
        var suffix = name.split(separator: "-").last.map(String.init) ?? ""
        for trait in ["italic", "oblique"] where suffix.hasSuffix(trait) { suffix.removeLast(trait.count) }
        return Weight(name: suffix) ?? weight(named: suffix)
    }

    /// The weight a lowercased name ends in or contains, the longer names first (`semibold`
    /// before `bold`); regular when it names none.
    static func weight(named name: String) -> Weight {
        let names: [(String, Weight)] = [("semibold", .semibold), ("demibold", .semibold), ("ultralight", .ultralight), ("extralight", .ultralight),
                                         ("black", .black), ("heavy", .heavy), ("extrabold", .heavy), ("bold", .bold), ("medium", .medium),
                                         ("light", .light), ("thin", .thin)]
        return names.first { name.contains($0.0) }?.1 ?? .regular
    }

    /// The font node of a view: a UIKit view's `fontDescription`, or an AppKit control's cell font.
    public static func font(of object: IBObject) -> Font? {
        let tree = object.document.tree
        let cell = tree.childElements(of: object.node).first { tree.attribute("key", of: $0) == "cell" }
        let node = tree.firstChildElement(of: object.node, named: "fontDescription")
            ?? tree.firstChildElement(of: object.node, named: "font")
            ?? cell.flatMap { tree.firstChildElement(of: $0, named: "font") }
        return node.map { Font(tree, $0) }
    }

    /// The names of the fonts a document uses that are none of the families above: what the
    /// app's font files may provide (no need to look for them when there are none).
    public static func customFontNames(in document: Document) -> Set<String> {
        let tree = document.tree
        var names: Set<String> = []
        guard let root = tree.rootElement else { return [] }
        for node in tree.descendants(of: root) where tree.isElement(node, named: "fontDescription") || tree.isElement(node, named: "font") {
            guard tree.attribute("name", of: node) != nil || tree.attribute("family", of: node) != nil else { continue }
            if let name = TextFace(font: Font(tree, node), platform: document.platform, tools: document.header.toolsBuild).customName { names.insert(name) }
        }
        return names
    }

    /// The style a face's weight and slant name in a font's `name` table (`Bold Italic`).
    public var styleName: String {
        let weight = self.weight == .regular ? (italic ? "" : "Regular") : self.weight == .ultralight ? "UltraLight" : self.weight.rawValue.capitalized
        return [weight, italic ? "Italic" : ""].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whether UIKit or AppKit applies the system font's tracking table to this face.
    public var tracks: Bool { (family == .system || family == .appKitSystem) && customName == nil }

    public var description: String { "\(family.rawValue) \(weight.rawValue)" + (italic ? " italic" : "") }

    public static func < (lhs: TextFace, rhs: TextFace) -> Bool { (lhs.family, lhs.weight) < (rhs.family, rhs.weight) }
}
