import IBDocument
import IBLayout
import IBXML

/// A Mac window's toolbar as Xcode's canvas draws it below the title bar: its default items in
/// order (the allowed items when it names no default ones), each item's view or picture above its
/// label as the display mode says, flexible spaces sharing what the items leave.
struct WindowToolbar {
    /// One item: its label, the width of its view or picture, and whether it is space.
    struct Item {
        var id: String?
        var label: String?
        var width: Double
        var isFlexible = false
        var isSpace = false
        /// The picture the item names (`image`), drawn in its control when the project has it.
        var image: String?
    }

    let items: [Item]
    /// `iconAndLabel` (the default), `iconOnly` or `labelOnly`.
    let displayMode: String

    /// The band's height: room for a 28-point control, and an 11-point label under it.
    var height: Double {
        switch displayMode {
        case "iconOnly": 38
        case "labelOnly": 28
        default: 52
        }
    }

    /// The toolbar of `window`, unless it has none or hides it.
    init?(_ window: IBObject) {
        let tree = window.document.tree
        guard let toolbar = tree.firstChildElement(of: window.node, named: "toolbar", where: "key", is: "toolbar"),
              tree.attribute("visible", of: toolbar) != "NO" else { return nil }
        displayMode = tree.attribute("displayMode", of: toolbar) ?? "iconAndLabel"
        let allowed = tree.firstChildElement(of: toolbar, named: "allowedToolbarItems").map { tree.childElements(of: $0) } ?? []
        var byID: [String: XMLNodeID] = [:]
        for item in allowed { if let id = tree.attribute("id", of: item) { byID[id] = item } }
        let defaults = tree.firstChildElement(of: toolbar, named: "defaultToolbarItems").map { list in
            tree.childElements(of: list).compactMap { tree.attribute("reference", of: $0).flatMap { byID[$0] } }
        } ?? allowed
        let labels = TextMetrics(font: Font(system: 11), scale: 2, platform: .macOS, text: .standard)
        items = defaults.map { node in
            let identifier = tree.attribute("implicitItemIdentifier", of: node) ?? tree.attribute("itemIdentifier", of: node) ?? ""
            let label = tree.attribute("label", of: node).flatMap { $0.isEmpty ? nil : $0 } ?? Self.systemLabels[identifier]
            switch identifier {
            case "NSToolbarFlexibleSpaceItem": return Item(id: tree.attribute("id", of: node), label: nil, width: 0, isFlexible: true, isSpace: true)
            case "NSToolbarSpaceItem": return Item(id: tree.attribute("id", of: node), label: nil, width: 32, isSpace: true)
            default:
                let minimum = tree.firstChildElement(of: node, named: "size", where: "key", is: "minSize").flatMap { tree.number("width", of: $0) } ?? 32
                let view = min(max(minimum.isFinite ? minimum : 32, 16), 400)
                return Item(id: tree.attribute("id", of: node), label: label, width: max(view, label.map { labels.unroundedWidth(of: $0) } ?? 0),
                            image: tree.attribute("image", of: node).flatMap { $0.isEmpty ? nil : $0 })
            }
        }
    }

    /// What AppKit's standard items are called.
    static let systemLabels = ["NSToolbarShowColorsItem": "Colors", "NSToolbarShowFontsItem": "Fonts", "NSToolbarPrintItem": "Print",
                               "NSToolbarToggleSidebarItem": "Sidebar", "NSToolbarCloudSharingItem": "Share", "NSToolbarCustomizeToolbarItem": "Customize"]

    /// The band from `top`, `width` wide: the items from the left, past the traffic lights when the
    /// title bar is unified with it, flexible spaces sharing what is left; an item's picture in its
    /// control when `images` has it (AppKit's named system images, which no project holds, are not drawn).
    func elements(top: Double, width: Double, dark: Bool, images: ImageLibrary = ImageLibrary()) -> [SVGElement] {
        let spacing = 8.0, margin = 12.0
        let fixed = items.filter { !$0.isFlexible }.reduce(0) { $0 + $1.width } + spacing * Double(max(items.count - 1, 0))
        let flexible = items.filter(\.isFlexible).count
        let share = flexible == 0 ? 0 : max(0, width - 2 * margin - fixed) / Double(flexible)
        let ink = dark ? "rgba(255,255,255,0.85)" : "rgba(0,0,0,0.85)"
        var elements = [SVGElement("rect", [("class", "canvas window-toolbar"), ("x", "0"), ("y", SVGElement.number(top)), ("width", SVGElement.number(width)),
                                            ("height", SVGElement.number(height)), ("fill", dark ? "rgba(54,54,56,1)" : "rgba(232,232,232,1)"),
                                            ("pointer-events", "none")])]
        var x = margin
        let controlTop = top + (displayMode == "labelOnly" ? 0 : 5)
        for item in items {
            let slot = item.isFlexible ? share : item.width
            if !item.isSpace {
                if displayMode != "labelOnly" {
                    let control = min(item.width, 120.0)
                    elements.append(SVGElement("rect", [("class", "canvas toolbar-item"), ("data-id", item.id ?? ""), ("x", SVGElement.number(x + (slot - control) / 2)),
                                                        ("y", SVGElement.number(controlTop)), ("width", SVGElement.number(control)), ("height", "28"), ("rx", "6"),
                                                        ("fill", dark ? "rgba(255,255,255,0.1)" : "rgba(0,0,0,0.06)"), ("pointer-events", "none")]))
                    if let name = item.image, let file = images.image(named: name, platform: .macOS, dark: dark) {
                        // AppKit draws a toolbar picture at most 24 points a side, centred in the item.
                        let side = min(24.0, control)
                        elements.append(SVGElement("image", [("class", "canvas toolbar-image"), ("x", SVGElement.number(x + (slot - side) / 2)),
                                                             ("y", SVGElement.number(controlTop + (28 - side) / 2)), ("width", SVGElement.number(side)),
                                                             ("height", SVGElement.number(side)), ("preserveAspectRatio", "xMidYMid meet"),
                                                             ("href", file.dataURL), ("pointer-events", "none")]))
                    }
                }
                if let label = item.label, displayMode != "iconOnly" {
                    let baseline = displayMode == "labelOnly" ? top + 18 : controlTop + 28 + 13
                    elements.append(SVGElement("text", [("class", "canvas toolbar-label"), ("x", SVGElement.number(x + slot / 2)), ("y", SVGElement.number(baseline)),
                                                        ("font-family", "-apple-system, sans-serif"), ("font-size", "11"), ("text-anchor", "middle"),
                                                        ("fill", ink), ("pointer-events", "none")], text: label))
                }
            }
            x += slot + spacing
        }
        return elements
    }
}
