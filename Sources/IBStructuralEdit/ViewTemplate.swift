/// What Interface Builder writes for a view dragged in from its library: the element, its
/// attributes before the id, and its children after the frame.
struct ViewTemplate: Sendable {
    var element: String
    var attributes: [(String, String)]
    var children: [(name: String, attributes: [(String, String)])]

    /// The UIKit classes `addView` makes, by class name.
    static let uiKit: [String: ViewTemplate] = [
        "UIView": ViewTemplate(element: "view", attributes: [("contentMode", "scaleToFill")], children: []),
        "UILabel": ViewTemplate(element: "label", attributes: [
            ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"), ("horizontalHuggingPriority", "251"),
            ("verticalHuggingPriority", "251"), ("text", "Label"), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"),
            ("baselineAdjustment", "alignBaselines"), ("adjustsFontSizeToFit", "NO"),
        ], children: [("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
                      ("nil", [("key", "textColor")]), ("nil", [("key", "highlightedColor")])]),
        "UIButton": ViewTemplate(element: "button", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
            ("buttonType", "system"), ("lineBreakMode", "middleTruncation"),
        ], children: [("state", [("key", "normal"), ("title", "Button")])]),
        "UIImageView": ViewTemplate(element: "imageView", attributes: [
            ("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"), ("contentMode", "scaleAspectFit"), ("horizontalHuggingPriority", "251"),
            ("verticalHuggingPriority", "251"),
        ], children: []),
        "UITextField": ViewTemplate(element: "textField", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center"),
            ("borderStyle", "roundedRect"), ("textAlignment", "natural"), ("minimumFontSize", "17"),
        ], children: [("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "14")]),
                      ("textInputTraits", [("key", "textInputTraits")])]),
        "UISwitch": ViewTemplate(element: "switch", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"), ("verticalHuggingPriority", "750"),
            ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"), ("on", "YES"),
        ], children: []),
        "UIStackView": ViewTemplate(element: "stackView", attributes: [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("axis", "vertical"), ("spacing", "8"),
        ], children: []),
    ]
}
