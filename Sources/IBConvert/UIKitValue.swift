import IBDocument
import IBXML

/// UIKit expressions for the values a document stores: colors, fonts, images, insets, sizes.
struct UIKitValue {
    /// The document the values come from (its resources say which images are SF Symbols).
    let document: Document
    /// Image names the document declares from the system catalog (SF Symbols).
    let systemImages: Set<String>

    init(document: Document) {
        self.document = document
        let tree = document.tree
        var symbols: Set<String> = []
        if let root = tree.rootElement, let resources = tree.firstChildElement(of: root, named: "resources") {
            for image in tree.childElements(of: resources) where tree.isElement(image, named: "image") && tree.attribute("catalog", of: image) == "system" {
                if let name = tree.attribute("name", of: image) { symbols.insert(name) }
            }
        }
        systemImages = symbols
    }

    /// A `UIColor` expression; nil for a form UIKit cannot make.
    func color(_ color: Color) -> String? {
        func n(_ value: Double) -> String { SwiftLiteral.number(value) }
        switch color {
        case .rgb(let r, let g, let b, let a, let space):
            if space == "displayP3" { return "UIColor(displayP3Red: \(n(r)), green: \(n(g)), blue: \(n(b)), alpha: \(n(a)))" }
            return "UIColor(red: \(n(r)), green: \(n(g)), blue: \(n(b)), alpha: \(n(a)))"
        case .white(let white, let alpha, _):
            return "UIColor(white: \(n(white)), alpha: \(n(alpha)))"
        case .system(let name), .cocoaTouchSystem(let name):
            return Self.systemColorName(name).map { "UIColor.\($0)" }
        case .named(let name, nil):
            return "UIColor(named: \(SwiftLiteral.string(name)))"
        case .named, .cmyk, .unknown:
            return nil
        }
    }

    /// The Swift name of a system color the document names (`systemBackgroundColor` → `systemBackground`).
    static func systemColorName(_ name: String) -> String? {
        if name == "tintColor" { return "tintColor" }
        guard name.hasSuffix("Color"), name.count > 5 else { return nil }
        let swiftName = String(name.dropLast(5))
        return SwiftLiteral.isIdentifier(swiftName) ? swiftName : nil
    }

    /// A `UIFont` expression for a `<fontDescription>`.
    func font(_ font: Font) -> String? {
        let size = font.pointSize.map(SwiftLiteral.number) ?? "17"
        switch font.kind {
        case "system":
            if let weight = font.weight, weight != "regular" { return "UIFont.systemFont(ofSize: \(size), weight: .\(weight))" }
            return "UIFont.systemFont(ofSize: \(size))"
        case "boldSystem": return "UIFont.boldSystemFont(ofSize: \(size))"
        case "italicSystem": return "UIFont.italicSystemFont(ofSize: \(size))"
        case "textStyle":
            guard let style = font.textStyle, let swift = Self.textStyles[style] else { return nil }
            return "UIFont.preferredFont(forTextStyle: .\(swift))"
        default:
            guard let name = font.name else { return nil }
            return "UIFont(name: \(SwiftLiteral.string(name)), size: \(size))"
        }
    }

    /// UIKit's text styles by the name a document stores.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// A `UIImage` expression for an image name: an SF Symbol when the document declares it one.
    func image(_ name: String) -> String {
        systemImages.contains(name) ? "UIImage(systemName: \(SwiftLiteral.string(name)))" : "UIImage(named: \(SwiftLiteral.string(name)))"
    }

    /// A `UIEdgeInsets` for an `<inset>` (minX, minY, maxX, maxY) or `<edgeInsets>` element.
    func insets(_ node: XMLNodeID) -> String {
        let tree = document.tree
        func n(_ name: String) -> String { SwiftLiteral.number(tree.number(name, of: node) ?? 0) }
        if tree.isElement(node, named: "inset") {
            return "UIEdgeInsets(top: \(n("minY")), left: \(n("minX")), bottom: \(n("maxY")), right: \(n("maxX")))"
        }
        if tree.isElement(node, named: "directionalEdgeInsets") {
            return "NSDirectionalEdgeInsets(top: \(n("top")), leading: \(n("leading")), bottom: \(n("bottom")), trailing: \(n("trailing")))"
        }
        return "UIEdgeInsets(top: \(n("top")), left: \(n("left")), bottom: \(n("bottom")), right: \(n("right")))"
    }

    /// A `CGSize` for a `<size>` element.
    func size(_ node: XMLNodeID) -> String {
        let tree = document.tree
        return "CGSize(width: \(SwiftLiteral.number(tree.number("width", of: node) ?? 0)), height: \(SwiftLiteral.number(tree.number("height", of: node) ?? 0)))"
    }

    /// A `CGRect` for a stored frame.
    static func rect(_ rect: Rect) -> String {
        "CGRect(x: \(SwiftLiteral.number(rect.x)), y: \(SwiftLiteral.number(rect.y)), width: \(SwiftLiteral.number(rect.width)), height: \(SwiftLiteral.number(rect.height)))"
    }
}
