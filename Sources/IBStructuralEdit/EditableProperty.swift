/// A property `set` can change, by the name a UIKit or AppKit developer knows, and where the
/// document keeps it.
struct EditableProperty: Sendable {
    /// What kind of value it takes.
    enum Kind: String, Sendable {
        case text = "a string"
        case flag = "a boolean"
        case count = "a whole number of 0 or more"
        case integer = "a whole number"
        case alignment = "one of natural, left, center, right, justified"
        case color = "a colour: #RRGGBB or #RRGGBBAA, clear, white, black, a system colour (systemRed, label, systemBackground…) or named:AssetName"
        case image = "an image: the asset's name, or system:NAME for an SF Symbol"
        case font = "a font: \"system 17\", \"boldSystem 15\", \"italicSystem 12\", \"system 17 semibold\" or a text style (body, headline, title1…)"
    }

    /// Where the value goes.
    enum Place: Sendable {
        /// An attribute of the element.
        case attribute(String)
        /// An attribute of the element's `<state key="normal">` (a button's title).
        case normalState(String)
        /// An attribute of the element's `<… key="cell">` (an AppKit control's cell).
        case cell(String)
        /// A child element with this `key` of the element's `<… key="cell">` (an AppKit control's
        /// font and colours), written after the leading children named in `after`.
        case cellChild(key: String, after: [String])
        /// A child element with this `key` (`<color key="textColor">`, `<fontDescription>`), written
        /// after the leading children named in `after` (names, or `name:key`), where Xcode puts it.
        case keyedChild(key: String, after: [String])
    }

    var name: String
    var kind: Kind
    var place: Place
    /// The value Xcode leaves out (the attribute is removed when the property takes it).
    var omitted: String?
    /// The elements that have the property; empty for every view.
    var elements: Set<String>
    /// Whether any view has it (elements whose catalog role is a view).
    var anyView = false

    /// The properties, by the elements that have them (looked up per element and platform).
    static let uiKit: [EditableProperty] = [
        EditableProperty(name: "text", kind: .text, place: .attribute("text"), elements: ["label", "textField", "textView"]),
        EditableProperty(name: "placeholder", kind: .text, place: .attribute("placeholder"), elements: ["textField"]),
        EditableProperty(name: "title", kind: .text, place: .normalState("title"), elements: ["button"]),
        EditableProperty(name: "title", kind: .text, place: .attribute("title"),
                         elements: ["barButtonItem", "navigationItem", "tabBarItem", "viewController", "tableViewController", "collectionViewController",
                                    "navigationController", "tabBarController"]),
        EditableProperty(name: "alignment", kind: .alignment, place: .attribute("textAlignment"), elements: ["label", "textField", "textView"]),
        EditableProperty(name: "numberOfLines", kind: .count, place: .attribute("numberOfLines"), omitted: "1", elements: ["label"]),
        EditableProperty(name: "enabled", kind: .flag, place: .attribute("enabled"), omitted: "YES",
                         elements: ["button", "textField", "switch", "slider", "segmentedControl", "stepper", "datePicker", "pageControl", "label", "barButtonItem"]),
        EditableProperty(name: "hidden", kind: .flag, place: .attribute("hidden"), omitted: "NO", elements: [], anyView: true),
        EditableProperty(name: "tag", kind: .integer, place: .attribute("tag"), omitted: "0", elements: [], anyView: true),
        EditableProperty(name: "storyboardIdentifier", kind: .text, place: .attribute("storyboardIdentifier"),
                         elements: ["viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
                                    "splitViewController", "pageViewController"]),
        EditableProperty(name: "image", kind: .image, place: .attribute("image"), elements: ["imageView"]),
        EditableProperty(name: "image", kind: .image, place: .normalState("image"), elements: ["button"]),
        EditableProperty(name: "backgroundColor", kind: .color, place: .keyedChild(key: "backgroundColor", after: frameAndSubviews), elements: [], anyView: true),
        EditableProperty(name: "tintColor", kind: .color, place: .keyedChild(key: "tintColor", after: frameAndSubviews + ["color:backgroundColor"]),
                         elements: [], anyView: true),
        EditableProperty(name: "font", kind: .font, place: .keyedChild(key: "fontDescription", after: frameAndSubviews + ["color:backgroundColor", "color:tintColor"]),
                         elements: ["label", "textField", "textView", "button"]),
        EditableProperty(name: "textColor", kind: .color,
                         place: .keyedChild(key: "textColor", after: frameAndSubviews + ["color:backgroundColor", "color:tintColor", "fontDescription"]),
                         elements: ["label", "textField", "textView"]),
    ]

    /// What Xcode writes before a view's colours and fonts (counted over the corpus's storyboards:
    /// `rect`, `subviews`, then `color key="backgroundColor"`, then fonts and text colours).
    static let frameAndSubviews = ["rect", "autoresizingMask", "subviews", "viewLayoutGuide"]

    static let appKit: [EditableProperty] = [
        EditableProperty(name: "title", kind: .text, place: .cell("title"), elements: ["button", "textField"]),
        EditableProperty(name: "font", kind: .font, place: .cellChild(key: "font", after: ["behavior"]), elements: ["button", "textField"]),
        EditableProperty(name: "textColor", kind: .color, place: .cellChild(key: "textColor", after: ["behavior", "font"]), elements: ["textField"]),
        EditableProperty(name: "backgroundColor", kind: .color, place: .cellChild(key: "backgroundColor", after: ["behavior", "font", "color:textColor"]),
                         elements: ["textField"]),
        EditableProperty(name: "text", kind: .text, place: .cell("title"), elements: ["textField"]),
        EditableProperty(name: "placeholder", kind: .text, place: .cell("placeholderString"), elements: ["textField"]),
        EditableProperty(name: "title", kind: .text, place: .attribute("title"), elements: ["window", "box", "menuItem", "menu", "tabViewItem"]),
        EditableProperty(name: "hidden", kind: .flag, place: .attribute("hidden"), omitted: "NO", elements: [], anyView: true),
        EditableProperty(name: "tag", kind: .integer, place: .attribute("tag"), omitted: "0", elements: ["menuItem"], anyView: true),
        EditableProperty(name: "storyboardIdentifier", kind: .text, place: .attribute("storyboardIdentifier"),
                         elements: ["viewController", "windowController", "tabViewController", "splitViewController"]),
    ]
}
