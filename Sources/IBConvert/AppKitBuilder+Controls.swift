import Foundation
import IBDocument
import IBFoundation
import IBXML

extension AppKitBuilder {
    /// Cells whose control edits text.
    static let textCells: Set<String> = ["textFieldCell", "secureTextFieldCell", "searchFieldCell", "comboBoxCell", "tokenFieldCell"]

    /// Whether a text field is a label as `NSTextField(labelWithString:)` makes one: not editable,
    /// without bezel, border or background.
    static func isLabel(_ object: IBObject) -> Bool {
        guard object.elementName == "textField", object.customClass == nil || object.customClass == "NSTextField",
              let cell = cell(of: object), object.document.tree.name(of: cell) == "textFieldCell" else { return false }
        let tree = object.document.tree
        return tree.attribute("editable", of: cell) != "YES" && tree.attribute("borderStyle", of: cell) == nil
            && tree.attribute("drawsBackground", of: cell) != "YES"
    }

    static func cell(of object: IBObject) -> XMLNodeID? {
        let tree = object.document.tree
        return tree.childElements(of: object.node).first { tree.attribute("key", of: $0) == "cell" }
    }

    /// What the cell holds beyond its table attributes: text, placeholder, the text field's
    /// editing and frame, a button's title, type, bezel, state, images and key equivalent.
    mutating func writeCell(_ cell: IBObject, of object: IBObject, name: String) {
        let tree = self.tree
        let element = cell.elementName
        func flag(_ attribute: String) -> Bool { tree.attribute(attribute, of: cell.node) == "YES" }
        if Self.textCells.contains(element) {
            if !Self.isLabel(object), let title = cell.attribute("title"), !title.isEmpty {
                source.line("\(name).stringValue = \(strings.expression(title, object: cell, keyPath: "title", style: options.strings))")
            }
            if let placeholder = cell.attribute("placeholderString"), !placeholder.isEmpty {
                source.line("\(name).placeholderString = \(strings.expression(placeholder, object: cell, keyPath: "placeholderString", style: options.strings))")
            }
            guard !Self.isLabel(object) else {
                if flag("selectable") { source.line("\(name).isSelectable = true") }
                return
            }
            // An editable, selectable, bezeled field that draws its background is what `NSTextField()` makes.
            let border = cell.attribute("borderStyle")
            if !flag("editable") { source.line("\(name).isEditable = false") }
            if !flag("selectable") && !flag("editable") { source.line("\(name).isSelectable = false") }
            if border != "bezel" { source.line("\(name).isBezeled = false") }
            if border == "border" { source.line("\(name).isBordered = true") }
            if !flag("drawsBackground") { source.line("\(name).drawsBackground = false") }
            if cell.attribute("bezelStyle") == "round", element == "textFieldCell" { source.line("\(name).bezelStyle = .roundedBezel") }
            return
        }
        switch element {
        case "buttonCell", "popUpButtonCell":
            writeButtonCell(cell, of: object, name: name)
        case "imageCell":
            if let image = cell.attribute("image") { source.line("\(name).image = \(values.image(image, catalog: cell.attribute("catalog")))") }
            if flag("editable") { source.line("\(name).isEditable = true") }
        default:
            break
        }
    }

    /// `NSButton.ButtonType` from the cell's style and behavior flags.
    static func buttonType(of cell: IBObject) -> String? {
        switch cell.attribute("type") {
        case "check": return "switch"
        case "radio": return "radio"
        default: break
        }
        let tree = cell.document.tree
        guard let behavior = tree.childElements(of: cell.node).first(where: { tree.attribute("key", of: $0) == "behavior" }) else { return nil }
        func flag(_ name: String) -> Bool { tree.attribute(name, of: behavior) == "YES" }
        if flag("changeBackground") || flag("changeGray") { return "pushOnPushOff" }
        if flag("changeContents") { return flag("lightByContents") ? "toggle" : "momentaryChange" }
        if flag("pushIn") { return nil }
        if flag("lightByBackground") || flag("lightByGray") { return "momentaryLight" }
        return nil
    }

    static let bezelStyles = ["roundedRect": "roundRect"]
    static let imagePositions = ["left": "imageLeft", "right": "imageRight", "above": "imageAbove", "below": "imageBelow",
                                 "overlaps": "imageOverlaps", "only": "imageOnly", "leading": "imageLeading", "trailing": "imageTrailing",
                                 "noImage": "noImage"]

    mutating func writeButtonCell(_ cell: IBObject, of object: IBObject, name: String) {
        let tree = self.tree
        let isPopUp = cell.elementName == "popUpButtonCell"
        if !isPopUp {
            let title = cell.attribute("title") ?? ""
            // NSButton() is titled "Button": the document's title, even an empty one, replaces it.
            source.line("\(name).title = \(title.isEmpty ? "\"\"" : strings.expression(title, object: cell, keyPath: "title", style: options.strings))")
            if let alternate = cell.attribute("alternateTitle"), !alternate.isEmpty {
                source.line("\(name).alternateTitle = \(strings.expression(alternate, object: cell, keyPath: "alternateTitle", style: options.strings))")
            }
            if let type = Self.buttonType(of: cell) { source.line("\(name).setButtonType(.\(type))") }
        }
        if let bezel = cell.attribute("bezelStyle"), !(isPopUp && bezel == "rounded"), let member = SwiftLiteral.member(Self.bezelStyles[bezel] ?? bezel) {
            source.line("\(name).bezelStyle = \(member)")
        }
        let borderless: Set<String> = ["check", "radio", "disclosureTriangle", "disclosure", "help", "inline", "recessed"]
        if !isPopUp, cell.attribute("borderStyle") == nil, !borderless.contains(cell.attribute("type") ?? "") {
            source.line("\(name).isBordered = false")
        }
        switch cell.attribute("state") {
        case "on" where !isPopUp: source.line("\(name).state = .on")
        case "mixed": source.line("\(name).state = .mixed")
        default: break
        }
        if let image = cell.attribute("image") { source.line("\(name).image = \(values.image(image, catalog: cell.attribute("catalog")))") }
        if let image = cell.attribute("alternateImage") { source.line("\(name).alternateImage = \(values.image(image))") }
        if let position = cell.attribute("imagePosition"), let member = SwiftLiteral.member(Self.imagePositions[position] ?? position),
           cell.attribute("image") != nil || position == "only" {
            source.line("\(name).imagePosition = \(member)")
        }
        if let key = Self.keyEquivalent(of: cell), !key.isEmpty, !isPopUp {
            source.line("\(name).keyEquivalent = \(SwiftLiteral.string(key))")
            if let mask = tree.childElements(of: cell.node).first(where: { tree.attribute("key", of: $0) == "keyEquivalentModifierMask" }),
               let flags = modifierFlags(mask) {
                source.line("\(name).keyEquivalentModifierMask = \(flags)")
            }
        }
    }

    /// A cell's key equivalent: an attribute, or a `<string>` that Xcode base64-encodes when XML
    /// cannot hold it plainly (Return is `DQ`).
    static func keyEquivalent(of cell: IBObject) -> String? {
        let tree = cell.document.tree
        if let key = cell.attribute("keyEquivalent") { return key }
        guard let node = tree.firstChildElement(of: cell.node, named: "string", where: "key", is: "keyEquivalent") else { return nil }
        let text = tree.text(of: node)
        guard tree.attribute("base64-UTF8", of: node) == "YES" else { return text.trimmingCharacters(in: .newlines) }
        return String(decoding: Base64.decode(text.filter { !$0.isWhitespace }), as: UTF8.self)
    }

    /// `[.command, .shift]` for a `<modifierMask>`; nil when it names none.
    func modifierFlags(_ node: XMLNodeID) -> String? {
        let names = [("shift", "shift"), ("control", "control"), ("option", "option"), ("command", "command"), ("numericPad", "numericPad"),
                     ("function", "function")]
        let set = names.filter { tree.attribute($0.0, of: node) == "YES" }.map { "." + $0.1 }
        return "[" + set.joined(separator: ", ") + "]"
    }

    /// A segmented control's segments: count, then each one's label, image, width, tag, state.
    mutating func writeSegments(_ node: XMLNodeID, of object: IBObject, name: String) {
        let tree = self.tree
        let segments = tree.childElements(of: node).filter { tree.isElement($0, named: "segment") }
        source.line("\(name).segmentCount = \(segments.count)")
        for (index, segment) in segments.enumerated() {
            let segmentObject = IBObject(document: document, node: segment)
            if let label = tree.attribute("label", of: segment), !label.isEmpty {
                source.line("\(name).setLabel(\(strings.expression(label, object: segmentObject, keyPath: "label", style: options.strings)), forSegment: \(index))")
            }
            if let image = tree.attribute("image", of: segment) { source.line("\(name).setImage(\(values.image(image)), forSegment: \(index))") }
            if let width = SwiftLiteral.number(tree.attribute("width", of: segment)), width != "0" { source.line("\(name).setWidth(\(width), forSegment: \(index))") }
            if let tag = SwiftLiteral.number(tree.attribute("tag", of: segment)), tag != "0" { source.line("\(name).setTag(\(tag), forSegment: \(index))") }
            if tree.attribute("selected", of: segment) == "YES" { source.line("\(name).setSelected(true, forSegment: \(index))") }
            if tree.attribute("enabled", of: segment) == "NO" { source.line("\(name).setEnabled(false, forSegment: \(index))") }
            if let tip = tree.attribute("toolTip", of: segment) {
                source.line("\(name).setToolTip(\(strings.expression(tip, object: segmentObject, keyPath: "toolTip", style: options.strings)), forSegment: \(index))")
            }
        }
    }

    /// A table's columns, each with its identifier, header title, widths and resizing.
    mutating func writeColumns(_ node: XMLNodeID, of object: IBObject, name: String) {
        let tree = self.tree
        for column in tree.childElements(of: node) where tree.isElement(column, named: "tableColumn") {
            let columnObject = IBObject(document: document, node: column)
            let columnName = unique("column")
            names[column] = columnName
            let identifier = tree.attribute("identifier", of: column) ?? ""
            source.line()
            source.line("let \(columnName) = NSTableColumn(identifier: NSUserInterfaceItemIdentifier(\(SwiftLiteral.string(identifier))))")
            if let header = tree.childElements(of: column).first(where: { tree.attribute("key", of: $0) == "headerCell" }),
               let title = tree.attribute("title", of: header), !title.isEmpty {
                let headerObject = IBObject(document: document, node: header)
                source.line("\(columnName).title = \(strings.expression(title, object: headerObject.id == nil ? columnObject : headerObject, keyPath: "title", style: options.strings))")
            }
            for (attribute, property) in [("width", "width"), ("minWidth", "minWidth"), ("maxWidth", "maxWidth")] {
                if let value = SwiftLiteral.number(tree.attribute(attribute, of: column)) { source.line("\(columnName).\(property) = \(value)") }
            }
            if tree.attribute("editable", of: column) == "NO" { source.line("\(columnName).isEditable = false") }
            if tree.attribute("hidden", of: column) == "YES" { source.line("\(columnName).isHidden = true") }
            if let tip = tree.attribute("headerToolTip", of: column) { source.line("\(columnName).headerToolTip = \(SwiftLiteral.string(tip))") }
            if let mask = tree.childElements(of: column).first(where: { tree.attribute("key", of: $0) == "resizingMask" }) {
                let set = [("resizeWithTable", "autoresizingMask"), ("userResizable", "userResizingMask")]
                    .filter { tree.attribute($0.0, of: mask) == "YES" }.map { "." + $0.1 }
                source.line("\(columnName).resizingMask = [\(set.joined(separator: ", "))]")
            }
            source.line("\(name).addTableColumn(\(columnName))")
            if object.attribute("outlineTableColumn") == columnObject.id { source.line("\(name).outlineTableColumn = \(columnName)") }
            for cellView in columnObject.childObjects where cellView.role == .view {
                source.comment("make \(cellClassNames[cellView.node] ?? className(of: cellView))() for identifier \"\(cellView.attribute("identifier") ?? "")\" in the delegate's tableView(_:viewFor:row:)")
            }
        }
        if object.attribute("headerView") == nil { source.line("\(name).headerView = nil") }
    }

    /// A stack view's visibility priorities and custom spacings, one per view after it is added.
    mutating func writeStackSettings(of object: IBObject, name: String) {
        let tree = self.tree
        let views = Self.viewChildren(of: object)
        func values(_ element: String) -> [Double] {
            guard let list = tree.firstChildElement(of: object.node, named: element) else { return [] }
            return tree.childElements(of: list).map { tree.number("value", of: $0) ?? 0 }
        }
        for (view, priority) in zip(views, values("visibilityPriorities")) where priority != 1000 {
            guard let viewName = names[view.node] else { continue }
            source.line("\(name).setVisibilityPriority(NSStackView.VisibilityPriority(rawValue: \(SwiftLiteral.number(priority))), for: \(viewName))")
        }
        // Float.greatestFiniteMagnitude is Interface Builder's "default spacing".
        for (view, spacing) in zip(views, values("customSpacing")) where spacing < 3.4e38 {
            guard let viewName = names[view.node] else { continue }
            source.line("\(name).setCustomSpacing(\(SwiftLiteral.number(spacing)), after: \(viewName))")
        }
    }
}
