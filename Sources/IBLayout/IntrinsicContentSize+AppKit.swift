import IBDocument

extension IntrinsicContentSize {
    /// AppKit controls: widths from the title, heights of the standard bezels at each control size,
    /// as the corpus's unconstrained controls show them (most common stored height per control).
    static func appKit(_ view: View, scale: Double) -> IntrinsicContentSize {
        let object = view.object
        let tree = object.document.tree
        let cell = tree.childElements(of: object.node).first { tree.name(of: $0).hasSuffix("Cell") }
        func cellAttribute(_ name: String) -> String? { cell.flatMap { tree.attribute(name, of: $0) } }
        let title = cellAttribute("title") ?? view.title ?? ""
        let font = cell.flatMap { cell in tree.childElements(of: cell).first { tree.isElement($0, named: "font") } }
        let metrics = TextMetrics(font: font.map { Font(tree, $0) } ?? nil, scale: scale, platform: .macOS)
        let small = (object.attribute("controlSize") ?? cellAttribute("controlSize")) == "small"
        switch object.elementName {
        case "textField", "secureTextField":
            // Sizes of alignment rectangles: a label's frame adds 2 points of inset on each side.
            let bordered = cellAttribute("borderStyle") != nil || cellAttribute("bezelStyle") != nil
            return IntrinsicContentSize(width: metrics.width(of: title) + (bordered ? 4 : 0),
                                        height: bordered ? (small ? 19 : 21) : metrics.lineHeight.rounded(.up), dependsOnText: true)
        case "searchField":
            return IntrinsicContentSize(width: nil, height: small ? 19 : 22)
        case "button":
            switch cellAttribute("type") {
            case "check", "radio":
                // The frame's size, less what reaches beyond the alignment rectangle.
                let outset = AlignmentInsets.checkBox(object.document)
                return IntrinsicContentSize(width: (title.isEmpty ? 18 : 22 + metrics.width(of: title)) - outset.left - outset.right,
                                            height: 18 - outset.top - outset.bottom, dependsOnText: !title.isEmpty)
            case "help":
                return IntrinsicContentSize(width: small ? 19 : 25, height: small ? 19 : 25)
            case "push", nil:
                return IntrinsicContentSize(width: metrics.width(of: title) + 28, height: 21, dependsOnText: !title.isEmpty)
            default:
                return .none
            }
        case "popUpButton":
            return IntrinsicContentSize(width: nil, height: small ? 22 : 25)
        case "segmentedControl":
            return IntrinsicContentSize(width: nil, height: 24)
        case "stepper":
            return IntrinsicContentSize(width: nil, height: 28)
        case "box" where object.attribute("boxType") == "separator":
            // A 1-point line in a 5-point frame, horizontal when drawn wider than tall (as AppKit decides).
            return AlignmentInsets.isHorizontalSeparator(object) ? IntrinsicContentSize(width: nil, height: 1) : IntrinsicContentSize(width: 1, height: nil)
        case "progressIndicator" where object.attribute("style") == "spinning":
            return small ? IntrinsicContentSize(width: 16, height: 16) : IntrinsicContentSize(width: 32, height: 32)
        default:
            return .none
        }
    }
}
