import IBDocument
import IBXML

/// Text fields: UIKit's with their border, text or placeholder; AppKit's (labels too) with their
/// cell's title, alignment, bezel and line breaking.
extension ViewDrawing {
    func textField() -> [SVGElement] {
        let appKit = object.document.platform == .macOS
        var elements: [SVGElement] = []
        let bordered = object.attribute("borderStyle") == "roundedRect" || (appKit && appKitCell.map { object.document.tree.attribute("borderStyle", of: $0) == "bezel" } == true)
        if bordered {
            elements.append(SVGElement("rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(max(frame.width, 0))), ("height", n(max(frame.height, 0))),
                                                ("rx", appKit ? "2" : "5"), ("fill", appKit ? "rgba(255,255,255,1)" : "none"), ("stroke", "rgba(0,0,0,0.15)")]))
        }
        // UITextField pads its text 7 points inside a border, not at all without one (its text
        // rect is its bounds); an AppKit cell 2, and 4 inside a bezel.
        let uiKitPadding: Double = [nil, "none"].contains(object.attribute("borderStyle")) ? 0 : 7
        let inset = frame.insetBy(dx: appKit ? (bordered ? 4 : 2) : uiKitPadding)
        let value = view.text.flatMap { $0.isEmpty ? nil : $0 } ?? appKitTitle.flatMap { $0.isEmpty ? nil : $0 }
        let shown = value ?? view.placeholderText ?? appKitPlaceholder ?? ""
        let fill = value == nil ? "rgba(60,60,67,0.3)" : (color("textColor") ?? ink)
        let (lines, breakMode) = appKit ? appKitLineBreaking : (1, nil)
        elements += at(inset)
            .text(shown, color: fill, alignment: object.attribute("textAlignment") ?? appKitCellAttribute("alignment"), lines: lines, breakMode: breakMode)
        return elements
    }

    /// An AppKit control's cell.
    var appKitCell: XMLNodeID? {
        let tree = object.document.tree
        return tree.childElements(of: object.node).first { tree.attribute("key", of: $0) == "cell" }
    }

    func appKitCellAttribute(_ name: String) -> String? {
        appKitCell.flatMap { object.document.tree.attribute(name, of: $0) }
    }

    /// An AppKit control's font, from its cell.
    var appKitFont: Font? {
        appKitCell.flatMap { object.document.tree.firstChildElement(of: $0, named: "font") }.map { Font(object.document.tree, $0) }
    }

    /// An AppKit control's title, from its cell.
    var appKitTitle: String? { appKitCellAttribute("title") }

    /// An AppKit text field's placeholder, from its cell.
    var appKitPlaceholder: String? { appKitCellAttribute("placeholderString") }

    /// An AppKit cell's line breaking in UIKit's terms: wrapping cells take as many lines as fit.
    var appKitLineBreaking: (lines: Int, breakMode: String?) {
        switch appKitCellAttribute("lineBreakMode") {
        case "wordWrapping", "charWrapping": (0, "wordWrap")
        case "clipping": (1, "clip")
        case "truncatingHead": (1, "headTruncation")
        case "truncatingMiddle": (1, "middleTruncation")
        default: (1, "tailTruncation")
        }
    }
}
