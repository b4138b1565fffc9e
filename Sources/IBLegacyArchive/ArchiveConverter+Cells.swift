/// AppKit's archived cells: text field, button, pop-up, image, slider, segmented cells.
extension ArchiveConverter {
    static let bezels = [1: "rounded", 2: "regularSquare", 3: "thickSquare", 4: "thickerSquare", 5: "disclosure", 6: "shadowlessSquare", 7: "circular",
                         8: "texturedSquare", 9: "helpButton", 10: "smallSquare", 11: "texturedRounded", 12: "roundedRect", 13: "recessed",
                         14: "roundedDisclosure", 15: "inline"]
    static let buttonTypes = [1: "push", 2: "bevel", 3: "bevel", 4: "bevel", 5: "disclosureTriangle", 6: "square", 7: "round", 8: "squareTextured",
                              9: "help", 10: "smallSquare", 11: "roundTextured", 12: "roundRect", 13: "recessed", 14: "disclosure", 15: "inline"]
    /// `NSTextAlignment` as archived before 10.11: 1 is right, 2 centre.
    static let nsAlignments = [0: "left", 1: "right", 2: "center", 3: "justified"]
    static let nsLineBreaks = [0: "wordWrapping", 1: "charWrapping", 2: "clipping", 3: "truncatingHead", 4: "truncatingTail", 5: "truncatingMiddle"]

    /// A cell: what `NSCellFlags` and `NSCellFlags2` say of every cell, then what its kind holds.
    func cell(_ cell: ArchiveObject, as name: String, key: String?) -> ModernElement {
        let flags = cell.flags("NSCellFlags"), flags2 = cell.flags("NSCellFlags2")
        var attributes: [(String, String?)] = [
            ("key", key), ("scrollable", flags & 0x0010_0000 != 0 ? "YES" : nil), ("lineBreakMode", Self.nsLineBreaks[Int((flags2 >> 9) & 7)]),
            ("editable", flags & 0x1000_0000 != 0 ? "YES" : nil), ("selectable", flags & 0x0020_0000 != 0 ? "YES" : nil),
            ("enabled", flags & 0x2000_0000 != 0 ? "NO" : nil), ("state", flags & 0x8000_0000 != 0 ? "on" : nil),
            ("alignment", Self.nsAlignments[Int((flags2 >> 26) & 7)]), ("controlSize", [1: "small", 2: "mini"][Int((flags2 >> 17) & 3)]),
        ]
        var inner: [ModernElement?] = []
        let title = cell.string("NSContents")
        switch name {
        case "textFieldCell", "secureTextFieldCell", "searchFieldCell", "comboBoxCell", "tokenFieldCell":
            attributes += [("borderStyle", flags & 0x0040_0000 != 0 ? "bezel" : flags & 0x0080_0000 != 0 ? "border" : nil),
                           ("title", title.flatMap { $0.isEmpty ? nil : $0 }), ("placeholderString", cell.string("NSPlaceholderString")),
                           ("drawsBackground", cell.bool("NSDrawsBackground") == true ? "YES" : nil)]
            inner += [nsFont(cell.object("NSSupport")), color("textColor", cell.object("NSTextColor")), color("backgroundColor", cell.object("NSBackgroundColor"))]
        case "buttonCell", "popUpButtonCell":
            let buttonFlags = cell.flags("NSButtonFlags"), buttonFlags2 = cell.int("NSButtonFlags2") ?? 0
            let bezel = (buttonFlags2 & 7) | ((buttonFlags2 & 0x20) >> 2)
            let alternate = cell.object("NSAlternateImage")
            let source = alternate?.className == "NSButtonImageSource" ? alternate?.string("NSImageName") : nil
            let type = source == "NSSwitch" ? "check" : source == "NSRadioButton" ? "radio" : Self.buttonTypes[bezel]
            attributes += [("type", type), ("bezelStyle", Self.bezels[bezel]),
                           ("borderStyle", buttonFlags & 0x0080_0000 != 0 ? (name == "popUpButtonCell" ? "borderAndBezel" : "border") : nil)]
            let position = (buttonFlags >> 16) & 0xff
            for (mask, placement) in [(0x6c, "overlaps"), (0x44, "only"), (0x3c, "left"), (0x2c, "right"), (0x1c, "below"), (0x0c, "above")]
            where position & UInt32(mask) == UInt32(mask) {
                attributes.append(("imagePosition", placement))
                break
            }
            let image = cell.object("NSNormalImage")
            if image?.className == "NSCustomResource", type != "check", type != "radio" { attributes.append(("image", image?.string("NSResourceName"))) }
            inner.append(nsFont(cell.object("NSSupport")))
            if name == "popUpButtonCell" {
                inner += popUpMenu(cell, into: &attributes)
            } else {
                attributes.append(("title", title.flatMap { $0.isEmpty ? nil : $0 }))
            }
        case "imageCell":
            let image = cell.object("NSContents")
            attributes += [("image", image?.className == "NSCustomResource" ? image?.string("NSResourceName") : nil),
                           ("imageScaling", [0: "proportionallyDown", 1: "axesIndependently", 3: "proportionallyUpOrDown"][cell.int("NSScale") ?? 0]),
                           ("imageFrameStyle", [1: "photo", 2: "grayBezel", 3: "groove", 4: "button"][cell.int("NSStyle") ?? 0])]
        case "sliderCell":
            attributes += [("minValue", Self.format(cell.double("NSMinValue") ?? 0)), ("maxValue", Self.format(cell.double("NSMaxValue") ?? 1)),
                           ("doubleValue", Self.format(cell.double("NSValue") ?? 0)), ("tickMarkPosition", cell.int("NSTickMarkPosition") == 1 ? "above" : "below"),
                           ("numberOfTickMarks", cell.int("NSNumberOfTickMarks").flatMap { $0 == 0 ? nil : String($0) }),
                           ("vertical", cell.bool("NSVertical") == true ? "YES" : nil), ("sliderType", "linear")]
        case "segmentedCell":
            let styles = [1: "rounded", 2: "texturedSquare", 3: "roundRect", 4: "texturedSquare", 5: "capsule", 6: "smallSquare"]
            attributes.append(("style", styles[cell.int("NSSegmentStyle") ?? 1] ?? "rounded"))
            let segments = cell.list("NSSegmentImages").map { segment in
                ModernElement("segment", [("label", segment.string("NSSegmentItemLabel") ?? ""),
                                          ("width", segment.double("NSSegmentItemWidth").flatMap { $0 == 0 ? nil : Self.format($0) }),
                                          ("image", segment.object("NSSegmentItemImage")?.string("NSResourceName")),
                                          ("selected", segment.bool("NSSegmentItemSelected") == true ? "YES" : nil)])
            }
            inner += [nsFont(cell.object("NSSupport")), ModernElement("segments", children: segments)]
        case "datePickerCell", "levelIndicatorCell":
            inner.append(nsFont(cell.object("NSSupport")))
        default: break
        }
        return ModernElement(name, attributes + [("id", id(of: cell))], children: inner.compactMap { $0 })
    }

    /// A pop-up's menu, and its title: the selected item's (`NSMenuItem`, else `NSSelectedIndex`).
    private func popUpMenu(_ cell: ArchiveObject, into attributes: inout [(String, String?)]) -> [ModernElement] {
        let menu = cell.object("NSMenu")
        let items = menu?.list("NSMenuItems") ?? []
        let pullsDown = cell.bool("NSPullDown") == true
        if pullsDown { attributes.append(("pullsDown", "YES")) }
        if let selected = cell.object("NSMenuItem") {
            attributes += [("title", selected.string("NSTitle")), ("selectedItem", id(of: selected))]
        } else if !pullsDown, let index = cell.int("NSSelectedIndex") ?? (items.isEmpty ? nil : 0), items.indices.contains(index) {
            attributes.append(("title", items[index].string("NSTitle")))
        }
        guard let menu else { return [] }
        let entries = items.map { item in
            ModernElement("menuItem", [("title", item.string("NSTitle") ?? ""), ("isSeparatorItem", item.bool("NSIsSeparator") == true ? "YES" : nil), ("id", id(of: item))])
        }
        return [ModernElement("menu", [("key", "menu"), ("id", id(of: menu))], children: [ModernElement("items", children: entries)])]
    }
}
