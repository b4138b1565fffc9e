import IBDocument
import IBXML

/// A view's natural size (`intrinsicContentSize`) as UIKit gives it: fixed for switches and
/// steppers, from the image for image views, from text for labels, buttons and text fields.
/// Either dimension may be absent (`UIView.noIntrinsicMetric`).
public struct IntrinsicContentSize: Sendable {
    /// The natural width, if any.
    public var width: Double?
    /// The natural height, if any.
    public var height: Double?
    /// Whether the size comes from text metrics (counted apart in the fidelity table).
    public var dependsOnText = false
    /// Where the text's baselines are; nil without text.
    var baselines: Baselines?
    /// Whether the size stands in for one ibkit cannot compute (the stored frame's): never
    /// required, and the frames it decides are counted with the text-dependent ones.
    var isEstimate = false

    /// No natural size.
    public static let none = IntrinsicContentSize(width: nil, height: nil)

    /// The view's natural size in a document written by a given Xcode, at a pixel scale.
    static func of(_ view: View, images: [String: Size], scale: Double, wrapWidth: Double? = nil, text: TextMeasure = .standard) -> IntrinsicContentSize {
        if var placeholder = placeholder(of: view.object) {
            // The designer's size replaces the control's, not where its text sits.
            placeholder.baselines = measured(view, images: images, scale: scale, wrapWidth: wrapWidth, text: text).baselines
            return placeholder
        }
        return measured(view, images: images, scale: scale, wrapWidth: wrapWidth, text: text)
    }

    /// The view's natural size from its content, ignoring a placeholder size.
    private static func measured(_ view: View, images: [String: Size], scale: Double, wrapWidth: Double?, text: TextMeasure) -> IntrinsicContentSize {
        let object = view.object
        let document = object.document
        // iOS 13 (Xcode 11, its betas' tools 14800 on) and iOS 14 (Xcode 12, 17xxx) changed
        // several controls.
        let tools = document.header.toolsBuild
        let iOS13 = tools >= XcodeBuilds.xcode11, iOS14 = tools >= 17000, iOS26 = tools >= 24000
        guard document.platform != .macOS else { return appKit(view, images: images, scale: scale, wrapWidth: wrapWidth, tools: tools, text: text) }
        switch object.elementName {
        // Sizes of alignment rectangles: a switch's frame is 2 points wider than its alignment rectangle.
        case "switch": return iOS26 ? IntrinsicContentSize(width: 61, height: 28) : IntrinsicContentSize(width: 49, height: 31)
        // iOS 26's slider is 33 points tall, its frame (VLC's video filters, Xcode 26: five sliders
        // at the full width of their stack, sharing its height with 16-point labels as 33 to 19).
        case "slider": return IntrinsicContentSize(width: nil, height: iOS26 ? 33 : 30)
        case "stepper": return IntrinsicContentSize(width: 94, height: iOS13 ? 32 : 29)
        case "progressView": return IntrinsicContentSize(width: nil, height: iOS14 ? 4 : 2)
        case "activityIndicatorView":
            let large = ["whiteLarge", "large"].contains(object.attribute("style") ?? "")
            return IntrinsicContentSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case "pageControl":
            let pages = min(object.document.tree.number("numberOfPages", of: object.node) ?? 3, 1e6)
            return IntrinsicContentSize(width: iOS14 ? nil : max(0, 16 * pages - 9), height: iOS14 ? 26 : 37)
        case "segmentedControl": return segmentedControl(view, images: images, scale: scale, tools: tools, text: text)
        case "navigationBar": return IntrinsicContentSize(width: nil, height: SimulatedBars.navigationBarHeight(document))
        case "toolbar": return IntrinsicContentSize(width: nil, height: 44)
        case "tabBar": return IntrinsicContentSize(width: nil, height: 49)
        case "searchBar": return IntrinsicContentSize(width: nil, height: iOS13 ? 56 : 44)
        case "datePicker", "pickerView": return IntrinsicContentSize(width: nil, height: 216)
        case "imageView":
            if showsSystemSymbol(object) { return storedEstimate(of: view) }
            guard let name = object.attribute("image") ?? imageReference(of: object.node, in: document.tree).flatMap({ document.tree.attribute("image", of: $0) }),
                  let size = images[name] else { return .none }
            return IntrinsicContentSize(width: size.width, height: size.height)
        case "label": return label(view, scale: scale, wrapWidth: wrapWidth, tools: tools, text: text)
        case "button":
            // A titled button is never narrower than 30 points (EZAudio's "Play", ello's "Inv",
            // GoMap's "OK" and Matt Neuburg's "Test" are stored 30 wide, Xcode 5 to 12); what its
            // title needs, which `button` gives, can be less.
            var size = button(view, images: images, scale: scale, tools: tools, text: text)
            if size.dependsOnText, let width = size.width { size.width = max(width, 30) }
            return size
        case "textField": return textField(view, scale: scale, tools: tools, text: text)
        case "textView" where sizesToText(view):
            return nonScrollingTextView(view, scale: scale, wrapWidth: wrapWidth, tools: tools, text: text)
        default: return .none
        }
    }

    /// `placeholderIntrinsicWidth` / `Height`: a custom view's size as the designer declared it.
    static func placeholder(of object: IBObject) -> IntrinsicContentSize? {
        let width = object.attribute("placeholderIntrinsicWidth"), height = object.attribute("placeholderIntrinsicHeight")
        guard width != nil || height != nil else { return nil }
        return IntrinsicContentSize(width: object.document.tree.number("placeholderIntrinsicWidth", of: object.node), height: object.document.tree.number("placeholderIntrinsicHeight", of: object.node))
    }

    /// A label's text size: one line per paragraph, or, when it may wrap (`numberOfLines` other
    /// than 1), its words wrapped at `wrapWidth` (its `preferredMaxLayoutWidth`, else the width
    /// it had in the last solution, as UIKit's second layout pass does), in a document of `tools`.
    static func label(_ view: View, scale: Double, wrapWidth: Double? = nil, tools: Int, text: TextMeasure = .standard) -> IntrinsicContentSize {
        if view.text == nil, case let runs = view.attributedText, !runs.isEmpty {
            return attributedLabel(view, runs: runs, scale: scale, wrapWidth: wrapWidth, tools: tools, text: text)
        }
        let metrics = TextMetrics(font: view.font, scale: scale, platform: view.object.document.platform, tools: tools, text: text)
        let text = view.text ?? ""
        let limit = Int(view.object.attribute("numberOfLines") ?? "1") ?? 1
        let preferred = view.object.document.tree.number("preferredMaxLayoutWidth", of: view.object.node)
        var lines = TextWrapping.paragraphs(of: text)
        if limit != 1, let width = preferred ?? wrapWidth, width > 0 {
            lines = lines.flatMap { TextWrapping.lines(of: $0, width: width, metrics: metrics) }
        }
        let shown = limit == 0 ? lines.count : min(limit, lines.count)
        let width = lines.prefix(max(shown, 1)).map { metrics.width(of: $0) }.max() ?? 0
        let height = text.isEmpty ? 0 : labelHeight(lines: max(shown, 1), of: view, metrics: metrics, tools: tools)
        let ascent = metrics.ascent
        return IntrinsicContentSize(width: width, height: height, dependsOnText: true,
                                    baselines: .edges(first: ascent, last: metrics.lineHeight - ascent))
    }

    /// The height of a label's lines: each the font's line height, except that the lines after
    /// the first of a Dynamic Type style step by the style's leading (Body 22, Subhead 20), as the
    /// stored heights of such labels in four projects of Xcode 7 and later show.
    static func labelHeight(lines: Int, of view: View, metrics: TextMetrics, tools: Int) -> Double {
        guard lines > 1, tools >= TextFace.firstSFBuild, view.object.document.platform == .iOS, view.font?.pointSize == nil,
              let style = view.font?.textStyle.flatMap({ TextStyles.style($0, platform: .iOS) }) else {
            // The lines are laid out unrounded and the label's height rounded once (hackiftekhar's,
            // RxSwift's and AliSoftware's labels of 3 to 9 lines).
            return metrics.roundUpLines(metrics.unroundedLineHeight * Double(lines))
        }
        return metrics.roundUp(metrics.unroundedLineHeight + Double(lines - 1) * style.leading)
    }

    /// Whether the label may take more than one line, so that its height depends on its width.
    static func wraps(_ view: View) -> Bool {
        if view.object.document.platform == .macOS { return wrapsAppKitText(view.object) }
        return view.object.elementName == "label" && (view.object.attribute("numberOfLines") ?? "1") != "1" || sizesToText(view)
    }

    static func button(_ view: View, images: [String: Size], scale: Double, tools: Int, text: TextMeasure = .standard) -> IntrinsicContentSize {
        if showsSystemSymbol(view.object) { return storedEstimate(of: view) }
        if let configured = configuredButton(view, images: images, scale: scale, tools: tools, text: text) { return configured }
        let normal = view.states.first { $0.state == "normal" }
        let title = normal?.title ?? ""
        let image = (normal?.image).flatMap { images[$0] }
        let metrics = TextMetrics(font: view.font, scale: scale, platform: view.object.document.platform, tools: tools, text: text)
        let font = view.font == nil ? metrics.resized(to: TextMetrics.defaultButtonTitleSize(view.object)) : metrics
        // The title's width: rounded up to the pixel before Xcode 11 (`XcodeBuilds.xcode11`), to
        // the nearest whole point since (the stored widths of unconstrained buttons in six
        // projects of Xcode 11 and later: GoMap's, Simplenote's, VLC's among them).
        let unrounded = font.unroundedWidth(of: title)
        let titleWidth = title.isEmpty ? 0 : tools < XcodeBuilds.xcode11 ? font.roundUp(unrounded) : unrounded.rounded()
        let insets = contentInsets(of: view.object)
        // A title gets 6 points above and below, unless the content insets pad it vertically
        // themselves (a 14-point title stands 29 tall in Firebase's samples, a 13-point one 28 in
        // RxSwift's); an image alone is its size.
        let padded = insets.top > 0 || insets.bottom > 0
        let textHeight = title.isEmpty ? 0 : padded ? font.lineHeight : font.lineHeight.rounded(.up) + 12
        // Without a title or an image, the system draws the button: an info, detail or add button
        // its glyph (22 points square before iOS 13, AliSoftware's; a 25.67-point symbol since,
        // GoMap's), any other a 30-point square.
        let glyph = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(view.object.attribute("buttonType") ?? "")
        let empty: Double = glyph ? (tools < XcodeBuilds.xcode11 ? 22 : 77.0 / 3) : 30
        let width = (title.isEmpty && image == nil ? empty : titleWidth + (image?.width ?? 0)) + insets.left + insets.right
        let height = (title.isEmpty && image == nil ? empty : max(textHeight, image?.height ?? 0)) + insets.top + insets.bottom
        return IntrinsicContentSize(width: width, height: height, dependsOnText: !title.isEmpty,
                                    baselines: .centered((insets.top - insets.bottom) / 2 + font.ascent - font.lineHeight / 2))
    }

    /// An iOS 15 button with a configuration (`<buttonConfiguration>`): the configuration's title
    /// and image replace the normal state's (which Xcode still writes, as "Button"), in its title
    /// font or the system font (`defaultConfiguredTitleSize`), 12 points each side and 7 above
    /// and below (VLC's and GoMap's configured buttons: an 18-point title stands 35.67 points
    /// tall, a 24-point image 38).
    static func configuredButton(_ view: View, images: [String: Size], scale: Double, tools: Int, text: TextMeasure) -> IntrinsicContentSize? {
        let tree = view.object.document.tree
        guard let configuration = tree.firstChildElement(of: view.object.node, named: "buttonConfiguration") else { return nil }
        let title = tree.attribute("title", of: configuration) ?? ""
        let image = tree.attribute("image", of: configuration).flatMap { images[$0] }
        let fontNode = tree.firstChildElement(of: configuration, named: "fontDescription", where: "key", is: "titleFontDescription")
        var font = TextMetrics(font: fontNode.map { Font(tree, $0) }, scale: scale, platform: view.object.document.platform, tools: tools, text: text)
        if fontNode == nil { font = font.resized(to: defaultConfiguredTitleSize(tools: tools)) }
        let titleWidth = title.isEmpty ? 0 : font.width(of: title)
        let line = title.isEmpty ? 0 : font.unroundedLineHeight
        let content = max(line, image?.height ?? 0)
        guard content > 0 || titleWidth > 0 else { return nil }
        return IntrinsicContentSize(width: titleWidth + (image?.width ?? 0) + 24, height: font.roundUp(content + 14), dependsOnText: !title.isEmpty)
    }

    /// The first build of Xcode 14, whose canvas sets a configured button's title in the 17-point
    /// system font when the configuration names none.
    static let seventeenPointConfiguredTitles = 21000

    /// The size of a configured button's title when its configuration names no font: 17 points,
    /// and 14 in documents of Xcode 13 (tools 19162 to 20037), whose canvas drew them so, with the
    /// same 12 points each side and 7 above and below: petit-ami's four filled buttons
    /// ("CADASTRAR" 107 × 31, "ENTRAR" 79, "ENVIAR" 74, "Entrar" 63.5) and the two plain ones of
    /// WeScan's sample ("Cancel" 69 × 31, "Rotate" 67) are each their title's width at 14 points
    /// and 24 more, and 31 tall on their 2× screens (14 points' line and 14, rounded up to the
    /// pixel). Xcode 14's are 17 points (StoryPrompt's, tools 21223, 34.33 tall on a 3× screen).
    static func defaultConfiguredTitleSize(tools: Int) -> Double {
        tools < seventeenPointConfiguredTitles ? 14 : 17
    }

    /// Whether a UIKit image view or button shows a system symbol (`catalog="system"`), whose
    /// drawn size ibkit does not know: the document lists only its proportions (see
    /// `LayoutEnvironment.imageSizes`), so the stored size stands for it, an estimate.
    static func showsSystemSymbol(_ object: IBObject) -> Bool {
        let tree = object.document.tree
        func namesSymbol(_ node: XMLNodeID) -> Bool {
            tree.attribute("catalog", of: node) == "system" && tree.attribute("image", of: node) != nil
        }
        // Named on the view itself, or (Xcode 13 on) by an `<imageReference>` in it: WordPress's
        // "info.circle" icon, sized only by an aspect ratio and its label's centre.
        if namesSymbol(object.node) || imageReference(of: object.node, in: tree).map(namesSymbol) == true { return true }
        return tree.childElements(of: object.node).contains { child in
            (tree.isElement(child, named: "buttonConfiguration") || tree.isElement(child, named: "state") && tree.attribute("key", of: child) == "normal")
                && (namesSymbol(child) || imageReference(of: child, in: tree).map(namesSymbol) == true)
        }
    }

    /// The `<imageReference key="image">` an element names its image with.
    static func imageReference(of node: XMLNodeID, in tree: XMLTree) -> XMLNodeID? {
        tree.firstChildElement(of: node, named: "imageReference", where: "key", is: "image")
    }

    /// A button's `contentEdgeInsets`.
    static func contentInsets(of object: IBObject) -> EdgeInsets {
        let tree = object.document.tree
        guard let node = tree.childElements(of: object.node).first(where: { tree.isElement($0, named: "inset") && tree.attribute("key", of: $0) == "contentEdgeInsets" }) else { return .zero }
        return EdgeInsets(tree, node, names: ("minY", "minX", "maxY", "maxX"))
    }

    static func textField(_ view: View, scale: Double, tools: Int, text: TextMeasure = .standard) -> IntrinsicContentSize {
        let metrics = TextMetrics(font: view.font, scale: scale, platform: view.object.document.platform, tools: tools, text: text)
        let text = view.text.flatMap { $0.isEmpty ? nil : $0 } ?? view.placeholderText ?? ""
        let bordered = view.object.attribute("borderStyle") == "roundedRect"
        let width = metrics.width(of: text) + (bordered ? 14 : 0)
        // iOS 13 (Xcode 11, `XcodeBuilds.xcode11`) made the rounded border taller, and a field
        // without a border at least 22 points tall: Simplenote's Body field and GoMap's Callout
        // one are stored 22, GoMap's Title 3 fields 24, their line.
        let borderless = [nil, "none"].contains(view.object.attribute("borderStyle"))
        let line = metrics.lineHeight.rounded(.up)
        let height = bordered ? (tools >= XcodeBuilds.xcode11 ? 34 : 30) : borderless && tools >= XcodeBuilds.xcode11 ? max(line, 22) : line
        return IntrinsicContentSize(width: width, height: height, dependsOnText: true, baselines: .centered(metrics.ascent - metrics.lineHeight / 2))
    }
}
