/// AppKit's archived views (`NS…`) as modern elements, each control with its cell.
extension ArchiveConverter {
    /// Element and cell element by archived class.
    static let nsElements: [String: (String, String?)] = [
        "NSView": ("view", nil), "NSCustomView": ("customView", nil), "NSTextField": ("textField", "textFieldCell"),
        "NSSecureTextField": ("secureTextField", "secureTextFieldCell"), "NSSearchField": ("searchField", "searchFieldCell"),
        "NSComboBox": ("comboBox", "comboBoxCell"), "NSTokenField": ("tokenField", "tokenFieldCell"), "NSButton": ("button", "buttonCell"),
        "NSPopUpButton": ("popUpButton", "popUpButtonCell"), "NSBox": ("box", nil), "NSScrollView": ("scrollView", nil),
        "NSClipView": ("clipView", nil), "NSScroller": ("scroller", nil), "NSTableView": ("tableView", nil),
        "NSOutlineView": ("outlineView", nil), "NSTableHeaderView": ("tableHeaderView", nil), "NSImageView": ("imageView", "imageCell"),
        "NSSlider": ("slider", "sliderCell"), "NSProgressIndicator": ("progressIndicator", nil), "NSTabView": ("tabView", nil),
        "NSMatrix": ("matrix", nil), "NSSegmentedControl": ("segmentedControl", "segmentedCell"), "NSColorWell": ("colorWell", nil),
        "NSTextView": ("textView", nil), "NSSplitView": ("splitView", nil), "NSDatePicker": ("datePicker", "datePickerCell"),
        "NSLevelIndicator": ("levelIndicator", "levelIndicatorCell"), "WebView": ("webView", nil),
        // BWToolkit's views, drawn as the AppKit views they extend.
        "BWSplitView": ("splitView", nil), "BWAnchoredButton": ("button", "buttonCell"), "BWAnchoredPopUpButton": ("popUpButton", "popUpButtonCell"),
        "BWInsetTextField": ("textField", "textFieldCell"), "BWTransparentButton": ("button", "buttonCell"), "BWTransparentCheckbox": ("button", "buttonCell"),
        "BWTransparentScrollView": ("scrollView", nil), "BWTransparentTableView": ("tableView", nil), "BWTransparentScroller": ("scroller", nil),
    ]
    static let tabTypes = ["topTabsBezelBorder", "leftTabsBezelBorder", "bottomTabsBezelBorder", "rightTabsBezelBorder", "noTabsBezelBorder",
                           "noTabsLineBorder", "noTabsNoBorder"]

    /// An AppKit view, what it holds (subviews, a box's content, a scroll view's clip view and
    /// scrollers, a tab view's tabs, a matrix's cells) and its cell.
    func nsView(_ object: ArchiveObject, key: String?, isRoot: Bool, depth: Int = 0) -> ModernElement {
        let (name, cellName) = Self.nsElements[object.className] ?? ("customView", nil)
        var attributes: [(String, String?)] = [("key", key)] + viewAttributes(object)
        var held: [ModernElement] = []
        var skipped = Set<ObjectIdentifier>()
        func hold(_ view: ArchiveObject?, as key: String) {
            guard let view, depth < 100 else { return }
            skipped.insert(ObjectIdentifier(view))
            held.append(nsView(view, key: key, isRoot: false, depth: depth + 1))
        }
        switch name {
        case "box":
            let title = object.object("NSTitleCell")
            attributes += [("title", title?.string("NSContents")), ("boxType", [1: "secondary", 2: "separator", 3: "oldStyle", 4: "custom"][object.int("NSBoxType") ?? 0]),
                           ("borderType", [0: "none", 1: "line", 2: "bezel", 3: "groove"][object.int("NSBorderType") ?? 3]),
                           ("titlePosition", [0: "noTitle", 1: "aboveTop", 3: "belowTop", 4: "aboveBottom", 5: "atBottom", 6: "belowBottom"][object.int("NSTitlePosition") ?? 2])]
            hold(object.object("NSContentView"), as: "contentView")
            if let font = nsFont(title?.object("NSSupport"), key: "titleFont") { held.append(font) }
        case "scrollView":
            hold(object.object("NSContentView"), as: "contentView")
            hold(object.object("NSHScroller"), as: "horizontalScroller")
            hold(object.object("NSVScroller"), as: "verticalScroller")
            if let clip = object.object("NSHeaderClipView") {
                skipped.insert(ObjectIdentifier(clip))
                hold(clip.object("NSDocView"), as: "headerView")
            }
            if let corner = object.object("NSCornerView") { skipped.insert(ObjectIdentifier(corner)) }
            for view in object.list("NSSubviews") where view.className == "_NSCornerView" { skipped.insert(ObjectIdentifier(view)) }
        case "scroller":
            let size = Self.numbers(in: object.string("NSFrame") ?? object.string("NSFrameSize")).suffix(2)
            if size.count == 2, size.first! > size.last! { attributes.append(("horizontal", "YES")) }
        case "tableView", "outlineView":
            attributes.append(("rowHeight", Self.format(object.double("NSRowHeight") ?? 17)))
            if let header = object.object("NSHeaderView") { attributes.append(("headerView", id(of: header))) }
            let columns = object.list("NSTableColumns").map { column in
                ModernElement("tableColumn", [("identifier", column.string("NSIdentifier")), ("width", Self.format(column.double("NSWidth"))),
                                              ("minWidth", Self.format(column.double("NSMinWidth"))), ("maxWidth", Self.format(column.double("NSMaxWidth"))),
                                              ("id", id(of: column))],
                              children: column.object("NSHeaderCell").map { header in
                                  [ModernElement("tableHeaderCell", [("key", "headerCell"), ("lineBreakMode", "truncatingTail"),
                                                                     ("title", header.string("NSContents") ?? ""), ("id", id(of: header))])]
                              } ?? [])
            }
            held.append(ModernElement("tableColumns", children: columns))
            held += [color("backgroundColor", object.object("NSBackgroundColor")), color("gridColor", object.object("NSGridColor"))].compactMap { $0 }
        case "tabView":
            let flags = object.int("NSTvFlags") ?? 0
            attributes += [("type", flags & 7 == 0 ? nil : Self.tabTypes[min(flags & 7, Self.tabTypes.count - 1)]),
                           ("controlSize", flags & 0x0800_0000 != 0 ? "small" : nil)]
            if let selected = object.object("NSSelectedTabViewItem") { attributes.append(("initialItem", id(of: selected))) }
            var tabs: [ModernElement] = []
            for item in object.list("NSTabViewItems") {
                var tab: [ModernElement] = []
                if let view = item.object("NSView"), depth < 100 {
                    skipped.insert(ObjectIdentifier(view))
                    tab.append(nsView(view, key: "view", isRoot: false, depth: depth + 1))
                }
                tabs.append(ModernElement("tabViewItem", [("label", item.string("NSLabel") ?? ""), ("identifier", item.string("NSIdentifier")), ("id", id(of: item))],
                                          children: tab))
            }
            held.append(ModernElement("tabViewItems", children: tabs))
        case "progressIndicator":
            let flags = object.int("NSpiFlags") ?? 0
            attributes += [("maxValue", Self.format(object.double("NSMaxValue") ?? 100)), ("minValue", object.double("NSMinValue").map { Self.format($0) }),
                           ("indeterminate", flags & 2 != 0 ? "YES" : nil), ("displayedWhenStopped", flags & 0x2000 != 0 ? "NO" : nil),
                           ("controlSize", flags & 0x100 != 0 ? "small" : nil), ("style", flags & 0x1000 != 0 ? "spinning" : "bar")]
        case "matrix":
            held += matrixElements(object)
        case "colorWell":
            if let color = color("color", object.object("NSColor")) { held.append(color) }
        default: break
        }
        var children = [frame(object, isRoot: isRoot || (key == "contentView" && name == "view")), autoresizingMask(object)]
        var subviews = object.list("NSSubviews").filter { !skipped.contains(ObjectIdentifier($0)) }
        if name == "clipView", let document = object.object("NSDocView") { subviews = [document] }
        if !subviews.isEmpty, !["tableView", "outlineView", "textView"].contains(name), depth < 100 {
            children.append(ModernElement("subviews", children: subviews.map { nsView($0, key: nil, isRoot: false, depth: depth + 1) }))
        }
        if let cellName, let cell = object.object("NSCell") { children.append(self.cell(cell, as: cellName, key: "cell")) }
        children += held
        if name == "clipView", let background = color("backgroundColor", object.object("NSBGColor")) { children.append(background) }
        return ModernElement(name, attributes + [("id", id(of: object)), ("customClass", customClass(of: object))], children: children)
    }

    /// A matrix's cell size, spacing and cells, column by column (archived row by row).
    private func matrixElements(_ matrix: ArchiveObject) -> [ModernElement] {
        // Clamped first: a hostile count must not overflow the product below.
        let rows = min(max(matrix.int("NSNumRows") ?? 1, 0), 10_000), columns = min(max(matrix.int("NSNumCols") ?? 1, 0), 10_000)
        let cells = matrix.list("NSCells")
        var elements: [ModernElement] = []
        let size = Self.numbers(in: matrix.string("NSCellSize")), spacing = Self.numbers(in: matrix.string("NSIntercellSpacing"))
        if size.count >= 2 { elements.append(ModernElement("size", [("key", "cellSize"), ("width", Self.format(size[0])), ("height", Self.format(size[1]))])) }
        if spacing.count >= 2 {
            elements.append(ModernElement("size", [("key", "intercellSpacing"), ("width", Self.format(spacing[0])), ("height", Self.format(spacing[1]))]))
        }
        guard rows * columns <= 10_000 else { return elements }
        let grid = (0..<columns).map { column in
            ModernElement("column", children: (0..<rows).compactMap { row in
                let index = row * columns + column
                guard cells.indices.contains(index) else { return nil }
                let cell = cells[index]
                return self.cell(cell, as: cell.className == "NSButtonCell" ? "buttonCell" : "textFieldCell", key: nil)
            })
        }
        elements.append(ModernElement("cells", children: grid))
        return elements
    }

    /// An AppKit font: a meta font for the system's (Lucida Grande and the system UI font), else by name.
    func nsFont(_ font: ArchiveObject?, key: String = "font") -> ModernElement? {
        guard let font else { return nil }
        let name = font.string("NSName") ?? "", size = font.double("NSSize") ?? 13
        let system = font.bool("IBIsSystemFont") == true || name.drop { $0 == "." }.hasPrefix("LucidaGrande") || name == ".AppleSystemUIFont"
        guard system else { return ModernElement("font", [("key", key), ("size", Self.format(size)), ("name", name.isEmpty ? nil : name)]) }
        let bold = name.contains("Bold")
        if let meta = [13: "system", 11: "smallSystem", 9: "miniSystem"][Int(size)], Double(Int(size)) == size {
            return ModernElement("font", [("key", key), ("metaFont", meta + (bold && meta != "miniSystem" ? "Bold" : ""))])
        }
        return ModernElement("font", [("key", key), ("metaFont", bold ? "systemBold" : "system"), ("size", Self.format(size))])
    }
}
