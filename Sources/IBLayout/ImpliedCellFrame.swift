import IBDocument
import IBXML

/// Where Interface Builder puts what a document leaves without a frame in a table: some Xcode 6
/// documents store table cells, their content views and their style's labels with none, and
/// Xcode lays them out when it opens them: cells stacked at the table's row height, section by
/// section, and a cell style's labels where that style puts them.
public enum ImpliedCellFrame {
    /// Space above a grouped table's section, and what a section's header title adds.
    static let groupedSectionGap = 35.0, headerTitle = 20.5
    /// Where a plain table's prototype cells start: below the "Prototype Cells" header.
    static let prototypesTop = 28.0

    /// The frame of a table cell the document gives none, in its table: the table's width, the
    /// cell's (or the table's) row height, below the cells before it; nil for a cell with a
    /// frame, or one in no table.
    public static func of(_ cell: IBObject) -> Rect? {
        guard cell.elementName == "tableViewCell", cell.asView?.frame == nil else { return nil }
        var table = cell.parent
        while let candidate = table, candidate.elementName != "tableView" { table = candidate.parent }
        guard let table else { return nil }
        let tree = cell.document.tree
        let width = table.asView?.frame.flatMap { $0.width.isFinite && $0.width >= 0 ? min($0.width, 100_000) : nil } ?? 320
        let grouped = ["grouped", "insetGrouped"].contains(table.attribute("style") ?? "plain")
        func height(_ node: XMLNodeID) -> Double {
            let value = tree.number("rowHeight", of: node) ?? tree.number("rowHeight", of: table.node) ?? 44
            return value.isFinite && value > 0 ? min(value, 10_000) : 44
        }
        var y = 0.0
        if let prototypes = tree.firstChildElement(of: table.node, named: "prototypes") {
            y = grouped ? groupedSectionGap + headerTitle : prototypesTop
            for node in tree.childElements(of: prototypes) where tree.isElement(node, named: "tableViewCell") {
                if node == cell.node { return Rect(x: 0, y: y, width: width, height: height(node)) }
                y += height(node)
            }
        }
        guard let sections = tree.firstChildElement(of: table.node, named: "sections") else { return nil }
        for section in tree.childElements(of: sections) where tree.isElement(section, named: "tableViewSection") {
            let titled = !(tree.attribute("headerTitle", of: section) ?? "").isEmpty
            y += (grouped ? groupedSectionGap : 0) + (titled ? (grouped ? headerTitle : 22) : 0)
            guard let cells = tree.firstChildElement(of: section, named: "cells") else { continue }
            for node in tree.childElements(of: cells) where tree.isElement(node, named: "tableViewCell") {
                if node == cell.node { return Rect(x: 0, y: y, width: width, height: height(node)) }
                let stored = tree.firstChildElement(of: node, named: "rect", where: "key", is: "frame").flatMap { tree.number("height", of: $0) }
                y += stored.flatMap { $0.isFinite && $0 >= 0 ? min($0, 10_000) : nil } ?? height(node)
            }
        }
        return nil
    }

    /// The frame a cell style gives its `textLabel` or `detailTextLabel` when the document gives
    /// none, in a content view of `size`: the title at the leading margin, a subtitle below it,
    /// a right detail at the trailing margin (UIKit's styles, 15-point margins).
    public static func styleLabel(_ label: IBObject, in size: Size) -> Rect? {
        guard label.elementName == "label", label.asView?.frame == nil, let id = label.id else { return nil }
        var cell = label.parent
        while let candidate = cell, candidate.elementName != "tableViewCell" { cell = candidate.parent }
        guard let cell else { return nil }
        let isTitle = cell.attribute("textLabel") == id, isDetail = cell.attribute("detailTextLabel") == id
        guard isTitle || isDetail else { return nil }
        let margin = 15.0, width = max(size.width - 2 * margin, 0), line = 20.5
        switch cell.attribute("style") {
        case "IBUITableViewCellStyleSubtitle":
            let top = max((size.height - line - 14.5) / 2, 0)
            return isTitle ? Rect(x: margin, y: top, width: width, height: line) : Rect(x: margin, y: top + line, width: width, height: 14.5)
        case "IBUITableViewCellStyleValue1":
            let half = width / 2
            return Rect(x: isTitle ? margin : margin + half, y: (size.height - line) / 2, width: half, height: line)
        case "IBUITableViewCellStyleValue2":
            return isTitle ? Rect(x: margin, y: (size.height - line) / 2, width: 91, height: line)
                : Rect(x: margin + 97, y: (size.height - line) / 2, width: max(width - 97, 0), height: line)
        default:
            return isTitle ? Rect(x: margin, y: 0, width: width, height: size.height) : nil
        }
    }
}
