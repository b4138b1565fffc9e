/// UIKit's archived views and controllers (`IBUI…`) as modern elements.
extension ArchiveConverter {
    static let uiElements: [String: String] = [
        "IBUIView": "view", "IBUIWindow": "window", "IBUILabel": "label", "IBUIButton": "button", "IBUITextField": "textField",
        "IBUIImageView": "imageView", "IBUITableView": "tableView", "IBUINavigationBar": "navigationBar", "IBUIToolbar": "toolbar",
        "IBUISegmentedControl": "segmentedControl", "IBUISwitch": "switch", "IBUISlider": "slider", "IBUIScrollView": "scrollView",
        "IBUIWebView": "webView", "IBUIActivityIndicatorView": "activityIndicatorView", "IBUIProgressView": "progressView",
        "IBUITextView": "textView", "IBUIDatePicker": "datePicker", "IBUITabBar": "tabBar", "IBUISearchBar": "searchBar",
        "IBUIPickerView": "pickerView", "IBUIPageControl": "pageControl", "IBMKMapView": "mapView", "IBUITableViewCell": "tableViewCell",
    ]
    /// `UITextAlignment` and `UILineBreakMode` as archived.
    static let uiAlignments = [1: "center", 2: "right", 3: "justified", 4: "natural"]
    static let uiLineBreaks = [0: "wordWrap", 1: "characterWrap", 2: "clip", 3: "headTruncation", 4: "tailTruncation", 5: "middleTruncation"]
    static let systemItems = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
                              "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl"]

    /// A UIKit view and what it holds.
    func uiView(_ object: ArchiveObject, key: String?, depth: Int) -> ModernElement {
        let name = Self.uiElements[object.className] ?? "view"
        var attributes: [(String, String?)] = [("key", key)] + viewAttributes(object)
        var inner: [ModernElement?] = []
        var text: String?
        switch object.className {
        case "IBUILabel":
            text = object.string("IBUIText") ?? ""
            attributes += [("textAlignment", Self.uiAlignments[object.int("IBUITextAlignment") ?? 0]),
                           ("lineBreakMode", Self.uiLineBreaks[object.int("IBUILineBreakMode") ?? 4]),
                           ("numberOfLines", object.int("IBUINumberOfLines").flatMap { $0 == 1 ? nil : String($0) }),
                           ("adjustsFontSizeToFit", object.bool("IBUIAdjustsFontSizeToFit") == true ? "YES" : nil)]
            inner += [uiFont(object) ?? Self.systemFont(17), color("textColor", object.object("IBUITextColor"))]
        case "IBUIButton":
            let types = [0: "custom", 1: "roundedRect", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark", 5: "contactAdd"]
            attributes += [("buttonType", types[object.int("IBUIButtonType") ?? 0]), ("enabled", object.bool("IBUIEnabled") == false ? "NO" : nil)]
            inner.append(uiFont(object) ?? ModernElement("fontDescription", [("key", "fontDescription"), ("type", "boldSystem"), ("pointSize", "15")]))
            for (state, title, color, image) in [("normal", "IBUINormalTitle", "IBUINormalTitleColor", "IBUINormalImage"),
                                                 ("highlighted", "IBUIHighlightedTitle", "IBUIHighlightedTitleColor", "IBUIHighlightedImage"),
                                                 ("selected", "IBUISelectedTitle", "IBUISelectedTitleColor", "IBUISelectedImage"),
                                                 ("disabled", "IBUIDisabledTitle", "IBUIDisabledTitleColor", "IBUIDisabledImage")] {
                let picture = object.object(image)?.string("NSResourceName")
                guard state == "normal" || object.string(title) != nil || picture != nil else { continue }
                inner.append(ModernElement("state", [("key", state), ("title", object.string(title)), ("image", picture)],
                                           children: [self.color("titleColor", object.object(color))].compactMap { $0 }))
            }
        case "IBUITextField":
            let borders = [1: "line", 2: "bezel", 3: "roundedRect"]
            attributes += [("borderStyle", borders[object.int("IBUIBorderStyle") ?? 0]), ("text", object.string("IBUIText").flatMap { $0.isEmpty ? nil : $0 }),
                           ("placeholder", object.string("IBUIPlaceholder")), ("textAlignment", Self.uiAlignments[object.int("IBUITextAlignment") ?? 0])]
            inner += [uiFont(object) ?? Self.systemFont(12), color("textColor", object.object("IBUITextColor"))]
        case "IBUITextView":
            text = object.string("IBUIText") ?? ""
            attributes.append(("editable", object.bool("IBUIEditable") == false ? "NO" : nil))
            inner += [uiFont(object), color("textColor", object.object("IBUITextColor"))]
        case "IBUIImageView":
            attributes.append(("image", object.object("IBUIImage")?.string("NSResourceName")))
        case "IBUISwitch":
            attributes.append(("on", object.bool("IBUIOn") == true ? "YES" : nil))
        case "IBUISlider":
            attributes += [("value", Self.format(object.double("IBUIValue") ?? 0)), ("minValue", Self.format(object.double("IBUIMinValue") ?? 0)),
                           ("maxValue", Self.format(object.double("IBUIMaxValue") ?? 1))]
        case "IBUIProgressView":
            attributes.append(("progress", Self.format(object.double("IBUIProgress") ?? 0)))
        case "IBUIActivityIndicatorView":
            attributes.append(("style", [0: "whiteLarge", 1: "white", 2: "gray"][object.int("IBUIStyle") ?? 1]))
        case "IBUITableView":
            attributes += [("style", object.int("IBUIStyle") == 1 ? "grouped" : "plain"), ("rowHeight", Self.format(object.double("IBUIRowHeight") ?? 44)),
                           ("separatorStyle", [0: "none", 1: "default", 2: "singleLineEtched"][object.int("IBUISeparatorStyle") ?? 1])]
        case "IBUISegmentedControl":
            let styles = [0: "plain", 1: "bordered", 2: "bar", 7: "bezeled"]
            attributes += [("segmentControlStyle", styles[object.int("IBSegmentControlStyle") ?? 0] ?? "plain"),
                           ("selectedSegmentIndex", String(object.int("IBSelectedSegmentIndex") ?? -1))]
            let titles = object.object("IBSegmentTitles")?.items.map { ArchiveObject.text($0) ?? "" } ?? []
            inner.append(ModernElement("segments", children: titles.map { ModernElement("segment", [("title", $0)]) }))
        case "IBUINavigationBar", "IBUIToolbar":
            attributes.append(("barStyle", [1: "black", 2: "blackTranslucent"][object.int("IBUIBarStyle") ?? 0]))
            var items: [ModernElement] = []
            for item in object.list("IBUIItems") {
                if item.className == "IBUINavigationItem" {
                    let sides = [("IBUILeftBarButtonItem", "leftBarButtonItem"), ("IBUIRightBarButtonItem", "rightBarButtonItem")]
                    items.append(ModernElement("navigationItem", [("title", item.string("IBUITitle")), ("prompt", item.string("IBUIPrompt")), ("id", id(of: item))],
                                               children: sides.compactMap { archived, key in item.object(archived).map { barItem($0, key: key) } }))
                } else if item.className == "IBUIBarButtonItem" {
                    items.append(barItem(item, key: nil))
                }
            }
            if !items.isEmpty { inner.append(ModernElement("items", children: items)) }
        default: break
        }
        // A text with line breaks goes in an element of its own, as Xcode writes it.
        var children: [ModernElement] = [frame(object, isRoot: depth == 0 && (key == nil || key == "view")), autoresizingMask(object)]
        if let text {
            if text.contains("\n") || text.contains("\r") { children.append(ModernElement("string", [("key", "text")], text: text)) } else { attributes.append(("text", text)) }
        }
        let subviews = object.list("NSSubviews")
        if !subviews.isEmpty, object.className != "IBUIToolbar", depth < 100 {
            children.append(ModernElement("subviews", children: subviews.map { uiView($0, key: nil, depth: depth + 1) }))
        }
        children += [color("backgroundColor", object.object("IBUIBackgroundColor"))].compactMap { $0 } + inner.compactMap { $0 }
        if key == nil || depth == 0 { children += simulatedMetrics(object) }
        return ModernElement(name, attributes + [("id", id(of: object)), ("customClass", customClass(of: object))], children: children)
    }

    static func systemFont(_ size: Double) -> ModernElement {
        ModernElement("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", format(size))])
    }

    /// A UIKit font: its description (system, bold, italic or named), else the archived
    /// `UIFont` (Helvetica standing for the system font).
    func uiFont(_ object: ArchiveObject) -> ModernElement? {
        if let description = object.object("IBUIFontDescription") {
            let size = Self.format(description.double("pointSize") ?? 17)
            if let name = description.string("name") {
                return ModernElement("fontDescription", [("key", "fontDescription"), ("name", name), ("family", description.string("family")), ("pointSize", size)])
            }
            let kind = [2: "boldSystem", 3: "italicSystem"][description.int("type") ?? 1] ?? "system"
            return ModernElement("fontDescription", [("key", "fontDescription"), ("type", kind), ("pointSize", size)])
        }
        guard let font = object.object("IBUIFont") else { return nil }
        let name = font.string("NSName") ?? "Helvetica", size = Self.format(font.double("NSSize") ?? 17)
        if let kind = ["Helvetica": "system", "Helvetica-Bold": "boldSystem", "Helvetica-Oblique": "italicSystem"][name] {
            return ModernElement("fontDescription", [("key", "fontDescription"), ("type", kind), ("pointSize", size)])
        }
        let family = name.split(separator: "-").first.map(String.init) ?? name
        return ModernElement("fontDescription", [("key", "fontDescription"), ("name", name), ("family", family), ("pointSize", size)])
    }

    func barItem(_ item: ArchiveObject, key: String?) -> ModernElement {
        var attributes: [(String, String?)] = [("key", key)]
        if let system = item.int("IBUISystemItemIdentifier"), Self.systemItems.indices.contains(system) {
            attributes.append(("systemItem", Self.systemItems[system]))
        } else {
            attributes.append(("title", item.string("IBUITitle") ?? ""))
        }
        attributes += [("style", [0: "plain", 1: "bordered", 2: "done"][item.int("IBUIStyle") ?? 0]), ("enabled", item.bool("IBUIEnabled") == false ? "NO" : nil),
                       ("id", id(of: item))]
        return ModernElement("barButtonItem", attributes)
    }

    /// The status, top and bottom bars Interface Builder simulated over the view.
    func simulatedMetrics(_ object: ArchiveObject) -> [ModernElement] {
        var elements: [ModernElement] = []
        if object.object("IBUISimulatedStatusBarMetrics") != nil {
            elements.append(ModernElement("simulatedStatusBarMetrics", [("key", "simulatedStatusBarMetrics")]))
        }
        if let top = object.object("IBUISimulatedTopBarMetrics"), top.className == "IBUISimulatedNavigationBarMetrics" {
            elements.append(ModernElement("simulatedNavigationBarMetrics", [("key", "simulatedTopBarMetrics"), ("prompted", top.bool("IBUIPrompted") == true ? "YES" : "NO")]))
        }
        switch object.object("IBUISimulatedBottomBarMetrics")?.className {
        case "IBUISimulatedTabBarMetrics"?: elements.append(ModernElement("simulatedTabBarMetrics", [("key", "simulatedBottomBarMetrics")]))
        case "IBUISimulatedToolbarMetrics"?: elements.append(ModernElement("simulatedToolbarMetrics", [("key", "simulatedBottomBarMetrics")]))
        default: break
        }
        return elements
    }

    /// A UIKit controller of a xib (a window's root, a tab's or navigation stack's controller),
    /// with its view, navigation and tab bar items, bars and the controllers it holds.
    func uiController(_ controller: ArchiveObject, depth: Int) -> ModernElement {
        let names = ["IBUINavigationController": "navigationController", "IBUITabBarController": "tabBarController", "IBUITableViewController": "tableViewController"]
        var children: [ModernElement] = []
        if let view = controller.object("IBUIView") { children.append(uiView(view, key: "view", depth: 0)) }
        if let item = controller.object("IBUINavigationItem") {
            children.append(ModernElement("navigationItem", [("key", "navigationItem"), ("title", item.string("IBUITitle")), ("id", id(of: item))]))
        }
        if let item = controller.object("IBUITabBarItem") {
            children.append(ModernElement("tabBarItem", [("key", "tabBarItem"), ("title", item.string("IBUITitle")), ("id", id(of: item))]))
        }
        children += simulatedMetrics(controller)
        if let bar = controller.object("IBUINavigationBar") { children.append(uiView(bar, key: "navigationBar", depth: 1)) }
        if let bar = controller.object("IBUITabBar") { children.append(uiView(bar, key: "tabBar", depth: 1)) }
        let held = controller.list("IBUIViewControllers")
        if !held.isEmpty, depth < 20 {
            children.append(ModernElement("viewControllers", children: held.map { uiController($0, depth: depth + 1) }))
        }
        return ModernElement(names[controller.className] ?? "viewController",
                             [("title", controller.string("IBUITitle")), ("nibName", controller.string("IBUINibName")), ("id", id(of: controller)),
                              ("customClass", customClass(of: controller))], children: children)
    }
}
