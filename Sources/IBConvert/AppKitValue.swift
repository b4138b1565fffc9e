import IBDocument

/// Colors, fonts and images of a Cocoa document as AppKit expressions.
struct AppKitValue {
    /// `NSColor.labelColor`, `NSColor(calibratedRed: …)`; nil for what AppKit cannot make from the document.
    func color(_ color: Color) -> String? {
        func n(_ value: Double) -> String { SwiftLiteral.number(value) }
        switch color {
        case .rgb(let r, let g, let b, let a, let space):
            switch space {
            case "calibratedRGB": return "NSColor(calibratedRed: \(n(r)), green: \(n(g)), blue: \(n(b)), alpha: \(n(a)))"
            case "deviceRGB": return "NSColor(deviceRed: \(n(r)), green: \(n(g)), blue: \(n(b)), alpha: \(n(a)))"
            case "displayP3": return "NSColor(displayP3Red: \(n(r)), green: \(n(g)), blue: \(n(b)), alpha: \(n(a)))"
            default: return "NSColor(srgbRed: \(n(r)), green: \(n(g)), blue: \(n(b)), alpha: \(n(a)))"
            }
        case .white(let w, let a, let space):
            switch space {
            case "calibratedWhite": return "NSColor(calibratedWhite: \(n(w)), alpha: \(n(a)))"
            case "deviceWhite": return "NSColor(deviceWhite: \(n(w)), alpha: \(n(a)))"
            default: return "NSColor(genericGamma22White: \(n(w)), alpha: \(n(a)))"
            }
        case .system(let name):
            return Self.catalogColor(name)
        case .named(let name, let catalog):
            if catalog == "System" { return Self.catalogColor(name) }
            return "NSColor(named: \(SwiftLiteral.string(name)))"
        case .cocoaTouchSystem, .cmyk, .unknown:
            return nil
        }
    }

    /// A System catalog color: AppKit's class property, or for a name Swift does not declare (a
    /// private `_sourceListBackgroundColor`) the catalog lookup the nib makes.
    static func catalogColor(_ name: String) -> String {
        if let member = systemColorMember(name), AppKitBuilder.declarations.declares(member, on: "NSColor") { return "NSColor.\(member)" }
        return "(NSColor(catalogName: \"System\", colorName: \(SwiftLiteral.string(name))) ?? NSColor.clear)"
    }

    /// The Swift member of a catalog color (`controlTextColor` → `controlTextColor`, `systemBlueColor` →
    /// `systemBlue`, `blackColor` → `black`); nil for a name that is no Swift identifier.
    static func systemColorMember(_ name: String) -> String? {
        guard SwiftLiteral.isIdentifier(name) else { return nil }
        // AppKit's Swift names drop `Color` from the named constructors (`blackColor` → `black`,
        // `systemBlueColor` → `systemBlue`) but keep it on the semantic ones (`labelColor`).
        if renamedColors.contains(name) { return String(name.dropLast("Color".count)) }
        return name
    }

    /// Catalog colors whose Swift name is the Objective-C one without `Color`.
    static let renamedColors: Set<String> = [
        "blackColor", "blueColor", "brownColor", "clearColor", "cyanColor", "darkGrayColor", "grayColor", "greenColor", "lightGrayColor",
        "magentaColor", "orangeColor", "purpleColor", "redColor", "whiteColor", "yellowColor",
        "systemBlueColor", "systemBrownColor", "systemGrayColor", "systemGreenColor", "systemIndigoColor", "systemOrangeColor",
        "systemPinkColor", "systemPurpleColor", "systemRedColor", "systemTealColor", "systemYellowColor", "systemMintColor", "systemCyanColor",
    ]

    /// The meta fonts: each one's class method and AppKit's size for it when the document gives none.
    static let metaFonts: [String: (method: String, size: Double)] = [
        "system": ("systemFont", 13), "systemBold": ("boldSystemFont", 13), "smallSystem": ("systemFont", 11),
        "smallSystemBold": ("boldSystemFont", 11), "miniSystem": ("systemFont", 9), "miniSystemBold": ("boldSystemFont", 9),
        "message": ("messageFont", 13), "label": ("labelFont", 10), "menu": ("menuFont", 14), "menuBar": ("menuBarFont", 14),
        "toolTip": ("toolTipsFont", 11), "controlContent": ("controlContentFont", 13), "user": ("userFont", 12),
        "fixedUser": ("userFixedPitchFont", 10), "titleBar": ("titleBarFont", 13), "palette": ("paletteFont", 11),
        "cellTitle": ("systemFont", 13),
    ]

    /// The weights meta fonts name, by their suffix.
    static let weights = ["UltraLight": "ultraLight", "Thin": "thin", "Light": "light", "Medium": "medium", "Semibold": "semibold",
                          "Heavy": "heavy", "Black": "black"]

    /// `NSFont.systemFont(ofSize: 13)`, `NSFont(name: "Menlo", size: 11)!`; nil for a font AppKit cannot name.
    func font(_ font: Font) -> String? {
        if let meta = font.metaFont {
            // `systemSemibold`, `systemUltraLight`: the system font at a weight.
            if meta.hasPrefix("system"), let weight = Self.weights[String(meta.dropFirst("system".count))] {
                return "NSFont.systemFont(ofSize: \(SwiftLiteral.number(font.pointSize ?? 13)), weight: .\(weight))"
            }
            guard let entry = Self.metaFonts[meta] else { return nil }
            let size = SwiftLiteral.number(font.pointSize ?? entry.size)
            return "NSFont.\(entry.method)(ofSize: \(size))"
        }
        if let style = font.textStyle, font.kind == "textStyle" {
            return AppKitValue.textStyles[style].map { "NSFont.preferredFont(forTextStyle: .\($0))" }
        }
        let size = SwiftLiteral.number(font.pointSize ?? 13)
        switch font.kind {
        case "system":
            if let weight = font.weight, weight != "regular", SwiftLiteral.isIdentifier(weight) { return "NSFont.systemFont(ofSize: \(size), weight: .\(weight))" }
            return "NSFont.systemFont(ofSize: \(size))"
        case "boldSystem": return "NSFont.boldSystemFont(ofSize: \(size))"
        default:
            guard let name = font.name else { return nil }
            // A font the machine lacks falls back to the system font, as a nib does.
            return "NSFont(name: \(SwiftLiteral.string(name)), size: \(size)) ?? NSFont.systemFont(ofSize: \(size))"
        }
    }

    /// Whether the font is the one AppKit gives the control anyway: the 13-point system font of
    /// text fields and buttons.
    static func isDefault(_ font: Font, of element: String) -> Bool {
        font.metaFont == "system" && (font.pointSize == nil || font.pointSize == 13)
            && ["textField", "button", "secureTextField", "searchField", "comboBox", "popUpButton", "tokenField"].contains(element)
    }

    /// The document's text styles and their `NSFont.TextStyle` members.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleCallout": "callout",
    ]

    /// `NSImage(named: "name")`; AppKit's own images (`NSActionTemplate`) are named the same way.
    func image(_ name: String, catalog: String? = nil) -> String {
        if catalog == "system" { return "NSImage(systemSymbolName: \(SwiftLiteral.string(name)), accessibilityDescription: nil)" }
        return "NSImage(named: \(SwiftLiteral.string(name)))"
    }

    /// `NSRect(x: 0, y: 0, width: 480, height: 270)`.
    static func rect(_ rect: Rect) -> String {
        "NSRect(x: \(SwiftLiteral.number(rect.x)), y: \(SwiftLiteral.number(rect.y)), width: \(SwiftLiteral.number(rect.width)), height: \(SwiftLiteral.number(rect.height)))"
    }
}
