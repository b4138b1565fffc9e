import IBDocument
import IBFoundation
import IBLayout
import IBLocalization
import IBXML

/// A document as it loads under a configuration: its strings translated, its adjusting text
/// styles at the configuration's text size, its windows at their minimum size. Node ids are the
/// original's, so the views of two variants match one to one.
public enum DocumentVariant {
    /// The document under `configuration` (the document itself when nothing changes); throws
    /// when the language has no translation beside it or cannot be read. `translations` are the
    /// document's when already read (nil reads them).
    public static func document(_ document: Document, under configuration: LayoutConfiguration,
                                translations: [StringsCheck.Translation]? = nil) throws(DocumentError) -> Document {
        let needsSizes = configuration.contentSize.map { $0 != .large } ?? false
        let needsWindow = configuration.device == .windowMinimum
        guard configuration.language != nil || needsSizes || needsWindow else { return document }
        var variant = document
        if let language = configuration.language {
            variant = try LocalizedDocument.localized(document, in: language, translations: translations)
        } else {
            variant = try Document.parse(LosslessWriter.bytes(of: document.tree), path: document.path)
        }
        if let category = configuration.contentSize, needsSizes { resizeText(in: variant, to: category) }
        if needsWindow { shrinkWindows(in: variant) }
        return variant
    }

    /// Whether some text of the document follows the text size: a text-style font in a view
    /// that adjusts it (`adjustsFontForContentSizeCategory`).
    public static func hasAdjustingText(_ document: Document) -> Bool {
        !adjustingFonts(in: document).isEmpty
    }

    /// Gives each adjusting text-style font the point size of its style at `category`.
    static func resizeText(in document: Document, to category: ContentSizeCategory) {
        let tree = document.tree
        for (font, style) in adjustingFonts(in: document) {
            guard let size = category.pointSize(of: style) else { continue }
            try? tree.setAttribute("pointSize", to: Self.number(size), of: font)
        }
    }

    /// The text-style fonts (`<fontDescription style=…>`) of views that adjust them, with the style.
    static func adjustingFonts(in document: Document) -> [(node: XMLNodeID, style: String)] {
        let tree = document.tree
        var fonts: [(XMLNodeID, String)] = []
        for object in document.allObjects where object.attribute("adjustsFontForContentSizeCategory") == "YES" {
            for child in tree.childElements(of: object.node) where tree.isElement(child, named: "fontDescription") {
                if let style = tree.attribute("style", of: child) { fonts.append((child, style)) }
            }
        }
        return fonts
    }

    /// Sets each window's content view to the window's minimum size where that is smaller than
    /// its stored size (the root's frame is what the layout fills).
    static func shrinkWindows(in document: Document) {
        let tree = document.tree
        for window in document.allObjects where window.elementName == "window" {
            guard let minimum = minimumSize(of: window), let content = contentFrame(of: window) else { continue }
            if minimum.width < content.size.width { try? tree.setAttribute("width", to: number(minimum.width), of: content.node) }
            if minimum.height < content.size.height { try? tree.setAttribute("height", to: number(minimum.height), of: content.node) }
        }
    }

    /// Whether the document has a window whose minimum size is smaller than its content.
    public static func hasShrinkableWindow(_ document: Document) -> Bool {
        document.allObjects.contains { window in
            guard window.elementName == "window", let minimum = minimumSize(of: window), let content = contentFrame(of: window) else { return false }
            return minimum.width < content.size.width - 0.5 || minimum.height < content.size.height - 0.5
        }
    }

    /// A window's `minSize`, of at least a point each way.
    static func minimumSize(of window: IBObject) -> Size? {
        let tree = window.document.tree
        guard let node = tree.childElements(of: window.node).first(where: { tree.attribute("key", of: $0) == "minSize" }),
              let width = tree.number("width", of: node), let height = tree.number("height", of: node),
              width >= 1, height >= 1, width.isFinite, height.isFinite else { return nil }
        return Size(width: width, height: height)
    }

    /// The `<rect key="frame">` of a window's content view, and its size.
    static func contentFrame(of window: IBObject) -> (node: XMLNodeID, size: Size)? {
        let tree = window.document.tree
        guard let content = tree.childElements(of: window.node).first(where: { tree.attribute("key", of: $0) == "contentView" }),
              let frame = tree.childElements(of: content).first(where: { tree.isElement($0, named: "rect") && tree.attribute("key", of: $0) == "frame" }),
              let width = tree.number("width", of: frame), let height = tree.number("height", of: frame) else { return nil }
        return (frame, Size(width: width, height: height))
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
