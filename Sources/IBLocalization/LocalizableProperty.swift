/// Where Interface Builder documents keep the strings Xcode exports for translation, by element:
/// the key path after `ObjectID.` in a `.strings` file, and the attribute or child that holds it.
///
/// Read from the `.strings` files Xcode and `ibtool --generate-strings-file` write (the corpus has
/// 172 beside their documents) and from the document format; measured by `StringsAgreementTests`.
public struct LocalizableProperty: Sendable, Hashable {
    /// The key path after the object id (`text`, `normalTitle`, `headerCell.title`).
    public var keyPath: String
    /// The attribute holding the string.
    public var attribute: String
    /// A `<string key="…">` child that holds the string instead when it spans lines.
    public var childStringKey: String?

    init(_ keyPath: String, attribute: String? = nil, childString: Bool = false) {
        self.keyPath = keyPath
        self.attribute = attribute ?? keyPath
        self.childStringKey = childString ? (attribute ?? keyPath) : nil
    }

    /// The properties of each element that are not handled as a special case (states, segments,
    /// scope titles, table column headers, accessibility, tool tips).
    public static let byElement: [String: [LocalizableProperty]] = {
        let controllerTitle = [LocalizableProperty("title")]
        var table: [String: [LocalizableProperty]] = [
            // UIKit
            "label": [LocalizableProperty("text", childString: true)],
            "textField": [LocalizableProperty("text", childString: true), LocalizableProperty("placeholder")],
            "textView": [LocalizableProperty("text", childString: true)],
            "navigationItem": [LocalizableProperty("title"), LocalizableProperty("prompt"), LocalizableProperty("backButtonTitle")],
            "barButtonItem": [LocalizableProperty("title")],
            "tabBarItem": [LocalizableProperty("title")],
            "searchBar": [LocalizableProperty("text"), LocalizableProperty("placeholder"), LocalizableProperty("prompt")],
            "tableViewSection": [LocalizableProperty("headerTitle"), LocalizableProperty("footerTitle")],
            // AppKit
            "menuItem": [LocalizableProperty("title")],
            "menu": [LocalizableProperty("title")],
            "window": [LocalizableProperty("title")],
            "panel": [LocalizableProperty("title")],
            "textFieldCell": [LocalizableProperty("title", childString: true), LocalizableProperty("placeholderString")],
            "searchFieldCell": [LocalizableProperty("title"), LocalizableProperty("placeholderString")],
            "tokenFieldCell": [LocalizableProperty("title"), LocalizableProperty("placeholderString")],
            "secureTextFieldCell": [LocalizableProperty("placeholderString")],
            "buttonCell": [LocalizableProperty("title"), LocalizableProperty("alternateTitle")],
            "popUpButtonCell": [LocalizableProperty("title")],
            "tabViewItem": [LocalizableProperty("label")],
            "toolbarItem": [LocalizableProperty("label"), LocalizableProperty("paletteLabel"), LocalizableProperty("toolTip")],
            "box": [LocalizableProperty("title")],
            "tableColumn": [LocalizableProperty("headerToolTip")],
        ]
        for controller in ["viewController", "tableViewController", "collectionViewController", "navigationController",
                           "tabBarController", "splitViewController", "pageViewController", "tabViewController",
                           "splitViewItem", "glkViewController", "avPlayerViewController"] {
            table[controller, default: []] += controllerTitle
        }
        return table
    }()

    /// UIButton's `<state key="normal" title="…">`: `normalTitle`, `highlightedTitle`, ….
    static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]
}
