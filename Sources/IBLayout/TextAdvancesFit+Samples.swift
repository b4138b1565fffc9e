import IBDocument
import IBXML

extension TextAdvancesFit {
    /// How much wider the second layout's advances are.
    static let widening = 1.1

    /// The samples in a document Xcode did not flag: single-line labels, titled buttons and AppKit
    /// labels in a font ibkit measures, which the solved layout leaves at their natural width (so
    /// no constraint stretched or squeezed their stored width), laid out with `text`.
    ///
    /// A text is at its natural width only if its width follows its advances: laid out again with
    /// every advance 10% wider, it must widen by as much as its text, not stay where constraints
    /// hold it (a label pinned at both ends whose natural width happens to fit is no sample).
    public static func samples(in document: Document, text: TextMeasure = .standard) -> [Sample] {
        guard document.usesAutoLayout, !document.isFlaggedByXcode else { return [] }
        let tools = document.header.toolsBuild
        var samples: [Sample] = []
        let layouts = LayoutEngine.layout(document, text: text)
        let widened = LayoutEngine.layout(document, text: text.widened(by: widening))
        var widenedWidths: [XMLNodeID: Double] = [:]
        for layout in widened { for view in layout.views { widenedWidths[view.object.node] = view.frame.width } }
        for layout in layouts {
            let scale = layout.environment.scale
            let ambiguous = Set(layout.ambiguities.map { $0.object.node })
            for view in layout.views where view.usesAutoLayout && !ambiguous.contains(view.object.node) {
                guard let object = view.object.asView, let stored = view.stored else { continue }
                let sample: Sample?
                switch (document.platform, view.object.elementName) {
                case (.macOS, "textField"): sample = appKitLabel(object, solved: view.frame, stored: stored, measure: text)
                case (.macOS, _): sample = nil
                case (_, "label"): sample = label(object, solved: view.frame, stored: stored, scale: scale, tools: tools, measure: text)
                case (_, "button"): sample = button(object, solved: view.frame, stored: stored, scale: scale, tools: tools, measure: text)
                default: sample = nil
                }
                guard var sample, let wider = widenedWidths[view.object.node] else { continue }
                // The text's own share of the widening, less a pixel for rounding on either side.
                let expected = (sample.width - 0.5) * (widening - 1)
                guard wider - view.frame.width >= expected - 1 else { continue }
                sample.tools = tools
                samples.append(sample)
            }
        }
        return samples
    }

    /// A single-line UILabel at its natural width.
    static func label(_ label: View, solved: Rect, stored: Rect, scale: Double, tools: Int, measure: TextMeasure) -> Sample? {
        let object = label.object
        guard (object.attribute("numberOfLines") ?? "1") == "1", object.attribute("adjustsFontSizeToFit") != "YES",
              object.attribute("adjustsFontSizeToFitWidth") != "YES",
              let text = label.text, !text.isEmpty, !text.contains("\n") else { return nil }
        let metrics = TextMetrics(font: label.font, scale: scale, platform: object.document.platform, tools: tools, text: measure)
        guard metrics.face.isMeasured, let natural = IntrinsicContentSize.label(label, scale: scale, tools: tools, text: measure).width,
              abs(solved.width - natural) <= 0.5 else { return nil }
        return Sample(text: text, face: TextFace(metrics.face.family, metrics.face.weight), pointSize: metrics.pointSize,
                      scale: scale, width: stored.width, element: "label", path: object.document.path)
    }

    /// A UIButton with a title alone (no image, content insets or iOS 15 configuration) at its
    /// natural width, which is its title's.
    static func button(_ button: View, solved: Rect, stored: Rect, scale: Double, tools: Int, measure: TextMeasure) -> Sample? {
        let object = button.object
        let tree = object.document.tree
        guard let normal = button.states.first(where: { $0.state == "normal" }), normal.image == nil,
              let title = normal.title, !title.isEmpty, !title.contains("\n"),
              tree.firstChildElement(of: object.node, named: "buttonConfiguration") == nil,
              IntrinsicContentSize.contentInsets(of: object) == .zero else { return nil }
        let defaultSize: Double = object.attribute("buttonType") == nil ? 18 : 15
        let font = TextMetrics(font: button.font, scale: scale, platform: object.document.platform, tools: tools, text: measure)
        let metrics = button.font == nil ? font.resized(to: defaultSize) : font
        guard metrics.face.isMeasured, let natural = IntrinsicContentSize.button(button, images: [:], scale: scale, tools: tools, text: measure).width,
              abs(solved.width - natural) <= 0.5 else { return nil }
        return Sample(text: title, face: TextFace(metrics.face.family, metrics.face.weight), pointSize: metrics.pointSize,
                      scale: scale, width: stored.width, element: "button", path: object.document.path)
    }

    /// An AppKit label (a borderless text field): its frame is 4 points wider than its text.
    static func appKitLabel(_ label: View, solved: Rect, stored: Rect, measure: TextMeasure) -> Sample? {
        let tree = label.object.document.tree
        guard let cell = tree.childElements(of: label.object.node).first(where: { tree.isElement($0, named: "textFieldCell") }),
              tree.attribute("borderStyle", of: cell) == nil, tree.attribute("bezelStyle", of: cell) == nil,
              let title = tree.attribute("title", of: cell), !title.isEmpty, !title.contains("\n"),
              let font = tree.childElements(of: cell).first(where: { tree.isElement($0, named: "font") }).map({ Font(tree, $0) }) else { return nil }
        // AppKit measures text in whole points (see `IntrinsicContentSize.appKit`).
        let metrics = TextMetrics(font: font, scale: 1, platform: .macOS, text: measure)
        guard metrics.face.isMeasured, abs(solved.width - 4 - metrics.width(of: title)) <= 0.5 else { return nil }
        return Sample(text: title, face: TextFace(metrics.face.family, metrics.face.weight), pointSize: metrics.pointSize,
                      scale: 1, width: stored.width - 4, element: "textField", path: label.object.document.path)
    }
}
