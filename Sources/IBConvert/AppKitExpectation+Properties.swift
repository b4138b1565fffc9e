import IBDocument
import IBXML

extension AppKitExpectation {
    /// The properties the comparison checks, as the AppKit interface module records them: text,
    /// titles, placeholders, fonts, images, hidden, tags, columns, tab items, segments, pop-up items.
    static func properties(of object: IBObject) -> [String: String] {
        let tree = object.document.tree
        var result: [String: String] = [:]
        let cell = AppKitBuilder.cell(of: object).map { IBObject(document: object.document, node: $0) }
        let element = object.elementName
        if let cell {
            if AppKitBuilder.textCells.contains(cell.elementName) {
                if let title = cell.attribute("title"), !title.isEmpty { result["stringValue"] = title }
                if let placeholder = cell.attribute("placeholderString"), !placeholder.isEmpty { result["placeholderString"] = placeholder }
            }
            if cell.elementName == "buttonCell" { result["title"] = cell.attribute("title") ?? "" }
            if let image = cell.attribute("image"), ["buttonCell", "imageCell"].contains(cell.elementName) {
                result["image"] = cell.attribute("catalog") == "system" ? "systemImage(\(image))" : "image(\(image))"
            }
            if let font = tree.childElements(of: cell.node).first(where: { tree.name(of: $0) == "font" && tree.attribute("key", of: $0) == "font" }),
               tree.attribute("usesAppearanceFont", of: font) != "YES" {
                let described = Font(tree, font)
                if !AppKitValue.isDefault(described, of: element), let canonical = canonical(described) { result["font"] = canonical }
            }
            if cell.elementName == "popUpButtonCell", let menu = tree.childElements(of: cell.node).first(where: { tree.name(of: $0) == "menu" }) {
                let items = IBObject(document: object.document, node: menu).childObjects.filter { $0.elementName == "menuItem" }
                for (index, item) in items.enumerated() where item.attribute("isSeparatorItem") != "YES" {
                    result["items[\(index)].title"] = item.attribute("title") ?? ""
                }
            }
            if cell.elementName == "segmentedCell", let segments = tree.firstChildElement(of: cell.node, named: "segments") {
                for (index, segment) in tree.childElements(of: segments).enumerated() {
                    if let label = tree.attribute("label", of: segment), !label.isEmpty { result["segment[\(index)].label"] = label }
                }
            }
        }
        if element == "box", let title = object.attribute("title") { result["title"] = title }
        if ["tableView", "outlineView"].contains(element), let columns = tree.firstChildElement(of: object.node, named: "tableColumns") {
            for (index, column) in tree.childElements(of: columns).enumerated() {
                result["tableColumns[\(index)].identifier"] = tree.attribute("identifier", of: column) ?? ""
                if let header = tree.childElements(of: column).first(where: { tree.attribute("key", of: $0) == "headerCell" }),
                   let title = tree.attribute("title", of: header), !title.isEmpty {
                    result["tableColumns[\(index)].title"] = title
                }
            }
        }
        if element == "tabView" {
            for (index, item) in object.childObjects.filter({ $0.elementName == "tabViewItem" }).enumerated() {
                if let label = item.attribute("label") { result["tabViewItems[\(index)].label"] = label }
            }
        }
        if View(object: object).isHidden { result["isHidden"] = "true" }
        if let tag = object.attribute("tag"), tag != "0", AppKitBuilder.isControl(object) {
            result["tag"] = tag
        }
        return result
    }

    /// A document font as the interface module names it: `system(13)`, `boldSystem(11)`,
    /// `system(13,semibold)`, `label(10)`, `name(Menlo-Regular,11)`, `textStyle(body)`.
    static func canonical(_ font: Font) -> String? {
        func n(_ value: Double) -> String { SwiftLiteral.number(value) }
        if let meta = font.metaFont {
            if meta.hasPrefix("system"), let weight = AppKitValue.weights[String(meta.dropFirst("system".count))] {
                return "system(\(n(font.pointSize ?? 13)),\(weight))"
            }
            guard let entry = AppKitValue.metaFonts[meta] else { return nil }
            return "\(entry.method.dropLast("Font".count))(\(n(font.pointSize ?? entry.size)))"
        }
        if font.kind == "textStyle" { return font.textStyle.flatMap { AppKitValue.textStyles[$0] }.map { "textStyle(\($0))" } }
        let size = n(font.pointSize ?? 13)
        switch font.kind {
        case "system": return font.weight.map { $0 == "regular" ? "system(\(size))" : "system(\(size),\($0))" } ?? "system(\(size))"
        case "boldSystem": return "boldSystem(\(size))"
        default: return font.name.map { "name(\($0),\(size))" }
        }
    }
}
