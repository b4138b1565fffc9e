import IBDocument
import IBLayout
import IBXML

/// Images: an image view's picture (UIKit's `image`, AppKit's cell image) and a button's image
/// and background image, from the project's files where found, else a labelled placeholder.
extension ViewDrawing {
    /// An image view: the picture in its content mode, or a dashed placeholder naming it.
    func imageView() -> [SVGElement] {
        let tree = object.document.tree
        let cell = tree.childElements(of: object.node).first { tree.attribute("key", of: $0) == "cell" }
        let name = object.attribute("image") ?? cell.flatMap { tree.attribute("image", of: $0) } ?? ""
        // SF Symbols (`catalog="system"`) and AppKit's named images live in the system, not the project.
        let fromSystem = object.attribute("catalog") == "system" || name.hasPrefix("NS")
        if !name.isEmpty, !fromSystem, let file = images.image(named: name, platform: object.document.platform, dark: colors.dark) {
            return [picture(file, name: name, in: frame, mode: object.attribute("contentMode") ?? appKitScaling(cell))]
        }
        return placeholder(name, in: frame)
    }

    /// A button's background image filling it, and its image beside (or instead of) the title;
    /// returns the space left for the title.
    func buttonImages(title: String?) -> (elements: [SVGElement], titleFrame: Rect) {
        let tree = object.document.tree
        let normal = tree.childElements(of: object.node).first { tree.isElement($0, named: "state") && tree.attribute("key", of: $0) == "normal" }
        var elements: [SVGElement] = []
        if let background = normal.flatMap({ tree.attribute("backgroundImage", of: $0) }),
           let file = images.image(named: background, platform: object.document.platform, dark: colors.dark) {
            elements.append(picture(file, name: background, in: frame, mode: "scaleToFill"))
        }
        guard let name = normal.flatMap({ tree.attribute("image", of: $0) }), !name.isEmpty else { return (elements, frame) }
        let file = tree.attribute("catalog", of: normal!) == "system" ? nil : images.image(named: name, platform: object.document.platform, dark: colors.dark)
        let size = file?.pointSize.map { Size(width: min($0.width, frame.width), height: min($0.height, frame.height)) }
            ?? Size(width: min(frame.height, frame.width), height: min(frame.height, frame.width))
        let titleWidth = title.map { metrics.width(of: $0) } ?? 0
        // Image and title side by side, centred together, as a button lays them out by default.
        let left = frame.midX - (size.width + titleWidth) / 2
        let box = Rect(x: left, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        elements += file.map { [picture($0, name: name, in: box, mode: "scaleAspectFit")] } ?? placeholder(name, in: box)
        let titleFrame = title == nil ? frame : Rect(x: box.maxX, y: frame.y, width: max(frame.maxX - box.maxX, 0), height: frame.height)
        return (elements, titleFrame)
    }

    /// An `<image>` in `rect` as the content mode places it: stretched, fitted, filled (cropped to
    /// the view), or at its own size at a side or corner.
    func picture(_ file: ImageFile, name: String, in rect: Rect, mode: String) -> SVGElement {
        var placed = rect, aspect = "none"
        switch mode {
        case "scaleToFill": aspect = "none"
        case "scaleAspectFit": aspect = "xMidYMid meet"
        case "scaleAspectFill": aspect = "xMidYMid slice"
        default:
            if let size = file.pointSize ?? resourceSize(name) {
                let x = mode.lowercased().contains("left") ? rect.x : mode.lowercased().contains("right") ? rect.maxX - size.width : rect.midX - size.width / 2
                let y = mode.hasPrefix("top") ? rect.y : mode.hasPrefix("bottom") ? rect.maxY - size.height : rect.midY - size.height / 2
                placed = Rect(x: x, y: y, width: size.width, height: size.height)
            } else {
                aspect = "xMidYMid meet"
            }
        }
        return SVGElement("image", [("class", "image"), ("data-id", object.id ?? ""), ("data-image", name),
                                    ("x", n(placed.x)), ("y", n(placed.y)), ("width", n(max(placed.width, 0))), ("height", n(max(placed.height, 0))),
                                    ("preserveAspectRatio", aspect), ("href", file.dataURL)])
    }

    /// A dashed box naming an image no file was found for.
    func placeholder(_ name: String, in rect: Rect) -> [SVGElement] {
        [SVGElement("rect", [("class", "image-placeholder"), ("x", n(rect.x)), ("y", n(rect.y)), ("width", n(max(rect.width, 0))),
                             ("height", n(max(rect.height, 0))), ("fill", "rgba(142,142,147,0.15)"), ("stroke", "rgba(142,142,147,0.6)"),
                             ("stroke-dasharray", "4 3")])]
            + (name.isEmpty ? [] : [at(rect).label(name, small: true)])
    }

    /// The size the document's `<resources>` records for an image, as the layout reads it.
    func resourceSize(_ name: String) -> Size? {
        LayoutEnvironment.imageSizes(object.document)[name].flatMap { size in
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
                ? Size(width: min(size.width, 1e5), height: min(size.height, 1e5)) : nil
        }
    }

    /// An AppKit image cell's scaling as a UIKit content mode.
    func appKitScaling(_ cell: XMLNodeID?) -> String {
        guard let cell else { return "scaleAspectFit" }
        return switch object.document.tree.attribute("imageScaling", of: cell) {
        case "axesIndependently": "scaleToFill"
        case "none": "center"
        default: "scaleAspectFit"
        }
    }
}
