import IBDocument
import IBXML

/// Which generation of AppKit's control bezels the designer's Mac drew a document's controls
/// with. Frames are stored around the bezels, so the same constraints store other frames in each.
enum AppKitControlEra: Comparable {
    /// Before macOS 11 (documents of Xcode 11 and older, tools below 17000).
    case classic
    /// macOS 11 to 15's controls (Xcode 12 to 16, and Xcode 26 on macOS 15).
    case bigSur
    /// macOS 26's controls: 24-point push buttons whose frames are their alignment rectangles.
    case tahoe

    /// The era of a document's controls, decided once for all of them.
    static func of(_ document: Document) -> AppKitControlEra {
        document.derived("IBLayout.AppKitControlEra") { document in
            let tools = document.header.toolsBuild
            if tools < 17000 { return .classic }
            // Xcode 26 runs on macOS 15 and 26 and the header names neither: the stored bezels tell.
            // A regular push button is stored 32 points tall on macOS 11 to 15 and 24 on macOS 26.
            guard tools >= 24000 else { return .bigSur }
            let tree = document.tree
            var tahoe = false
            tree.forEachElement(withAttribute: "bezelStyle") { cell, attribute in
                guard !tahoe, tree.value(of: attribute) == "rounded", tree.name(of: cell) == "buttonCell",
                      [nil, "push"].contains(tree.attribute("type", of: cell)), tree.attribute("controlSize", of: cell) ?? "regular" == "regular",
                      let button = tree.parent(of: cell), tree.isElement(button, named: "button"),
                      tree.attribute("controlSize", of: button) ?? "regular" == "regular",
                      let frame = tree.firstChildElement(of: button, named: "rect", where: "key", is: "frame"),
                      let height = tree.number("height", of: frame) else { return }
                tahoe = (20...25).contains(height)
            }
            return tahoe ? .tahoe : .bigSur
        }
    }
}
