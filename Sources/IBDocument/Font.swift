import IBXML

/// A `<fontDescription>` (UIKit) or `<font>` (AppKit).
public struct Font: Hashable, Sendable, Codable {
    /// `system`, `boldSystem`, `italicSystem`, `custom`, or the text style / meta font in use.
    public var kind: String
    /// The PostScript name of a custom font.
    public var name: String?
    /// The family of a custom font.
    public var family: String?
    /// The point size; nil for text styles that scale.
    public var pointSize: Double?
    /// `semibold`, `medium`, … for system fonts with a weight.
    public var weight: String?
    /// The Dynamic Type text style (`UICTFontTextStyleBody`).
    public var textStyle: String?
    /// The AppKit meta font (`system`, `smallSystem`, `menu`, …).
    public var metaFont: String?

    /// The system font at a size, with a weight (`semibold`, `bold`, …) or the regular one.
    public init(system pointSize: Double, weight: String? = nil) {
        kind = "system"
        self.pointSize = pointSize
        self.weight = weight
    }

    /// Reads a `<fontDescription>` or `<font>` element.
    public init(_ tree: XMLTree, _ node: XMLNodeID) {
        name = tree.attribute("name", of: node)
        family = tree.attribute("family", of: node)
        pointSize = tree.number("pointSize", of: node) ?? tree.number("size", of: node)
        weight = tree.attribute("weight", of: node)
        // UIKit documents write `style="UICTFontTextStyleBody"`; AppKit's `textStyle="subheadline"`
        // beside the font's name, which stays its kind (the font a converted view is given).
        let style = tree.attribute("style", of: node)
        textStyle = style ?? tree.attribute("textStyle", of: node)
        metaFont = tree.attribute("metaFont", of: node)
        kind = tree.attribute("type", of: node) ?? style.map { _ in "textStyle" } ?? metaFont.map { _ in "meta" } ?? (name != nil ? "custom" : "system")
    }
}
