/// What Interface Builder writes for a view dragged in from its library: the element, its
/// attributes before the id, and its children after the frame.
struct ViewTemplate: Sendable {
    /// A child element, with its own children; `hasID` for the ones Xcode gives an id (cells).
    struct Child: Sendable {
        var name: String
        var attributes: [(String, String)]
        var children: [Child] = []
        var hasID = false

        init(_ name: String, _ attributes: [(String, String)], children: [Child] = [], hasID: Bool = false) {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.hasID = hasID
        }
    }

    var element: String
    var attributes: [(String, String)]
    var children: [Child]

    init(element: String, attributes: [(String, String)], children: [Child]) {
        self.element = element
        self.attributes = attributes
        self.children = children
    }

    init(element: String, attributes: [(String, String)], leaves: [(name: String, attributes: [(String, String)])]) {
        self.init(element: element, attributes: attributes, children: leaves.map { Child($0.name, $0.attributes) })
    }

    /// The classes `addView` makes on a platform, by class name (and, for AppKit, the names of
    /// Interface Builder's library items that share a class: "Label", "Check Box").
    static func all(appKit: Bool) -> [String: ViewTemplate] { appKit ? self.appKit : uiKit }

    /// The UIKit classes `addView` makes, by class name.
    static let uiKit: [String: ViewTemplate] = [
        "UIView": ViewTemplate(element: "view", attributes: [("contentMode", "scaleToFill")], leaves: []),
        "UILabel": ViewTemplate(element: "label", attributes: [
            ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"), ("horizontalHuggingPriority", "251"),
            ("verticalHuggingPriority", "251"), ("text", "Label"), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
            ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"),
        ], leaves: [("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
                      ("nil", [("key", "textColor")]), ("nil", [("key", "highlightedColor")])]),
        "UIButton": ViewTemplate(element: "button", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
            ("buttonType", "system"), ("lineBreakMode", "middleTruncation"),
        ], leaves: [("state", [("key", "normal"), ("title", "Button")])]),
        "UIImageView": ViewTemplate(element: "imageView", attributes: [
            ("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"), ("contentMode", "scaleAspectFit"), ("horizontalHuggingPriority", "251"),
            ("verticalHuggingPriority", "251"),
        ], leaves: []),
        "UITextField": ViewTemplate(element: "textField", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center"),
            ("borderStyle", "roundedRect"), ("textAlignment", "natural"), ("minimumFontSize", "17"),
        ], leaves: [("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "14")]),
                      ("textInputTraits", [("key", "textInputTraits")])]),
        "UISwitch": ViewTemplate(element: "switch", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"), ("verticalHuggingPriority", "750"),
            ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"), ("on", "YES"),
        ], leaves: []),
        "UIStackView": ViewTemplate(element: "stackView", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("axis", "vertical"), ("spacing", "8"),
        ], leaves: []),
    ]

    /// The AppKit views, as Xcode 14 and later write the library's items (the corpus's recent
    /// Mac documents: Sequel-Ace, OpenEmu, CotEditor).
    static let appKit: [String: ViewTemplate] = {
        func font(_ name: String = "system") -> Child { Child("font", [("key", "font"), ("metaFont", name)]) }
        func catalogColor(_ key: String, _ name: String) -> Child {
            Child("color", [("key", key), ("name", name), ("catalog", "System"), ("colorSpace", "catalog")])
        }
        let pushButton = ViewTemplate(element: "button", attributes: [("verticalHuggingPriority", "750")], children: [
            Child("buttonCell", [("key", "cell"), ("type", "push"), ("title", "Button"), ("bezelStyle", "rounded"), ("alignment", "center"),
                                 ("borderStyle", "border"), ("imageScaling", "proportionallyDown"), ("inset", "2")], children: [
                Child("behavior", [("key", "behavior"), ("pushIn", "YES"), ("lightByBackground", "YES"), ("lightByGray", "YES")]), font(),
            ], hasID: true),
        ])
        let checkBox = ViewTemplate(element: "button", attributes: [("verticalHuggingPriority", "750")], children: [
            Child("buttonCell", [("key", "cell"), ("type", "check"), ("title", "Check"), ("bezelStyle", "regularSquare"), ("imagePosition", "left"),
                                 ("state", "on"), ("inset", "2")], children: [
                Child("behavior", [("key", "behavior"), ("changeContents", "YES"), ("doesNotDimImage", "YES"), ("lightByContents", "YES")]), font(),
            ], hasID: true),
        ])
        let label = ViewTemplate(element: "textField", attributes: [("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "750")], children: [
            Child("textFieldCell", [("key", "cell"), ("lineBreakMode", "clipping"), ("title", "Label")], children: [
                font(), catalogColor("textColor", "labelColor"), catalogColor("backgroundColor", "textBackgroundColor"),
            ], hasID: true),
        ])
        let textField = ViewTemplate(element: "textField", attributes: [("verticalHuggingPriority", "750")], children: [
            Child("textFieldCell", [("key", "cell"), ("scrollable", "YES"), ("lineBreakMode", "clipping"), ("selectable", "YES"), ("editable", "YES"),
                                    ("sendsActionOnEndEditing", "YES"), ("borderStyle", "bezel"), ("drawsBackground", "YES")], children: [
                font(), catalogColor("textColor", "controlTextColor"), catalogColor("backgroundColor", "textBackgroundColor"),
            ], hasID: true),
        ])
        let imageView = ViewTemplate(element: "imageView", attributes: [("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251")], children: [
            Child("imageCell", [("key", "cell"), ("refusesFirstResponder", "YES"), ("alignment", "left"), ("imageScaling", "proportionallyDown")], hasID: true),
        ])
        let customView = ViewTemplate(element: "customView", attributes: [], children: [Child]())
        return ["NSButton": pushButton, "Push Button": pushButton, "Check Box": checkBox, "Label": label, "NSTextField": textField,
                "Text Field": textField, "NSImageView": imageView, "Image View": imageView, "NSView": customView, "Custom View": customView]
    }()
}
