import IBDocument
import IBXML

/// Colours as CSS, resolved as Interface Builder draws them: components directly; system and
/// named colours from the values the document's `<resources>` record, else from the system's
/// light (or dark) palette; asset-catalog colours the document does not record stay unresolved.
public struct RenderColors: Sendable {
    /// Whether the dark appearance is drawn.
    public let dark: Bool
    private let recorded: [String: Color]

    /// The colours of a document, in the light or dark appearance.
    public init(_ document: Document, dark: Bool = false) {
        self.dark = dark
        var recorded: [String: Color] = [:]
        let tree = document.tree
        if let root = tree.rootElement, let resources = tree.firstChildElement(of: root, named: "resources") {
            for entry in tree.childElements(of: resources) where tree.isElement(entry, named: "systemColor") || tree.isElement(entry, named: "namedColor") {
                guard let name = tree.attribute("name", of: entry), let color = tree.firstChildElement(of: entry, named: "color") else { continue }
                recorded[name] = Color(tree, color)
            }
        }
        // The recorded values are the light appearance's; the dark one comes from the palette.
        self.recorded = dark ? [:] : recorded
    }

    /// The colour as CSS (`rgba(…)`), or nil when it cannot be known from the document.
    public func css(_ color: Color) -> String? {
        switch color {
        case let .rgb(red, green, blue, alpha, _): return Self.rgba(red, green, blue, alpha)
        case let .white(white, alpha, _): return Self.rgba(white, white, white, alpha)
        case let .cmyk(c, m, y, k, alpha): return Self.rgba((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k), alpha)
        case .system(let name), .cocoaTouchSystem(let name): return recorded[name].flatMap(css) ?? palette(name)
        case .named(let name, _): return recorded[name].flatMap(css) ?? palette(name)
        case .unknown: return nil
        }
    }

    static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> String {
        func byte(_ value: Double) -> Int { Int((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded()) }
        let opacity = min(max(alpha.isFinite ? alpha : 1, 0), 1)
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(SVGElement.number(opacity)))"
    }

    /// The system palette (UIKit's and AppKit's catalogue names), light and dark.
    func palette(_ name: String) -> String? {
        guard let pair = Self.palette[name] else { return nil }
        return dark ? pair.dark : pair.light
    }

    static let palette: [String: (light: String, dark: String)] = [
        "systemBackgroundColor": ("rgba(255,255,255,1)", "rgba(0,0,0,1)"),
        "secondarySystemBackgroundColor": ("rgba(242,242,247,1)", "rgba(28,28,30,1)"),
        "tertiarySystemBackgroundColor": ("rgba(255,255,255,1)", "rgba(44,44,46,1)"),
        "systemGroupedBackgroundColor": ("rgba(242,242,247,1)", "rgba(0,0,0,1)"),
        "secondarySystemGroupedBackgroundColor": ("rgba(255,255,255,1)", "rgba(28,28,30,1)"),
        "groupTableViewBackgroundColor": ("rgba(242,242,247,1)", "rgba(0,0,0,1)"),
        "labelColor": ("rgba(0,0,0,1)", "rgba(255,255,255,1)"),
        "secondaryLabelColor": ("rgba(60,60,67,0.6)", "rgba(235,235,245,0.6)"),
        "tertiaryLabelColor": ("rgba(60,60,67,0.3)", "rgba(235,235,245,0.3)"),
        "placeholderTextColor": ("rgba(60,60,67,0.3)", "rgba(235,235,245,0.3)"),
        "darkTextColor": ("rgba(0,0,0,1)", "rgba(0,0,0,1)"),
        "lightTextColor": ("rgba(255,255,255,0.6)", "rgba(255,255,255,0.6)"),
        "separatorColor": ("rgba(60,60,67,0.29)", "rgba(84,84,88,0.6)"),
        "opaqueSeparatorColor": ("rgba(198,198,200,1)", "rgba(56,56,58,1)"),
        "linkColor": ("rgba(0,122,255,1)", "rgba(9,132,255,1)"),
        "systemBlueColor": ("rgba(0,122,255,1)", "rgba(10,132,255,1)"),
        "systemRedColor": ("rgba(255,59,48,1)", "rgba(255,69,58,1)"),
        "systemGreenColor": ("rgba(52,199,89,1)", "rgba(48,209,88,1)"),
        "systemOrangeColor": ("rgba(255,149,0,1)", "rgba(255,159,10,1)"),
        "systemYellowColor": ("rgba(255,204,0,1)", "rgba(255,214,10,1)"),
        "systemPinkColor": ("rgba(255,45,85,1)", "rgba(255,55,95,1)"),
        "systemPurpleColor": ("rgba(175,82,222,1)", "rgba(191,90,242,1)"),
        "systemTealColor": ("rgba(48,176,199,1)", "rgba(64,200,224,1)"),
        "systemIndigoColor": ("rgba(88,86,214,1)", "rgba(94,92,230,1)"),
        "systemBrownColor": ("rgba(162,132,94,1)", "rgba(172,142,104,1)"),
        "systemGrayColor": ("rgba(142,142,147,1)", "rgba(142,142,147,1)"),
        "systemFillColor": ("rgba(120,120,128,0.2)", "rgba(120,120,128,0.36)"),
        "secondarySystemFillColor": ("rgba(120,120,128,0.16)", "rgba(120,120,128,0.32)"),
        "whiteColor": ("rgba(255,255,255,1)", "rgba(255,255,255,1)"),
        "blackColor": ("rgba(0,0,0,1)", "rgba(0,0,0,1)"),
        "clearColor": ("rgba(0,0,0,0)", "rgba(0,0,0,0)"),
        "textColor": ("rgba(0,0,0,0.85)", "rgba(255,255,255,0.85)"),
        "controlTextColor": ("rgba(0,0,0,0.85)", "rgba(255,255,255,0.85)"),
        "windowBackgroundColor": ("rgba(236,236,236,1)", "rgba(50,50,50,1)"),
        "controlBackgroundColor": ("rgba(255,255,255,1)", "rgba(30,30,30,1)"),
        "textBackgroundColor": ("rgba(255,255,255,1)", "rgba(30,30,30,1)"),
        "controlColor": ("rgba(255,255,255,1)", "rgba(255,255,255,0.25)"),
    ]
}
