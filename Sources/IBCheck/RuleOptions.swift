import IBFoundation
import Yams

/// The settings of the convention rules that need one, as `.ibkit.yml` gives them at its top
/// level (named as IBLinter's and xiblint's settings, so that a migration copies values over).
public struct RuleOptions: Sendable, Equatable {
    /// `view_as_device`: the device every document's canvas must show (`retina4_7` by default, as IBLinter's).
    public var viewAsDevice = "retina4_7"
    /// `use_trait_collections`: whether documents must use trait collections (true) or must not.
    public var useTraitCollections = true
    /// `use_base_class`: for an element class (`UILabel`), the custom classes its views must have.
    public var baseClasses: [String: [String]] = [:]
    /// `allowed_fonts`: the fonts documents may use: a font's name (`Avenir-Heavy`), `system`,
    /// `boldSystem`, `italicSystem` or a text style (`UICTFontTextStyleBody`), optionally with a
    /// size (`Avenir-Heavy@17`).
    public var allowedFonts: [String] = []
    /// `layout_pseudo_language`: whether `check --layout` also lays out documents without
    /// translations in a pseudo-language 40% longer (notes that prepare them for translation).
    public var layoutPseudoLanguage = false

    /// The defaults.
    public init() {}

    /// The keys these options take in `.ibkit.yml`.
    static let keys: Set<String> = ["view_as_device", "use_trait_collections", "use_base_class", "allowed_fonts", "layout_pseudo_language"]

    /// Reads one option; `fail` builds the error for a value of the wrong form.
    mutating func read(_ key: String, _ value: Node, fail: (String) -> DocumentError) throws(DocumentError) {
        switch key {
        case "view_as_device":
            guard let device = value.string, !device.isEmpty else { throw fail("'view_as_device' must be a device id such as retina6_12") }
            viewAsDevice = device
        case "use_trait_collections":
            guard let flag = value.bool else { throw fail("'use_trait_collections' must be true or false") }
            useTraitCollections = flag
        case "use_base_class":
            guard let entries = value.mapping else { throw fail("'use_base_class' must map an element class to its allowed custom classes") }
            for (classNode, list) in entries {
                guard let element = classNode.string, let classes = list.sequence?.compactMap(\.string) ?? list.string.map({ [$0] }) else {
                    throw fail("'use_base_class' must map an element class to a list of custom classes")
                }
                baseClasses[element] = classes
            }
        case "allowed_fonts":
            guard let fonts = value.sequence?.compactMap(\.string) ?? value.string.map({ [$0] }) else { throw fail("'allowed_fonts' must be a list of font names") }
            allowedFonts = fonts
        case "layout_pseudo_language":
            guard let flag = value.bool else { throw fail("'layout_pseudo_language' must be true or false") }
            layoutPseudoLanguage = flag
        default:
            break
        }
    }
}
