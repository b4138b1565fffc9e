import IBDocument

/// Whether a view's text fits the frame it gets: the width or lines the text needs beside the
/// size it has, and how the view cuts what does not fit (its line break mode).
///
/// Judged for labels and titled buttons (UIKit), and for AppKit labels and buttons. An editable
/// text field scrolls its text and is not judged; a label that shrinks its font to fit
/// (`adjustsFontSizeToFitWidth`) needs only its smallest size's width.
public struct TextFit: Sendable, Hashable {
    /// How the view shows text that does not fit.
    public enum Cut: String, Sendable, Hashable {
        /// An ellipsis replaces the end, start or middle.
        case truncated
        /// The text is cut off at the view's edge.
        case clipped
        /// More lines than `numberOfLines` allows: the last line shown ends in an ellipsis.
        case wrappedPastLimit = "wrapped past numberOfLines"
    }

    /// The text.
    public let text: String
    /// The width the text needs on one line (for a wrapping view, its widest line).
    public let neededWidth: Double
    /// The height the text needs at the view's width.
    public let neededHeight: Double
    /// The lines the text takes at the view's width; 0 where only its height is known (an AppKit
    /// label that wraps).
    public let neededLines: Int
    /// The view's size.
    public let size: Size
    /// The most lines the view shows; 0 for no limit.
    public let lineLimit: Int
    /// How the text is cut, or nil when it fits.
    public let cut: Cut?

    /// The view's text fit in `frame`, measured as `layout` measured it; nil for a view with no
    /// text it would cut.
    public static func of(_ object: IBObject, frame: Rect, in layout: RootLayout) -> TextFit? {
        guard let view = object.asView, frame.width > 0, frame.height > 0 else { return nil }
        let environment = layout.environment
        let document = object.document
        let tools = document.header.toolsBuild
        if document.platform == .macOS { return appKit(view, frame: frame, environment: environment, tools: tools) }
        switch object.elementName {
        case "label": return label(view, frame: frame, scale: environment.scale, tools: tools, text: environment.text)
        case "button": return button(view, frame: frame, environment: environment, tools: tools)
        default: return nil
        }
    }

    /// The text a view shows that `of(_:frame:in:)` judges: a label's text, a button's title.
    public static func text(of object: IBObject) -> String? {
        if object.document.platform == .macOS { return IntrinsicContentSize.appKitTitle(of: object) }
        switch object.elementName {
        case "label": return object.asView?.text
        case "button": return object.asView?.states.first(where: { $0.state == "normal" })?.title
        default: return nil
        }
    }

    /// Points a text may exceed its frame by before it counts as cut: what rounding and the
    /// measurement's own error leave (a pixel, and 1% of the width).
    static func tolerance(_ needed: Double) -> Double { 1 + needed * 0.01 }

    static func label(_ view: View, frame: Rect, scale: Double, tools: Int, text measure: TextMeasure) -> TextFit? {
        let object = view.object
        guard let text = view.text, text.contains(where: { !$0.isWhitespace }) else { return nil }
        var metrics = TextMetrics(font: view.font, scale: scale, platform: object.document.platform, tools: tools, text: measure)
        let limit = max(0, Int(object.attribute("numberOfLines") ?? "1") ?? 1)
        let mode = object.attribute("lineBreakMode") ?? "tailTruncation"
        var paragraphs = TextWrapping.paragraphs(of: text)
        // Blank lines at the end show nothing: losing them past the line limit cuts nothing.
        while paragraphs.count > 1, paragraphs.last?.allSatisfy(\.isWhitespace) == true { paragraphs.removeLast() }
        let singleLine = limit == 1
        // A label that shrinks its font to fit (on one line or, since iOS 7, on several) needs only
        // its smallest font's room: measured at that size, it is cut only if it is cut there too.
        if let smallest = shrunkSize(of: object, from: metrics.pointSize) { metrics = metrics.resized(to: smallest) }
        let lines = singleLine ? [paragraphs[0]] : paragraphs.flatMap { TextWrapping.lines(of: $0, width: frame.width, metrics: metrics) }
        let neededWidth = lines.map { metrics.width(of: $0) }.max() ?? 0
        let neededHeight = IntrinsicContentSize.labelHeight(lines: max(lines.count, 1), of: view, metrics: metrics, tools: tools)
        var cut: Cut?
        if singleLine {
            if neededWidth > frame.width + tolerance(neededWidth) { cut = mode == "clip" || mode.hasSuffix("Wrap") ? .clipped : .truncated }
        } else if limit > 0 && lines.count > limit {
            cut = .wrappedPastLimit
        } else if neededHeight > frame.height + tolerance(neededHeight) + metrics.lineHeight * 0.5 {
            // Half a line more than the frame holds: a line is lost (UIKit draws the lines that fit).
            cut = mode == "clip" ? .clipped : .truncated
        }
        return TextFit(text: text, neededWidth: neededWidth, neededHeight: neededHeight, neededLines: lines.count,
                       size: Size(width: frame.width, height: frame.height), lineLimit: limit, cut: cut)
    }

    /// The smallest point size a label shrinks its text to (Interface Builder's Autoshrink), or nil
    /// when it keeps its size. Interface Builder writes `adjustsFontSizeToFit="NO"` for a fixed
    /// font size and leaves the attribute out when the label shrinks to its `minimumScaleFactor`
    /// (or, in older documents, its `minimumFontSize`).
    static func shrunkSize(of object: IBObject, from pointSize: Double) -> Double? {
        let tree = object.document.tree
        guard object.attribute("adjustsFontSizeToFit") != "NO", object.attribute("adjustsFontSizeToFitWidth") != "NO", pointSize > 0 else { return nil }
        // A factor of 0 keeps the font's size (UIKit's documented default).
        let smallest = tree.number("minimumScaleFactor", of: object.node).map { $0 > 0 ? $0 * pointSize : pointSize }
            ?? tree.number("minimumFontSize", of: object.node).map { $0 > 0 ? $0 : pointSize }
        guard let smallest, smallest.isFinite, smallest >= 1, smallest < pointSize else { return nil }
        return smallest
    }

    static func button(_ view: View, frame: Rect, environment: LayoutEnvironment, tools: Int) -> TextFit? {
        // A button with an image gives the image its room first: a title left over beside it is
        // squeezed out of sight on the canvas and on the device alike.
        guard let normal = view.states.first(where: { $0.state == "normal" }), normal.image == nil,
              let title = normal.title, title.contains(where: { !$0.isWhitespace }),
              !title.contains("\n"), !["wordWrap", "characterWrap"].contains(view.object.attribute("lineBreakMode") ?? "") else { return nil }
        let natural = IntrinsicContentSize.button(view, images: environment.images, scale: environment.scale, tools: tools, text: environment.text)
        guard let needed = natural.width else { return nil }
        // UIButton's title label truncates in the middle unless the document says otherwise.
        let mode = view.object.attribute("lineBreakMode") ?? "middleTruncation"
        let cut: Cut? = needed > frame.width + tolerance(needed) ? (mode == "clip" ? .clipped : .truncated) : nil
        return TextFit(text: title, neededWidth: needed, neededHeight: natural.height ?? frame.height, neededLines: 1,
                       size: Size(width: frame.width, height: frame.height), lineLimit: 1, cut: cut)
    }

    /// The AppKit bezel styles of the buttons judged: push buttons, and check boxes and radio
    /// buttons (which Interface Builder gives `regularSquare`).
    static let knownBezels: Set<String> = ["rounded", "regularSquare"]

    static func appKit(_ view: View, frame: Rect, environment: LayoutEnvironment, tools: Int) -> TextFit? {
        let object = view.object
        guard ["textField", "button"].contains(object.elementName), let title = IntrinsicContentSize.appKitTitle(of: object),
              title.contains(where: { !$0.isWhitespace }) else { return nil }
        let tree = object.document.tree
        let cell = IntrinsicContentSize.appKitCell(of: object)
        func cellAttribute(_ name: String) -> String? { cell.flatMap { tree.attribute(name, of: $0) } }
        // An editable field scrolls; a button with an image gives it its room first, and one that
        // shows only its image shows no title at all.
        if object.elementName == "textField", cellAttribute("editable") == "YES" { return nil }
        if object.elementName == "button" {
            let image = cellAttribute("image") != nil || cell.map { cell in
                tree.childElements(of: cell).contains { ["image", "imageReference"].contains(tree.name(of: $0)) && tree.attribute("key", of: $0) == "image" }
            } ?? false
            if image || cellAttribute("imagePosition") == "only" { return nil }
            // Only bezels whose geometry ibkit knows are judged: a bevel, square, inline or
            // recessed button (often a link or a custom control) sizes its title its own way.
            guard ["push", "check", "radio", nil].contains(cellAttribute("type")), cellAttribute("bezelStyle").map(Self.knownBezels.contains) ?? true else { return nil }
        }
        let wraps = IntrinsicContentSize.wrapsAppKitText(object)
        let mode = cellAttribute("lineBreakMode") ?? (wraps ? "wordWrapping" : "clipping")
        let size = Size(width: frame.width, height: frame.height)
        if object.elementName == "button" {
            let font = cell.flatMap { cell in tree.childElements(of: cell).first { tree.isElement($0, named: "font") } }
            let metrics = TextMetrics(font: font.map { Font(tree, $0) } ?? nil, scale: TextMetrics.measuringScale(platform: .macOS, screen: environment.scale),
                                      platform: .macOS, text: environment.text)
            // The room a title needs in the frame: a push button's bezel is inset 6 points on each
            // side; a check box or radio button puts its 18-point box and 4 points before it.
            let chrome: Double = ["check", "radio"].contains(cellAttribute("type")) ? 22 : 12
            let needed = metrics.width(of: title) + chrome
            let cut: Cut? = needed > frame.width + tolerance(needed) ? (mode.hasPrefix("truncating") ? .truncated : .clipped) : nil
            return TextFit(text: title, neededWidth: needed, neededHeight: frame.height, neededLines: 1, size: size, lineLimit: 1, cut: cut)
        }
        let natural = IntrinsicContentSize.appKit(view, images: environment.images, scale: environment.scale, wrapWidth: wraps ? frame.width - 4 : nil,
                                                  tools: tools, text: environment.text)
        guard let textWidth = natural.width, let height = natural.height else { return nil }
        // A label's frame adds 2 points on each side of its text.
        let width = textWidth + 4
        var cut: Cut?
        if wraps {
            if height > frame.height + tolerance(height) + 6 { cut = mode.hasPrefix("truncating") ? .truncated : .clipped }
        } else if width > frame.width + tolerance(width) {
            cut = mode.hasPrefix("truncating") ? .truncated : .clipped
        }
        // A wrapping label's line count is not worked out here: its height says what it needs.
        return TextFit(text: title, neededWidth: width, neededHeight: height, neededLines: wraps ? 0 : 1, size: size, lineLimit: wraps ? 0 : 1, cut: cut)
    }
}
