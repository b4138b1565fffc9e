import IBDocument
import IBXML

extension AppKitBuilder {
    /// Colors a view or its cell stores, by key, and the property each sets.
    static let colorProperties: [String: String] = [
        "backgroundColor": "backgroundColor", "textColor": "textColor", "fillColor": "fillColor", "borderColor": "borderColor",
        "gridColor": "gridColor", "insertionPointColor": "insertionPointColor", "contentTintColor": "contentTintColor",
        "bezelColor": "bezelColor", "color": "color",
    ]

    /// Child elements that are no property of the view, or that another step writes.
    static let structuralElements: Set<String> = [
        "subviews", "constraints", "connections", "rect", "autoresizingMask", "userDefinedRuntimeAttributes", "point", "font", "color",
        "beginningViews", "middleViews", "endViews", "tableColumns", "tabViewItems", "visibilityPriorities", "customSpacing", "edgeInsets",
        "tableViewGridLines", "size", "behavior", "segments", "menu", "string", "modifierMask", "attributedString", "accessibility",
        "prototypeCellViews", "nil", "textContainer", "allowedInputSourceLocales", "holdingPriorities", "imageReference",
        "objectValues", "dateComponents", "url", "integer", "real", "userComments", "animations", "gestureRecognizers", "shadow",
        // Interface Builder's canvas guides.
        "userGuides",
    ]

    /// Sets every property the document gives the view and its cell, in AppKit's terms.
    mutating func writeProperties(of object: IBObject, name: String, isRoot: Bool) {
        let tree = self.tree
        writeAttributes(of: object, element: object.elementName, name: name)
        let view = View(object: object)
        if !isRoot, !Self.isMadeByParent(object), object.parent?.elementName != "stackView" {
            if !view.translatesAutoresizingMaskIntoConstraints {
                source.line("\(name).translatesAutoresizingMaskIntoConstraints = false")
            } else if let frame = view.frame {
                source.line("\(name).frame = \(AppKitValue.rect(frame))")
                if let mask = autoresizingMask(of: object) { source.line("\(name).autoresizingMask = \(mask)") }
            }
        }
        writePriorities(of: object, name: name)
        let cell = Self.cell(of: object)
        if let cell {
            let cellObject = IBObject(document: document, node: cell)
            writeAttributes(of: cellObject, element: tree.name(of: cell), name: name)
            writeCell(cellObject, of: object, name: name)
        }
        for holder in [object.node] + (cell.map { [$0] } ?? []) {
            for child in tree.childElements(of: holder) {
                writeChild(child, of: object, name: name, inCell: holder != object.node)
            }
        }
        writeRuntimeAttributes(of: object, name: name)
    }

    /// The attributes of the view's own element or of its cell, by the table.
    mutating func writeAttributes(of object: IBObject, element: String, name: String) {
        let tree = self.tree
        let mappings = AppKitPropertyTable.mappings(for: element)
        for attribute in tree.attributes(of: object.node) {
            let key = tree.name(of: attribute), raw = tree.value(of: attribute)
            guard let mapping = mappings[key] else {
                note(object, "attribute \(key)=\"\(raw)\" of \(element) has no AppKit property ibkit knows; not converted")
                continue
            }
            // Only a control's tag can be set from Swift; the nib sets a plain view's privately.
            if key == "tag", !element.hasSuffix("Cell"), !Self.isControl(object) {
                if raw != "0" { note(object, "tag \(raw) of a view that is no control cannot be set from Swift; not converted") }
                continue
            }
            write(mapping, raw: raw, name: name, object: object, keyPath: key)
        }
    }

    /// `[.width, .minYMargin]` for an `<autoresizingMask>`; nil when it has none.
    func autoresizingMask(of object: IBObject) -> String? {
        let tree = self.tree
        guard let mask = tree.firstChildElement(of: object.node, named: "autoresizingMask") else { return nil }
        let names = [("flexibleMinX", "minXMargin"), ("widthSizable", "width"), ("flexibleMaxX", "maxXMargin"),
                     ("flexibleMinY", "minYMargin"), ("heightSizable", "height"), ("flexibleMaxY", "maxYMargin")]
        let set = names.filter { tree.attribute($0.0, of: mask) == "YES" }.map { "." + $0.1 }
        return set.isEmpty ? nil : "[" + set.joined(separator: ", ") + "]"
    }

    /// Content hugging and compression resistance that differ from AppKit's defaults (250 and 750).
    mutating func writePriorities(of object: IBObject, name: String) {
        for (attribute, method, axis, standard) in [
            ("horizontalHuggingPriority", "setContentHuggingPriority", "horizontal", 250.0), ("verticalHuggingPriority", "setContentHuggingPriority", "vertical", 250),
            ("horizontalCompressionResistancePriority", "setContentCompressionResistancePriority", "horizontal", 750),
            ("verticalCompressionResistancePriority", "setContentCompressionResistancePriority", "vertical", 750),
        ] {
            guard let value = tree.number(attribute, of: object.node), value != standard else { continue }
            source.line("\(name).\(method)(NSLayoutConstraint.Priority(\(SwiftLiteral.number(value))), for: .\(axis))")
        }
    }

    /// One child element of the view or its cell: a color, font, size, columns, segments, items.
    mutating func writeChild(_ child: XMLNodeID, of object: IBObject, name: String, inCell: Bool) {
        let tree = self.tree
        let element = tree.name(of: child), key = tree.attribute("key", of: child)
        switch element {
        case "color":
            guard let key else { return }
            // A text cell's background shows only when it draws one.
            if inCell, key == "backgroundColor", let cell = tree.parent(of: child), tree.attribute("drawsBackground", of: cell) != "YES",
               object.elementName != "tableView" { return }
            guard let property = Self.colorProperties[key] else { return note(object, "color `\(key)` is not converted") }
            if let color = values.color(Color(tree, child)) {
                source.line("\(name).\(property) = \(color)")
            } else {
                note(object, "\(key) \(Color(tree, child)) has no AppKit constructor; not converted")
            }
        case "font":
            // `usesAppearanceFont` is the control's own font, whatever its size says.
            guard key == "font" || key == "titleFont", tree.attribute("usesAppearanceFont", of: child) != "YES" else { return }
            let font = Font(tree, child)
            if AppKitValue.isDefault(font, of: object.elementName) { return }
            guard let expression = values.font(font) else { return note(object, "font \(font.metaFont ?? font.kind) is not converted") }
            source.line("\(name).\(key == "titleFont" ? "titleFont" : "font") = \(expression)")
        case "size":
            switch key {
            case "minSize", "maxSize", "contentViewMargins":
                source.line("\(name).\(key!) = NSSize(width: \(SwiftLiteral.number(tree.number("width", of: child) ?? 0)), height: \(SwiftLiteral.number(tree.number("height", of: child) ?? 0)))")
            case "intercellSpacing" where object.elementName == "tableView" || object.elementName == "outlineView":
                source.line("\(name).intercellSpacing = NSSize(width: \(SwiftLiteral.number(tree.number("width", of: child) ?? 0)), height: \(SwiftLiteral.number(tree.number("height", of: child) ?? 0)))")
            default: break
            }
        case "edgeInsets" where key == "edgeInsets":
            func n(_ side: String) -> String { SwiftLiteral.number(tree.number(side, of: child) ?? 0) }
            source.line("\(name).edgeInsets = NSEdgeInsets(top: \(n("top")), left: \(n("left")), bottom: \(n("bottom")), right: \(n("right")))")
        case "tableColumns":
            writeColumns(child, of: object, name: name)
        case "tableViewGridLines":
            let masks = [("vertical", "solidVerticalGridLineMask"), ("horizontal", "solidHorizontalGridLineMask"), ("dashed", "dashedHorizontalGridLineMask")]
            let set = masks.filter { tree.attribute($0.0, of: child) == "YES" }.map { "." + $0.1 }
            if !set.isEmpty { source.line("\(name).gridStyleMask = [\(set.joined(separator: ", "))]") }
        case "segments":
            writeSegments(child, of: object, name: name)
        case "menu" where inCell && object.elementName == "popUpButton":
            writePopUpItems(child, of: object, name: name)
        case "menu" where key == "menu" && !inCell:
            // A view's contextual menu.
            let menuName = unique((names[object.node].flatMap(SwiftLiteral.identifier) ?? "view").replacingOccurrences(of: ".", with: "") + "Menu")
            writeMenu(IBObject(document: document, node: child), name: menuName)
            source.line("\(name).menu = \(menuName)")
        case "attributedString":
            note(object, "attributed text (\(key ?? "text")) is not converted yet; the plain text is used")
        case "accessibility":
            note(object, "accessibility settings are not converted yet")
        default:
            if !Self.structuralElements.contains(element), !document.isObjectElement(child) {
                note(object, "<\(element)\(key.map { " key=\"\($0)\"" } ?? "")> is not converted")
            }
        }
    }

    /// User-defined runtime attributes, set by key-value coding as the nib does.
    mutating func writeRuntimeAttributes(of object: IBObject, name: String) {
        let values = self.values
        writeRuntimeAttributes(of: object, name: name, color: values.color, image: { values.image($0) }, rect: AppKitValue.rect)
    }
}
