import IBDocument
import IBLayout

/// Text the document holds only as a stand-in for what the app shows, read from the document
/// alone: Interface Builder's default texts, text a binding or a table's data fills in, and text
/// a cell's own class sets through its outlets. Such a text says nothing about the real one's
/// length: a layout finding on it is at most a note, and never in the configuration the designer
/// saw. (`check` adds what only the sources tell: an outlet whose owner's code sets the text.)
public enum PlaceholderText {
    /// Why the view's text is a placeholder, in words for a finding (`a binding sets it`); nil
    /// when the document gives no reason to think so.
    public static func reason(_ object: IBObject) -> String? {
        if let text = TextFit.text(of: object), defaultTexts.contains(text.trimmingCharacters(in: .whitespaces)) {
            return "Interface Builder's default text"
        }
        if let binding = textBinding(object) { return "the binding '\(binding)' sets it" }
        if isInTableCellView(object) { return "a sample row: the table's data fills it" }
        if let cell = outletFromEnclosingCell(object) { return "its cell's class \(cell) sets it through an outlet" }
        return nil
    }

    /// Whether the view is a system-style cell's `textLabel` or `detailTextLabel`, which UIKit
    /// lays out itself at run time, whatever frame the document stores.
    public static func isLaidOutByCellStyle(_ object: IBObject) -> Bool {
        guard let id = object.id, object.elementName == "label" else { return false }
        guard let cell = sequence(first: object, next: { $0.parent }).first(where: { $0.elementName == "tableViewCell" }),
              let style = cell.attribute("style"), style != "IBUITableViewCellStyleCustom" else { return false }
        return cell.attribute("textLabel") == id || cell.attribute("detailTextLabel") == id
    }

    /// The texts Interface Builder gives a new label, button, cell, check box or text view.
    public static let defaultTexts: Set<String> = [
        "Label", "Title", "Subtitle", "Detail", "Button", "Text", "Table View Cell", "Multi-line Label", "Multiline Label",
        "Text Cell", "Check", "Radio", "Box", "Item", "Static Text",
    ]

    /// The bindings that replace a text or its font when the app runs.
    static let textBindings: Set<String> = [
        "value", "displayPatternValue1", "title", "displayPatternTitle1", "attributedString", "attributedTitle", "alternateTitle",
        "font", "fontName", "fontSize", "fontBold", "fontItalic",
    ]

    /// The first binding of the view that sets its text or font (a check box's `value` is its
    /// state, not its title).
    static func textBinding(_ object: IBObject) -> String? {
        let isToggle = object.elementName == "button"
        for connection in object.connections where connection.kind == .binding {
            guard let name = connection.bindingName, textBindings.contains(name) else { continue }
            if isToggle && name == "value" { continue }
            return name
        }
        return nil
    }

    /// Whether the view is in an AppKit table's cell view: a prototype of the rows the data
    /// source fills.
    static func isInTableCellView(_ object: IBObject) -> Bool {
        sequence(first: object, next: { $0.parent }).dropFirst().contains { $0.elementName == "tableCellView" || $0.elementName == "tableColumn" }
    }

    /// The custom class of the cell around the view, when that cell has an outlet to it.
    static func outletFromEnclosingCell(_ object: IBObject) -> String? {
        guard let id = object.id else { return nil }
        let cells: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "tableCellView"]
        guard let cell = sequence(first: object, next: { $0.parent }).dropFirst().first(where: { cells.contains($0.elementName) }),
              let className = cell.customClass else { return nil }
        return cell.connections.contains { $0.kind == .outlet && $0.destinationID == id } ? className : nil
    }
}
