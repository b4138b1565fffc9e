import Foundation

/// Colours and fonts as a script names them, turned into the elements Interface Builder writes.
enum StyleValue {
    /// UIKit's text styles by their Swift names.
    static let textStyles = ["largeTitle": "UICTFontTextStyleTitle0", "title1": "UICTFontTextStyleTitle1", "title2": "UICTFontTextStyleTitle2",
                             "title3": "UICTFontTextStyleTitle3", "headline": "UICTFontTextStyleHeadline", "subheadline": "UICTFontTextStyleSubhead",
                             "body": "UICTFontTextStyleBody", "callout": "UICTFontTextStyleCallout", "footnote": "UICTFontTextStyleFootnote",
                             "caption1": "UICTFontTextStyleCaption1", "caption2": "UICTFontTextStyleCaption2"]
    /// UIColor's system colours, by their property names.
    static let systemColors: Set<String> = [
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo",
        "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "lightText", "darkText", "groupTableViewBackground",
    ]
    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// `<fontDescription>`'s attributes for "system 17", "boldSystem 15", "system 17 semibold" or a text style.
    static func font(_ value: PropertyValue) throws(EditRefusal) -> (name: String, attributes: [(String, String)]) {
        let wrong = EditRefusal("\"font\" takes \(EditableProperty.Kind.font.rawValue), not \(value)")
        guard case .string(let text) = value else { throw wrong }
        if let style = textStyles[text] { return ("fontDescription", [("style", style)]) }
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2 || words.count == 3, ["system", "boldSystem", "italicSystem"].contains(words[0]),
              let size = Double(words[1]), size.isFinite, size > 0, size <= 1000 else { throw wrong }
        var attributes = [("type", words[0])]
        if words.count == 3 {
            guard words[0] == "system", weights.contains(words[2]) else { throw wrong }
            attributes.append(("weight", words[2]))
        }
        attributes.append(("pointSize", number(size)))
        return ("fontDescription", attributes)
    }

    /// An image's name and catalog: an asset by its name alone, an SF Symbol (`system:NAME`)
    /// with the system catalog.
    static func image(_ value: PropertyValue) throws(EditRefusal) -> (name: String, catalog: String?) {
        guard case .string(let text) = value, !text.isEmpty, text != "system:" else {
            throw EditRefusal("\"image\" takes \(EditableProperty.Kind.image.rawValue), not \(value)")
        }
        return text.hasPrefix("system:") ? (String(text.dropFirst(7)), "system") : (text, nil)
    }

    /// `<color>`'s attributes for a hex colour, `clear`, a system colour or a named colour.
    static func color(_ value: PropertyValue) throws(EditRefusal) -> (name: String, attributes: [(String, String)]) {
        let wrong = EditRefusal("a colour is \(EditableProperty.Kind.color.rawValue), not \(value)")
        guard case .string(let text) = value else { throw wrong }
        if let gray = ["clear": ("0.0", "0.0"), "white": ("1", "1"), "black": ("0.0", "1")][text] {
            return ("color", [("white", gray.0), ("alpha", gray.1), ("colorSpace", "custom"), ("customColorSpace", "genericGamma22GrayColorSpace")])
        }
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit) else { throw wrong }
            let bytes = stride(from: 0, to: hex.count, by: 2).map { offset -> Double in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0) / 255
            }
            return ("color", [("red", number(bytes[0])), ("green", number(bytes[1])), ("blue", number(bytes[2])),
                              ("alpha", number(bytes.count == 4 ? bytes[3] : 1)), ("colorSpace", "custom"), ("customColorSpace", "sRGB")])
        }
        if text.hasPrefix("named:") || text.hasPrefix("asset:") {
            let name = String(text.drop { $0 != ":" }.dropFirst())
            guard !name.isEmpty else { throw wrong }
            return ("color", [("name", name)])
        }
        // `systemRed` or `systemRedColor`, `label` or `labelColor`: the names UIColor's
        // properties have, and the ones Interface Builder writes.
        let name = text.hasSuffix("Color") ? String(text.dropLast(5)) : text
        guard systemColors.contains(name) else { throw wrong }
        return ("color", [("systemColor", name + "Color")])
    }

    /// A number as Interface Builder writes it: `0.0`, `1`, `17`, and 17 significant digits
    /// otherwise (`0.20000000000000001`, `0.26666666666666666`, as the corpus's colours show).
    static func number(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.17g", value)
    }

    /// NSColor's catalogue colours Interface Builder offers, by name.
    static let appKitSystemColors: Set<String> = [
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textColor", "textBackgroundColor",
        "controlTextColor", "disabledControlTextColor", "controlColor", "controlBackgroundColor", "windowBackgroundColor", "headerTextColor",
        "selectedTextColor", "selectedTextBackgroundColor", "linkColor", "placeholderTextColor", "separatorColor", "gridColor",
        "alternateSelectedControlTextColor", "selectedControlTextColor", "systemRedColor", "systemGreenColor", "systemBlueColor",
        "systemOrangeColor", "systemYellowColor", "systemPinkColor", "systemPurpleColor", "systemTealColor", "systemIndigoColor",
        "systemBrownColor", "systemMintColor", "systemCyanColor", "systemGrayColor",
    ]

    /// An AppKit cell's `<font>`: "system 13", "boldSystem 15" (the metafonts Interface Builder
    /// writes; 13 points, the system size, is left out).
    static func appKitFont(_ value: PropertyValue) throws(EditRefusal) -> (name: String, attributes: [(String, String)]) {
        let wrong = EditRefusal("\"font\" of an AppKit control takes \"system 13\" or \"boldSystem 15\", not \(value)")
        guard case .string(let text) = value else { throw wrong }
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2, let metaFont = ["system": "system", "boldSystem": "systemBold"][words[0]],
              let size = Double(words[1]), size.isFinite, size > 0, size <= 1000 else { throw wrong }
        return ("font", [("metaFont", metaFont)] + (size == 13 ? [] : [("size", number(size))]))
    }

    /// An AppKit `<color>`: a catalogue colour by name, a hex colour, or a named asset.
    static func appKitColor(_ value: PropertyValue) throws(EditRefusal) -> (name: String, attributes: [(String, String)]) {
        if case .string(let text) = value {
            let name = text.hasSuffix("Color") ? text : text + "Color"
            if appKitSystemColors.contains(name) { return ("color", [("name", name), ("catalog", "System"), ("colorSpace", "catalog")]) }
            if !text.hasPrefix("#") && !text.hasPrefix("named:") && !["clear", "white", "black"].contains(text) {
                throw EditRefusal("an AppKit colour is #RRGGBB, #RRGGBBAA, clear, white, black, a catalogue colour (labelColor, controlTextColor, systemRed…) or named:AssetName, not \(value)")
            }
        }
        return try color(value)
    }
}
