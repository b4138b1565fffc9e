import IBDocument
import IBLayout
import IBXML

/// Which tab a tab view shows, shared by the drawing and by the nesting of the tabs' views.
enum TabViewDrawing {
    /// The tab views' items, in order.
    static func items(_ tabView: XMLNodeID, in tree: XMLTree) -> [XMLNodeID] {
        guard let list = tree.firstChildElement(of: tabView, named: "tabViewItems") else { return [] }
        return tree.childElements(of: list).filter { tree.isElement($0, named: "tabViewItem") }
    }

    /// The item shown: the one `initialItem` names, else the first.
    static func selectedItem(_ tabView: XMLNodeID, in tree: XMLTree) -> XMLNodeID? {
        let items = items(tabView, in: tree)
        if let id = tree.attribute("initialItem", of: tabView), let item = items.first(where: { tree.attribute("id", of: $0) == id }) { return item }
        return items.first
    }
}

/// NSTabView as the canvas draws it: the bezel its tabs' views sit in, and the tabs centred on
/// its top edge, the selected one raised.
extension ViewDrawing {
    func tabView() -> [SVGElement] {
        let tree = object.document.tree
        // A tab view controller draws its tabs as its style says; unspecified, the tab view's own type does.
        if object.key == "tabView", let controller = object.parent, controller.elementName == "tabViewController",
           controller.attribute("tabStyle") != "unspecified" {
            return controllerTabs(controller)
        }
        let type = object.attribute("type") ?? "topTabsBezelBorder"
        let tabs = type.hasPrefix("noTabs") ? [] : TabViewDrawing.items(object.node, in: tree)
        let selected = TabViewDrawing.selectedItem(object.node, in: tree)
        let top = tabs.isEmpty ? 0.0 : 18
        var elements: [SVGElement] = []
        if type != "noTabsNoBorder" {
            let bezel = Rect(x: frame.x + (tabs.isEmpty ? 0 : 7), y: frame.y + top, width: frame.width - (tabs.isEmpty ? 0 : 14),
                             height: frame.height - top - (tabs.isEmpty ? 0 : 10))
            elements.append(shape(bezel, fill: colors.dark ? "rgba(255,255,255,0.04)" : "rgba(0,0,0,0.03)",
                                  stroke: colors.dark ? "rgba(255,255,255,0.1)" : "rgba(0,0,0,0.12)", radius: 5, type: "tab-bezel"))
        }
        guard !tabs.isEmpty else { return elements }
        let titles = tabs.map { tree.attribute("label", of: $0) ?? "" }
        return elements + tabRow(titles, selected: selected.flatMap { tabs.firstIndex(of: $0) }, top: frame.y + 6)
    }

    /// A row of tabs centred across the view at `top`: each as wide as its label and 10 points
    /// either side (squeezed to fit), the selected one raised, dividers between the others.
    func tabRow(_ titles: [String], selected: Int?, top: Double) -> [SVGElement] {
        let caption = metrics.resized(to: 13)
        var widths = titles.map { caption.width(of: $0) + 20 }
        let total = widths.reduce(0, +), room = max(frame.width - 14, 0)
        if total > room, total > 0 { widths = widths.map { $0 * room / total } }
        var x = frame.midX - min(total, room) / 2
        let row = Rect(x: x, y: top, width: min(total, room), height: 24)
        var elements = [shape(row, fill: colors.dark ? "rgba(70,70,72,1)" : "rgba(227,227,227,1)",
                              stroke: colors.dark ? "rgba(255,255,255,0.1)" : "rgba(0,0,0,0.1)", radius: 6, type: "tabs")]
        for (index, title) in titles.enumerated() {
            let cell = Rect(x: x, y: row.y, width: widths[index], height: row.height)
            if index == selected {
                elements.append(shape(cell.insetBy(dx: 1.5, dy: 1.5), fill: colors.dark ? "rgba(110,110,112,1)" : "rgba(255,255,255,1)",
                                      stroke: colors.dark ? nil : "rgba(0,0,0,0.12)", radius: 5, type: "tab-selected"))
            } else if index > 0, index - 1 != selected {
                elements.append(line(cell.x, cell.y + 6, cell.x, cell.maxY - 6, stroke: hairline, width: 1))
            }
            elements += self.caption(title, in: cell.insetBy(dx: 4), color: ink, alignment: "center", size: 13)
            x += widths[index]
        }
        return elements
    }

    /// A tab view controller's tabs as its `tabStyle` shows them: a row of tabs at the top (the
    /// default) or bottom of its view, or the window toolbar's items.
    func controllerTabs(_ controller: IBObject) -> [SVGElement] {
        let tree = object.document.tree
        let items = TabViewDrawing.items(controller.node, in: tree)
        let style = controller.attribute("tabStyle") ?? "segmentedControlOnTop"
        guard !items.isEmpty else { return [] }
        let selected = Int(controller.attribute("selectedTabViewItemIndex") ?? "0") ?? 0
        let titles = items.map { tree.attribute("label", of: $0) ?? "" }
        if style == "toolbar" {
            // The toolbar's items across the top of the window: a picture above each label.
            var elements = [shape(Rect(x: frame.x, y: frame.y, width: frame.width, height: min(52, frame.height)), fill: colors.dark ? "rgba(54,54,56,1)" : "rgba(246,246,246,1)",
                                  type: "tab-toolbar"),
                            line(frame.x, frame.y + min(52, frame.height) - 0.5, frame.maxX, frame.y + min(52, frame.height) - 0.5, stroke: hairline, width: 1)]
            let width = min(72.0, frame.width / Double(items.count))
            var x = frame.midX - width * Double(items.count) / 2
            for (index, title) in titles.enumerated() {
                if index == selected {
                    elements.append(shape(Rect(x: x + 2, y: frame.y + 3, width: width - 4, height: 46), fill: "rgba(0,0,0,0.08)", radius: 6))
                }
                elements.append(shape(Rect(x: x + width / 2 - 11, y: frame.y + 7, width: 22, height: 22), fill: "none", stroke: index == selected ? tint : secondaryInk, radius: 5,
                                      type: "tab-image"))
                elements += caption(title, in: Rect(x: x + 2, y: frame.y + 32, width: width - 4, height: 16), color: index == selected ? tint : ink, alignment: "center", size: 11)
                x += width
            }
            return elements
        }
        return tabRow(titles, selected: selected, top: style == "segmentedControlOnBottom" ? frame.maxY - 30 : frame.y + 6)
    }
}
